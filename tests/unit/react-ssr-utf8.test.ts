import assert from 'node:assert/strict';
import { PassThrough } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, it } from 'node:test';
import { createRequire } from 'node:module';
import { createElement, type ReactElement } from 'react';

// 项目没有装 @types/react-dom，只声明用到的这一个函数。
const { renderToPipeableStream } = createRequire(__filename)('react-dom/server') as {
  renderToPipeableStream(
    element: ReactElement,
    options: { onError(error: unknown): void; onAllReady(): void },
  ): { pipe(destination: NodeJS.WritableStream): void };
};

/**
 * react-dom 18.3.1 的流式渲染在多字节字符跨过 2048 字节缓冲区边界时，会把缓冲区末尾没写满的字节（NUL）一起输出；
 * HTML 压缩后它们在属性值里变成 U+FFFD，中文锚点和 aria-label 随之损坏。patches/react-dom+18.3.1.patch 修正了它。
 */
function render(element: ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    const stream = new PassThrough();
    const { pipe } = renderToPipeableStream(element, {
      onError: reject,
      onAllReady() {
        pipe(stream);
        text(stream).then(resolve, reject);
      },
    });
  });
}

describe('React 服务端渲染的 UTF-8 输出', () => {
  it('中文跨过缓冲区边界时不产生 NUL 字符', async () => {
    // 每一段长度不同，让多字节字符在各种偏移上碰到 2048 字节的边界。
    const items = Array.from({ length: 200 }, (_, i) =>
      createElement('p', { key: i, id: `参数-${i}` }, '中文'.repeat(i % 37)),
    );
    const html = await render(createElement('div', null, items));
    assert.equal(html.includes('\u0000'), false);
    assert.equal(html.includes('\ufffd'), false);
  });
});
