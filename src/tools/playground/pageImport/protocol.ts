import type { ImportedPage } from './importPage';

/** 页面与打开文件的 worker 之间的消息。 */
export interface ImportRequest {
  id: number;
  buffer: ArrayBuffer;
  name: string;
  contentType: string;
}

export type ImportResponse = { id: number; page: ImportedPage };
