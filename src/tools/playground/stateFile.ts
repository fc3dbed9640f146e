import { InvalidStateError, parseState, serializableState, type PlaygroundState } from './state';

/** 链接太长时，状态存成一个 JSON 文件：页面的“打开状态文件”能把它读回来。 */
const FORMAT = 'cheerio-playground';
export const STATE_FILE_NAME = 'cheerio-playground.json';
const MAX_FILE_BYTES = 20 * 1024 * 1024;

export function stateFileText(state: PlaygroundState): string {
  return `${JSON.stringify({ format: FORMAT, version: 1, state: serializableState(state) }, null, 2)}\n`;
}

export class StateFileError extends Error {}

export function checkStateFileSize(bytes: number): void {
  if (bytes > MAX_FILE_BYTES) throw new StateFileError('文件超过 20 MB，不像是演练场的状态文件。');
}

export function parseStateFile(text: string): PlaygroundState {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new StateFileError('文件不是有效的 JSON，无法读取。');
  }
  const record = data as { format?: unknown; version?: unknown; state?: unknown } | null;
  if (typeof record !== 'object' || record === null || record.format !== FORMAT) {
    throw new StateFileError('这不是演练场下载的状态文件（缺少 "format": "cheerio-playground"）。');
  }
  if (record.version !== 1) throw new StateFileError('状态文件来自更新版本的演练场，这个页面读不了。');
  try {
    return parseState(record.state);
  } catch (error) {
    if (error instanceof InvalidStateError) throw new StateFileError(`状态文件的内容不完整：${error.message}。`);
    throw error;
  }
}
