/**
 * 演练场的基准数据（不是测试，不做断言）：npm run build 之后运行 npm run bench:playground。
 *
 * 在真实的 Chromium 里打开构建好的 /playground，用“打开状态文件”载入一份生成的约 1 MB 商品列表，然后读页面上
 * 分析 worker 报告的耗时（#playground-tree-help 的 data-parse-ms、data-select-ms，都是 worker 里 performance.now()
 * 量出的）：解析取若干次重新解析（改 baseURI 触发）的中位数，选择器取每个选择器几轮的中位数。
 * 同时记录整个过程中主线程上最长的任务：解析和选择都在 worker 里，主线程应当一直空闲。目标：解析 ≤ 150 ms，选择 ≤ 30 ms。
 * 最后单独量一次记录源码位置（“解析器改了什么”要用）让 parse5 的解析慢多少。
 */
import { writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { build } from 'esbuild';
import { createStaticServer, listen } from '../../src/server/static-server';
import { stateFileText } from '../../src/tools/playground/stateFile';
import { DEFAULT_OPTIONS } from '../../src/tools/playground/state';
import { chromiumArgs, findChromium, offlineHostRule } from '../../tests/e2e/support/chromium';

const BUILD_DIR = path.join(__dirname, '../../build');
const TARGET_BYTES = 1024 * 1024;
const PARSE_SAMPLES = 10;
const SELECT_ROUNDS = 5;
const SELECTORS = [
  '.product .price',
  'li.product[data-sku="SKU-01234"]',
  'a[href^="/item/"]',
  'ul.products > li:nth-child(2n+1) .title',
  '.product:has(.badge-sale) .price-now',
  'div > span',
  '*',
];

/** 确定的伪随机数（xorshift），每次生成同样的文档。 */
function random(seed: number) {
  let state = seed;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4294967296;
  };
}

const WORDS = [
  '无线',
  '蓝牙',
  '耳机',
  '降噪',
  '运动',
  '机械',
  '键盘',
  '保温杯',
  '收纳',
  '充电宝',
  '快充',
  '便携',
  '家用',
  '超薄',
  '加厚',
  '纯棉',
];

/** 电商列表页的样子：页头、导航、筛选栏，一长串商品卡片（图片、标题、价格、标签、评分），页脚和脚本。 */
function productListHtml(targetBytes: number): string {
  const next = random(2463534242);
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)];
  const head = `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>商品列表</title>
<link rel="stylesheet" href="/static/app.css"><script src="/static/app.js" defer></script></head><body>
<header class="site-header"><a class="logo" href="/">小店</a><nav class="main-nav"><ul>${[
    '首页',
    '数码',
    '家居',
    '服饰',
    '食品',
  ]
    .map((name, index) => `<li><a href="/c/${index}">${name}</a></li>`)
    .join('')}</ul></nav><form class="search" action="/search"><input name="q" placeholder="搜索商品"></form></header>
<main id="content"><aside class="filters"><h2>筛选</h2><label><input type="checkbox" name="free-shipping"> 包邮</label></aside>
<section class="listing"><h1>全部商品</h1><ul class="products">`;
  const tail = `</ul><nav class="pagination"><a href="?page=2" rel="next">下一页</a></nav></section></main>
<footer class="site-footer"><p>© 小店</p></footer><script>window.__STATE__ = {"page":1}</script></body></html>`;
  const cards: string[] = [];
  let size = head.length + tail.length;
  for (let index = 0; size < targetBytes; index += 1) {
    const sku = `SKU-${String(index).padStart(5, '0')}`;
    const price = (next() * 500 + 5).toFixed(2);
    const sale = next() < 0.2;
    const title = `${pick(WORDS)}${pick(WORDS)}${pick(WORDS)} ${Math.floor(next() * 900 + 100)} 型`;
    const card = `<li class="product${sale ? ' on-sale' : ''}" data-sku="${sku}" data-category="${Math.floor(next() * 12)}">
  <a class="thumb" href="/item/${index}"><img src="/img/${index}.jpg" alt="${title}" width="160" height="160" loading="lazy"></a>
  <div class="info"><h3 class="title"><a href="/item/${index}">${title}</a></h3>
    <p class="price">${sale ? `<span class="price-was">¥${(Number(price) * 1.3).toFixed(2)}</span>` : ''}<span class="price-now">¥${price}</span></p>
    <div class="meta">${sale ? '<span class="badge badge-sale">限时</span>' : ''}<span class="rating" data-score="${(next() * 2 + 3).toFixed(1)}">★★★★☆</span><span class="sold">已售 ${Math.floor(next() * 10000)}</span></div>
  </div>
</li>
`;
    cards.push(card);
    size += card.length;
  }
  return head + cards.join('') + tail;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

const format = (value: number) => `${value.toFixed(1)} ms`;

const LOCATION_ROUNDS = 10;

/**
 * 记录源码位置的开销：分析 worker 给 parse5 加上 sourceCodeLocationInfo 和 onParseError（见
 * src/tools/playground/sourceLocations.ts）。在同一个 Chromium 的空白页里用浏览器版 cheerio 交替解析同一份文档，
 * 带与不带各若干次（先各预热两次），两组在同样的负载下比较。
 */
