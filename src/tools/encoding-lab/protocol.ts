import type { LabResult } from './analyze';

export interface LabRequest {
  id: number;
  buffer: ArrayBuffer;
  contentType: string;
}

export type LabResponse = { id: number; result: LabResult } | { id: number; error: string };

/** 页面一侧：按需创建 Worker，一次只关心最新的一个请求。 */
export class LabClient {
  private worker?: Worker;
  private latest = 0;

  analyze(bytes: Uint8Array, contentType: string): Promise<LabResult | undefined> {
    const worker = (this.worker ??= new Worker(new URL('./lab.worker.ts', import.meta.url)));
    const id = ++this.latest;
    return new Promise((resolve, reject) => {
      const onMessage = (event: MessageEvent<LabResponse>) => {
        if (event.data.id !== id) return;
        worker.removeEventListener('message', onMessage);
        worker.removeEventListener('error', onError);
        // 读者在结果回来之前又换了输入：这个结果作废。
        if (id !== this.latest) resolve(undefined);
        else if ('error' in event.data) reject(new Error(event.data.error));
        else resolve(event.data.result);
      };
      const onError = (event: ErrorEvent) => {
        worker.removeEventListener('message', onMessage);
        worker.removeEventListener('error', onError);
        this.worker = undefined;
        reject(new Error(event.message || '分析程序没能启动'));
      };
      worker.addEventListener('message', onMessage);
      worker.addEventListener('error', onError);
      const copy = bytes.slice().buffer;
      worker.postMessage({ id, buffer: copy, contentType } satisfies LabRequest, [copy]);
    });
  }

  dispose(): void {
    this.worker?.terminate();
    this.worker = undefined;
  }
}
