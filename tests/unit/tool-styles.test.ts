import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { htmlFileFor, isToolStyle } from '../../src/plugins/tool-styles';
import { addStylesheets, routeStylesheets } from '../../src/plugins/tool-styles/routeStylesheets';

describe('tool-styles：工具页面的样式不进全站共用的 styles.css', () => {
  it('只有 src/tools/ 和 src/pages/playground/ 下的 CSS 留在自己的分块里', () => {
    assert.ok(isToolStyle('/repo/src/tools/playground/playground.module.css'));
    assert.ok(isToolStyle('C:\\repo\\src\\pages\\playground\\index.module.css'));
    assert.ok(!isToolStyle('/repo/src/pages/index.module.css'));
    assert.ok(!isToolStyle('/repo/src/components/StaticRun/styles.module.css'));
    assert.ok(!isToolStyle(undefined));
  });

  it('按 routesChunkNames 找出每个路由要链接的分块样式表，styles.css 不算', () => {
    const routes = {
      '/playground-bbd': { __comp: '8926b418', __context: { plugin: 'a7456010' }, config: '5e9f5e1a' },
      '/-e5f': { __comp: '1df93b7f', __context: { plugin: 'a7456010' } },
      '/docs-abc': { __comp: '5e95c892' },
    };
    const sheets = routeStylesheets(routes, ['styles.6bbb4e11.css', '8926b418.c0bf1c19.css', 'unrelated.0a.css']);
    assert.deepEqual([...sheets], [['/playground', ['/assets/css/8926b418.c0bf1c19.css']]]);
  });

  it('带路径前缀（BASE_URL=/cheerio/）时样式表地址带前缀，HTML 文件在构建目录里不带前缀', () => {
    const routes = { '/cheerio/playground-bbd': { __comp: '8926b418' }, '/cheerio/-e5f': { __comp: '8926b418' } };
    const sheets = routeStylesheets(routes, ['8926b418.c0bf1c19.css'], '/cheerio/');
    assert.deepEqual(
      [...sheets],
      [
        ['/cheerio/playground', ['/cheerio/assets/css/8926b418.c0bf1c19.css']],
        ['/cheerio/', ['/cheerio/assets/css/8926b418.c0bf1c19.css']],
      ],
    );
    assert.equal(htmlFileFor('/out', '/cheerio/playground', '/cheerio/'), '/out/playground.html');
    assert.equal(htmlFileFor('/out', '/cheerio/', '/cheerio/'), '/out/index.html');
    assert.equal(htmlFileFor('/out', '/playground', '/'), '/out/playground.html');
    assert.equal(htmlFileFor('/out', '/', '/'), '/out/index.html');
  });

  it('链接放在已有的样式表之后，重复运行不会重复添加', () => {
    const html =
      '<html><head><meta charset=utf-8><link rel=stylesheet href=/assets/css/styles.1.css><script src=/a.js></script></head><body></body></html>';
    const once = addStylesheets(html, ['/assets/css/page.2.css']);
    assert.equal(
      once,
      '<html><head><meta charset=utf-8><link rel=stylesheet href=/assets/css/styles.1.css><link rel="stylesheet" href="/assets/css/page.2.css"><script src=/a.js></script></head><body></body></html>',
    );
    assert.equal(addStylesheets(once, ['/assets/css/page.2.css']), once);
    assert.match(addStylesheets('<head></head>', ['/x.css']), /<link rel="stylesheet" href="\/x\.css"><\/head>/);
  });
});
