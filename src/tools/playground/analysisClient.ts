import type { AnalyzeRequest, AnalyzeResponse } from './protocol';
import type { ParseOptions } from './state';

/**
 * 页面这一侧的分析 worker：解析和选择不在主线程上运行；一次请求超过时限，就结束整个 worker、换一个新的，并告诉读者。
 * 它只运行本站的代码（读者给的 HTML 和选择器只是数据）；读者的代码在另一个源的沙箱里运行（src/sandbox/）。
 */

/**
 * 解析与选择的时限。这里只运行本站的代码，不会死循环，但几兆的 HTML 在慢手机上解析要几秒，病态的选择器
 * （层层嵌套的 :has()）可能更久：给得宽一些，超过了同样换一个新的 worker。
 */
export const ANALYSIS_TIME_LIMIT_MS = 10_000;

/** 构造写在这里，由打包工具（Rspack）识别出 worker 的入口，打成单独的文件；“提取数据”也用它，两处共用一个文件。 */
export function createAnalysisWorker(): Worker {
  return new Worker(new URL('./analysis.worker.ts', import.meta.url), { name: 'playground-analysis' });
}

export type AnalyzeOutcome =
  { status: 'done'; response: AnalyzeResponse } | { status: 'timeout' } | { status: 'failed'; message: string };

type AnalyzeInput = Omit<AnalyzeRequest, 'type' | 'id' | 'document'> & { html: string; options: ParseOptions };

function workerFailure(event: ErrorEvent | Event): string {
  const detail = event instanceof ErrorEvent && event.message ? `：${event.message}` : '';
  return `后台线程（Web Worker）启动失败${detail}。演练场需要它来解析 HTML；请刷新页面，或换一个较新的浏览器。`;
}

/** 分析 worker：一次只处理一个请求，处理期间到来的请求只保留最新的一个。 */
export class AnalysisClient {
  private worker: Worker | null = null;
  /** worker 里现在的文档对应的 HTML 与选项；不同时请求里要带上文档。 */
  private documentInWorker: { html: string; options: ParseOptions } | null = null;
  private nextId = 1;
  private busy = false;
  private queued: { input: AnalyzeInput; resolve: (outcome: AnalyzeOutcome) => void } | null = null;

  private ensureWorker(): Worker {
    this.worker ??= createAnalysisWorker();
    return this.worker;
  }

  private restart(): void {
    this.worker?.terminate();
    this.worker = null;
    this.documentInWorker = null;
  }

  analyze(input: AnalyzeInput): Promise<AnalyzeOutcome> {
    return new Promise((resolve) => {
      if (this.busy) {
        // 被更新的请求取代：旧的请求不再有人关心它的结果。
        this.queued?.resolve({ status: 'failed', message: 'superseded' });
        this.queued = { input, resolve };
        return;
      }
      this.send(input, resolve);
    });
  }

  private send(input: AnalyzeInput, resolve: (outcome: AnalyzeOutcome) => void): void {
    this.busy = true;
    const worker = this.ensureWorker();
    const id = this.nextId++;
    const sameDocument =
      this.documentInWorker !== null &&
      this.documentInWorker.html === input.html &&
      JSON.stringify(this.documentInWorker.options) === JSON.stringify(input.options);
    const request: AnalyzeRequest = {
      type: 'analyze',
      id,
      selector: input.selector,
      opened: input.opened,
      closed: input.closed,
      picked: input.picked,
      locate: input.locate,
      ...(sameDocument ? {} : { document: { html: input.html, options: input.options } }),
    };
    const finish = (outcome: AnalyzeOutcome) => {
      clearTimeout(timer);
      worker.removeEventListener('message', onMessage);
      worker.removeEventListener('error', onError);
      this.busy = false;
      resolve(outcome);
      const next = this.queued;
      this.queued = null;
      if (next) this.send(next.input, next.resolve);
    };
    const onMessage = (event: MessageEvent<AnalyzeResponse>) => {
      if (event.data.id !== id) return;
      this.documentInWorker = { html: input.html, options: input.options };
      finish({ status: 'done', response: event.data });
    };
    const onError = (event: ErrorEvent | Event) => {
      this.restart();
      finish({ status: 'failed', message: workerFailure(event) });
    };
    const timer = setTimeout(() => {
      this.restart();
      finish({ status: 'timeout' });
    }, ANALYSIS_TIME_LIMIT_MS);
    worker.addEventListener('message', onMessage);
    worker.addEventListener('error', onError);
    worker.postMessage(request);
  }

  dispose(): void {
    this.queued?.resolve({ status: 'failed', message: 'superseded' });
    this.queued = null;
    this.restart();
  }
}
