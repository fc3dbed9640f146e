/**
 * 运行读者代码的 worker（沙箱）。页面每次运行都换一个新的 worker：上一次的全局变量、没停的定时器、对 cheerio 的
 * 修改都不会带进下一次；卡死的代码由页面在 3 秒后结束整个 worker。
 *
 * worker 里没有 document、window、localStorage，也不能让页面跳转；能做的只是 worker 本来就能做的事（见页面上的说明）。
 */
import type { OutputEntry, RunMessage, RunRequest } from './protocol';
import { OutputLimiter, looseExceptionEntry, runCode } from './runCode';

let currentRun: { id: number; limiter: OutputLimiter } | null = null;

function post(message: RunMessage) {
  postMessage(message);
}

function emitLoose(entry: OutputEntry) {
  currentRun?.limiter.emit(entry);
}

self.addEventListener('error', (event) => {
  emitLoose(looseExceptionEntry(event.error ?? event.message));
  event.preventDefault();
});

self.addEventListener('unhandledrejection', (event) => {
  emitLoose(looseExceptionEntry(event.reason));
  event.preventDefault();
});

self.onmessage = async (event: MessageEvent<RunRequest>) => {
  const request = event.data;
  const limiter = new OutputLimiter((entry) => post({ type: 'output', id: request.id, entry }));
  currentRun = { id: request.id, limiter };
  const started = performance.now();
  await runCode(request, { emit: limiter.emit, loadSucrase: () => import('sucrase') });
  post({ type: 'done', id: request.id, ms: performance.now() - started, dropped: limiter.dropped });
};
