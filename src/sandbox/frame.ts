/**
 * 沙箱页（sandbox.html）自己的脚本。这个页面以 `sandbox="allow-scripts"` 嵌在演练场和教程页里，没有
 * allow-same-origin，所以它和它创建的 worker 属于一个不透明的源：读不到、也写不了本站的 Cache Storage、IndexedDB、
 * localStorage 和 Cookie，也注册不了服务工作线程。页面自己的内容安全策略（src/sandbox-build/page.ts）再禁止一切
 * 网络请求。
 *
 * 这个脚本只做转交：按页面的要求用 runner.ts 的源码（构建时写进页面的 RUNNER_SOURCE）创建 worker，把页面给的
 * MessagePort 交给它，或者结束它。读者的代码只在 worker 里运行，碰不到这里。
 */
import type { FrameCommand, FrameEvent, WorkerStart } from './protocol';

declare const RUNNER_SOURCE: string;

const runnerUrl = URL.createObjectURL(new Blob([RUNNER_SOURCE], { type: 'text/javascript' }));

function tell(event: FrameEvent): void {
  window.parent.postMessage(event, '*');
}

/** 预先启动的 worker：读者点“运行”时不必等它解析 cheerio 和 sucrase。启动失败的原因留到用它的那次运行再报告。 */
interface Prepared {
  worker: Worker;
  runId: number | null;
  failure: string | null;
}

function prepare(): Prepared {
  const prepared: Prepared = {
    worker: new Worker(runnerUrl, { name: 'playground-sandbox' }),
    runId: null,
    failure: null,
  };
  prepared.worker.addEventListener('error', (event) => {
    event.preventDefault();
    const message = event.message || '后台线程无法启动';
    if (prepared.runId === null) prepared.failure = message;
    else tell({ type: 'worker-error', id: prepared.runId, message });
  });
  return prepared;
}

let spare = prepare();
const running = new Map<number, Worker>();

window.addEventListener('message', (event: MessageEvent<FrameCommand>) => {
  if (event.source !== window.parent) return;
  const command = event.data;
  if (command.type === 'stop') {
    running.get(command.id)?.terminate();
    running.delete(command.id);
    return;
  }
  const [port] = event.ports;
  if (command.type !== 'run' || !port) return;
  const current = spare;
  spare = prepare();
  current.runId = command.id;
  running.set(command.id, current.worker);
  if (current.failure !== null) {
    tell({ type: 'worker-error', id: command.id, message: current.failure });
    return;
  }
  current.worker.postMessage({ request: command.request, port } satisfies WorkerStart, [port]);
});

tell({ type: 'ready' });
