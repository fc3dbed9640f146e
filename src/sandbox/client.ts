import { OutputGate, RUN_TIME_LIMIT_MS, MAX_MESSAGES_PER_RUN } from './outputGate';
import type { FrameCommand, FrameEvent, OutputEntry, RunRequest } from './protocol';

/**
 * 页面这一侧的沙箱：一个隐藏的 `<iframe sandbox="allow-scripts">`（沙箱页，不透明的源），读者的代码在它创建的
 * worker 里运行，输出经一个 MessageChannel 直接回到页面。页面从不求值读者的代码，也不信任沙箱发来的任何东西：
 * 条数、字符数和消息数都由 OutputGate 在这里限制；3 秒的时限也在这里执行——代码没结束就移除整个 iframe，
 * 里面的 worker 随之被结束，下一次运行换一个新的沙箱。
 */

/**
 * 一次运行的结果。'done' 表示代码已经结束（之后到时限为止还会有定时器的输出）；此后沙箱若发出多得不正常的消息，
 * 还会再报告一次 'flooded'。其余结果都是最终的。
 */
export type RunOutcome =
  | { status: 'done'; ms: number; dropped: number }
  | { status: 'timeout' }
  | { status: 'stopped' }
  | { status: 'flooded' }
  | { status: 'failed'; message: string };

/** 沙箱页加载并启动的时限（第一次要下载约 150 KB gzip 的 cheerio 和 sucrase）。 */
const FRAME_START_LIMIT_MS = 15_000;
/** 两种嵌法都已加载、都还没报告就绪时，再等这么久（就绪的消息可能晚于 load 到达），之后算作失败。 */
const LATE_READY_GRACE_MS = 3000;

export const FLOODED_TEXT = `代码在 3 秒内发出了超过 ${MAX_MESSAGES_PER_RUN.toLocaleString('zh-CN')} 条消息，已停止这次运行。`;

function startFailure(detail: string): string {
  return `代码沙箱没有启动（${detail}）。演练场和实时代码块在它里面运行代码；请刷新页面，或换一个较新的浏览器。`;
}

/**
 * 沙箱页的两种嵌法，先用第一种：
 * - attribute：`<iframe sandbox="allow-scripts">`。浏览器直接从网络取页面（服务工作线程不接管沙箱 iframe 的导航），
 *   所以离线时取不到。
 * - header：不带 sandbox 属性，由服务工作线程从预缓存给出页面，并加上 `Content-Security-Policy: sandbox allow-scripts`
 *   响应头（src/offline/worker/sw.ts），文档同样落在不透明的源里。只在第一种加载失败（通常是离线）时才用。
 * 两种都由下面的 isOpaque 再确认一次：沙箱页和本站同源时（例如没有服务工作线程、响应头没加上），页面不用它。
 */
type Embedding = 'attribute' | 'header';

/** 不透明的源的文档对页面来说是跨源的，contentDocument 读不到；读得到就说明它和本站同源，不能运行代码。 */
function isOpaque(element: HTMLIFrameElement): boolean {
  try {
    return element.contentDocument === null;
  } catch {
    return true;
  }
}

class SandboxFrame {
  /** 报告了就绪的 iframe；就绪之前是第一种嵌法的那个。 */
  private element: HTMLIFrameElement;
  /** 还在加载、没有报告就绪的 iframe（第二种嵌法是后加的，两个可能同时在加载）。 */
  private readonly pending = new Set<HTMLIFrameElement>();
  /** 沙箱页报告就绪时为 null，否则是失败的原因。 */
  readonly started: Promise<string | null>;
  private readonly workerErrors = new Map<number, (message: string) => void>();
  private readonly onMessage: (event: MessageEvent) => void;

  constructor(private readonly url: string) {
    let reportStart: (failure: string | null) => void = () => undefined;
    this.started = new Promise((resolve) => (reportStart = resolve));
    let ready = false;
    const timer = setTimeout(() => reportStart(startFailure('沙箱页没有在 15 秒内就绪')), FRAME_START_LIMIT_MS);
    this.onMessage = (event: MessageEvent) => {
      if (typeof event.data !== 'object' || event.data === null) return;
      const message = event.data as Partial<FrameEvent>;
      if (message.type === 'ready' && !ready) {
        const element = [...this.pending].find((candidate) => candidate.contentWindow === event.source);
        if (!element) return;
        ready = true;
        clearTimeout(timer);
        this.element = element;
        for (const other of this.pending) if (other !== element) other.remove();
        this.pending.clear();
        reportStart(isOpaque(element) ? null : startFailure('沙箱页没有被隔离在单独的源里'));
      } else if (message.type === 'worker-error' && typeof message.id === 'number') {
        if (event.source === this.element.contentWindow)
          this.workerErrors.get(message.id)?.(String(message.message).slice(0, 500));
      }
    };
    window.addEventListener('message', this.onMessage);
    this.element = this.embed('attribute');
    // 沙箱页的脚本在解析时就报告就绪，一般早于 load；load 时还没就绪，多半是页面没取到（离线），就再用第二种嵌法
    // 试一次。两个都留着：繁忙时“就绪”的消息也可能晚于 load 才到，先就绪的那个留下。
    this.element.addEventListener('load', () => {
      if (ready) return;
      this.embed('header').addEventListener('load', () => {
        setTimeout(() => {
          if (!ready) reportStart(startFailure('沙箱页没有加载，可能是网络断开，而离线阅读还没有保存它'));
        }, LATE_READY_GRACE_MS);
      });
    });
  }

