/**
 * 演练场的基准数据（不是测试，不做断言）：npm run build 之后运行 npm run bench:playground。
 *
 * 在真实的 Chromium 里打开构建好的 /playground，用“打开状态文件”载入一份生成的约 1 MB 商品列表，然后读页面上
 * 分析 worker 报告的耗时（#playground-tree-help 的 data-parse-ms、data-select-ms，都是 worker 里 performance.now()
 * 量出的）：解析取若干次重新解析（改 baseURI 触发）的中位数，选择器取每个选择器几轮的中位数。
 * 同时记录整个过程中主线程上最长的任务：解析和选择都在 worker 里，主线程应当一直空闲。目标：解析 ≤ 150 ms，选择 ≤ 30 ms。
 * 然后量一次运行的延迟：按下“运行”到状态栏显示“运行完成”，代码在沙箱（src/sandbox/）里运行，分默认示例和 1 MB 的文档两种。
 *
 * 之后载入同一份文档和一张商品列表的字段表（“提取数据”一栏），读 worker 报告的 extract() 耗时
 * （#playground-extract-status 的 data-extract-ms），再来回切换脚本的输出和模块格式，读页面上生成脚本的耗时
 * （“生成的脚本”的 data-generate-ms）。目标：生成脚本 ≤ 50 ms（issue 39）。
 * 再单独量一次记录源码位置（“解析器改了什么”要用）让 parse5 的解析慢多少；最后在空缓存的新上下文里逐个勾选旧版本，
 * 量它的沙箱页从勾选到给出比较的时间（目标 ≤ 1 s）。
 *
 * `-- --build <目录>` 换一份构建（例如改动前的 build/ 副本），前后对比时两份交替运行。
 */
import { writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { load } from 'cheerio';
import { build } from 'esbuild';
import { OLD_RELEASES, type OldRelease } from '../../src/sandbox/releases';
import { stateFileText } from '../../src/tools/playground/stateFile';
import type { ExtractField } from '../../src/tools/playground/extract/fields';
import { DEFAULT_OPTIONS } from '../../src/tools/playground/state';
import { buildDirFromArgs, launchChromium, serveBuild } from './browser';
import { median } from './stats';

const BUILD_DIR = buildDirFromArgs(process.argv);
const RUN_SAMPLES = 15;
const TARGET_BYTES = 1024 * 1024;
const PARSE_SAMPLES = 10;
const SELECT_ROUNDS = 5;
const EXTRACT_ROUNDS = 5;
const GENERATE_ROUNDS = 10;
const EXTRACT_FIELDS: ExtractField[] = [
  { name: 'heading', selector: 'h1', value: 'text' },
  {
    name: 'products',
    selector: '.product',
    value: 'fields',
    all: true,
    fields: [
      { name: 'sku', selector: ':scope', value: 'attribute', attribute: 'data-sku' },
      { name: 'title', selector: '.title a', value: 'text' },
      { name: 'link', selector: '.title a', value: 'href' },
      { name: 'price', selector: '.price-now', value: 'text' },
      { name: 'badges', selector: '.badge', value: 'text', all: true },
    ],
  },
];
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
function productListHtml(targetBytes: number, seed = 2463534242): string {
  const next = random(seed);
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

const format = (value: number | undefined) => (value === undefined ? '—' : `${value.toFixed(1)} ms`);

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
  // tsx 编译这个脚本时保留函数名，会在传进页面的函数里调用 __name；空白页里没有它，补一个什么也不做的。
  await page.evaluate('globalThis.__name = (fn) => fn');
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

/** 按下“运行”到状态栏显示“运行完成”的时间（页面里的 performance.now()）。 */
async function runLatency(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const status = document.querySelector('#playground-run-status');
        const button = Array.from(document.querySelectorAll('button')).find((item) => item.textContent === '运行');
        if (!status || !button) {
          reject(new Error('找不到运行按钮或状态栏'));
          return;
        }
        let started = 0;
        let running = false;
        const observer = new MutationObserver(() => {
          const text = status.textContent ?? '';
          if (text.startsWith('正在运行')) running = true;
          else if (running && text.startsWith('运行完成')) {
            observer.disconnect();
            resolve(performance.now() - started);
          }
        });
        observer.observe(status, { childList: true, characterData: true, subtree: true });
        started = performance.now();
        button.click();
      }),
  );
}

async function runLatencies(page: Page): Promise<number[]> {
  const times: number[] = [];
  for (let sample = 0; sample < RUN_SAMPLES; sample += 1) times.push(await runLatency(page));
  return times;
}

