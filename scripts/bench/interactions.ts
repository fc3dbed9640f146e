/**
 * 交互延迟的基准（不是测试，不做断言）：npm run build 之后运行
 * npm run bench:interactions [-- --build 目录] [--runs N] [--cpu-slowdown N]。
 *
 * 把加载时的工作挪走，可能只是把它挪进读者的第一次交互（issue 43），所以在真实的 Chromium 里量两种交互，
 * 从按键被浏览器收到（keydown 事件的 timeStamp，主线程忙时的排队也算在内）到结果画出来的那一帧：
 * - 搜索：在简介页按 Ctrl+K 到弹窗的输入框出现，再从输入一个读者常搜的词（输入法上屏，一次 input 事件）到第一条带高亮的结果出现；
 * - 演练场：在选择器框里按一个键（退格或补回字母）到框下显示新的匹配数。
 * 每种交互分三个时机：页面 load 事件之后立刻（第一次交互）、页面空闲之后（第一次交互），以及空闲页面上之后的几次。
 * 每次都用新的浏览器上下文（没有 HTTP 缓存和代码缓存），CPU 按 Lighthouse 移动端的习惯默认减速 4 倍（--cpu-slowdown 1 不减速）。
 * 服务器与 Chromium 的启动与 bench:playground 相同（browser.ts）；--build 换一份构建做前后对比。
 */
import { cpus, loadavg } from 'node:os';
import { errors, type Browser, type Page } from '@playwright/test';
import { load } from 'cheerio';
import { EXAMPLES } from '../../src/tools/playground/examples';
import { buildDirFromArgs, launchChromium, serveBuild } from './browser';
import { addSamples, formatLatencyTable, summarize, type LatencyRow, type Sample } from './interactions-report';

/** 读者常搜的词（中文词语、API 名称、英文词）；第一次交互总用第一个，之后依次用其余的，避免命中弹窗的响应缓存。 */
const QUERIES = ['加载文档', '元素的属性', 'cheerio.load', 'DOM 树', 'load', 'jquery'];
const SEARCH_PAGE = '/docs/intro';
const REPEATS = 5;
/** 结果在这段时间内没出现，就记为“没有结果”（例如按键落在事件处理程序注册之前）。 */
const RESULT_TIMEOUT = 10_000;

function numberFlag(name: string, fallback: number): number {
  const index = process.argv.indexOf(name);
  if (index < 0) return fallback;
  const value = Number(process.argv[index + 1]);
  if (!(value > 0)) throw new Error(`${name} 需要一个正数，收到：${process.argv[index + 1]}`);
  return value;
}

const BUILD_DIR = buildDirFromArgs(process.argv);
const RUNS = numberFlag('--runs', 5);
const CPU_SLOWDOWN = numberFlag('--cpu-slowdown', 4);

/** hydrated：html 上出现 Docusaurus 的 data-has-hydrated 的时刻；keydownHydrated：最近一次按键时它是否已经出现。 */
type Marks = { keydown: number; input: number; hydrated: number; keydownHydrated: boolean };
type Moment = 'load' | 'idle';

