import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { getManifest } from 'workbox-build';
import { renderOfflinePage } from '../../src/offline-build/offlinePage';
import { hashedFiles, precacheIgnores, precachePatterns } from '../../src/offline-build/precache';

let root: string;

async function files(dir: string, names: string[]) {
  for (const name of names) {
    await mkdir(path.dirname(path.join(dir, name)), { recursive: true });
    await writeFile(path.join(dir, name), name);
  }
}

async function manifestOf(dir: string) {
  const { manifestEntries, warnings } = await getManifest({
    globDirectory: dir,
    globPatterns: precachePatterns,
    globIgnores: precacheIgnores,
    dontCacheBustURLsMatching: hashedFiles,
  });
  return { urls: (manifestEntries ?? []).map((entry) => entry.url).sort(), entries: manifestEntries ?? [], warnings };
}

before(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'precache-'));
});

after(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('预缓存的选择（src/offline-build/precache.ts）', () => {
  it('全部脚本和样式、教程与指南、首页、搜索页与索引、演练场、图标和离线页；API 页面、博文、重定向页、分享图和编码实验室的码表不在内', async () => {
    const site = path.join(root, 'full');
    await files(site, [
      'assets/js/main.abc123.js',
      'assets/js/4315.def456.js',
      'assets/js/worker.aaa111.js',
      'assets/js/encoding-table-cp936.bbb222.js',
      'assets/css/styles.abc123.css',
      'assets/js/main.abc123.js.LICENSE.txt',
      'index.html',
      'search.html',
      '404.html',
      'docs/intro.html',
      'docs/intro/index.html.html',
      'docs/basics/loading.html',
      'docs/advanced/security.html',
      'docs/category/tutorials---basics.html',
      'docs/api.html',
      'docs/api/classes/Cheerio.html',
      'docs/intro.md',
      'blog/cheerio-1.0.html',
      'classes/Cheerio.html.html',
      'playground.html',
      'playground/encoding.html',
      'search-index.json',
      'img/logo.svg',
      'img/authors/fb55.svg',
      'img/social-card.png',
      'offline.html',
      'offline.js',
      'sw.js',
      'sitemap.xml',
    ]);
    const { urls, entries, warnings } = await manifestOf(site);
    assert.deepEqual(warnings, []);
    assert.deepEqual(urls, [
      'assets/css/styles.abc123.css',
      'assets/js/4315.def456.js',
      'assets/js/main.abc123.js',
      'assets/js/worker.aaa111.js',
      'docs/advanced/security.html',
      'docs/api.html',
      'docs/basics/loading.html',
      'docs/category/tutorials---basics.html',
      'docs/intro.html',
      'img/authors/fb55.svg',
      'img/logo.svg',
      'index.html',
      'offline.html',
      'offline.js',
      'playground.html',
      'playground/encoding.html',
      'search-index.json',
      'search.html',
    ]);
    // 带哈希的文件不加修订号，其余文件按内容加。
    for (const entry of entries) {
      assert.equal(entry.revision === null, entry.url.startsWith('assets/'), entry.url);
    }
  });

  it('没有演练场页面和本地索引的构建（托管搜索模式）不产生警告', async () => {
    const site = path.join(root, 'hosted');
    await files(site, ['assets/js/main.abc123.js', 'index.html', 'docs/intro.html', 'offline.html', 'offline.js']);
    const { urls, warnings } = await manifestOf(site);
    assert.deepEqual(warnings, []);
    assert.ok(urls.includes('docs/intro.html'));
  });
});

describe('离线页（src/offline-build/offlinePage.ts）', () => {
  const options = { siteTitle: 'Cheerio 中文文档', stylesheets: ['/cheerio/assets/css/styles.abc.css'] };

  it('中文、不被收录；链接、样式和脚本都带站点的基础路径', () => {
    const html = renderOfflinePage({ ...options, baseUrl: '/cheerio/', searchWorksOffline: true });
    assert.match(html, /<html lang="zh-CN"[^>]* data-base-url="\/cheerio\/"/);
    assert.match(html, /<meta name="robots" content="noindex">/);
    assert.match(html, /<title>页面暂时打不开 \| Cheerio 中文文档<\/title>/);
    assert.match(html, /<link rel="stylesheet" href="\/cheerio\/assets\/css\/styles\.abc\.css">/);
    assert.match(html, /<script src="\/cheerio\/offline\.js"><\/script>/);
    assert.match(html, /<a class="navbar__brand" href="\/cheerio\/">/);
    assert.match(html, /<a href="\/cheerio\/search">搜索全站<\/a>/);
    assert.match(html, /<h1>这个页面还没有离线副本<\/h1>/);
  });

  it('托管搜索模式下说明搜索需要联网，不给离线搜索的链接', () => {
    const html = renderOfflinePage({ ...options, baseUrl: '/', searchWorksOffline: false });
    assert.doesNotMatch(html, /搜索全站/);
    assert.match(html, /站内搜索由 Algolia 在线提供，需要联网才能使用/);
  });

  it('页面里没有内联脚本，内容安全策略不必为它放行哈希', () => {
    const html = renderOfflinePage({ ...options, baseUrl: '/', searchWorksOffline: true });
    assert.doesNotMatch(html, /<script>/);
  });
});