/** 等到“提取数据”给出一个新的结果（data-extract-result 与之前不同），返回 worker 报告的 extract() 耗时。 */
async function nextExtract(page: Page, previousId: string | undefined): Promise<{ id: string; ms: number }> {
  const handle = await page.waitForFunction(
    (previous) => {
      const panel = document.querySelector<HTMLElement>('[data-extract-result]');
      const status = document.querySelector<HTMLElement>('#playground-extract-status');
      const id = panel?.dataset.extractResult;
      if (!id || id === '0' || id === previous || !status?.dataset.extractMs) return null;
      return { id, ms: Number(status.dataset.extractMs) };
    },
    previousId,
    { timeout: 60_000, polling: 20 },
  );
  return (await handle.jsonValue()) as { id: string; ms: number };
}

/**
 * 载入一个旧版本：勾选到它的结果给出“与 1.2.0 相同/不同”（或没能加载）的时间，包括下载它的沙箱页、在沙箱里启动和
 * 运行一次默认示例。每个版本用一个新的浏览器上下文，HTTP 缓存是空的，就像读者第一次勾选它。目标 ≤ 1 s（issue 39）。
 */
async function versionLoads(browser: Browser, origin: string): Promise<{ release: OldRelease; ms: number }[]> {
  const loads: { release: OldRelease; ms: number }[] = [];
  for (const release of OLD_RELEASES) {
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      await page.goto(`${origin}/playground`, { waitUntil: 'load' });
      await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' });
      await page
        .locator('#playground-run-status')
        .filter({ hasText: /^运行完成/ })
        .waitFor();
      const checkbox = page.getByRole('checkbox', { name: `对比 ${release}`, exact: true });
      await checkbox.scrollIntoViewIfNeeded();
      const started = await page.evaluate(() => performance.now());
      await checkbox.check();
      const handle = await page.waitForFunction(
        (heading) => {
          const title = Array.from(document.querySelectorAll('h3')).find((node) => node.textContent === heading);
          const status = title?.closest('li')?.querySelector('[role="status"]')?.textContent ?? '';
          return /^与 1\.2\.0|没能加载/.test(status) ? performance.now() : null;
        },
        `cheerio ${release}`,
        { timeout: 60_000, polling: 'raf' },
      );
      loads.push({ release, ms: ((await handle.jsonValue()) as number) - started });
    } finally {
      await context.close();
    }
  }
  return loads;
}

/** 自上次读取以来主线程上最长的任务，读完清零：分阶段报告，一眼看出是哪一步占住了主线程。 */
async function takeLongestTask(page: Page): Promise<number> {
  return page.evaluate(() => {
    const longest = (window as Window & { __longestTask?: { value: number } }).__longestTask;
    const value = longest?.value ?? 0;
    if (longest) longest.value = 0;
    return value;
  });
}

