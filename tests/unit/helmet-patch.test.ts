import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, it } from 'node:test';
import React, { type ComponentType, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { installedVersion, packageDirFrom } from '../support/patched-packages';

const root = path.join(__dirname, '../..');
/**
 * `@docusaurus/Head` 是 `@docusaurus/core` 里对 react-helmet-async 的包装，网页用的是从 core 的目录解析到的那一份。
 * 站点自己不依赖它：根目录那份只是 npm 提升上来的，升级后可能换成别的副本（Docusaurus 3.7 改用分支），所以不读它。
 */
const coreDir = packageDirFrom('@docusaurus/core', root);
const helmetDir = packageDirFrom('react-helmet-async', coreDir);
const installed = installedVersion(helmetDir);
const { Helmet, HelmetProvider } = createRequire(path.join(coreDir, 'package.json'))('react-helmet-async') as {
  Helmet: ComponentType<{ children?: ReactNode }>;
  HelmetProvider: ComponentType<{ context: object; children?: ReactNode }>;
};

describe('react-helmet-async 补丁（patches/react-helmet-async+1.3.0.patch）：水合途中不提交不完整的 <head>', () => {
  it('补丁针对的正是已安装的版本', () => {
    // 根目录的写法 react-helmet-async+x.patch，或装在 core 里时 @docusaurus+core++react-helmet-async+x.patch。
    const patches = readdirSync(path.join(root, 'patches')).filter((name) => /(^|\+\+)react-helmet-async\+/.test(name));
    assert.deepEqual(
      patches.map((name) => name.replace(/^.*react-helmet-async\+/, '')),
      [`${installed.version}.patch`],
      `@docusaurus/core 加载的是 ${installed.name}@${installed.version}（${path.relative(root, helmetDir)}）：按 UPGRADING.md 重新制作补丁`,
    );
  });

  it('webpack 与 Node 用的两份文件都带着补丁：浏览器里在挂载之后才提交，服务端仍在渲染时收集', () => {
    for (const file of ['lib/index.module.js', 'lib/index.js']) {
      const source = readFileSync(path.join(helmetDir, file), 'utf8');
      const where = `${path.relative(root, helmetDir)}/${file}（@docusaurus/core 加载的那一份）`;
      assert.match(source, /componentDidMount=function\(\)\{\w+\.canUseDOM&&this\.emitChange\(\)\}/, where);
      assert.match(source, /helmetInstances\.add\(this\),\w+\.canUseDOM\|\|this\.emitChange\(\)/, where);
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
