import { test as base, expect, type ConsoleMessage, type Page, type Request } from '@playwright/test';

/**
 * 任何 console.error 和页面异常都让测试失败。浏览器为 404 响应打印的“Failed to load resource … 404”也一样：
 * 只有测试事先用 allowNotFound 声明了要故意打开的地址才放行，页面引用的图片、脚本等子资源找不到时测试失败。
 */
const NOT_FOUND_MESSAGE = /Failed to load resource: the server responded with a status of 404/;

/** 控制台消息所指的地址是否在测试声明的“故意找不到”的地址之内（按解码后的路径比较）。 */
function isDeclaredNotFound(message: ConsoleMessage, declared: readonly (string | RegExp)[]): boolean {
  const { url } = message.location();
  if (!url || !NOT_FOUND_MESSAGE.test(message.text())) return false;
  const pathname = decodeURIComponent(new URL(url).pathname);
  return declared.some((expected) => (typeof expected === 'string' ? pathname === expected : expected.test(pathname)));
}

/**
 * 测试只访问本机：浏览器把本机以外的主机名一律解析失败（chromium.ts 的 offlineHostRule），
 * 每个测试结束时 externalRequests 断言页面没有发出这样的请求，以证明页面不依赖外部资源。
 */
function isLoopback(url: string): boolean {
  const { protocol, hostname } = new URL(url);
  if (protocol === 'data:' || protocol === 'blob:' || protocol === 'about:') return true;
  return hostname === '127.0.0.1' || hostname === 'localhost' || hostname === '[::1]';
}

type Fixtures = {
  consoleErrors: string[];
  /**
   * 声明本测试故意打开的不存在的地址（路径，或匹配路径的正则）：浏览器为这些地址的 404 打印的消息不算错误。
   * 没有声明的 404 一律让测试失败。
   */
  allowNotFound: (path: string | RegExp) => void;
  declaredNotFound: (string | RegExp)[];
  externalRequests: string[];
  /** 测试自己拦截并作答的第三方主机（托管搜索模式的 Algolia）：发往它们的请求不离开本机，不算外部请求。 */
  interceptedHosts: RegExp | undefined;
};

type WorkerFixtures = {
  /** 本 worker 里各测试共用的页面，由 sharedPageTest 在第一次用到时创建。 */
  sharedPageHolder: { page?: Page };
};

export const test = base.extend<Fixtures, WorkerFixtures>({
  interceptedHosts: [undefined, { option: true }],
  // 只监听，不用 context.route 拦截（原因见 chromium.ts 的 offlineHostRule）。
  externalRequests: async ({ context, interceptedHosts }, use) => {
    const external: string[] = [];
    const record = (request: Request) => {
      const url = request.url();
      if (isLoopback(url) || interceptedHosts?.test(new URL(url).hostname)) return;
      external.push(url);
    };
    context.on('request', record);
    await use(external);
    // 共用的页面跨测试保留上下文，监听要随测试一起撤掉。
    context.off('request', record);
  },
  declaredNotFound: async ({}, use) => use([]),
  allowNotFound: async ({ declaredNotFound }, use) => use((path) => declaredNotFound.push(path)),
  consoleErrors: [
    async ({ page, externalRequests, declaredNotFound }, use) => {
      const errors: string[] = [];
      const onPageError = (error: Error) => errors.push(`页面异常：${error.message}`);
      const onConsole = (message: ConsoleMessage) => {
        if (message.type() !== 'error') return;
        if (isDeclaredNotFound(message, declaredNotFound)) return;
        errors.push(`console.error：${message.text()}`);
      };
      page.on('pageerror', onPageError);
      page.on('console', onConsole);
      await use(errors);
      page.off('pageerror', onPageError);
      page.off('console', onConsole);
      expect(errors, '页面不应产生控制台错误或未捕获的异常').toEqual([]);
      expect(externalRequests, '页面不应请求第三方主机').toEqual([]);
    },
    { auto: true },
  ],
  sharedPageHolder: [
    async ({}, use) => {
      const holder: { page?: Page } = {};
      await use(holder);
      await holder.page?.context().close();
    },
    { scope: 'worker' },
  ],
});

