import type { CheerioOptions } from 'cheerio';

/**
 * 页面、沙箱页（sandbox.html，不透明的源）和其中运行读者代码的 worker 之间的消息。
 *
 * 页面只信任自己：沙箱一侧发来的任何东西都先经过 OutputGate（outputGate.ts）检查类型、截断、计数，再当作文字显示。
 */

/** 沙箱页在站点里的文件名，由构建的最后几步写出（src/sandbox-build/）。 */
export const SANDBOX_PAGE_FILE = 'sandbox.html';

export interface RunRequest {
  code: string;
  html: string;
  /** 交给 `cheerio.load()` 的第二、三个参数。 */
  loadOptions: CheerioOptions;
  isDocument: boolean;
}

export type OutputLevel = 'log' | 'info' | 'warn' | 'error' | 'debug' | 'render' | 'result' | 'exception';

export interface OutputEntry {
  level: OutputLevel;
  text: string;
  /** 出错的位置（从 1 开始），只有能确定时才有。 */
  line?: number;
  column?: number;
}

/** worker 经 MessagePort 发给页面的消息。 */
export type RunMessage = { type: 'output'; entry: OutputEntry } | { type: 'done'; ms: number; dropped: number };

/** 页面发给沙箱页的消息（window.postMessage）。run 附带一个 MessagePort，沙箱页把它转交给运行这次代码的 worker。 */
export type FrameCommand = { type: 'run'; id: number; request: RunRequest } | { type: 'stop'; id: number };

/** 沙箱页发给页面的消息。 */
export type FrameEvent = { type: 'ready' } | { type: 'worker-error'; id: number; message: string };

/** 沙箱页交给 worker 的第一条也是唯一一条消息。 */
export interface WorkerStart {
  request: RunRequest;
  port: MessagePort;
}
