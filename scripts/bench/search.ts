/**
 * 本地搜索的基准数据（不是测试，不做断言）：npm run build 之后运行 npm run bench:search。
 * 输出索引大小（原始/gzip）、记录数、读者查询集上的 hit@1/hit@5/MRR、Node 里的引擎耗时（中位数/p95/最大、病态查询、最慢的十个），
 * 以及浏览器里从输入到出现第一条结果的时间。
 */
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { SEARCH_INDEX_FILE } from '../../src/constants/search';
import { createSearchEngine, type SearchEngine } from '../../src/search/browser/engine';
import type { SearchIndexFile, SearchResponse } from '../../src/search/browser/types';
import { createStaticServer, listen } from '../../src/server/static-server';
import { chromiumArgs, findChromium } from '../../tests/e2e/support/chromium';
import { BENCH_QUERIES } from './search-queries';

const BUILD_DIR = path.join(__dirname, '../../build');
const FILTERS = ['language:zh-CN', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']];
const ROUNDS = 30;
const BROWSER_RUNS = 5;
/** 质量指标只看前 20 个页面：再往后读者不会翻。 */
const RANKED_PAGES = 20;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const ms = (value: number) => `${value.toFixed(2)} ms`;
const pct = (value: number) => `${(value * 100).toFixed(1)}%`;

/** 与弹窗相同的请求参数。 */
const request = (query: string) => ({
  indexName: 'cheerio_zh',
  query,
  facetFilters: FILTERS,
  hitsPerPage: 50,
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
  attributesToSnippet: ['hierarchy.lvl1:10', 'hierarchy.lvl2:10', 'content:10'],
});

/** 结果按页面去重后的顺序（读者看到的是页面，同一页的多条记录算一个）。 */
function rankedPages(engine: SearchEngine, query: string): string[] {
  const { hits } = engine.search(request(query)) as SearchResponse;
  const pages: string[] = [];
  for (const hit of hits) {
    const page = new URL(hit.url as string).pathname;
    if (!pages.includes(page)) pages.push(page);
  }
  return pages.slice(0, RANKED_PAGES);
}

/** 病态查询：最常见的三字母片段拼成 128 个词，以及 256 个各不相同的常用汉字。 */
function worstCaseQueries(index: SearchIndexFile): Record<string, string> {
  const text = index.records
    .map((r) => [...(r.h ?? []), r.c ?? ''].join(' '))
    .join(' ')
    .toLowerCase();
  const trigrams = new Map<string, number>();
  for (const word of text.match(/[a-z]{3,}/g) ?? []) {
    for (let i = 0; i + 3 <= word.length; i++)
      trigrams.set(word.slice(i, i + 3), (trigrams.get(word.slice(i, i + 3)) ?? 0) + 1);
  }
  const frequentTrigrams = [...trigrams]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 128)
    .map(([t]) => t);
  const han = new Map<string, number>();
  for (const ch of text.match(/\p{Script=Han}/gu) ?? []) han.set(ch, (han.get(ch) ?? 0) + 1);
  const frequentHan = [...han]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 256)
    .map(([ch]) => ch);
  return {
    '128 个高频三字母词': frequentTrigrams.join(' '),
    '256 个高频汉字（空格分开）': frequentHan.join(' '),
    '256 个高频汉字（连写）': frequentHan.join(''),
    '512 个字符的长句': '怎么用 cheerio 加载 GBK 编码的网页并提取表格里的数据 '.repeat(20).slice(0, 512),
  };
}

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

  // 质量：hit@1、hit@5、MRR，按查询类别分组。
  const groups = new Map<string, { n: number; hit1: number; hit5: number; rr: number }>();
  const misses: string[] = [];
  for (const { query, group, accept } of BENCH_QUERIES) {
    const pages = rankedPages(engine, query);
    const rank = pages.findIndex((page) => accept.includes(page)) + 1;
    for (const name of [group, '全部']) {
      const g = groups.get(name) ?? { n: 0, hit1: 0, hit5: 0, rr: 0 };
      g.n++;
      if (rank === 1) g.hit1++;
      if (rank >= 1 && rank <= 5) g.hit5++;
      if (rank >= 1) g.rr += 1 / rank;
      groups.set(name, g);
    }
    if (rank !== 1)
      misses.push(`  ${query} → ${rank === 0 ? '未命中' : `第 ${rank} 位`}（首位：${pages[0] ?? '无结果'}）`);
  }
  console.log(`\n搜索质量（${BENCH_QUERIES.length} 个查询，结果按页面去重）：`);
  for (const [name, g] of [...groups].sort((a, b) => (a[0] === '全部' ? 1 : b[0] === '全部' ? -1 : 0))) {
    console.log(
      `  ${name.padEnd(8)} ${String(g.n).padStart(3)} 个  hit@1 ${pct(g.hit1 / g.n).padStart(6)}  hit@5 ${pct(g.hit5 / g.n).padStart(6)}  MRR ${(g.rr / g.n).toFixed(3)}`,
    );
  }
  if (misses.length > 0) console.log(`首位不是可接受页面的查询（${misses.length} 个）：\n${misses.join('\n')}`);

  // 耗时：每个查询先热身一次，再测 ROUNDS 轮。
  const timings: { query: string; median: number; max: number }[] = [];
  const all: number[] = [];
  const queries = [...BENCH_QUERIES.map((b) => b.query), ...Object.values(worstCaseQueries(index))];
  for (const query of queries) {
    engine.search(request(query));
    const times: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      const t = performance.now();
      engine.search(request(query));
      times.push(performance.now() - t);
    }
    all.push(...times);
    timings.push({ query, median: percentile(times, 50), max: Math.max(...times) });
  }
  console.log(
    `\n引擎耗时（Node，${queries.length} 个查询 × ${ROUNDS} 轮）：中位数 ${ms(percentile(all, 50))}，p95 ${ms(percentile(all, 95))}，最大 ${ms(Math.max(...all))}`,
  );
  for (const [name, query] of Object.entries(worstCaseQueries(index))) {
    const timing = timings.find((t) => t.query === query)!;
    console.log(`  病态查询 ${name}：中位数 ${ms(timing.median)}，最大 ${ms(timing.max)}`);
  }
  console.log('最慢的十个查询（按中位数）：');
  for (const t of [...timings].sort((a, b) => b.median - a.median).slice(0, 10)) {
    console.log(`  ${ms(t.median).padStart(9)}  最大 ${ms(t.max).padStart(9)}  ${t.query.slice(0, 40)}`);
  }
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
// --engine-only：调整排序时只看 Node 里的数字，省去启动浏览器。
if (!process.argv.includes('--engine-only')) {
  benchBrowser().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
