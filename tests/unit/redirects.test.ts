import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { indexHtmlRedirects, redirects } from '../../src/config/redirects';
import { specRoutes } from '../support/spec-routes';

const sources = redirects.flatMap(({ from }) => (Array.isArray(from) ? from : [from]));

describe('旧地址重定向', () => {
  it('每个旧地址只出现一次', () => {
    const duplicates = sources.filter((from, index) => sources.indexOf(from) !== index);
    assert.deepEqual(duplicates, []);
  });

  it('每个目标都是约定的路由', () => {
    for (const { to } of redirects) {
      assert.ok(specRoutes.includes(to), `${to} 不是约定的路由`);
    }
  });

  it('旧地址都是 .html 结尾的绝对路径', () => {
    for (const from of sources) {
      assert.match(from, /^\/[\w/]+\.html$/);
    }
  });

  it('四个核心页面各自落到对应的新页面，其余落到 API 索引', () => {
    const target = (from: string) =>
      redirects.find((r) => (Array.isArray(r.from) ? r.from : [r.from]).includes(from))?.to;
    assert.equal(target('/classes/Cheerio.html'), '/docs/api/classes/Cheerio');
    assert.equal(target('/interfaces/CheerioAPI.html'), '/docs/api/interfaces/CheerioAPI');
    assert.equal(target('/interfaces/CheerioOptions.html'), '/docs/api/interfaces/CheerioOptions');
    assert.equal(target('/interfaces/HTMLParser2Options.html'), '/docs/api/interfaces/HTMLParser2Options');
    assert.equal(target('/functions/load.html'), '/docs/api');
    assert.equal(target('/types/AcceptedElems.html'), '/docs/api');
  });
});

describe('/index.html 形式的地址', () => {
  it('每个约定的路由（首页除外）都有一个 /index.html 重定向来源', () => {
    for (const route of specRoutes.filter((route) => route !== '/')) {
      assert.deepEqual(indexHtmlRedirects(route), [`${route}/index.html`], route);
    }
  });

  it('首页、404 页面和以斜杠结尾的路径不生成', () => {
    assert.deepEqual(indexHtmlRedirects('/'), []);
    assert.deepEqual(indexHtmlRedirects('/404.html'), []);
    assert.deepEqual(indexHtmlRedirects('/docs/'), []);
  });
});
