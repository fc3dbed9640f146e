/**
 * 内容安全策略（构建后由 src/csp/ 写进每个页面）之下的功能。每个页面的策略本身和滚到底之后没有违规，由 pages.spec.ts
 * 在检查页面基本要求时一并确认；违规同时会以 console.error 出现，由 fixtures 的检查兜底。
 */
import { cspViolations as violations, policyOf, recordCspViolations as recordViolations } from './support/csp';
import { expect, gotoHydrated, sharedPageTest as test } from './support/fixtures';

test.describe('策略之下的功能', () => {
  test("实时代码块在没有 'unsafe-eval' 的策略之下随编辑更新：代码在沙箱页里运行", async ({ page }) => {
    await recordViolations(page);
    await gotoHydrated(page, '/docs/basics/traversing');
    expect(await policyOf(page)).not.toContain("'unsafe-eval'");
    const playground = page.locator('[data-live-playground]').first();
    await playground.scrollIntoViewIfNeeded();
    const result = playground.locator('[data-live-result]');
    await expect(result).toContainText('刘慈欣');
    const editor = playground.locator('pre.prism-code');
    await editor.click();
    await editor.press('ControlOrMeta+a');
    await editor.press('Delete');
    await page.keyboard.insertText("const $ = cheerio.load('<b>策略</b>');\nrender(<pre>{$('b').text()}</pre>);");
    await editor.press('End');
    await expect(result).toHaveText('策略');
    expect(page.frames().map((frame) => new URL(frame.url()).pathname)).toContain('/sandbox.html');
    expect(await violations(page)).toEqual([]);
  });

  test('从没有实时代码块的页面经客户端路由过去，实时代码块照样运行，不必整页重新加载', async ({ page }) => {
    await recordViolations(page);
    await gotoHydrated(page, '/docs/intro');
    await page.evaluate(() => ((window as Window & { sameDocument?: boolean }).sameDocument = true));
    await page.evaluate(() => {
      window.history.pushState(null, '', '/docs/basics/traversing');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page).toHaveURL(/\/docs\/basics\/traversing$/);
    // 客户端路由过来时先显示普通代码块，接近视口才换成编辑器和结果。
    const block = page.locator('.live-code-block').first();
    await block.scrollIntoViewIfNeeded();
    const playground = block.locator('[data-live-playground]');
    await expect(playground.locator('[data-live-result]')).toContainText('刘慈欣');
    const editor = playground.locator('pre.prism-code');
    await editor.click();
    await editor.press('ControlOrMeta+a');
    await editor.press('Delete');
    await page.keyboard.insertText("render(<pre>{cheerio.load('<i>路由</i>')('i').text()}</pre>);");
    await editor.press('End');
    await expect(playground.locator('[data-live-result]')).toHaveText('路由');
    expect(await page.evaluate(() => (window as Window & { sameDocument?: boolean }).sameDocument)).toBe(true);
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
