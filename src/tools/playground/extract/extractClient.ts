import { ANALYSIS_TIME_LIMIT_MS, createAnalysisWorker } from '../analysisClient';
import type { ExtractField } from './fields';
import type { ExtractRequest, ExtractResponse, ExtractSample } from './protocol';

/**
 * 页面这一侧的“提取数据”：在分析 worker 的另一个实例里求值，选择器测试的请求不必排在它后面。
 * 与 AnalysisClient 的规则相同：一次一个请求，处理期间到来的只保留最新的；超过时限就换一个新的 worker。
 */

export type ExtractClientOutcome =
  | { status: 'done'; response: ExtractResponse }
  | { status: 'timeout' }
  | { status: 'failed'; message: string }
  | { status: 'superseded' };

export interface ExtractInput {
  samples: ExtractSample[];
  fields: ExtractField[];
  picked: number | null;
}

export class ExtractClient {
  private worker: Worker | null = null;
  /** worker 里现在的样本；不同时请求里要带上样本。 */
  private samplesInWorker: ExtractSample[] | null = null;
  private nextId = 1;
  private busy = false;
  private queued: { input: ExtractInput; resolve: (outcome: ExtractClientOutcome) => void } | null = null;

  private restart(): void {
    this.worker?.terminate();
    this.worker = null;
    this.samplesInWorker = null;
  }

  run(input: ExtractInput): Promise<ExtractClientOutcome> {
    return new Promise((resolve) => {
      if (this.busy) {
        this.queued?.resolve({ status: 'superseded' });
        this.queued = { input, resolve };
        return;
      }
      this.send(input, resolve);
    });
  }

  private sameSamples(samples: ExtractSample[]): boolean {
    const current = this.samplesInWorker;
    return (
      current !== null &&
      current.length === samples.length &&
      current.every(
        (sample, index) =>
          sample.html === samples[index].html &&
          JSON.stringify(sample.options) === JSON.stringify(samples[index].options),
      )
    );
  }

  private send(input: ExtractInput, resolve: (outcome: ExtractClientOutcome) => void): void {
    this.busy = true;
    this.worker ??= createAnalysisWorker();
    const worker = this.worker;
    const id = this.nextId++;
    const request: ExtractRequest = {
      type: 'extract',
      id,
      fields: input.fields,
      picked: input.picked,
      ...(this.sameSamples(input.samples) ? {} : { samples: input.samples }),
    };
    const finish = (outcome: ExtractClientOutcome) => {
      clearTimeout(timer);
      worker.removeEventListener('message', onMessage);
      worker.removeEventListener('error', onError);
      this.busy = false;
      resolve(outcome);
      const next = this.queued;
      this.queued = null;
      if (next) this.send(next.input, next.resolve);
    };
    const onMessage = (event: MessageEvent<ExtractResponse>) => {
      if (event.data.type !== 'extraction' || event.data.id !== id) return;
      this.samplesInWorker = input.samples;
      finish({ status: 'done', response: event.data });
    };
    const onError = () => {
      this.restart();
      finish({ status: 'failed', message: '后台线程（Web Worker）出错，提取数据没有完成。请刷新页面再试。' });
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
    this.queued?.resolve({ status: 'superseded' });
    this.queued = null;
    this.restart();
  }
}
