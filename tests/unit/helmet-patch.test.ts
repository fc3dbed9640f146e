import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { describe, it } from 'node:test';
import React from 'react';
import { renderToString } from 'react-dom/server';
import { Helmet, HelmetProvider } from 'react-helmet-async';

const root = new URL('../../', import.meta.url);
const installed = JSON.parse(readFileSync(new URL('node_modules/react-helmet-async/package.json', root), 'utf8')) as {
  version: string;
};

describe('react-helmet-async 补丁（patches/react-helmet-async+1.3.0.patch）：水合途中不提交不完整的 <head>', () => {
  it('补丁针对的正是已安装的版本', () => {
    const patches = readdirSync(new URL('patches/', root)).filter((name) => name.startsWith('react-helmet-async+'));
    assert.deepEqual(
      patches,
      [`react-helmet-async+${installed.version}.patch`],
      '升级后请按 patches/README.md 重新制作补丁',
    );
  });

  it('webpack 与 Node 用的两份文件都带着补丁：浏览器里在挂载之后才提交，服务端仍在渲染时收集', () => {
    for (const file of ['lib/index.module.js', 'lib/index.js']) {
      const source = readFileSync(new URL(`node_modules/react-helmet-async/${file}`, root), 'utf8');
      assert.match(source, /componentDidMount=function\(\)\{\w+\.canUseDOM&&this\.emitChange\(\)\}/, file);
      assert.match(source, /helmetInstances\.add\(this\),\w+\.canUseDOM\|\|this\.emitChange\(\)/, file);
    }
  });

  it('服务端渲染照旧得到页面的 <title> 和 meta', () => {
    const context: { helmet?: { title: { toString(): string }; meta: { toString(): string } } } = {};
    renderToString(
      React.createElement(
        HelmetProvider,
        { context },
        React.createElement(Helmet, null, React.createElement('title', null, '站点')),
        React.createElement(
          Helmet,
          null,
          React.createElement('title', null, '加载文档'),
          React.createElement('meta', { name: 'description', content: '页面描述' }),
        ),
      ),
    );
    assert.match(context.helmet?.title.toString() ?? '', /<title[^>]*>加载文档<\/title>/);
    assert.match(context.helmet?.meta.toString() ?? '', /content="页面描述"/);
  });
});
