import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { pathToFileURL } from 'node:url';
import React, { type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import staticRuns from '../../src/plugins/static-runs';
import lazyStaticRunChildren from '../../src/plugins/static-runs/lazyChildren';
import splitStaticRuns, { INLINE_FLAG } from '../../src/plugins/static-runs/splitRuns';
import splitStaticRunsPlugin from '../../src/plugins/static-runs/splitRunsPlugin';
import type { StaticRunContent } from '../../src/components/StaticRun/runs';

const article = ['## 选择元素', '', '用 `$()` 传入 **选择器**：', '', '<Note>岛</Note>', '', '- 一', '- 二'].join('\n');
const require = createRequire(__filename);
const workDir = mkdtempSync(path.join(os.tmpdir(), 'static-runs-split-'));
after(() => rmSync(workDir, { recursive: true, force: true }));

type Globals = Record<string, unknown>;

/** 编译成 ES 模块（与打包器拿到的相同），把两个导入换成绝对路径后在 Node 里求值；globals 模拟打包器定义的常量。 */
async function load(recmaPlugins: unknown[], globals: Globals, name: string) {
  const { compile } = await import('@mdx-js/mdx');
  const code = String(
    await compile({ value: article, path: path.join(workDir, 'guide.mdx') }, {
      rehypePlugins: [staticRuns],
      recmaPlugins,
    } as never),
  )
    .replace(
      '"@site/src/components/StaticRun/runs"',
      JSON.stringify(require.resolve('../../src/components/StaticRun/runs')),
    )
    .replace('"react/jsx-runtime"', JSON.stringify(require.resolve('react/jsx-runtime')));
  const file = path.join(workDir, `${name}.mjs`);
  writeFileSync(file, code);
  Object.assign(globalThis, globals);
  try {
    return {
      code,
      module: (await import(pathToFileURL(file).href)) as {
        default: React.ComponentType<{ components: object }>;
        __staticRuns?: unknown;
      },
    };
  } finally {
    for (const key of Object.keys(globals)) delete (globalThis as Globals)[key];
  }
}

function render(Content: React.ComponentType<{ components: object }>) {
  const received: StaticRunContent[] = [];
  const StaticRun = ({ content }: { content: StaticRunContent }) => {
    received.push(content);
    return React.createElement('div', { className: 'static-run' }, content.deferred ? null : content());
  };
  const Note = ({ children }: { children?: ReactNode }) => React.createElement('aside', null, children);
  const html = renderToStaticMarkup(React.createElement(Content, { components: { StaticRun, Note } }));
  return { html, received };
}

describe('static-runs/splitRuns：静态段的元素树不进浏览器的首屏', () => {
  it('服务端（常量为真）渲染出的 HTML 与不拆分时逐字相同，树留在模块里', async () => {
    const split = await load([lazyStaticRunChildren, splitStaticRuns], { [INLINE_FLAG]: true }, 'server');
    const plain = await load([lazyStaticRunChildren], {}, 'plain');
    assert.match(split.code, /\?static-runs/);
    assert.ok(Array.isArray(split.module.__staticRuns));
    assert.equal((split.module.__staticRuns as unknown[]).length, 2);
    const rendered = render(split.module.default);
    assert.equal(rendered.html, render(plain.module.default).html);
    assert.match(rendered.html, /<h2>选择元素<\/h2>/);
    assert.ok(rendered.received.every((content) => !content.deferred));
  });

  it('浏览器（常量为假、不带查询）：模块里没有树，每段的 content 标为 deferred；水合之前求值时不等待加载', async () => {
    const client = await load(
      [lazyStaticRunChildren, splitStaticRuns],
      { [INLINE_FLAG]: false, __resourceQuery: '', document: { documentElement: { dataset: {} } } },
      'client',
    );
    assert.equal(client.module.__staticRuns, null);
    const { received, html } = render(client.module.default);
    assert.equal(received.length, 2);
    assert.ok(received.every((content) => content.deferred));
    assert.match(html, /<aside>岛<\/aside>/, '岛照常在文章模块里渲染');
  });

  it('带查询的模块（按需加载的变体、博客列表的摘要）内联自己的树', async () => {
    const variant = await load(
      [lazyStaticRunChildren, splitStaticRuns],
      { [INLINE_FLAG]: false, __resourceQuery: '?truncated=true' },
      'truncated',
    );
    assert.ok(Array.isArray(variant.module.__staticRuns));
  });

  it('配套的 Docusaurus 插件：服务端打包定义常量为真、浏览器打包为假，并注册存在的客户端模块', () => {
    class RecordedDefine {
      constructor(readonly definitions: Record<string, string>) {}
    }
    const plugin = splitStaticRunsPlugin();
    for (const isServer of [true, false]) {
      const config = plugin.configureWebpack?.(
        {},
        isServer,
        { currentBundler: { instance: { DefinePlugin: RecordedDefine } } } as never,
        {},
      ) as unknown as { plugins: RecordedDefine[] };
      assert.deepEqual(config.plugins[0].definitions, { [INLINE_FLAG]: String(isServer) });
    }
    const modules = plugin.getClientModules?.() ?? [];
    assert.equal(modules.length, 1);
    assert.ok(existsSync(modules[0]), modules[0]);
  });
});
