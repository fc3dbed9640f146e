/**
 * 本地搜索的基准数据（不是测试，不做断言）：npm run build 之后运行 npm run bench:search。
 * 输出索引大小（原始/gzip）、记录数、Node 里每个查询的引擎耗时（中位数/p95），以及浏览器里从输入到出现第一条结果的时间。
 */
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { SEARCH_INDEX_FILE } from '../../src/config/search';
import { createSearchEngine } from '../../src/search/engine';
import type { SearchIndexFile } from '../../src/search/types';
import { createStaticServer, listen } from '../../src/server/static-server';
import { chromiumArgs, findChromium } from '../../tests/e2e/support/chromium';

const BUILD_DIR = path.join(__dirname, '../../build');
const QUERIES = [
  '加载',
  '加载文档',
  '选择器',
  '元素的属性',
  '遍历 DOM 树',
  '修改文本',
  '解析 HTML 字符串',
  '抓取网页并提取数据',
  'load',
  'cheerio.load',
  'fromURL',
  'attr',
  'text',
  'selector',
  'html -load',
  '"fragment mode"',
  'a',
  'the',
];
const FILTERS = ['language:zh-CN', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']];
const ROUNDS = 30;
const BROWSER_RUNS = 5;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const ms = (value: number) => `${value.toFixed(2)} ms`;

function benchIndex(): void {
  let raw: Buffer;
  try {
    raw = readFileSync(path.join(BUILD_DIR, SEARCH_INDEX_FILE));
  } catch {
    throw new Error(`找不到 build/${SEARCH_INDEX_FILE}：请先运行 npm run build（本地搜索模式，不设 Algolia 凭据）。`);
  }
  const index = JSON.parse(raw.toString('utf8')) as SearchIndexFile;
  console.log(
    `索引：${(raw.length / 1024).toFixed(1)} KiB 原始，${(gzipSync(raw).length / 1024).toFixed(1)} KiB gzip；${index.records.length} 条记录，${index.pages.length} 个页面`,
  );

  const started = performance.now();
  const engine = createSearchEngine(index);
  console.log(`引擎初始化（解析后建立检索结构）：${ms(performance.now() - started)}`);

  const request = (query: string) => ({
    indexName: 'cheerio_zh',
    query,
    facetFilters: FILTERS,
    hitsPerPage: 20,
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
    attributesToSnippet: ['hierarchy.lvl1:10', 'hierarchy.lvl2:10', 'content:10'],
  });
  for (const query of QUERIES) engine.search(request(query));

  const all: number[] = [];
  console.log('\n每个查询的引擎耗时（Node，%d 轮）：', ROUNDS);
  for (const query of QUERIES) {
    const times: number[] = [];
    let hits = 0;
    for (let i = 0; i < ROUNDS; i++) {
      const t = performance.now();
      hits = (engine.search(request(query)) as { nbHits: number }).nbHits;
      times.push(performance.now() - t);
    }
    all.push(...times);
    console.log(
      `  ${query.padEnd(14)} 中位数 ${ms(percentile(times, 50)).padStart(9)}  p95 ${ms(percentile(times, 95)).padStart(9)}  ${hits} 条结果`,
    );
  }
  console.log(
    `  全部查询       中位数 ${ms(percentile(all, 50)).padStart(9)}  p95 ${ms(percentile(all, 95)).padStart(9)}`,
  );
}

async function benchBrowser(): Promise<void> {
  const server = createStaticServer({ root: BUILD_DIR });
  await listen(server, { port: 0 });
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
  const cold: number[] = [];
  const warm: number[] = [];
  try {
    for (let run = 0; run < BROWSER_RUNS; run++) {
      const page = await browser.newPage();
      await page.goto(`${origin}/docs/intro`);
      await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' });
      // 冷启动：按 Ctrl+K 打开弹窗并输入，弹窗脚本、搜索引擎分块和索引都还没有加载。
      const firstResults = async (query: string) => {
        const t = performance.now();
        await page.locator('.DocSearch-Input').fill(query);
        await page.locator('.DocSearch-Hit mark').first().waitFor();
        return performance.now() - t;
      };
      const t = performance.now();
      await page.keyboard.press('Control+k');
      await page.locator('.DocSearch-Input').waitFor();
      const opened = performance.now() - t;
      cold.push(opened + (await firstResults('加载')));
      warm.push(await firstResults('load'));
      await page.close();
    }
  } finally {
    await browser.close();
    server.close();
  }
  console.log(
    `\n浏览器里从按下 Ctrl+K 到出现第一条结果（冷启动，含加载弹窗、引擎与索引；${BROWSER_RUNS} 次）：中位数 ${ms(percentile(cold, 50))}，最大 ${ms(Math.max(...cold))}`,
  );
  console.log(`索引已加载后，从输入到出现结果：中位数 ${ms(percentile(warm, 50))}，最大 ${ms(Math.max(...warm))}`);
}

benchIndex();
benchBrowser().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
