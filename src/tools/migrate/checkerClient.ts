import type { CheckResult } from './check';

export type CheckRequest = { id: number; action: 'check' | 'fix'; code: string };

export type CheckResponse =
  | { id: number; action: 'check'; result: CheckResult }
  | { id: number; action: 'fix'; code: string; applied: number }
  | { id: number; action: 'error'; message: string };

/** 页面一侧：按需创建 Worker；检查只关心最新的一次（读者还在打字时，旧的结果作废）。 */
export class CheckerClient {
  private worker?: Worker;
  private next = 0;
  private latestCheck = 0;

  private send(action: CheckRequest['action'], code: string): Promise<CheckResponse> {
    const worker = (this.worker ??= new Worker(new URL('./check.worker.ts', import.meta.url)));
    const id = ++this.next;
    if (action === 'check') this.latestCheck = id;
    return new Promise((resolve, reject) => {
      const cleanup = () => {
        worker.removeEventListener('message', onMessage);
        worker.removeEventListener('error', onError);
      };
      const onMessage = (event: MessageEvent<CheckResponse>) => {
        if (event.data.id !== id) return;
        cleanup();
        resolve(event.data);
      };
      const onError = (event: ErrorEvent) => {
        cleanup();
        this.worker = undefined;
        reject(new Error(event.message || '检查程序没能启动'));
      };
      worker.addEventListener('message', onMessage);
      worker.addEventListener('error', onError);
      worker.postMessage({ id, action, code } satisfies CheckRequest);
    });
  }

  /** 检查代码；结果回来之前又发起了新的检查时返回 undefined。 */
  async check(code: string): Promise<CheckResult | undefined> {
    const response = await this.send('check', code);
    if (response.action === 'error') throw new Error(response.message);
    return response.id === this.latestCheck && response.action === 'check' ? response.result : undefined;
  }

  async fix(code: string): Promise<{ code: string; applied: number }> {
    const response = await this.send('fix', code);
    if (response.action === 'error') throw new Error(response.message);
    if (response.action !== 'fix') throw new Error('检查程序返回了意外的结果');
    return { code: response.code, applied: response.applied };
  }

  dispose(): void {
    this.worker?.terminate();
    this.worker = undefined;
  }
}
