/**
 * 编码实验室的 Web Worker：嗅探、解码整个文件（可能有几十 MB）、生成对照，都在这里进行，页面保持响应。
 * 双字节编码的码表也只在这里按需加载。
 */
import { analyzeBytes } from './analyze';
import type { LabRequest, LabResponse } from './protocol';

const scope = self as unknown as {
  addEventListener(type: 'message', listener: (event: MessageEvent<LabRequest>) => void): void;
  postMessage(message: LabResponse): void;
};

scope.addEventListener('message', (event) => {
  const { id, buffer, contentType } = event.data;
  analyzeBytes(new Uint8Array(buffer), contentType).then(
    (result) => scope.postMessage({ id, result }),
    (error: unknown) => scope.postMessage({ id, error: error instanceof Error ? error.message : String(error) }),
  );
});
