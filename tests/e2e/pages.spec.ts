import { existsSync } from 'node:fs';
import path from 'node:path';
import { colourModeRules, scan, settle, switchToDark } from './support/axe';
import { colourRepresentatives } from './support/colour-coverage';
import { cspViolations, policyOf, recordCspViolations } from './support/csp';
import { expect, gotoHydrated, test } from './support/fixtures';
import { sitemapPaths } from './support/sitemap';
import { untranslatedUiStrings } from './support/ui-strings';

/**
 * 每个页面的基本要求，一次访问检查完：状态码、语言、标题、生成器、界面文字没有主题自带的英文、内容安全策略及其违规、
 * axe 无障碍检查；
 * 控制台错误和第三方请求由 fixtures 在每个测试结束时检查。页面是 sitemap.xml 的全部地址，外加读者会看到却不在
 * sitemap 里的 404 页和 /search。
 */
const buildDir = path.join(__dirname, '../../build');
const sitemap = sitemapPaths(buildDir);
const notFound = '/此页面不存在';
const routes = [...sitemap, notFound, ...(existsSync(path.join(buildDir, 'search.html')) ? ['/search'] : [])];

/**
 * 颜色在这些页面上两种模式都查（浅色全部规则，暗黑模式的颜色规则）：它们合起来包含全站每一种“容器 > 元素”的颜色组合，
 * 包括每一种代码高亮配色。代码行里的高亮记号只在负责覆盖某种代码配色的页面上查；其余页面在浅色模式下照常检查全部规则，
 * 只跳过这些记号（它们的配色已在别处查过，却占了教程页一半以上的元素）。
 */
const colourPages = colourRepresentatives(buildDir, routes);
const codeTokens = '.prism-code .token-line';

function expectPolicy(html: string, policy: string) {
  // 策略必须在服务端 HTML 里、在第一个脚本之前，否则在它之前的脚本不受约束。
  const metaAt = html.indexOf('http-equiv="Content-Security-Policy"');
  expect(metaAt).toBeGreaterThan(-1);
  expect(metaAt).toBeLessThan(html.indexOf('<script'));
  expect(policy).toMatch(/script-src 'self' 'sha256-/);
  expect(policy).toContain("object-src 'none'");
  expect(policy).toContain("base-uri 'self'");
  expect(policy).not.toMatch(/algolia/);
  expect(policy.includes("'unsafe-eval'"), "只有带实时代码块的页面允许 'unsafe-eval'").toBe(
    html.includes('live-code-block'),
  );
}

test('sitemap.xml 不为空，并选出了需要完整检查颜色的页面', () => {
  expect(sitemap.length).toBeGreaterThan(5);
  expect(colourPages.size).toBeGreaterThan(0);
  expect(colourPages.size).toBeLessThan(routes.length);
});

test.describe('每个页面的基本要求', () => {
  // axe 的耗时随页面大小超线性增长：约 9 300 个元素的 /docs/api/classes/Cheerio 在两核机器上要一分钟左右。
  test.describe.configure({ timeout: 300_000 });

  for (const route of routes) {
    test(route, async ({ page }) => {
      await recordCspViolations(page);
      const response = await gotoHydrated(page, route);
      expect(response?.status()).toBe(route === notFound ? 404 : 200);
      await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
      await expect(page.locator('h1').first()).toBeVisible();
      await expect(page.locator('meta[name="generator"]')).toHaveAttribute('content', 'Docusaurus v3.6.3');
      expect(await untranslatedUiStrings(page, route), `${route} 上仍有英文界面文字`).toEqual([]);
      const policy = (await policyOf(page)) ?? '';
      expectPolicy((await response?.text()) ?? '', policy);

      await settle(page);
      const colourPlan = colourPages.get(route);
      const skipTokens = colourPlan?.codeTokens ? {} : { exclude: codeTokens };
      const light = await scan(page, skipTokens);
      let dark: string[] = [];
      if (colourPlan) {
        await switchToDark(page);
        dark = await scan(page, { rules: colourModeRules, ...skipTokens });
      }
      expect({ light, dark }, `${route} 的 axe 违规项`).toEqual({ light: [], dark: [] });

      // 滚到底触发按需加载的脚本和实时编辑器，它们同样不能违反策略。
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForLoadState('networkidle');
      expect(await cspViolations(page)).toEqual([]);
    });
  }
});
