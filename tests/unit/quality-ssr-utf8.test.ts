import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { PassThrough } from 'node:stream';
import { text } from 'node:stream/consumers';
import { createElement, Suspense } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';

/** 与 @docusaurus/core 3.6.3 的 lib/client/renderToHtml.js 相同的收集方式。 */
function renderLikeDocusaurus(app: ReturnType<typeof createElement>): Promise<string> {
  return new Promise((resolve, reject) => {
    const passThrough = new PassThrough();
    const { pipe } = renderToPipeableStream(app, {
      onError: reject,
      onAllReady() {
        pipe(passThrough);
        text(passThrough).then(resolve, reject);
      },
    });
  });
}

describe('服务端渲染中文不出乱码（patches/react-dom+18.3.1.patch）', () => {
  it('渲染结果与 renderToString 一致，没有 NUL 或替换字符', async () => {
    // 长短不一的中文段落，让多字节字符落在 React 2048 字节缓冲区的各个边界上。
    const paragraphs = Array.from({ length: 400 }, (_, i) =>
      createElement('p', { key: i, id: `标题-${i}` }, '调用签名与返回值'.repeat(1 + (i % 7)) + 'a'.repeat(i % 3)),
    );
    const app = createElement('main', null, createElement(Suspense, { fallback: null }, paragraphs));
    const streamed = await renderLikeDocusaurus(app);
    assert.ok(!/[\0\uFFFD]/.test(streamed), '输出中有 NUL 或 U+FFFD：React 18 的流式渲染把缓冲区里未写入的字节也发了出去');
    assert.equal(streamed.replace(/<!--\$-->|<!--\/\$-->/g, ''), renderToString(app).replace(/<!--\$-->|<!--\/\$-->/g, ''));
  });
});
