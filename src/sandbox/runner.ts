/**
 * 运行读者代码的 worker，在沙箱页（不透明的源）里由 frame.ts 创建，每次运行一个新的：上一次的全局变量、没停的
 * 定时器、对 cheerio 的修改都不会带进下一次。它只收到一条消息（这次的代码和一个 MessagePort），输出经这个端口
 * 直接发给页面。每个沙箱页的 worker 入口（currentRunner.ts，旧版本的由 src/sandbox-build/ 生成）用自己的 cheerio
 * 版本调用 startRunner。
 *
 * 这里的一切都与读者的代码在同一个线程：读者的代码可以改写这个文件里的任何东西，所以页面不信任这里发出的消息
 * （outputGate.ts），时限也由页面执行。
 */
import type { RunMessage, WorkerStart } from './protocol';
import type { CheerioRelease } from './release';
import { OutputLimiter, looseExceptionEntry, runCode } from './runCode';

export function startRunner(release: CheerioRelease): void {
  let limiter: OutputLimiter | null = null;

  self.addEventListener('error', (event) => {
    limiter?.emit(looseExceptionEntry(event.error ?? event.message, release));
    event.preventDefault();
  });

  self.addEventListener('unhandledrejection', (event) => {
    limiter?.emit(looseExceptionEntry(event.reason, release));
    event.preventDefault();
  });

  self.onmessage = async (event: MessageEvent<WorkerStart>) => {
    self.onmessage = null;
    const { request, port } = event.data;
    const post = (message: RunMessage) => port.postMessage(message);
    const current = new OutputLimiter((entry) => post({ type: 'output', entry }));
    limiter = current;
    const started = performance.now();
    await runCode(request, { emit: current.emit, loadSucrase: () => import('sucrase'), release });
    post({ type: 'done', ms: performance.now() - started, dropped: current.dropped });
  };
}
