/**
 * 带路径前缀（BASE_URL=/cheerio/）的构建：发布到第二个主机的子目录时用（README 的“发布到第二个主机”）。
 * 只在 E2E_BASE_PATH=1 时运行（原因见 base-path.setup.ts）。服务工作线程放行。
 */
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { FIRST_INSTALL_DELAY_MS } from '../../src/offline/routes';
import { createStaticServer, listen } from '../../src/server/static-server';
import { modal } from '../fixtures/search/e2e';
import { BASE_PATH, BASE_PATH_OUT_DIR, MIRROR_ORIGIN, PRIMARY_URL } from './support/base-path';
import { cspViolations, recordCspViolations } from './support/csp';
import { test as base, expect, gotoHydrated, waitForRequestsAfter } from './support/fixtures';

const test = base.extend<object, { siteOrigin: string }>({
  siteOrigin: [
    async ({}, use) => {
      const server = createStaticServer({ root: BASE_PATH_OUT_DIR, basePath: BASE_PATH });
      await listen(server, { port: 0 });
      await use(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ siteOrigin }, use) => use(siteOrigin),
});

const at = (route: string) => `${BASE_PATH}${route.replace(/^\//, '')}`;

test.afterEach(({ consoleErrors }) => {
  // 离线页以 503 返回，浏览器为这个状态码打印一条消息。
  const unexpected = consoleErrors.filter((error) => !/status of 503 \(Service Unavailable\)/.test(error));
  consoleErrors.splice(0, consoleErrors.length, ...unexpected);
});

test('页面、.html 地址和内容安全策略都在前缀之下；作为国内镜像，canonical 指向主站的同一页', async ({ page }) => {
  await recordCspViolations(page);
  const response = await gotoHydrated(page, at('/docs/intro'));
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cheerio 简介');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${PRIMARY_URL}/docs/intro`);
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', `${PRIMARY_URL}/docs/intro`);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    'content',
    `${MIRROR_ORIGIN}${BASE_PATH}img/cards/docs/intro.png`,
  );
  await expect(page.locator('footer').getByRole('link', { name: '主站' })).toHaveAttribute('href', `${PRIMARY_URL}/`);
  await gotoHydrated(page, at('/docs/basics/loading.html'));
  await expect(page).toHaveURL(new RegExp(`${at('/docs/basics/loading')}$`));
  await gotoHydrated(page, at('/index.html'));
  await expect(page).toHaveURL(new RegExp(`${BASE_PATH}$`));
  expect(await cspViolations(page)).toEqual([]);
  expect((await page.request.get('/docs/intro')).status()).toBe(404);
});

test('页面引用的子资源（图片、图标、脚本、样式）都在前缀之下，没有一个 404', async ({ page }) => {
  const outside: string[] = [];
  const failed: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol === 'http:' && !url.pathname.startsWith(BASE_PATH)) outside.push(url.pathname);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${new URL(response.url()).pathname}`);
  });
  for (const route of ['/', '/docs/intro', '/blog/cheerio-1.0', '/docs/api/functions/load', '/playground']) {
    await gotoHydrated(page, at(route));
    // 懒加载的图片要进入视口才请求：滚到底，再等请求都结束。
    await waitForRequestsAfter(page, () => page.evaluate(() => window.scrollTo(0, document.body.scrollHeight)));
  }
  expect({ outside, failed }).toEqual({ outside: [], failed: [] });
});

test('镜像的 robots.txt 和 sitemap 写镜像自己的地址', async ({ page }) => {
  const robots = await (await page.request.get(at('/robots.txt'))).text();
  expect(robots).toContain(`Sitemap: ${MIRROR_ORIGIN}${BASE_PATH}sitemap.xml`);
  const sitemap = await (await page.request.get(at('/sitemap.xml'))).text();
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc);
  expect(locs.length).toBeGreaterThan(30);
  expect(locs.filter((loc) => !loc.startsWith(`${MIRROR_ORIGIN}${BASE_PATH}`))).toEqual([]);
});

test('旧地址的重定向落在前缀之下', async ({ page }) => {
  for (const [from, to] of [
    ['/classes/Cheerio.html', '/docs/api/classes/Cheerio'],
    ['/docs/intro/index.html', '/docs/intro'],
  ]) {
    await page.goto(at(from));
    await expect(page).toHaveURL(new RegExp(`${at(to)}$`));
    await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' });
  }
});

test('本地搜索：索引覆盖整个站点，结果地址带前缀', async ({ page }) => {
  const index = JSON.parse(readFileSync(path.join(BASE_PATH_OUT_DIR, 'search-index.json'), 'utf8')) as {
    pages: unknown[];
  };
  expect(index.pages.length).toBeGreaterThan(30);
  await gotoHydrated(page, at('/docs/intro'));
  await page.keyboard.press('ControlOrMeta+k');
  await modal(page).input.fill('遍历');
  const hit = modal(page).hits.first();
  await expect(hit.locator('a')).toHaveAttribute('href', new RegExp(`^${BASE_PATH}`));
  await hit.click();
  await expect(page).toHaveURL(new RegExp(`${at('/docs/basics/traversing')}`));
});

test('Markdown 版本、翻译状态页和 llms.txt 的地址带前缀', async ({ page }) => {
  const twin = await page.request.get(at('/docs/intro.md'));
  expect(twin.status()).toBe(200);
  expect(twin.headers()['content-type']).toBe('text/markdown; charset=utf-8');
  const llms = await (await page.request.get(at('/llms.txt'))).text();
  expect(llms).toContain(`${BASE_PATH}docs/intro.md`);
  expect(llms).toContain(`${BASE_PATH}llms-full.txt`);
  const status = await gotoHydrated(page, at('/translation-status'));
  expect(status?.status()).toBe(200);
});

test.describe('离线阅读', () => {
  test.use({ serviceWorkers: 'allow' });

  test('服务工作线程的作用范围就是前缀，离线时保存过的页面可读、其余给离线页', async ({ page, context }) => {
    // 第一次安装在读者停留一段时间之后才开始：让页面的时钟跳过去。
    await page.clock.install();
    await gotoHydrated(page, at('/docs/intro'));
    await page.clock.fastForward(FIRST_INSTALL_DELAY_MS);
    const scope = await page.evaluate(() => navigator.serviceWorker.ready.then((registration) => registration.scope));
    expect(new URL(scope).pathname).toBe(BASE_PATH);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await context.setOffline(true);
    await gotoHydrated(page, at('/docs/basics/selecting'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('选择元素');
    const missing = await page.goto(at('/docs/api/interfaces/CheerioOptions'));
    expect(missing?.status()).toBe(503);
    await expect(page.locator('#offline-pages').getByRole('link', { name: '加载文档', exact: true })).toHaveAttribute(
      'href',
      at('/docs/basics/loading'),
    );
    await context.setOffline(false);
  });
});
