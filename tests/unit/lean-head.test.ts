/**
 * src/plugins/lean-head：浏览器里代替 react-helmet-async 的模块。服务端渲染仍用原库，所以浏览器里合并出来的 `<head>`
 * 必须与原库在服务端收集的逐个标签相同。写入文档（服务端的标签原样保留、换页时删掉旧页面的）要真实浏览器的 DOM，
 * 在 hydration.spec.ts 里测。
 */
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, it } from 'node:test';
import { load } from 'cheerio';
import React, { Fragment, type ComponentType, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import leanHeadPlugin, { browserHelmetModule } from '../../src/plugins/lean-head';
import {
  collectHeadProps,
  reduceHeadProps,
  TAG_TYPES,
  type Attributes,
} from '../../src/plugins/lean-head/browser/headState';
import { packageDirFrom } from '../support/patched-packages';

const root = path.join(__dirname, '../..');
/** 网页用的是 `@docusaurus/core` 按 Node 的规则找到的那一份（3.7 起是改了名的分支）。 */
const coreDir = packageDirFrom('@docusaurus/core', root);
const original = createRequire(path.join(coreDir, 'package.json'))('react-helmet-async') as {
  Helmet: ComponentType<{ children?: ReactNode }>;
  HelmetProvider: ComponentType<{ context: object; children?: ReactNode }>;
};

type ServerHead = Record<
  'title' | 'htmlAttributes' | 'bodyAttributes' | (typeof TAG_TYPES)[number],
  { toString(): string }
>;

const h = React.createElement;

/** 一页的 `<Head>`，从外到里：站点、布局、页面（与 SiteMetadata、PageMetadata 的写法相同），再加上规则的边角。 */
const scenarios: Record<string, ReactNode[][]> = {
  文档页: [
    [
      h('html', { lang: 'zh-CN', dir: 'ltr' }),
      h('title', null, 'Cheerio 中文文档'),
      h('meta', { property: 'og:title', content: 'Cheerio 中文文档' }),
      h('meta', { name: 'twitter:card', content: 'summary_large_image' }),
      h('link', { rel: 'canonical', href: 'https://example.org/' }),
      h('link', { rel: 'alternate', href: 'https://example.org/', hrefLang: 'zh-CN' }),
      h('body', { className: 'navigation-with-keyboard' }),
    ],
    [h('html', { className: 'docs-wrapper plugin-docs', 'data-has-hydrated': false })],
    [
      h(
        Fragment,
        null,
        h('title', null, ['加载文档', ' | Cheerio 中文文档']),
        h('meta', { property: 'og:title', content: '加载文档 | Cheerio 中文文档' }),
      ),
      h('meta', { name: 'description', content: '把 HTML 读进 Cheerio & 选择“模式”' }),
      h('link', { rel: 'canonical', href: 'https://example.org/docs/basics/loading' }),
      h('meta', { httpEquiv: 'content-language', content: 'zh-CN' }),
    ],
  ],
  边角: [
    [
      { titleTemplate: '%s · 站点', defaultTitle: '站点' } as never,
      h('meta', { charSet: 'utf-8' }),
      h('meta', { name: 'keywords', content: 'a' }),
      h('meta', { name: 'keywords', content: 'b' }),
      h('link', { rel: 'stylesheet', href: '/a.css' }),
      h('link', { rel: 'stylesheet', href: '/b.css' }),
      h('meta', { itemProp: 'name', content: '外层' }),
      h('script', { type: 'application/ld+json' }, '{"@type":"WebSite"}'),
      h('style', null, 'body{color:red}'),
      h('base', { href: '/root/' }),
    ],
    [
      h('title', null, '博文 $& 列表'),
      h('meta', { NAME: 'Keywords', content: 'c' }),
      h('link', { rel: 'stylesheet', href: '/b.css', media: 'print' }),
      h('meta', { itemProp: 'name', content: '里层' }),
      h('script', { type: 'application/ld+json' }, '{"@type":"BlogPosting"}'),
      h('noscript', null, '<p>需要脚本</p>'),
      h('meta', { content: '没有主键的标签被丢掉' }),
      h('title', { itemProp: 'headline' }, '同一个 Head 里后写的标题'),
    ],
  ],
};

function instancePropsOf(children: ReactNode[]) {
  const props = children.filter((child) => !React.isValidElement(child)) as object[];
  const elements = children.filter((child) => React.isValidElement(child));
  return Object.assign({}, ...props, { children: elements });
}

function serverHead(instances: ReactNode[][]): ServerHead {
  const context: { helmet?: ServerHead } = {};
  renderToString(
    h(
      original.HelmetProvider,
      { context },
      ...instances.map((children, index) => h(original.Helmet, { key: index, ...instancePropsOf(children) })),
    ),
  );
  assert.ok(context.helmet);
  return context.helmet;
}

const leanHead = (instances: ReactNode[][]) =>
  reduceHeadProps(instances.map((children) => collectHeadProps(instancePropsOf(children))));

/** 原库输出的一组标签（或 `<html>` 上的属性串）读成属性表，与本站的状态用同一种写法比较。 */
function parsedTags(markup: string, type: string): Attributes[] {
  const $ = load(`<head>${markup}</head>`);
  return $(type)
    .toArray()
    .map((element) => {
      const attributes: Attributes = { ...$(element).attr() };
      delete attributes['data-rh'];
      const text = $(element).html();
      if (text) attributes[type === 'style' ? 'cssText' : 'innerHTML'] = text;
      return attributes;
    });
}

/** HTML 的属性名不分大小写（Docusaurus 写 hrefLang，解析出来是 hreflang）；innerHTML、cssText 是内容，不是属性。 */
const asStrings = (attributes: Attributes) =>
  Object.fromEntries(
    Object.entries(attributes).map(([name, value]) => [
      /^(innerHTML|cssText)$/.test(name) ? name : name.toLowerCase(),
      String(value),
    ]),
  );

const parsedAttributes = (markup: string) => ({ ...load(`<div ${markup}></div>`)('div').attr() });

describe('lean-head：合并规则与 react-helmet-async 在服务端收集的结果相同', () => {
  for (const [name, instances] of Object.entries(scenarios)) {
    it(name, () => {
      const server = serverHead(instances);
      const lean = leanHead(instances);
      assert.equal(lean.title, load(server.title.toString())('title').text());
      assert.deepEqual(asStrings(lean.htmlAttributes), parsedAttributes(server.htmlAttributes.toString()));
      assert.deepEqual(asStrings(lean.bodyAttributes), parsedAttributes(server.bodyAttributes.toString()));
      for (const type of TAG_TYPES) {
        assert.deepEqual(lean.tags[type].map(asStrings), parsedTags(server[type].toString(), type), type);
      }
    });
  }

  it('内层覆盖外层、同一个 Head 里同名的 meta 都保留、rel="canonical" 按 rel 去重而 stylesheet 按 href 去重', () => {
    const docs = leanHead(scenarios.文档页);
    assert.equal(docs.title, '加载文档 | Cheerio 中文文档');
    assert.deepEqual(
      docs.tags.link.filter((tag) => tag.rel === 'canonical').map((tag) => tag.href),
      ['https://example.org/docs/basics/loading'],
    );
    const corners = leanHead(scenarios.边角);
    assert.equal(corners.title, '同一个 Head 里后写的标题 · 站点');
    assert.deepEqual(
      corners.tags.link.map((tag) => tag.href),
      ['/a.css', '/b.css'],
    );
    assert.deepEqual(
      corners.tags.meta.filter((tag) => tag.itemprop === 'name').map((tag) => tag.content),
      ['里层'],
    );
  });
});

describe('lean-head：插件与 Docusaurus 的接口', () => {
  it('只在浏览器的打包里换掉 react-helmet-async', () => {
    const plugin = leanHeadPlugin();
    const configure = plugin.configureWebpack as (config: object, isServer: boolean) => object;
    assert.deepEqual(configure({}, true), {});
    assert.deepEqual(configure({}, false), { resolve: { alias: { 'react-helmet-async$': browserHelmetModule } } });
    assert.ok(existsSync(browserHelmetModule));
  });

  it('Docusaurus 在浏览器里从 react-helmet-async 引入的名字，本站的模块都导出了', () => {
    const exported = readFileSync(browserHelmetModule, 'utf8');
    const imported = new Set<string>();
    const visit = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) visit(file);
        else if (/\.js$/.test(entry.name) && entry.name !== 'serverEntry.js') {
          const source = readFileSync(file, 'utf8');
          for (const match of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'react-helmet-async'/g)) {
            for (const name of match[1].split(',')) imported.add(name.trim().split(/\s+as\s+/)[0]);
          }
        }
      }
    };
    visit(path.join(coreDir, 'lib/client'));
    assert.deepEqual([...imported].sort(), ['Helmet', 'HelmetProvider']);
    for (const name of imported) assert.match(exported, new RegExp(`export function ${name}\\b`));
  });
});
