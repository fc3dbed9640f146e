/**
 * 内容安全策略（构建后由 src/csp/ 写进每个页面）。每个 sitemap 地址都在策略之下打开、滚到底（触发按需加载的
 * 脚本和实时编辑器），任何违规报告都让测试失败；违规同时会以 console.error 出现，由 fixtures 的检查兜底。
 */
import type { Page } from '@playwright/test';
import { expect, gotoHydrated, test } from './support/fixtures';
import { sitemapPaths } from './support/sitemap';

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations?.push(
        `${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
}

const violations = (page: Page) => page.evaluate(() => window.__cspViolations ?? []);
const policyOf = (page: Page) => page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');

test.describe('每个页面都有内容安全策略，且没有违规', () => {
  for (const path of sitemapPaths()) {
    test(path, async ({ page }) => {
      await recordViolations(page);
      const response = await gotoHydrated(page, path);
      expect(response?.status()).toBe(200);
      const html = (await response?.text()) ?? '';
      // 策略必须在服务端 HTML 里、在第一个脚本之前，否则在它之前的脚本不受约束。
      const metaAt = html.indexOf('http-equiv="Content-Security-Policy"');
      expect(metaAt).toBeGreaterThan(-1);
      expect(metaAt).toBeLessThan(html.indexOf('<script'));
      const policy = (await policyOf(page)) ?? '';
      expect(policy).toMatch(/script-src 'self' 'sha256-/);
      expect(policy).toContain("object-src 'none'");
      expect(policy).toContain("base-uri 'self'");
      expect(policy).not.toMatch(/algolia/);
      expect(policy.includes("'unsafe-eval'"), "只有带实时代码块的页面允许 'unsafe-eval'").toBe(
        html.includes('live-code-block'),
      );
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForLoadState('networkidle');
      expect(await violations(page)).toEqual([]);
    });
  }
});

test.describe('策略之下的功能', () => {
  test('实时代码块在策略之下运行并随编辑更新', async ({ page }) => {
    await recordViolations(page);
    await gotoHydrated(page, '/docs/basics/traversing');
    expect(await policyOf(page)).toContain("'unsafe-eval'");
    const playground = page.locator('[class*="playgroundContainer_"]').first();
    await playground.scrollIntoViewIfNeeded();
    const result = playground.locator('[class*="playgroundPreview_"]');
    await expect(result).toContainText('刘慈欣');
    const editor = playground.locator('pre.prism-code');
    await editor.click();
    await editor.press('ControlOrMeta+a');
    await editor.press('Delete');
    await page.keyboard.insertText("const $ = cheerio.load('<b>策略</b>');\nrender(<pre>{$('b').text()}</pre>);");
    await editor.press('End');
    await expect(result).toHaveText('策略');
    expect(await violations(page)).toEqual([]);
  });

  test('从没有实时代码块的页面经客户端路由过去，实时代码块照样运行', async ({ page }) => {
    await recordViolations(page);
    await gotoHydrated(page, '/docs/intro');
    expect(await policyOf(page)).not.toContain("'unsafe-eval'");
    await page.evaluate(() => {
      window.history.pushState(null, '', '/docs/basics/traversing');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page).toHaveURL(/\/docs\/basics\/traversing$/);
    await expect.poll(() => policyOf(page)).toContain("'unsafe-eval'");
    const playground = page.locator('[class*="playgroundContainer_"]').first();
    await playground.scrollIntoViewIfNeeded();
    await expect(playground.locator('[class*="playgroundPreview_"]')).toContainText('刘慈欣');
    expect(await violations(page)).toEqual([]);
  });

  test('搜索弹窗与 /search 页面在策略之下工作', async ({ page }) => {
    await recordViolations(page);
    await gotoHydrated(page, '/docs/intro');
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').fill('load');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await gotoHydrated(page, '/search?q=load');
    await expect(page.locator('article').first()).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test('不再输出检测 baseUrl 的英文横幅脚本', async ({ request }) => {
    const html = await (await request.get('/docs/intro')).text();
    expect(html).not.toContain('insertBanner');
    expect(html).not.toContain('__docusaurus-base-url-issue-banner');
  });
});