/**
 * 不加初始化脚本、不观察资源是否来自缓存的测试共用每个 worker 的一个页面，而不是每个测试新建浏览器上下文和页面：
 * 新页面要起新的渲染进程，再从头下载、编译站点的脚本；同一个页面连续打开站内地址，进程、HTTP 缓存和编译好的
 * 脚本都能复用，每次打开快一倍。每个测试结束后撤掉页面上的请求拦截、关掉测试打开的其他标签页、恢复视口，页面回到
 * about:blank（下一个测试总是完整地加载页面，哪怕地址只差一个锚点），并清掉本站的 localStorage 等存储（颜色模式、
 * 最近搜索不会带进下一个测试）。测试失败时 Playwright 会换一个新的 worker，共用的页面随之重建。
 * 初始化脚本撤不掉，禁用 JavaScript、授予权限、模拟媒体特性这些上下文选项也无法逐个测试地改：用到它们的测试用 test。
 */
export const sharedPageTest = test.extend({
  page: async (
    {
      browser,
      sharedPageHolder,
      baseURL,
      locale,
      viewport,
      userAgent,
      deviceScaleFactor,
      isMobile,
      hasTouch,
      javaScriptEnabled,
      permissions,
      colorScheme,
    },
    use,
  ) => {
    if (javaScriptEnabled === false || (permissions ?? []).length > 0 || (colorScheme && colorScheme !== 'light')) {
      throw new Error('共用的页面按默认选项创建，不能禁用 JavaScript、授予权限或改颜色偏好；这样的测试请用 test。');
    }
    sharedPageHolder.page ??= await browser
      .newContext({ baseURL, locale, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch })
      .then((context) => context.newPage());
    const { page } = sharedPageHolder;
    await use(page);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    for (const other of page.context().pages()) if (other !== page) await other.close();
    const size = page.viewportSize();
    if (viewport && (size?.width !== viewport.width || size?.height !== viewport.height))
      await page.setViewportSize(viewport);
    await leavePage(page);
    const session = await page.context().newCDPSession(page);
    await session.send('Storage.clearDataForOrigin', { origin: new URL(baseURL ?? '').origin, storageTypes: 'all' });
    await session.detach();
  },
  context: async ({ page }, use) => use(page.context()),
});

/**
 * 回到 about:blank。测试结束时它触发的导航可能还没走完（例如搜索结果通向带实时代码块的页面，内容安全策略要求
 * 整页重新加载一次），那次导航会打断这次；等它加载完再来。
 */
async function leavePage(page: Page) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await page.goto('about:blank');
      return;
    } catch (error) {
      if (attempt >= 3 || !String(error).includes('interrupted by another navigation')) throw error;
      await page.waitForLoadState('load');
    }
  }
}

export { expect };

/** 打开页面并等待 React 完成水合；键盘快捷键、存储和开关类断言都要在水合之后进行。 */
export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' });
  return response;
}

/**
 * 执行 action，再等它引发的请求全部结束、并且之后 quietMs 内没有新请求。不用 waitForLoadState('networkidle')：
 * 页面加载后那个状态早已达到，它对滚动等操作触发的按需加载立即返回，什么也不等。
 */
export async function waitForRequestsAfter(page: Page, action: () => Promise<unknown>, quietMs = 250) {
  const pending = new Set<Request>();
  let lastActivity = performance.now();
  const started = (request: Request) => {
    pending.add(request);
    lastActivity = performance.now();
  };
  const ended = (request: Request) => {
    pending.delete(request);
    lastActivity = performance.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await action();
    await expect
      .poll(() => pending.size === 0 && performance.now() - lastActivity >= quietMs, { intervals: [50] })
      .toBe(true);
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}
