import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { describe, it } from 'node:test';
import { applyPolicy, buildPolicy, injectPolicy, inlineScriptHashes, isHostedSearchBuild } from '../../src/csp/policy';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

const themeScript = '!function(){document.documentElement.setAttribute("data-theme","light")}()';
const loaderScript = '(function () { var sources = ["/assets/js/main.js"]; })();';
const page = (body: string) =>
  `<!doctype html><html lang=zh-CN data-search-mode=local><meta charset=UTF-8><title>页</title>` +
  `<script>${themeScript}</script><script type="application/ld+json">{"@type":"Blog"}</script>` +
  `<body>${body}<script src=/assets/js/main.js></script><script>${loaderScript}</script></body></html>`;

function directives(html: string): Map<string, string[]> {
  const content = /<meta http-equiv="Content-Security-Policy" content="([^"]*)">/.exec(html)?.[1];
  assert.ok(content, '页面里没有内容安全策略');
  return new Map(
    content.split('; ').map((part) => {
      const [name = '', ...values] = part.split(' ');
      return [name, values];
    }),
  );
}

describe('内容安全策略（构建后写入每个页面）', () => {
  it('只为会执行的内联脚本计算哈希：外部脚本和 JSON-LD 数据块不算', () => {
    assert.deepEqual(inlineScriptHashes(page('')), [sha(themeScript), sha(loaderScript)]);
  });

  it('script-src 是 self 加各内联脚本的哈希；object-src none，base-uri self', () => {
    const policy = directives(applyPolicy(page('<p>正文</p>'), { hostedSearch: false }));
    assert.deepEqual(policy.get('script-src'), ["'self'", sha(themeScript), sha(loaderScript)]);
    assert.deepEqual(policy.get('object-src'), ["'none'"]);
    assert.deepEqual(policy.get('base-uri'), ["'self'"]);
    assert.deepEqual(policy.get('connect-src'), ["'self'"]);
  });

  it('工作线程只能来自本站（离线阅读的 sw.js、演练场与工具页的 worker），不放行 blob: 和 data:', () => {
    for (const hostedSearch of [false, true]) {
      const policy = directives(applyPolicy(page(''), { hostedSearch }));
      assert.deepEqual(policy.get('worker-src'), ["'self'"]);
    }
  });

  it('搜索模式按首页的 data-search-mode 判断', () => {
    assert.equal(isHostedSearchBuild('<html lang=zh-CN data-search-mode=algolia>'), true);
    assert.equal(isHostedSearchBuild('<html data-search-mode="algolia" lang=zh-CN>'), true);
    assert.equal(isHostedSearchBuild('<html lang=zh-CN data-search-mode=local>'), false);
  });

  it("任何页面都没有 'unsafe-eval'，带实时代码块和演练场的页面也一样：读者的代码只在沙箱页里运行", () => {
    for (const body of [
      '<div class=live-code-block><pre>x</pre></div>',
      '<main><h1>演练场</h1></main>',
      '<p>正文</p>',
    ]) {
      const policy = directives(applyPolicy(page(body), { hostedSearch: false }));
      assert.ok(!policy.get('script-src')?.includes("'unsafe-eval'"), body);
      assert.deepEqual(policy.get('worker-src'), ["'self'"]);
    }
  });

  it('托管搜索模式才允许连接 Algolia；配置了统计脚本时放行它的源', () => {
    const hosted = directives(applyPolicy(page(''), { hostedSearch: true }));
    assert.deepEqual(hosted.get('connect-src'), ["'self'", 'https://*.algolia.net', 'https://*.algolianet.com']);
    const withAnalytics = buildPolicy({
      scriptHashes: [],
      hostedSearch: false,
      analyticsScriptSrc: 'https://stats.example.org/js/script.js',
    });
    assert.match(withAnalytics, /script-src 'self' https:\/\/stats\.example\.org;/);
    assert.match(withAnalytics, /connect-src 'self' https:\/\/stats\.example\.org;/);
  });

  it('策略放在 <meta charset> 之后、所有脚本之前；重复运行结果不变，哈希随脚本内容更新', () => {
    const once = applyPolicy(page(''), { hostedSearch: false });
    assert.ok(once.indexOf('Content-Security-Policy') < once.indexOf('<script'));
    assert.ok(once.indexOf('<meta charset=UTF-8>') < once.indexOf('Content-Security-Policy'));
    assert.equal(applyPolicy(once, { hostedSearch: false }), once);
    const changed = applyPolicy(once.replace('"light"', '"dark"'), { hostedSearch: false });
    assert.ok(
      directives(changed)
        .get('script-src')
        ?.includes(sha(themeScript.replace('"light"', '"dark"'))),
    );
    assert.equal(changed.match(/Content-Security-Policy/g)?.length, 1);
  });

  it('客户端重定向页面（没有 <head> 里的脚本）同样得到策略', () => {
    const redirect =
      '<!DOCTYPE html><html><head><meta charset="UTF-8"><meta http-equiv="refresh" content="0; url=/docs/api"></head>' +
      "<script>window.location.href = '/docs/api' + window.location.search + window.location.hash;</script></html>";
    const policy = directives(applyPolicy(redirect, { hostedSearch: false }));
    assert.deepEqual(policy.get('script-src'), [
      "'self'",
      sha("window.location.href = '/docs/api' + window.location.search + window.location.hash;"),
    ]);
    assert.throws(() => injectPolicy('<p>没有文档头</p>', "default-src 'self'"), /无法放置/);
  });
});
