import { expect, gotoHydrated, test } from './support/fixtures';
import { scriptsListedIn } from './support/scripts';

test.describe('页面切换（导航行为）', () => {
  test('导航超过 200 ms 时出现进度条', async ({ page }) => {
    await gotoHydrated(page, '/');
    await page.route('**/assets/js/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.locator('footer').getByRole('link', { name: '致谢' }).click();
    await expect(page.locator('#nprogress')).toBeAttached();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('致谢');
  });

  test('链接在可见时被预取', async ({ page }) => {
    await gotoHydrated(page, '/');
    await expect.poll(() => page.locator('link[rel="prefetch"]').count()).toBeGreaterThan(0);
  });

  test('可见链接预取的正是目标页要用的代码块', async ({ page, request }) => {
    const introHtml = await (await request.get('/docs/intro')).text();
    // Docusaurus 预取的是路由登记的具名代码块（名字是 8 位十六进制），不含 webpack 拆出的共享代码块（短数字编号）。
    const introScripts = scriptsListedIn(introHtml).filter((src) => /\/[0-9a-f]{8}\.[0-9a-f]+\.js$/.test(src));
    expect(introScripts.length).toBeGreaterThan(2);
    await gotoHydrated(page, '/');
    const prefetchedOrLoaded = () =>
      page.evaluate(() =>
        [
          ...Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]'), (link) => link.href),
          ...Array.from(document.querySelectorAll<HTMLScriptElement>('script[src]'), (script) => script.src),
        ].map((url) => new URL(url).pathname),
      );
    await expect
      .poll(async () => {
        const present = await prefetchedOrLoaded();
        return introScripts.filter((file) => !present.some((path) => path.endsWith(file)));
      })
      .toEqual([]);
  });

  test('2G 或省流量模式下不预取', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'connection', { value: { effectiveType: '2g', saveData: true } });
      // 记下链接进入视口后对 window.docusaurus.prefetch 的调用：调用过了，预取与否就已经决定（<link> 是同步加上的）。
      const asked: string[] = [];
      let docusaurus: { prefetch: (path: string) => unknown } | undefined;
      Object.defineProperty(window, '__prefetchAsked', { value: asked });
      Object.defineProperty(window, 'docusaurus', {
        configurable: true,
        get: () => docusaurus,
        set(value: { prefetch: (path: string) => unknown }) {
          docusaurus = {
            ...value,
            prefetch: (path: string) => {
              const result = value.prefetch(path);
              asked.push(path);
              return result;
            },
          };
        },
      });
    });
    await gotoHydrated(page, '/');
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __prefetchAsked: string[] }).__prefetchAsked.length))
      .toBeGreaterThan(0);
    expect(await page.locator('link[rel="prefetch"]').count()).toBe(0);
  });

  test('下一页的代码加载失败时整页刷新，内容依然可见', async ({ page, consoleErrors }) => {
    await gotoHydrated(page, '/docs/intro');
    let loads = 0;
    page.on('load', () => {
      loads += 1;
    });
    await page.route(/\/assets\/js\/|\.json$/, (route) => route.abort());
    await page.locator('footer').getByRole('link', { name: '致谢' }).click();
    await expect(page).toHaveURL('/attribution');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('致谢');
    await expect.poll(() => loads).toBeGreaterThanOrEqual(1);
    // 被中止的脚本请求会产生 net::ERR_FAILED 控制台错误，这正是本测试制造的故障，不算页面缺陷。
    consoleErrors.splice(
      0,
      consoleErrors.length,
      ...consoleErrors.filter((e) => !/ERR_FAILED|ChunkLoadError|Loading chunk/.test(e)),
    );
  });

  test('减少动态效果时，折叠动画缩短为 1 ms', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await gotoHydrated(page, '/docs/intro');
    const category = page.locator('.theme-doc-sidebar-menu > li.theme-doc-sidebar-item-category').first();
    await category.locator('button.menu__caret').click();
    const list = category.locator('> ul');
    await expect.poll(() => list.evaluate((element) => element.style.transition)).toContain('1ms');
  });
});