async function locationOverhead(page: Page, html: string) {
  const bundle = await build({
    stdin: { contents: "import { load } from 'cheerio'; globalThis.__cheerioLoad = load;", resolveDir: __dirname },
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
  });
  await page.goto('about:blank');
  await page.addScriptTag({ content: bundle.outputFiles[0].text });
  return page.evaluate(
    ({ html, rounds }) => {
      const load = (globalThis as { __cheerioLoad?: (html: string, options?: object) => unknown }).__cheerioLoad!;
      const time = (options?: object) => {
        const started = performance.now();
        load(html, options);
        return performance.now() - started;
      };
      const located = { sourceCodeLocationInfo: true, onParseError: () => {} };
      const result = { plain: [] as number[], located: [] as number[] };
      for (let round = -2; round < rounds; round += 1) {
        const plain = time();
        const withLocations = time(located);
        if (round < 0) continue;
        result.plain.push(plain);
        result.located.push(withLocations);
      }
      return result;
    },
    { html, rounds: LOCATION_ROUNDS },
  );
}

type Analysis = { id: string; parseMs: number; selectMs: number | null; status: string };

/** 等到页面显示一个新的分析结果（id 与之前不同），返回 worker 报告的耗时。 */
async function nextAnalysis(page: Page, previousId: string | undefined, timeout = 60_000): Promise<Analysis> {
  const handle = await page.waitForFunction(
    (previous) => {
      const help = document.querySelector<HTMLElement>('#playground-tree-help');
      const id = help?.dataset.analysisId;
      if (!help || !id || id === previous || !help.dataset.parseMs) return null;
      return {
        id,
        parseMs: Number(help.dataset.parseMs),
        selectMs: help.dataset.selectMs ? Number(help.dataset.selectMs) : null,
        status: document.querySelector('#playground-match-status')?.textContent ?? '',
      };
    },
    previousId,
    { timeout, polling: 20 },
  );
  return (await handle.jsonValue()) as Analysis;
}

async function main() {
  const html = productListHtml(TARGET_BYTES);
  const stateFile = path.join(tmpdir(), 'cheerio-playground-bench.json');
  writeFileSync(stateFile, stateFileText({ html, selector: '', code: '', options: DEFAULT_OPTIONS }));

  const server = createStaticServer({ root: BUILD_DIR });
  await listen(server, { port: 0, host: '127.0.0.1' });
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await chromium.launch({ executablePath: findChromium(), args: [...chromiumArgs, offlineHostRule] });
  try {
    const page = await browser.newPage();
    await page.addInitScript(() => {
      const longest = { value: 0 };
      (window as Window & { __longestTask?: typeof longest }).__longestTask = longest;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) longest.value = Math.max(longest.value, entry.duration);
      }).observe({ type: 'longtask', buffered: true });
    });
    const response = await page.goto(`${origin}/playground`);
    if (response?.status() !== 200) throw new Error('build/ 里没有 /playground：先运行 npm run build');
    await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' });
    let last = await nextAnalysis(page, undefined);
    // 载入之后的这一段只算加载：第一次解析还包括 worker 里代码的预热。
    await page.locator('input[type="file"]').setInputFiles(stateFile);
    last = await nextAnalysis(page, last.id);
    const firstParse = last.parseMs;
    const stats = await page.evaluate(() => document.querySelector('#playground-tree-help')?.textContent ?? '');

    const parses: number[] = [];
    const baseURI = page.getByRole('textbox', { name: 'baseURI（可选）' });
    for (let sample = 0; sample < PARSE_SAMPLES; sample += 1) {
      await baseURI.fill(`https://example.com/${sample}/`);
      last = await nextAnalysis(page, last.id);
      parses.push(last.parseMs);
    }

    const selector = page.getByRole('textbox', { name: '选择器', exact: true });
    const selects = new Map<string, { times: number[]; status: string }>(
      SELECTORS.map((s) => [s, { times: [], status: '' }]),
    );
    for (let round = 0; round < SELECT_ROUNDS; round += 1) {
      for (const text of SELECTORS) {
        await selector.fill(text);
        last = await nextAnalysis(page, last.id);
        const entry = selects.get(text)!;
        if (last.selectMs !== null) entry.times.push(last.selectMs);
        entry.status = last.status;
      }
    }
    const longestTask = await page.evaluate(
      () => (window as Window & { __longestTask?: { value: number } }).__longestTask?.value ?? 0,
    );
    const locations = await locationOverhead(page, html);

    console.log(
      `演练场基准（${browser.version()}，${cpus().length} 核，负载 ${loadavg()
        .map((v) => v.toFixed(1))
        .join(' / ')}）`,
    );
    console.log(
      `文档：生成的商品列表 ${(html.length / 1024).toFixed(0)} K 个字符；${stats.replace(/；.*?共/, '；共').trim()}`,
    );
    console.log('');
    console.log('| 项目 | 中位数 | 最小 | 最大 | 目标 |');
    console.log('| --- | --- | --- | --- | --- |');
    console.log(`| 第一次解析（含 worker 预热） | ${format(firstParse)} | — | — | — |`);
    console.log(
      `| 解析（${PARSE_SAMPLES} 次） | ${format(median(parses))} | ${format(Math.min(...parses))} | ${format(Math.max(...parses))} | ≤ 150 ms |`,
    );
    for (const [text, { times, status }] of selects) {
      console.log(
        `| 选择 \`${text}\`（${status}） | ${format(median(times))} | ${format(Math.min(...times))} | ${format(Math.max(...times))} | ≤ 30 ms |`,
      );
    }
    console.log('');
    console.log(`整个过程中主线程上最长的任务：${format(longestTask)}（解析和选择都在 worker 里）。`);
    const plain = median(locations.plain);
    const located = median(locations.located);
    console.log('');
    console.log(
      `记录源码位置的开销（同一页里交替解析 ${LOCATION_ROUNDS} 轮的中位数）：不记录 ${format(plain)}，记录 ${format(located)}，多用 ${(((located - plain) / plain) * 100).toFixed(0)}%。`,
    );
  } finally {
    await browser.close();
    server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
