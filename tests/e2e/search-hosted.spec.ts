/**
 * 站内搜索（托管模式）：用测试凭据构建的 build-hosted/（见 search-hosted.setup.ts）。
 * 发往 Algolia 的请求全部被 page.route 拦截，由本地引擎对测试索引作答，什么都不会离开本机。
 */
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { Page, Route } from '@playwright/test';
import { createSearchEngine } from '../../src/search/browser/engine';
import type { SearchRequest } from '../../src/search/browser/types';
import { createStaticServer, listen } from '../../src/server/static-server';
import { modal, openWithButton } from '../fixtures/search/e2e';
import { CONTEXTUAL_FILTERS, XSS_IMG, fixtureIndex } from '../fixtures/search/fixtureIndex';
import { HOSTED_ENV, HOSTED_OUT_DIR } from '../fixtures/search/hosted';
import { test as base, expect, gotoHydrated } from './support/fixtures';
import { cspViolations, recordCspViolations } from './support/csp';
import { htmlFileFor, sitemapPaths } from './support/sitemap';

const test = base.extend<object, { hostedOrigin: string }>({
  hostedOrigin: [
    async ({}, use) => {
      const server = createStaticServer({ root: HOSTED_OUT_DIR });
      await listen(server, { port: 0 });
      await use(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
      await new Promise((resolve) => server.close(resolve));
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ hostedOrigin }, use) => use(hostedOrigin),
});

// 发往 Algolia 的请求都由下面的 interceptAlgolia 在浏览器里拦截作答，整页跳转去的英文站也由测试自己作答，都不会离开本机。
test.use({ interceptedHosts: /\.(algolia\.net|algolianet\.com)$|^cheerio\.js\.org$/ });

let allowedConsoleErrors: RegExp[] = [];
test.afterEach(({ consoleErrors }) => {
  const unexpected = consoleErrors.filter((error) => !allowedConsoleErrors.some((pattern) => pattern.test(error)));
  consoleErrors.splice(0, consoleErrors.length, ...unexpected);
  allowedConsoleErrors = [];
});

const APP = HOSTED_ENV.ALGOLIA_APP_ID.toLowerCase();
const DSN = `${APP}-dsn.algolia.net`;
const FALLBACKS = [1, 2, 3].map((n) => `${APP}-${n}.algolianet.com`);
const engine = createSearchEngine(fixtureIndex());

interface AlgoliaCall {
  host: string;
  url: URL;
  method: string;
  body: { requests: SearchRequest[] };
  time: number;
}

type Reply = 'ok' | 'abort' | 'hang' | number | ((body: AlgoliaCall['body']) => unknown);

/** 拦截所有 Algolia 主机；`reply` 决定每个请求的命运，默认由本地引擎对测试索引作答。 */
async function interceptAlgolia(page: Page, reply: (call: AlgoliaCall) => Reply = () => 'ok') {
  const calls: AlgoliaCall[] = [];
  await page.route(/^https:\/\/[^/]*\.(algolia\.net|algolianet\.com)\//, async (route: Route) => {
    const request = route.request();
    const url = new URL(request.url());
    const call: AlgoliaCall = {
      host: url.host,
      url,
      method: request.method(),
      body: request.postDataJSON(),
      time: Date.now(),
    };
    calls.push(call);
    const decision = reply(call);
    if (decision === 'hang') return;
    if (decision === 'abort') return route.abort('failed');
    const headers = { 'access-control-allow-origin': '*' };
    if (typeof decision === 'number') {
      return route.fulfill({
        status: decision,
        headers,
        contentType: 'application/json',
        body: JSON.stringify({ message: `status ${decision}`, status: decision }),
      });
    }
    const body =
      typeof decision === 'function'
        ? decision(call.body)
        : { results: call.body.requests.map((r) => engine.search(r)) };
    return route.fulfill({ status: 200, headers, contentType: 'application/json', body: JSON.stringify(body) });
  });
  return calls;
}

