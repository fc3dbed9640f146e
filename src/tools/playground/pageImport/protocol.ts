import { MAX_FIELD_LENGTH } from '../state';
import type { ImportedPage } from './importPage';

/**
 * 演练场能打开的最大文件：与链接、状态文件里 HTML 的上限相同。更大的文件在 Node 里处理（编码实验室给出代码）。
 * 放在这里而不是 importPage.ts：页面要在读文件之前检查大小，而 importPage.ts 带着编码表，只该在 worker 里加载。
 */
export const MAX_IMPORT_BYTES = MAX_FIELD_LENGTH.html;

/** 页面与打开文件的 worker 之间的消息。 */
export interface ImportRequest {
  id: number;
  buffer: ArrayBuffer;
  name: string;
  contentType: string;
}

export type ImportResponse = { id: number; page: ImportedPage };
