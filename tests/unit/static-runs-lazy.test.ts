import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import React, { type ReactNode } from 'react';
import * as runtime from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import staticRuns from '../../src/plugins/static-runs';
import lazyStaticRunChildren from '../../src/plugins/static-runs/lazyChildren';

const article = [
  '## 选择元素',
  '',
  '用 `$()` 传入 **选择器**：',
  '',
  '```js',
  "$('li').length;",
  '```',
  '',
  '<Note>岛</Note>',
  '',
  '- 一',
  '- 二',
].join('\n');

type RunProps = { content?: () => ReactNode; children?: ReactNode; deferred?: boolean };

/** 编译文章并在服务端渲染；calls 记下每个 StaticRun 收到的是函数还是元素。 */
async function render(recmaPlugins: unknown[]) {
  const { evaluate } = await import('@mdx-js/mdx');
  const { default: Content } = await evaluate(article, {
    ...runtime,
    rehypePlugins: [staticRuns],
    recmaPlugins,
  } as never);
  const calls: string[] = [];
  const StaticRun = ({ content, children }: RunProps) => {
    calls.push(content ? 'content' : 'children');
    return React.createElement('div', { className: 'static-run' }, content ? content() : children);
  };
  const Note = ({ children }: { children?: ReactNode }) => React.createElement('aside', null, children);
  const html = renderToStaticMarkup(React.createElement(Content, { components: { StaticRun, Note } }));
  return { html, calls };
}

describe('static-runs/lazyChildren：静态段的子元素按需创建', () => {
  it('每个 StaticRun 收到的是创建子元素的函数，不再是建好的元素', async () => {
    const { calls } = await render([lazyStaticRunChildren]);
    assert.deepEqual(calls, ['content', 'content']);
  });

  it('渲染出的 HTML 与不改写时逐字相同', async () => {
    const lazy = await render([lazyStaticRunChildren]);
    const eager = await render([]);
    assert.deepEqual(eager.calls, ['children', 'children']);
    assert.equal(lazy.html, eager.html);
    assert.match(lazy.html, /<h2>选择元素<\/h2>/);
    assert.match(lazy.html, /<aside>岛<\/aside>/);
  });
});