/** 每次断言都用新查询：algoliasearch 会缓存相同请求的响应。 */
async function searchFor(page: Page, query: string) {
  await modal(page).input.fill(query);
}

const callsFor = (calls: AlgoliaCall[], query: string) =>
  calls.filter((call) => call.body.requests.some((r) => r.query === query));

test.describe('托管模式', () => {
  test('请求形状符合约定：凭据在查询参数里，每页 20 条，<mark> 标签，上下文过滤', async ({ page }) => {
    const calls = await interceptAlgolia(page);
    await gotoHydrated(page, '/docs/intro');
    await expect(page.locator('html')).toHaveAttribute('data-search-mode', 'algolia');
    await expect(
      page.locator(`link[rel="preconnect"][href="https://${HOSTED_ENV.ALGOLIA_APP_ID}-dsn.algolia.net"]`),
    ).toHaveCount(1);
    await openWithButton(page);
    await searchFor(page, 'load');
    await expect(modal(page).dropdown.locator('mark').first()).toHaveText('load');

    const [call] = callsFor(calls, 'load');
    expect(call.method).toBe('POST');
    expect(call.host).toBe(DSN);
    expect(call.url.pathname).toBe('/1/indexes/*/queries');
    expect(call.url.searchParams.get('x-algolia-api-key')).toBe('testkey');
    expect(call.url.searchParams.get('x-algolia-application-id')).toBe('TESTAPP');
    expect(call.url.searchParams.get('x-algolia-agent')).toMatch(/docsearch.*docusaurus \(3\.6\.3\)/);
    expect(call.body.requests).toHaveLength(1);
    const levels = [1, 2, 3, 4, 5, 6];
    expect(call.body.requests[0]).toEqual({
      query: 'load',
      indexName: 'cheerio_zh',
      attributesToRetrieve: [...[0, ...levels].map((n) => `hierarchy.lvl${n}`), 'content', 'type', 'url'],
      attributesToSnippet: [...levels.map((n) => `hierarchy.lvl${n}:10`), 'content:10'],
      snippetEllipsisText: '…',
      highlightPreTag: '<mark>',
      highlightPostTag: '</mark>',
      hitsPerPage: 20,
      clickAnalytics: false,
      facetFilters: CONTEXTUAL_FILTERS,
    });
    expect(calls.every((c) => c.host !== `${APP}.algolia.net`)).toBe(true);
    await expect(page.locator('.DocSearch-Logo')).toBeVisible();
  });

  test('主机返回 5xx 时换下一个主机', async ({ page }) => {
    allowedConsoleErrors = [/Failed to load resource/];
    const calls = await interceptAlgolia(page, (call) => (call.host === DSN ? 503 : 'ok'));
    await gotoHydrated(page, '/docs/intro');
    await openWithButton(page);
    await searchFor(page, '加载');
    await expect(modal(page).hits.first()).toBeVisible();
    const hosts = callsFor(calls, '加载').map((c) => c.host);
    expect(hosts[0]).toBe(DSN);
    expect(FALLBACKS).toContain(hosts[1]);
  });

  test('主机超时（连接 1 秒）时换下一个主机', async ({ page }) => {
    allowedConsoleErrors = [/Failed to load resource/];
    const calls = await interceptAlgolia(page, (call) => (call.host === DSN ? 'hang' : 'ok'));
    await gotoHydrated(page, '/docs/intro');
    await openWithButton(page);
    await searchFor(page, '选择');
    await expect(modal(page).hits.first()).toBeVisible({ timeout: 10_000 });
    const [first, second] = callsFor(calls, '选择');
    expect(first.host).toBe(DSN);
    expect(FALLBACKS).toContain(second.host);
    expect(second.time - first.time).toBeGreaterThanOrEqual(900);
  });

  test('4xx 直接报告为错误，不换主机重试', async ({ page }) => {
    allowedConsoleErrors = [/Failed to load resource/];
    const calls = await interceptAlgolia(page, () => 403);
    await gotoHydrated(page, '/docs/intro');
    await openWithButton(page);
    await searchFor(page, 'load');
    await expect(page.locator('.DocSearch-ErrorScreen')).toContainText('无法获取结果');
    expect(callsFor(calls, 'load').map((c) => c.host)).toEqual([DSN]);
  });

  test('失败的主机 120 秒内被跳过，之后重新先试', async ({ page }) => {
    allowedConsoleErrors = [/Failed to load resource/];
    await page.clock.install();
    let dsnDown = true;
    const calls = await interceptAlgolia(page, (call) => (call.host === DSN && dsnDown ? 'abort' : 'ok'));
    await gotoHydrated(page, '/docs/intro');
    await openWithButton(page);
    const firstHost = async (query: string) => {
      await searchFor(page, query);
      await expect(modal(page).hits.first()).toBeVisible();
      await expect.poll(() => callsFor(calls, query).length).toBeGreaterThan(0);
      return callsFor(calls, query)[0].host;
    };

    // 以主机被记为失败的时刻为准快进（测试本身也要花掉几秒真实时间）。
    const sinceFailure = () =>
      page.evaluate(
        ([key, host]) => Date.now() - JSON.parse(localStorage.getItem(key)!)[host].lastUpdate,
        [`__SEARCH_HOSTS__${HOSTED_ENV.ALGOLIA_APP_ID}`, `https://${HOSTED_ENV.ALGOLIA_APP_ID}-dsn.algolia.net#read`],
      );

    expect(await firstHost('加载')).toBe(DSN);
    dsnDown = false;
    expect(FALLBACKS).toContain(await firstHost('选择'));
    await page.clock.fastForward(119_000 - (await sinceFailure()));
    expect(FALLBACKS).toContain(await firstHost('load'));
    await page.clock.fastForward(Math.max(1, 121_000 - (await sinceFailure())));
    expect(await firstHost('snippets')).toBe(DSN);
  });

  test('所有主机都失败时显示错误界面', async ({ page }) => {
    allowedConsoleErrors = [/Failed to load resource/];
    const calls = await interceptAlgolia(page, () => 'abort');
    await gotoHydrated(page, '/docs/intro');
    await openWithButton(page);
    await searchFor(page, '加载');
    const error = page.locator('.DocSearch-ErrorScreen');
    await expect(error).toContainText('无法获取结果');
    await expect(error).toContainText('你可能需要检查网络连接。');
    expect(new Set(callsFor(calls, '加载').map((c) => c.host))).toEqual(new Set([DSN, ...FALLBACKS]));
  });

  test('离线时错误界面说明托管搜索需要联网', async ({ page, context }) => {
    allowedConsoleErrors = [/Failed to load resource/];
    await interceptAlgolia(page, () => 'abort');
    await gotoHydrated(page, '/docs/intro');
    // 先在联网时打开一次弹窗，它自己的分块已经下载；断网之后再搜索。
    await openWithButton(page);
    await context.setOffline(true);
    await searchFor(page, '加载');
    const error = page.locator('.DocSearch-ErrorScreen');
    await expect(error).toContainText('离线时无法搜索');
    await expect(error).toContainText('本站的搜索由 Algolia 在线提供，需要联网。');
    await context.setOffline(false);
  });

  test('托管索引返回的标记被清洗；外部地址整页跳转，.html 地址改写成站内路由', async ({ page }) => {
    page.on('dialog', (dialog) => {
      throw new Error(`出现了对话框：${dialog.message()}`);
    });
    const hit = (objectID: string, url: string, lvl1: string) => ({
      objectID,
      type: 'lvl1',
      url,
      content: null,
      hierarchy: { lvl0: '外部', lvl1, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
      _highlightResult: {
        hierarchy: {
          lvl0: { value: '外部', matchLevel: 'none', matchedWords: [] },
          lvl1: { value: `<mark>x</mark>${XSS_IMG}`, matchLevel: 'full', matchedWords: ['x'] },
        },
      },
      _snippetResult: { hierarchy: { lvl1: { value: `<mark>x</mark>${XSS_IMG}`, matchLevel: 'full' } } },
    });
    await interceptAlgolia(page, () => () => ({
      results: [
        {
          hits: [
            hit('1', 'https://cheerio.js.org/docs/basics/loading#load', `英文页面 ${XSS_IMG}`),
            hit('2', 'https://zh.example.com/docs/legacy.html#x', `旧页面 ${XSS_IMG}`),
          ],
          nbHits: 2,
          page: 0,
          nbPages: 1,
          hitsPerPage: 20,
          query: 'x',
          params: '',
        },
      ],
    }));
    await page.route('https://cheerio.js.org/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>English</title>' }),
    );
    await gotoHydrated(page, '/docs/intro');
    await openWithButton(page);
    await searchFor(page, 'x');
    const { hits, dropdown } = modal(page);
    await expect(hits).toHaveCount(2);
    await expect(dropdown.locator('img')).toHaveCount(0);
    await expect(dropdown.locator('mark').first()).toHaveText('x');
    expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
    await expect(hits.nth(0).locator('a')).toHaveAttribute('href', 'https://cheerio.js.org/docs/basics/loading#load');
    await expect(hits.nth(1).locator('a')).toHaveAttribute('href', '/docs/legacy#x');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('https://cheerio.js.org/docs/basics/loading#load');
  });

  test('/search 页面：Algolia 拒绝查询（4xx）时说明是索引的问题，主机全部连不上时说明是网络', async ({ page }) => {
    allowedConsoleErrors = [/Failed to load resource/];
    let reply: Reply = 403;
    await interceptAlgolia(page, () => reply);
    const alert = page.getByRole('alert');
    await gotoHydrated(page, '/search?q=load');
    await expect(alert).toContainText('这不是你的网络问题');
    reply = 'abort';
    await page.locator('input[name="q"]').fill('选择');
    await expect(alert).toContainText('你可能需要检查网络连接。');
    await expect(page.getByText('未找到任何结果')).toHaveCount(0);
  });

  test('/search 页面使用同一个客户端，显示 Algolia 标志', async ({ page }) => {
    const calls = await interceptAlgolia(page);
    await gotoHydrated(page, '/search?q=%E5%88%86%E9%A1%B5');
    await expect(page.locator('main article')).toHaveCount(15);
    await expect(page.getByText('找到 20 个结果')).toBeVisible();
    await expect(page.getByRole('link', { name: '通过 Algolia 搜索' })).toBeVisible();
    const request = callsFor(calls, '分页')[0].body.requests[0];
    expect(request).toMatchObject({ indexName: 'cheerio_zh', query: '分页', hitsPerPage: 15 });
    expect(calls.every((c) => c.url.searchParams.get('x-algolia-api-key') === 'testkey')).toBe(true);
  });
});

test.describe('托管模式的内容安全策略', () => {
  test('每个页面的策略放行 Algolia 主机，打开页面和搜索都没有违规', async ({ page }) => {
    // 策略写在每个页面的静态 HTML 里，直接读文件检查；页面在策略之下打开没有违规由 pages.spec.ts 在本地模式下逐页确认，
    // 托管模式与它只差搜索请求的去向，所以在浏览器里检查打开页面和搜索这一条路径。
    const missing = sitemapPaths(HOSTED_OUT_DIR).filter((path) => {
      const file = htmlFileFor(HOSTED_OUT_DIR, path);
      const html = file ? readFileSync(file, 'utf8') : '';
      return !html.includes("connect-src 'self' https://*.algolia.net https://*.algolianet.com");
    });
    expect(missing, '策略里缺少 Algolia 主机的页面').toEqual([]);

    await recordCspViolations(page);
    const calls = await interceptAlgolia(page);
    await gotoHydrated(page, '/docs/intro');
    await openWithButton(page);
    await searchFor(page, '加载');
    await expect(modal(page).hits.first()).toBeVisible();
    expect(calls.length).toBeGreaterThan(0);
    expect(await cspViolations(page)).toEqual([]);
  });
});
