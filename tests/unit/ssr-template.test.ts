import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { runInNewContext } from 'node:vm';
import { normalizeHtmlSuffix, ssrTemplate } from '../../src/config/ssrTemplate';

/** 在假的 location/history 上运行模板里的内联脚本，返回它换成的地址（没换时为 null）。 */
function normalize(pathname: string, search = '', hash = ''): string | null {
  const script = /<script>([\s\S]*)<\/script>/.exec(normalizeHtmlSuffix)?.[1] ?? '';
  let replaced: string | null = null;
  runInNewContext(script, {
    location: { pathname, search, hash },
    history: { state: null, replaceState: (_state: unknown, _title: string, url: string) => (replaced = url) },
  });
  return replaced;
}

describe('页面模板：水合之前规范化 .html 地址', () => {
  it('去掉 .html，保留查询参数和锚点', () => {
    assert.equal(normalize('/docs/intro.html', '?from=old', '#安装'), '/docs/intro?from=old#安装');
    assert.equal(normalize('/docs/api/classes/Cheerio.html'), '/docs/api/classes/Cheerio');
  });

  it('…/index.html 变成目录本身，首页是 /，带基础路径时是基础路径', () => {
    assert.equal(normalize('/index.html'), '/');
    assert.equal(normalize('/cheerio/index.html'), '/cheerio/');
  });

  it('不带 .html 的地址原样不动', () => {
    assert.equal(normalize('/docs/intro'), null);
    assert.equal(normalize('/docs/index'), null);
    assert.equal(normalize('/'), null);
    assert.equal(normalize('/docs/intro.md'), null);
  });

  it('脚本在 <head> 里、在任何样式表和其他脚本之前', () => {
    const head = ssrTemplate.slice(0, ssrTemplate.indexOf('</head>'));
    const at = head.indexOf(normalizeHtmlSuffix.trim());
    assert.ok(at > head.indexOf('<meta charset="UTF-8">'));
    assert.ok(at < head.indexOf('<%~ it.headTags %>'));
    assert.ok(at < head.indexOf('<link rel="stylesheet"'));
  });
});
