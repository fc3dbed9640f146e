import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isAssetPath, isPagePath, pageCacheKey, sitePath } from '../../src/offline/routes';

describe('离线阅读的地址规则', () => {
  it('页面：干净地址、.html 和带点的博客 slug；脚本、样式、索引、图片和 Markdown 版本不是页面', () => {
    for (const path of ['', 'docs/intro', 'docs/intro.html', 'blog/cheerio-1.0', 'search', 'playground/encoding']) {
      assert.equal(isPagePath(path), true, path);
    }
    for (const path of [
      'assets/js/main.abc.js',
      'assets/css/styles.abc.css',
      'assets/images/x-abc',
      'search-index.json',
      'img/logo.svg',
      'docs/intro.md',
      'sitemap.xml',
      'llms.txt',
    ]) {
      assert.equal(isPagePath(path), false, path);
    }
  });

  it('只有 /assets/ 下的文件按带哈希的资源处理', () => {
    assert.equal(isAssetPath('assets/js/main.abc.js'), true);
    assert.equal(isAssetPath('img/logo.svg'), false);
    assert.equal(isAssetPath('docs/assets'), false);
  });

  it('相对路径按站点的基础路径计算，基础路径之外的地址不归离线阅读管', () => {
    assert.equal(sitePath('/docs/intro', '/'), 'docs/intro');
    assert.equal(sitePath('/cheerio/docs/intro', '/cheerio/'), 'docs/intro');
    assert.equal(sitePath('/other/docs/intro', '/cheerio/'), null);
  });

  it('页面缓存的键不含查询参数和锚点', () => {
    assert.equal(pageCacheKey('https://example.org/search?q=load#top'), 'https://example.org/search');
  });
});