/** 页面里记下最近一次 keydown 和 input 事件的 timeStamp（捕获阶段，先于页面自己的处理程序）。 */
function recordInputEvents() {
  // 注入页面的函数里不能有具名的内部函数：tsx 会给它们加上浏览器里没有的 __name 辅助函数，整段脚本随之失败。
  const marks: Marks = { keydown: 0, input: 0, hydrated: 0, keydownHydrated: false };
  Object.assign(window, { __interactionMarks: marks });
  addEventListener(
    'keydown',
    (event) => {
      marks.keydown = event.timeStamp;
      marks.keydownHydrated = document.documentElement.dataset.hasHydrated === 'true';
    },
    true,
  );
  addEventListener('input', (event) => (marks.input = event.timeStamp), true);
  // 脚本注入时 html 元素可能还不存在，所以观察整个文档。
  new MutationObserver(() => {
    if (!marks.hydrated && document.documentElement.dataset.hasHydrated === 'true') marks.hydrated = performance.now();
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-has-hydrated'] });
}

async function readMarks(page: Page): Promise<Marks> {
  const marks = await page.evaluate(() => (window as Window & { __interactionMarks?: Marks }).__interactionMarks);
  if (!marks) throw new Error('页面里没有按键记录：注入的脚本没有运行');
  return marks;
}

/** load 之后立刻的那次交互：按键时页面是否已经水合，以及水合比 load 事件晚多少毫秒。 */
async function hydrationAtFirstKey(page: Page): Promise<{ beforeHydration: boolean; hydrationAfterLoad: Sample }> {
  const marks = await readMarks(page);
  const loadEnd = await page.evaluate(
    () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.loadEventEnd ?? 0,
  );
  return {
    beforeHydration: !marks.keydownHydrated,
    hydrationAfterLoad: marks.hydrated ? marks.hydrated - loadEnd : null,
  };
}

/** 条件成立的那一帧的 performance.now()；限时内不成立返回 null。 */
async function frameWhen(page: Page, predicate: (arg: string) => number | null, arg: string): Promise<number | null> {
  try {
    const handle = await page.waitForFunction(predicate, arg, { polling: 'raf', timeout: RESULT_TIMEOUT });
    return await handle.jsonValue();
  } catch (error) {
    if (error instanceof errors.TimeoutError) return null;
    throw error;
  }
}

const visibleAt = (selector: string) => {
  const element = document.querySelector(selector);
  return element && element.getBoundingClientRect().height > 0 ? performance.now() : null;
};

/**
 * 主线程连续十次空闲回调都拿到完整的 50 ms：页面启动时排着的工作做完了。不等网络静止：离线阅读的 service worker
 * 在后台预缓存整站，网络可以忙上半分钟，却不占页面的主线程。
 */
async function waitForQuiet(page: Page) {
  await page.evaluate(async () => {
    let quiet = 0;
    while (quiet < 10) {
      const deadline = await new Promise<IdleDeadline>((resolve) => requestIdleCallback(resolve));
      quiet = deadline.timeRemaining() >= 49 ? quiet + 1 : 0;
    }
  });
}

async function openPage(browser: Browser, url: string, moment: Moment) {
  const context = await browser.newContext();
  await context.addInitScript(recordInputEvents);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const response = await page.goto(url, { waitUntil: 'load' });
  if (response?.status() !== 200) throw new Error(`${url} 不存在：先运行 npm run build`);
  if (moment === 'idle') await waitForQuiet(page);
  return { page, close: () => context.close() };
}

type SearchSample = { open: Sample; query: Sample };

async function searchOnce(page: Page, query: string): Promise<SearchSample> {
  await page.keyboard.press('Control+k');
  const openedAt = await frameWhen(page, visibleAt, '.DocSearch-Input');
  if (openedAt === null) return { open: null, query: null };
  const open = openedAt - (await readMarks(page)).keydown;
  await page.locator('.DocSearch-Input').focus();
  await page.keyboard.insertText(query);
  const hitAt = await frameWhen(page, visibleAt, '.DocSearch-Hit mark');
  const result = { open, query: hitAt === null ? null : hitAt - (await readMarks(page)).input };
  await page.keyboard.press('Escape');
  await page.locator('.DocSearch-Modal').waitFor({ state: 'detached' });
  return result;
}

const matchStatusAt = (expected: string) =>
  document.querySelector('#playground-match-status')?.textContent === expected ? performance.now() : null;

/** 默认示例的选择器去掉最后一个字母、再补回来：两次的匹配数不同，每次按键都有新的数字可等。 */
const defaultState = EXAMPLES[0].state;
const keystrokes = [
  { key: 'Backspace', selector: defaultState.selector.slice(0, -1) },
  { key: defaultState.selector.slice(-1), selector: defaultState.selector },
].map(({ key, selector }) => ({ key, expected: `${load(defaultState.html)(selector).length} 个匹配` }));

async function keystrokeOnce(page: Page, index: number): Promise<Sample> {
  const { key, expected } = keystrokes[index % 2];
  await page.keyboard.press(key);
  const shownAt = await frameWhen(page, matchStatusAt, expected);
  return shownAt === null ? null : shownAt - (await readMarks(page)).keydown;
}

async function main() {
  const { server, origin } = await serveBuild(BUILD_DIR);
  const browser = await launchChromium();
  const search = { load: [] as SearchSample[], idle: [] as SearchSample[], again: [] as SearchSample[] };
  const typing = { load: [] as Sample[], idle: [] as Sample[], again: [] as Sample[] };
  const hydration = {
    search: [] as Array<{ beforeHydration: boolean; hydrationAfterLoad: Sample }>,
    playground: [] as Array<{ beforeHydration: boolean; hydrationAfterLoad: Sample }>,
  };
  try {
    for (let run = 0; run < RUNS; run += 1) {
      for (const moment of ['load', 'idle'] as const) {
        const docs = await openPage(browser, origin + SEARCH_PAGE, moment);
        search[moment].push(await searchOnce(docs.page, QUERIES[0]));
        if (moment === 'load') hydration.search.push(await hydrationAtFirstKey(docs.page));
        if (moment === 'idle') {
          for (let repeat = 1; repeat <= REPEATS; repeat += 1) {
            search.again.push(await searchOnce(docs.page, QUERIES[repeat % QUERIES.length]));
          }
        }
        await docs.close();

        const playground = await openPage(browser, `${origin}/playground`, moment);
        const box = playground.page.locator('#playground-selector');
        await box.focus();
        if ((await box.inputValue()) !== defaultState.selector) {
          throw new Error(`演练场的选择器不是默认示例的 ${defaultState.selector}：examples.ts 变了，请更新本脚本`);
        }
        await playground.page.keyboard.press('End');
        typing[moment].push(await keystrokeOnce(playground.page, 0));
        if (moment === 'load') hydration.playground.push(await hydrationAtFirstKey(playground.page));
        if (moment === 'idle') {
          for (let repeat = 1; repeat <= REPEATS; repeat += 1)
            typing.again.push(await keystrokeOnce(playground.page, repeat));
        }
        await playground.close();
      }
      console.error(`第 ${run + 1}/${RUNS} 轮完成`);
    }
  } finally {
    await browser.close();
    server.close();
  }

  const moments = [
    ['load', 'load 之后立刻（第一次交互）'],
    ['idle', '页面空闲之后（第一次交互）'],
    ['again', `空闲页面上之后的 ${REPEATS} 次`],
  ] as const;
  const rows: LatencyRow[] = [];
  for (const [id, moment] of moments) {
    const samples = search[id];
    rows.push({ interaction: '搜索：Ctrl+K 到弹窗的输入框', moment, samples: samples.map((s) => s.open) });
    rows.push({ interaction: '搜索：输入查询到第一条结果', moment, samples: samples.map((s) => s.query) });
    rows.push({
      interaction: '搜索：两段合计',
      moment,
      samples: samples.map((s) => addSamples(s.open, s.query)),
    });
  }
  for (const [id, moment] of moments) {
    rows.push({ interaction: '演练场：选择器框按键到新的匹配数', moment, samples: typing[id] });
  }
  console.log(
    `交互延迟（${browser.version()}，${cpus().length} 核，负载 ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' / ')}；CPU 减速 ${CPU_SLOWDOWN} 倍；${RUNS} 轮，每轮每个时机一个新的浏览器上下文；构建 ${BUILD_DIR}）`,
  );
  console.log(
    `搜索在 ${SEARCH_PAGE}，第一次查询“${QUERIES[0]}”，之后依次是 ${QUERIES.slice(1)
      .map((query) => `“${query}”`)
      .join(
        '、',
      )}；演练场在默认示例的选择器 ${defaultState.selector} 上交替按退格和“${defaultState.selector.slice(-1)}”。\n`,
  );
  console.log(formatLatencyTable(rows));
  console.log('');
  for (const [name, samples] of [
    ['搜索', hydration.search],
    ['演练场', hydration.playground],
  ] as const) {
    const early = samples.filter((sample) => sample.beforeHydration).length;
    const late = summarize(samples.map((sample) => sample.hydrationAfterLoad));
    console.log(
      `load 之后立刻的${name}：${samples.length} 次里 ${early} 次按键时页面还没有水合（html 上还没有 data-has-hydrated）；水合比 load 事件晚 ${late.median === undefined ? '—' : `${Math.round(late.median)} ms`}（中位数）。`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
