/**
 * 迁移检查的 Web Worker：@babel/parser 有三百多 KB，解析和检查都放在这里，页面的主线程不用执行它。
 */
import { applyFixes, checkCode } from './check';
import type { CheckRequest, CheckResponse } from './checkerClient';

const scope = self as unknown as {
  addEventListener(type: 'message', listener: (event: MessageEvent<CheckRequest>) => void): void;
  postMessage(message: CheckResponse): void;
};

scope.addEventListener('message', ({ data }) => {
  try {
    if (data.action === 'check') scope.postMessage({ id: data.id, action: 'check', result: checkCode(data.code) });
    else scope.postMessage({ id: data.id, action: 'fix', ...applyFixes(data.code) });
  } catch (error) {
    scope.postMessage({
      id: data.id,
      action: 'error',
      message: error instanceof Error ? error.message : String(error),
    });
  }
});