async function main() {
  const html = productListHtml(TARGET_BYTES);
  const stateFile = path.join(tmpdir(), 'cheerio-playground-bench.json');
  writeFileSync(stateFile, stateFileText({ html, selector: '', code: '', options: DEFAULT_OPTIONS }));

  const { server, origin } = await serveBuild(BUILD_DIR);
  const browser = await launchChromium();
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
    // 默认示例的代码（几行，文档很小）：沙箱的往返和 worker 的启动占大头。
    await page.getByRole('checkbox', { name: '停止输入后自动运行' }).uncheck();
    await page
      .locator('#playground-run-status')
      .filter({ hasText: /^运行完成|^还没有运行/ })
      .waitFor();
    const smallRuns = await runLatencies(page);
    const longestTasks: [string, number][] = [['打开页面、运行默认示例', await takeLongestTask(page)]];
    // 载入之后的这一段只算加载：第一次解析还包括 worker 里代码的预热。
    await page.locator('input[type="file"][accept*="json"]').setInputFiles(stateFile);
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
    longestTasks.push(['载入 1 MB 的文档、解析与选择', await takeLongestTask(page)]);
    // 五份 1 MB 的样本：各份的匹配数在另一个 worker 里计算，样本解析一次后只重新选择。
    const samplesFile = path.join(tmpdir(), 'cheerio-playground-bench-samples.json');
    const sampleHtml = (seed: number) => productListHtml(TARGET_BYTES, seed * 7919);
    writeFileSync(
      samplesFile,
      stateFileText({
        html: sampleHtml(1),
        selector: '',
        code: '',
        options: DEFAULT_OPTIONS,
        samples: [1, 2, 3, 4, 5].map((seed) => ({ name: `样本 ${seed}`, html: sampleHtml(seed) })),
        active: 0,
      }),
    );
    await page.locator('input[type="file"][accept*="json"]').setInputFiles(samplesFile);
    last = await nextAnalysis(page, last.id);
    const sampleSelects: number[] = [];
    for (let round = 0; round < SELECT_ROUNDS; round += 1) {
      for (const text of SELECTORS) {
        const previous = await page
          .locator('[data-sample-counts]')
          .getAttribute('data-select-ms')
          .catch(() => null);
        await selector.fill(text);
        const handle = await page.waitForFunction(
          ([wanted, before]) => {
            const summary = document.querySelector<HTMLElement>('[data-sample-counts]');
            const ms = summary?.dataset.selectMs;
            return ms && ms !== before && (summary?.textContent ?? '').includes('·') && wanted ? Number(ms) : null;
          },
          [text, previous] as const,
          { timeout: 60_000, polling: 20 },
        );
        sampleSelects.push((await handle.jsonValue()) as number);
      }
    }
    longestTasks.push(['载入五份 1 MB 的样本与计数', await takeLongestTask(page)]);
    // 1 MB 的文档：每次运行都要在沙箱的 worker 里重新解析它。
    await page.getByRole('textbox', { name: '代码', exact: true }).fill("$('.product').length");
    const largeRuns = await runLatencies(page);
    longestTasks.push(['在 1 MB 的文档上运行代码', await takeLongestTask(page)]);
    const extractFile = path.join(tmpdir(), 'cheerio-playground-bench-extract.json');
    writeFileSync(
      extractFile,
      stateFileText({
        html,
        selector: '',
        code: '',
        options: DEFAULT_OPTIONS,
        extract: { fields: EXTRACT_FIELDS, output: 'json', moduleType: 'esm', url: '' },
      }),
    );
    await page.locator('input[type="file"][accept*="json"]').setInputFiles(extractFile);
    const extracts: number[] = [];
    let extractResult = await nextExtract(page, undefined);
    extracts.push(extractResult.ms);
    const allHeadings = page.getByRole('checkbox', { name: '第 1 个字段：全部匹配' });
    for (let round = 1; round < EXTRACT_ROUNDS; round += 1) {
      await allHeadings.setChecked(round % 2 === 1);
      extractResult = await nextExtract(page, extractResult.id);
      extracts.push(extractResult.ms);
    }
    longestTasks.push(['载入字段表、提取数据', await takeLongestTask(page)]);
    const generates: number[] = [];
    const script = page.getByRole('region', { name: '生成的脚本' });
    for (let round = 0; round < GENERATE_ROUNDS; round += 1) {
      const previous = await script.textContent();
      await page.getByRole('radio', { name: round % 2 ? '打印 JSON' : /写成 CSV 文件/ }).check();
      if (round % 4 >= 2) await page.getByRole('radio', { name: round % 4 === 2 ? /CommonJS/ : /ES 模块/ }).check();
      await page.waitForFunction(
        (before) => document.querySelector('[aria-label="生成的脚本"]')?.textContent !== before,
        previous,
      );
      generates.push(Number(await script.getAttribute('data-generate-ms')));
    }

    longestTasks.push(['生成抓取脚本', await takeLongestTask(page)]);
    const locations = await locationOverhead(page, html);
    const versions = await versionLoads(browser, origin);

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
    console.log(
      `| 五份 1 MB 样本上的计数（${SELECTORS.length} 个选择器 × ${SELECT_ROUNDS} 轮，worker 里选择的总时间） | ${format(median(sampleSelects))} | ${format(Math.min(...sampleSelects))} | ${format(Math.max(...sampleSelects))} | ≤ 100 ms |`,
    );
    for (const [name, times] of [
      ['运行：默认示例', smallRuns],
      ['运行：1 MB 的文档', largeRuns],
    ] as const) {
      console.log(
        `| ${name}（${RUN_SAMPLES} 次，按下到“运行完成”） | ${format(median(times))} | ${format(Math.min(...times))} | ${format(Math.max(...times))} | — |`,
      );
    }
    console.log(
      `| 提取数据：extract()（列表字段带 ${EXTRACT_FIELDS[1].fields!.length} 个子字段，${load(html)('.product').length} 项，${EXTRACT_ROUNDS} 次） | ${format(median(extracts))} | ${format(Math.min(...extracts))} | ${format(Math.max(...extracts))} | — |`,
    );
    for (const { release, ms } of versions) {
      console.log(`| 第一次载入 ${release}（勾选到给出比较，HTTP 缓存为空） | ${format(ms)} | — | — | ≤ 1000 ms |`);
    }
    console.log(
      `| 生成抓取脚本（${GENERATE_ROUNDS} 次，切换 JSON/CSV、ESM/CJS） | ${format(median(generates))} | ${format(Math.min(...generates))} | ${format(Math.max(...generates))} | ≤ 50 ms |`,
    );
    console.log('');
    console.log(
      `主线程上最长的任务（解析、选择和代码都不在主线程上）：${longestTasks.map(([phase, ms]) => `${phase} ${format(ms)}`).join('；')}。`,
    );
    const plain = median(locations.plain) ?? Number.NaN;
    const located = median(locations.located) ?? Number.NaN;
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