  private embed(embedding: Embedding): HTMLIFrameElement {
    const element = document.createElement('iframe');
    if (embedding === 'attribute') element.setAttribute('sandbox', 'allow-scripts');
    element.title = '运行代码的沙箱（不显示内容）';
    element.tabIndex = -1;
    element.setAttribute('aria-hidden', 'true');
    element.hidden = true;
    element.src = this.url;
    this.pending.add(element);
    document.body.append(element);
    return element;
  }

  send(command: FrameCommand, transfer: Transferable[] = []): void {
    this.element.contentWindow?.postMessage(command, '*', transfer);
  }

  onWorkerError(id: number, handler: ((message: string) => void) | null): void {
    if (handler) this.workerErrors.set(id, handler);
    else this.workerErrors.delete(id);
  }

  remove(): void {
    window.removeEventListener('message', this.onMessage);
    this.element.remove();
    for (const element of this.pending) element.remove();
    this.pending.clear();
  }
}

export interface RunHandlers {
  onOutput: (entry: OutputEntry) => void;
  onOutcome: (outcome: RunOutcome) => void;
}

export class SandboxClient {
  private frame: SandboxFrame | null = null;
  private active: { stop: () => void } | null = null;
  private nextId = 1;
  private disposed = false;

  /** @param url 沙箱页的地址（带站点的路径前缀）。 */
  constructor(private readonly url: string) {}

  /** 提前准备沙箱，读者第一次运行时不必等它加载。 */
  prepare(): void {
    if (!this.disposed) this.frame ??= new SandboxFrame(this.url);
  }

  /** 准备沙箱，并在沙箱页就绪时兑现为 null，没能就绪时兑现为原因（“对比版本”据此显示“正在加载”）。 */
  whenStarted(): Promise<string | null> {
    this.prepare();
    return this.frame?.started ?? Promise.resolve(startFailure('沙箱已经关闭'));
  }

  private dropFrame(frame: SandboxFrame): void {
    frame.remove();
    if (this.frame === frame) this.frame = null;
  }

  run(request: RunRequest, { onOutput, onOutcome }: RunHandlers): void {
    this.stop();
    this.prepare();
    const frame = this.frame;
    if (!frame) return;
    const id = this.nextId++;
    const gate = new OutputGate();
    const channel = new MessageChannel();
    let codeEnded = false;
    let finished = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    /**
     * 结束这次运行。通常让沙箱页结束这个 worker（沙箱页的主线程不运行读者的代码，总能照办）；代码到时限还没结束，
     * 或者发出的消息多得不正常时，连同沙箱页一起移除，不依赖沙箱里的任何东西配合。
     */
    const finish = (outcome: RunOutcome | null, dropSandbox = false) => {
      if (finished) return;
      finished = true;
      clearTimeout(timer);
      channel.port1.onmessage = null;
      channel.port1.close();
      frame.onWorkerError(id, null);
      if (this.active === current) this.active = null;
      if (dropSandbox) {
        this.dropFrame(frame);
        this.prepare();
      } else {
        frame.send({ type: 'stop', id });
      }
      if (outcome) onOutcome(outcome);
    };
    const current = { stop: () => finish({ status: 'stopped' }) };
    this.active = current;
    channel.port1.onmessage = (event: MessageEvent) => {
      const result = gate.receive(event.data);
      // 代码结束后 worker 继续活到时限为止：定时器和 Promise 里的输出也能显示出来。
      if (result.kind === 'entry') onOutput(result.entry);
      else if (result.kind === 'done' && !codeEnded) {
        codeEnded = true;
        onOutcome({ status: 'done', ms: result.ms, dropped: gate.dropped });
      } else if (result.kind === 'flood') finish({ status: 'flooded' }, true);
    };
    frame.onWorkerError(id, (message) => finish({ status: 'failed', message: startFailure(message) }, true));
    void frame.started.then((failure) => {
      if (finished) return;
      if (failure !== null) {
        finish({ status: 'failed', message: failure }, true);
        return;
      }
      // 已经报告 done 的运行在时限到时只是收尾；没有报告的就是卡住了。
      timer = setTimeout(() => finish(codeEnded ? null : { status: 'timeout' }, !codeEnded), RUN_TIME_LIMIT_MS);
      frame.send({ type: 'run', id, request }, [channel.port2]);
    });
  }

  /** 结束正在进行的运行（以及它留下的定时器）。 */
  stop(): void {
    this.active?.stop();
  }

  dispose(): void {
    this.disposed = true;
    this.stop();
    if (this.frame) this.dropFrame(this.frame);
  }
}
