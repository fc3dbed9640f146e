import { existsSync, readFileSync } from 'node:fs';
import type { Request } from '@playwright/test';
import path from 'node:path';
import { colourModeRules, contrastRules, scan, settle, switchToDark } from './support/axe';
import { colourRepresentatives } from './support/colour-coverage';
import { cspViolations, policyOf, recordCspViolations } from './support/csp';
import { expect, gotoHydrated, sharedPageTest as test, waitForRequestsAfter } from './support/fixtures';
import { htmlFileFor, sitemapPaths } from './support/sitemap';
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
 * 对比度类规则的结果只取决于元素和所在容器的样式，所以不必在每一页的每个元素上查：覆盖计划挑出一组页面和其中的元素，
 * 让全站每一种“容器 > 元素”的颜色组合（包括每一种代码高亮配色）至少在一处、两种颜色模式下都查到。
 * 计划在第一次用到时才算（要解析全部构建出的 HTML，繁忙时要几秒）：Playwright 的主进程只列出测试，用不到它。
 */
let plan: ReturnType<typeof colourRepresentatives> | undefined;
const colourPages = () => (plan ??= colourRepresentatives(buildDir, routes));
/** 暗黑模式下 React 会换掉的元素：主题图片、图标和颜色模式按钮的名称。 */
const colourModeElements = 'img, svg, [role="img"], button';
/**
 * 代码行里的高亮记号只是带颜色的 span，其他规则对它们没有可查的，却占了教程页一半以上的元素；
 * 它们的颜色由覆盖计划查。
 */
const codeTokens = '.prism-code .token-line';

function expectPolicy(html: string, policy: string) {
  // 策略必须在服务端 HTML 里、在第一个脚本之前，否则在它之前的脚本不受约束。
  const metaAt = html.indexOf('http-equiv="Content-Security-Policy"');
  expect(metaAt).toBeGreaterThan(-1);
  expect(metaAt).toBeLessThan(html.indexOf('<script'));
  expect(policy).toMatch(/script-src 'self' 'sha256-/);
  expect(policy).toContain("object-src 'none'");
  expect(policy).toContain("base-uri 'self'");
  expect(policy).toContain("worker-src 'self';");
  expect(policy).not.toMatch(/algolia/);
  // 读者的代码（演练场、实时代码块）只在沙箱页里运行，任何页面都不求值代码。
  expect(policy).not.toContain("'unsafe-eval'");
}

test('sitemap.xml 不为空，选出了需要检查颜色的页面，页面里没有 iframe', () => {
  expect(sitemap.length).toBeGreaterThan(5);
  expect(colourPages().size).toBeGreaterThan(0);
  expect(colourPages().size).toBeLessThan(routes.length);
  // axe 以传统模式运行（support/axe.ts），不进入 iframe；有了 iframe 就得换回默认模式。运行代码的沙箱 iframe
  // 由脚本在读者运行代码时才创建，隐藏且没有内容，不在页面 HTML 里。
  const withFrames = routes.filter((route) =>
    /<iframe/i.test(readFileSync(htmlFileFor(buildDir, route) ?? '', 'utf8')),
  );
  expect(withFrames).toEqual([]);
});

test('axe 的检查方式能发现问题：缺 alt 的图片、对比度不足的文字', async ({ page }) => {
  await gotoHydrated(page, '/docs/intro');
  await page.locator('article').evaluate((article) => {
    article.insertAdjacentHTML(
      'afterbegin',
      '<p id="faint" style="color:#eee">看不清的文字</p><img id="no-alt" src="/img/logo.svg" width="8" height="8">',
    );
  });
  expect(await scan(page, { exceptions: contrastRules, exclude: codeTokens })).toEqual([
    expect.stringContaining('image-alt'),
  ]);
  expect(await scan(page, { rules: contrastRules, include: '#faint' })).toEqual([
    expect.stringContaining('color-contrast'),
  ]);
});

test('滚到底之后的等待会等到滚动引发的请求（页面已空闲时 networkidle 立即返回，等不到）', async ({ page }) => {
  await gotoHydrated(page, '/docs/intro');
  // 与每个页面的检查一样，滚动发生在页面早已空闲之后。
  await page.waitForLoadState('networkidle');
  let finished = false;
  const onFinished = (request: Request) => {
    if (request.url().endsWith('/sitemap.xml')) finished = true;
  };
  page.on('requestfinished', onFinished);
  // 按需加载的分块也是在滚动之后的下一帧里才开始请求。
  await waitForRequestsAfter(page, () =>
    page.evaluate(() => {
      setTimeout(() => void fetch('/sitemap.xml'), 100);
    }),
  );
  page.off('requestfinished', onFinished);
  expect(finished).toBe(true);
});

test.describe('每个页面的基本要求', () => {
  // 约 9 300 个元素的 /docs/api/classes/Cheerio 在繁忙的两核机器上要半分钟以上。
  test.describe.configure({ timeout: 120_000 });

  for (const route of routes) {
    test(route, async ({ page, allowNotFound }) => {
      if (route === notFound) allowNotFound(route);
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
      const light = await scan(page, { exceptions: contrastRules, exclude: codeTokens });
      let dark: string[] = [];
      const colourPlan = colourPages().get(route);
      if (colourPlan) {
        // 静态 HTML 里计划要查的元素，水合之后必须都还在，否则那些颜色组合就没有被查到。
        expect(await page.locator(colourPlan.include).count()).toBeGreaterThanOrEqual(colourPlan.elements);
        light.push(...(await scan(page, { rules: contrastRules, include: colourPlan.include })));
        await switchToDark(page);
        dark = await scan(page, { rules: colourModeRules, include: `${colourPlan.include}, ${colourModeElements}` });
      }
      expect({ light, dark }, `${route} 的 axe 违规项`).toEqual({ light: [], dark: [] });

      // 滚到底触发按需加载的脚本和实时编辑器，它们同样不能违反策略。
      await waitForRequestsAfter(page, () => page.evaluate(() => window.scrollTo(0, document.body.scrollHeight)));
      expect(await cspViolations(page)).toEqual([]);
    });
  }
});
