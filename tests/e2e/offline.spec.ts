/**
 * 离线阅读（src/offline/）：服务工作线程放行（playwright.config.ts 的 offline 项目）。每个测试自己起静态服务器，
 * 端口固定（服务工作线程按来源注册，换一份构建也要在同一个来源上），可以停掉（站点不响应）或换成另一份构建（新部署）。
 * 断网同时用 Playwright 的离线模式（navigator.onLine 为假）和停掉服务器（服务工作线程自己的请求也真的失败）。
 */
import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import { createServer as createNetServer, type Server as NetServer, type Socket } from 'node:net';
import path from 'node:path';
import type { BrowserContext, Locator, Page } from '@playwright/test';
import { FIRST_INSTALL_DELAY_MS } from '../../src/offline/routes';
import { encodeFragmentSync } from '../../src/plugins/playground-links/fragmentSync';
import { DEFAULT_OPTIONS } from '../../src/tools/playground/state';
import { createStaticServer, listen } from '../../src/server/static-server';
import { modal } from '../fixtures/search/e2e';
import { HOSTED_OUT_DIR } from '../fixtures/search/hosted';
import { scan } from './support/axe';
import { cspViolations, recordCspViolations } from './support/csp';
import { test as base, expect, gotoHydrated } from './support/fixtures';

const buildDir = path.join(__dirname, '../../build');

/** 同一个端口上可以停掉、换一份构建、或者让它接受连接却不应答（GitHub Pages 不响应的那种日子）的站点。 */
class Site {
  private server: Server | undefined;
  private silent: NetServer | undefined;
  private readonly heldSockets = new Set<Socket>();

  constructor(readonly port: number) {}

  async serve(root: string): Promise<void> {
    await this.stop();
    this.server = createStaticServer({ root });
    await listen(this.server, { port: this.port, host: '127.0.0.1' });
  }

  async hang(): Promise<void> {
    await this.stop();
    const silent = createNetServer((socket) => this.heldSockets.add(socket));
    this.silent = silent;
    await new Promise<void>((resolve) => silent.listen(this.port, '127.0.0.1', resolve));
  }

