import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { LoadContext, Plugin } from '@docusaurus/types';
import searchIndexPlugin from '../../src/plugins/search-index';
import translationStatusPlugin from '../../src/plugins/translation-status';
import { expandIndex } from '../../src/search/browser/indexFormat';
import { keywordsFor, pageRankFor } from '../../src/search/indexing/keywords';

/**
 * 站点放在路径前缀之下（BASE_URL=/cheerio/）时，路由都带着前缀，构建目录里的文件不带。
 * 这两个插件曾把两者混为一谈：索引是空的，翻译状态页的路由少了前缀。
 */
const fixture = (name: string) => readFileSync(new URL(`../fixtures/search/pages/${name}`, import.meta.url), 'utf8');
let outDir: string;

before(async () => {
  outDir = await mkdtemp(path.join(tmpdir(), 'base-path-'));
  await mkdir(path.join(outDir, 'docs/basics'), { recursive: true });
  await writeFile(path.join(outDir, 'docs/basics/loading.html'), fixture('doc.html'));
  await writeFile(path.join(outDir, 'search.html'), fixture('doc.html'));
});

after(async () => {
  await rm(outDir, { recursive: true, force: true });
});

describe('带路径前缀的构建', () => {
  it('搜索索引：按不带前缀的文件读取页面，记录的地址带前缀，排除表照样生效', async () => {
    const plugin = searchIndexPlugin({ enabled: true, fileName: 'search-index.json', excludeRoutes: ['/search'] })(
      {} as LoadContext,
      {},
    ) as Plugin;
    const postBuild = plugin.postBuild as (props: unknown) => Promise<void>;
    await postBuild({
      outDir,
      routesPaths: ['/cheerio/docs/basics/loading', '/cheerio/search', '/cheerio/404.html'],
      siteConfig: { baseUrl: '/cheerio/', url: 'https://mirror.example.cn', noIndex: false },
    });
    const index = expandIndex(JSON.parse(readFileSync(path.join(outDir, 'search-index.json'), 'utf8')));
    const urls = new Set(index.map((record) => new URL(record.url).pathname));
    assert.deepEqual([...urls], ['/cheerio/docs/basics/loading']);
    // 术语表按不带前缀的路由登记：页面照样带上读者会输入的说法和页面权重。
    const title = index.find((record) => record.type === 'lvl1');
    assert.deepEqual(title?.keywords, keywordsFor('/docs/basics/loading'));
    assert.equal(title?.weight.pageRank, pageRankFor('/docs/basics/loading'));
  });

  it('翻译状态页的路由带上前缀', async () => {
    const routes: { path: string }[] = [];
    const plugin = translationStatusPlugin({ path: '/translation-status' })(
      {
        baseUrl: '/cheerio/',
        siteDir: path.join(__dirname, '../..'),
        generatedFilesDir: outDir,
      } as LoadContext,
      {},
    ) as Plugin;
    const allContentLoaded = plugin.allContentLoaded as (args: unknown) => Promise<void>;
    await allContentLoaded({
      allContent: {},
      actions: {
        createData: async (name: string) => {
          const file = path.join(outDir, name);
          await writeFile(file, '{}');
          return file;
        },
        addRoute: (route: { path: string }) => routes.push(route),
        setGlobalData: () => undefined,
      },
    });
    assert.deepEqual(
      routes.map((route) => route.path),
      ['/cheerio/translation-status'],
    );
    assert.ok(existsSync(path.join(outDir, 'translation-status.json')));
  });
});
