/**
 * 打开读者文件的 Web Worker：几兆的文件在这里判断编码、解码，页面保持响应。双字节编码的码表也只在这里按需加载。
 */
import { importPage } from './importPage';
import type { ImportRequest, ImportResponse } from './protocol';

const scope = self as unknown as {
  addEventListener(type: 'message', listener: (event: MessageEvent<ImportRequest>) => void): void;
  postMessage(message: ImportResponse): void;
};

scope.addEventListener('message', (event) => {
  const { id, buffer, name, contentType } = event.data;
  importPage(new Uint8Array(buffer), name, contentType).then(
    (page) => scope.postMessage({ id, page }),
    (error: unknown) =>
      scope.postMessage({
        id,
        page: {
          ok: false,
          message: `${name}：解码失败（${error instanceof Error ? error.message : String(error)}）。`,
        },
      }),
  );
});
