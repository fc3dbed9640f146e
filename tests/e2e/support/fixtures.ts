import { test as base, expect, type Page } from '@playwright/test';

/**
 * 已知且无害的控制台消息。每一条都必须写明原因；不在表里的 console.error 和页面异常都会让测试失败。
 */
const allowedConsoleErrors: { pattern: RegExp; onlyAt?: RegExp; reason: string }[] = [
  {
    pattern: /Failed to load resource: the server responded with a status of 404/,
    reason: '访问不存在的地址时，浏览器会为 404 状态码本身打印这条消息；页面内容另有断言。',
  },
  {
    pattern: /Minified React error #(418|423|425)/,
    onlyAt: /\.html$/,
    reason:
      'Docusaurus 3.6.3 的已知行为：地址带 .html 后缀时，客户端路由先把它规范化再渲染，与静态 HTML 不一致，React 随后在客户端重新渲染。页面内容另有断言。',
  },
];

/** 测试只访问本机：任何发往第三方主机的请求都会被中止，以证明页面不依赖外部资源。 */
function isLoopback(url: string): boolean {
  const { protocol, hostname } = new URL(url);
  if (protocol === 'data:' || protocol === 'blob:' || protocol === 'about:') return true;
  return hostname === '127.0.0.1' || hostname === 'localhost' || hostname === '[::1]';
}

type Fixtures = {
  consoleErrors: string[];
  externalRequests: string[];
};

export const test = base.extend<Fixtures>({
  externalRequests: async ({ context }, use) => {
    const external: string[] = [];
    await context.route(
      (url) => !isLoopback(url.toString()),
      (route) => {
        external.push(route.request().url());
        return route.abort('blockedbyclient');
      },
    );
    await use(external);
  },
  consoleErrors: [
    async ({ page, externalRequests }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(`页面异常：${error.message}`));
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const text = message.text();
        const { pathname } = new URL(page.url());
        const allowed = allowedConsoleErrors.some(
          ({ pattern, onlyAt }) => pattern.test(text) && (!onlyAt || onlyAt.test(pathname)),
        );
        if (allowed) return;
        errors.push(`console.error：${text}`);
      });
      await use(errors);
      expect(errors, '页面不应产生控制台错误或未捕获的异常').toEqual([]);
      expect(externalRequests, '页面不应请求第三方主机').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** 打开页面并等待 React 完成水合；键盘快捷键、存储和开关类断言都要在水合之后进行。 */
export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' });
  return response;
}