  async stop(): Promise<void> {
    const { server, silent } = this;
    this.server = undefined;
    this.silent = undefined;
    if (server) {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
    if (silent) {
      for (const socket of this.heldSockets) socket.destroy();
      this.heldSockets.clear();
      await new Promise((resolve) => silent.close(resolve));
    }
  }
}

const test = base.extend<{ site: Site }>({
  // 每个并行的 worker 用自己的端口：E2E_PORT 加 10、20……
  site: async ({}, use, testInfo) => {
    const site = new Site(Number(process.env.E2E_PORT ?? 4173) + 10 * (testInfo.parallelIndex + 1));
    await site.serve(buildDir);
    await use(site);
    await site.stop();
  },
  baseURL: async ({ site }, use) => use(`http://127.0.0.1:${site.port}`),
});

/**
 * 服务工作线程装好（预缓存下载完）并接管了页面。第一次安装在读者停留 FIRST_INSTALL_DELAY_MS 之后才开始：
 * 页面的时钟（测试开始时由 page.clock.install 接管）直接跳过这段时间。
 */
async function waitForOfflineReading(page: Page) {
  await page.clock.fastForward(FIRST_INSTALL_DELAY_MS);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** 某个页面已经存进本机的缓存（不论是随站点预缓存的，还是读者打开后保存的）。 */
async function expectSaved(page: Page, pathname: string) {
  await expect
    .poll(() => page.evaluate(async (url) => Boolean(await caches.match(url, { ignoreSearch: true })), pathname))
    .toBe(true);
}

async function goOffline(context: BrowserContext, site: Site) {
  await site.stop();
  await context.setOffline(true);
}

/** 离线页以 503 返回，浏览器为这个状态码打印一条控制台消息：这一条是预期的。 */
function allowOfflinePageStatus(consoleErrors: string[]) {
  const unexpected = consoleErrors.filter((error) => !/status of 503 \(Service Unavailable\)/.test(error));
  consoleErrors.splice(0, consoleErrors.length, ...unexpected);
}

test.describe('离线阅读', () => {
  test.describe.configure({ timeout: 120_000 });
  test.beforeEach(({ page }) => page.clock.install());
  test.afterEach(({ consoleErrors }) => allowOfflinePageStatus(consoleErrors));

  // 最长的用例（要等服务工作线程的两段网络超时）写在最前：同一项目里 Playwright 按书写顺序分派，它先开始，另一个 worker
  // 跑完其余用例时它也差不多结束了，不会留在最后单独跑。
  test('站点接受连接却不应答：保存过的页面先给副本，没保存的页面等一会儿给离线页，而不是一直转圈', async ({
    page,
    site,
  }) => {
    await gotoHydrated(page, '/docs/api/functions/load');
    await waitForOfflineReading(page);
    await expectSaved(page, '/docs/api/functions/load');
    await site.hang();

    const precached = await gotoHydrated(page, '/docs/basics/selecting');
    expect(precached?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('选择元素');
    // 网络几秒没有响应就用读者打开过的副本。
    const saved = await gotoHydrated(page, '/docs/api/functions/load');
    expect(saved?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('load');
    // 没有副本的页面：最多等十秒左右，然后是离线页。
    const missing = await page.goto('/docs/api/functions/merge', { timeout: 30_000 });
    expect(missing?.status()).toBe(503);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('这个页面还没有离线副本');
  });

  test('首次访问之后断网：打开过的页面、教程、站内搜索和实时编辑器照常可用，没保存的页面显示离线页', async ({
    page,
    context,
    site,
  }) => {
    await recordCspViolations(page);
    // 第一次访问一个不在预缓存里的 API 页面，再用客户端路由打开另一个。
    await gotoHydrated(page, '/docs/api/functions/load');
    await waitForOfflineReading(page);
    await expectSaved(page, '/docs/api/functions/load');
    await page.locator('nav.menu a[href="/docs/api/functions/merge"]').click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('merge');
    await expectSaved(page, '/docs/api/functions/merge');
    expect(await cspViolations(page)).toEqual([]);

    await goOffline(context, site);

    // 没打开过、随站点预缓存的教程；再用客户端路由切到另一篇。
    const intro = await gotoHydrated(page, '/docs/intro');
    expect(intro?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cheerio 简介');
    await page.locator('nav.menu a[href="/docs/basics/loading"]').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('加载文档');

    // 实时编辑器的分块和运行代码的沙箱页（sandbox.html）也在本机：编辑器可以编辑，改过的代码照常运行。
    const block = page.locator('.live-code-block').first();
    await block.scrollIntoViewIfNeeded();
    await block.hover();
    const editor = block.locator('pre.prism-code[contenteditable]');
    await expect(editor).toBeVisible();
    await expect(block.locator('[data-live-result] pre').first()).not.toBeEmpty();
    await editor.click();
    await editor.press('ControlOrMeta+a');
    await editor.press('Delete');
    await page.keyboard.insertText("render(<pre>{cheerio.load('<b>离线</b>')('b').text()}</pre>);");
    await editor.press('End');
    await expect(block.locator('[data-live-result]')).toHaveText('离线');

    // 本地搜索：索引在本机，结果通向整个站点。
    await page.keyboard.press('ControlOrMeta+k');
    const search = modal(page);
    await search.input.fill('遍历');
    await expect(search.hits.first()).toBeVisible();
    await search.hits.first().click();
    await expect(page).toHaveURL(/\/docs\/basics\/traversing/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('遍历 DOM');

    // 读者打开过的页面：第一次访问的页面和客户端路由打开的页面，整页打开也行。
    for (const [pathname, heading] of [
      ['/docs/api/functions/load', 'load'],
      ['/docs/api/functions/merge', 'merge'],
    ] as const) {
      await gotoHydrated(page, pathname);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(heading);
    }

    // 没有保存过的页面：中文离线页，列出现在能打开的页面，地址不变。
    const missing = await page.goto('/docs/api/interfaces/CheerioOptions');
    expect(missing?.status()).toBe(503);
    await expect(page).toHaveURL(/\/docs\/api\/interfaces\/CheerioOptions$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('这个页面还没有离线副本');
    await expect(page.locator('#requested-page')).toHaveText('/docs/api/interfaces/CheerioOptions');
    await expect(page.getByRole('status')).toHaveText(/这台设备上保存了 \d+ 个页面/);
    const saved = page.locator('#offline-pages');
    await expect(saved.getByRole('link', { name: '加载文档', exact: true })).toHaveAttribute(
      'href',
      '/docs/basics/loading',
    );
    await expect(saved.getByRole('link', { name: '函数：load()' })).toHaveAttribute('href', '/docs/api/functions/load');
    await expect(saved.getByRole('link', { name: '函数：merge()' })).toHaveAttribute(
      'href',
      '/docs/api/functions/merge',
    );
    expect(await scan(page), '离线页的 axe 违规项').toEqual([]);
    await saved.getByRole('link', { name: 'Cheerio 简介', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cheerio 简介');
    expect(await cspViolations(page)).toEqual([]);
  });

  test('服务工作线程只给出构建写下的内容：同源代码放进缓存的假页面和假脚本被删掉，读者看到的是真的', async ({
    page,
    context,
    site,
  }) => {
    await gotoHydrated(page, '/docs/api/functions/load');
    await waitForOfflineReading(page);
    await expectSaved(page, '/docs/api/functions/load');
    // 假设哪天同源的代码出了漏洞：直接在页面里改写预缓存的页面和主脚本、页面缓存里保存的页面。
    const planted = await page.evaluate(async () => {
      const paths: string[] = [];
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        for (const request of await cache.keys()) {
          const { pathname } = new URL(request.url);
          const script = /^\/assets\/js\/main\.[^/]+\.js$/.test(pathname);
          if (!script && pathname !== '/docs/intro.html' && pathname !== '/docs/api/functions/load') continue;
          const body = script ? 'document.title = "planted";' : '<!doctype html><title>planted</title><h1>planted</h1>';
          const type = script ? 'text/javascript' : 'text/html';
          await cache.put(request, new Response(body, { headers: { 'content-type': type } }));
          paths.push(pathname);
        }
      }
      return paths.sort();
    });
    expect(planted).toEqual([
      expect.stringMatching(/^\/assets\/js\/main\./),
      '/docs/api/functions/load',
      '/docs/intro.html',
    ]);

    // 在线：预缓存里的假页面和假脚本不给出，改走网络。
    await gotoHydrated(page, '/docs/intro');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cheerio 简介');
    await expect(page).not.toHaveTitle('planted');
    // 离线：页面缓存里的假页面也不给出，读者看到的是离线页。
    await goOffline(context, site);
    const offline = await page.goto('/docs/api/functions/load');
    expect(offline?.status()).toBe(503);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('这个页面还没有离线副本');
    const left = await page.evaluate(async () => {
      const found: string[] = [];
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        for (const request of await cache.keys()) {
          const response = await cache.match(request);
          if ((await response?.text())?.includes('planted')) found.push(new URL(request.url).pathname);
        }
      }
      return found;
    });
    expect(left).toEqual([]);
  });

  test('链接里的代码碰不到离线缓存：打开之后缓存里只有服务工作线程自己写下的东西', async ({ page, baseURL }) => {
    await gotoHydrated(page, '/docs/intro');
    await waitForOfflineReading(page);
    const before = await page.evaluate(() => caches.keys());
    const code = `
try { const cache = await caches.open('cheerio-pages'); await cache.put('${baseURL}/docs/intro', new Response('planted')); console.log('写进去了'); }
catch (error) { console.log(error.name); }`;
    await gotoHydrated(
      page,
      `/playground#${encodeFragmentSync({ code, html: '', selector: '', options: DEFAULT_OPTIONS })}`,
    );
    await expect(page.getByRole('list', { name: '输出' })).toHaveText('ReferenceError', { timeout: 15_000 });
    expect(await page.evaluate(() => caches.keys())).toEqual(before);
    const planted = await page.evaluate(async () => {
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        for (const request of await cache.keys()) {
          if ((await (await cache.match(request))?.text())?.includes('planted')) return request.url;
        }
      }
      return null;
    });
    expect(planted).toBeNull();
  });

  test('第一次打开时不和页面抢带宽：读者停留 FIRST_INSTALL_DELAY_MS 之后才注册、下载预缓存', async ({ page }) => {
    const registered = () => page.evaluate(() => navigator.serviceWorker.getRegistration().then(Boolean));
    // 计时从 load 开始；时钟在加载期间照常走，繁忙的机器上加载要一两秒：按页面自己的时钟记下 load 的时刻，
    // 只快进到计时结束前一秒，而不是假定加载不花时间。
    await page.addInitScript(() =>
      addEventListener('load', () => ((window as Window & { loadedAt?: number }).loadedAt = Date.now())),
    );
    await gotoHydrated(page, '/docs/intro');
    await page.waitForLoadState('networkidle');
    const sinceLoad = await page.evaluate(
      () => Date.now() - ((window as Window & { loadedAt?: number }).loadedAt ?? 0),
    );
    expect(sinceLoad).toBeLessThan(FIRST_INSTALL_DELAY_MS - 1000);
    await page.clock.fastForward(FIRST_INSTALL_DELAY_MS - 1000 - sinceLoad);
    expect(await registered()).toBe(false);
    await page.clock.fastForward(2000);
    await expect.poll(registered).toBe(true);
  });

  test('演练场页面随站点保存，离线可以打开', async ({ page, context, site }) => {
    const routes = ['/playground', '/playground/encoding', '/playground/migrate'].filter((route) =>
      existsSync(path.join(buildDir, `${route}.html`)),
    );
    test.skip(routes.length === 0, '这份构建里还没有演练场页面（/playground 等由另一项工作加入）');
    await gotoHydrated(page, '/');
    await waitForOfflineReading(page);
    await goOffline(context, site);
    for (const route of routes) {
      const response = await gotoHydrated(page, route);
      expect(response?.status(), route).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
  });

  test('新部署：新版本在后台装好，提示“有新版本，刷新即可查看”，刷新后整页换成新版本', async ({
    page,
    context,
    site,
  }) => {
    await gotoHydrated(page, '/docs/intro');
    await waitForOfflineReading(page);
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-search-mode', 'local');

    // 站点换成另一份构建（托管搜索模式的构建，脚本和页面都不同）。
    await site.serve(HOSTED_OUT_DIR);
    await page.reload();
    await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' });
    const prompt = page.getByRole('status').filter({ hasText: '有新版本，刷新即可查看' });
    await expect(prompt).toBeVisible({ timeout: 60_000 });
    // 读者点刷新之前，页面和脚本都还是旧版本。
    await expect(html).toHaveAttribute('data-search-mode', 'local');
    expect(await scan(page, { include: '#offline-update-prompt' }), '更新提示的 axe 违规项').toEqual([]);

    await prompt.getByRole('button', { name: '刷新' }).click();
    await expect(html).toHaveAttribute('data-search-mode', 'algolia');
    await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' });
    await expect(prompt).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cheerio 简介');

    // 新版本接管之后，断网时打开的也是新版本的页面。
    await goOffline(context, site);
    await gotoHydrated(page, '/docs/basics/loading');
    await expect(html).toHaveAttribute('data-search-mode', 'algolia');
  });
});

test.describe('新部署删掉了旧页面要加载的分块', () => {
  // 与服务工作线程无关（没有它时同样会发生），这里不让它参与，请求直接由测试拦截。
  test.use({ serviceWorkers: 'block' });

  /**
   * 模拟部署：此刻之后，页面还没加载过的脚本一律 404（旧版本的分块被删掉了）。`untilNextPage` 为真时，
   * 下一次整页加载之后恢复正常（新版本的页面引用的是新的分块）。
   */
  async function deployRemovingOldChunks(
    page: Page,
    allowNotFound: (path: RegExp) => void,
    { untilNextPage }: { untilNextPage: boolean },
  ) {
    allowNotFound(/^\/assets\/js\//);
    await page.waitForLoadState('networkidle');
    const loaded = new Set(
      await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name)),
    );
    let deployed = true;
    await page.route('**/*', (route) => {
      const request = route.request();
      if (request.isNavigationRequest() && untilNextPage) deployed = false;
      const stale = deployed && request.url().includes('/assets/js/') && !loaded.has(request.url());
      return stale ? route.fulfill({ status: 404, body: '' }) : route.continue();
    });
  }

  /** 让第一个实时编辑器开始加载。重新加载后的页面停在原来的滚动位置，编辑器可能已经在加载、节点随时会被换掉，所以重试。 */
  async function approachEditor(playground: Locator) {
    await expect(async () => {
      await playground.scrollIntoViewIfNeeded({ timeout: 2000 });
      await playground.hover({ timeout: 2000 });
    }).toPass();
  }

  function countLoads(page: Page) {
    const counter = { loads: 0 };
    page.on('load', () => (counter.loads += 1));
    return counter;
  }

  test('缺分块时整页重新加载一次，新页面照常工作', async ({ page, allowNotFound }) => {
    await gotoHydrated(page, '/docs/basics/loading');
    await deployRemovingOldChunks(page, allowNotFound, { untilNextPage: true });
    const counter = countLoads(page);
    const playground = page.locator('[class*="playgroundContainer_"]').first();
    await approachEditor(playground);
    await expect.poll(() => counter.loads).toBe(1);
    await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' });
    await approachEditor(playground);
    await expect(playground.locator('pre.prism-code[contenteditable]')).toBeVisible();
    expect(counter.loads).toBe(1);
  });

  test('新页面仍然缺分块时不再重新加载，读者留在页面上', async ({ page, consoleErrors, allowNotFound }) => {
    await gotoHydrated(page, '/docs/basics/loading');
    await deployRemovingOldChunks(page, allowNotFound, { untilNextPage: false });
    const counter = countLoads(page);
    const playground = page.locator('[class*="playgroundContainer_"]').first();
    await approachEditor(playground);
    await expect.poll(() => counter.loads).toBe(1);
    await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' });
    await approachEditor(playground);
    // 第二次失败照常报告（决定不再重新加载之后才打印），页面没有再刷新，文章还在。
    await expect.poll(() => consoleErrors.some((error) => error.includes('ChunkLoadError'))).toBe(true);
    expect(counter.loads).toBe(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('加载文档');
    consoleErrors.splice(0, consoleErrors.length);
  });
});
