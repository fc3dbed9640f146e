import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, gotoHydrated, test } from './support/fixtures';

/**
 * Docusaurus 主题自带的英文界面文字。页面上出现其中任何一个，都说明有主题字符串没有被翻译。
 * 只检查界面元素（导航、页脚、侧边栏、按钮、无障碍标签），正文中的代码和 API 名称不在此列。
 */
const englishThemeStrings = [
  'Skip to main content',
  'On this page',
  'Edit this page',
  'Previous',
  'Next',
  'Copy code',
  'Recent posts',
  'Read more',
  'Newer posts',
  'Older posts',
  'min read',
  'Authors',
  'Tags',
  'Archive',
  'Search',
  'Toggle navigation bar',
  'Close',
  'Back to main menu',
  'Home page',
  'Breadcrumbs',
  'Last updated',
  'Switch between dark and light mode',
  'Scroll back to top',
  'Docs sidebar',
  'Page Not Found',
  'Collapse sidebar',
  'RSS Feed',
  'Atom Feed',
  'JSON Feed',
  'This page crashed',
  'Try again',
];

const samplePages = [
  '/',
  '/docs/intro',
  '/docs/category/tutorials---basics',
  '/docs/basics/loading',
  '/docs/api',
  '/blog',
  '/blog/cheerio-1.0',
  '/blog/authors',
  '/blog/tags',
  '/blog/archive',
  '/attribution',
  '/this-page-does-not-exist',
];

const chromeSelector =
  'nav, footer, aside, .pagination-nav, .theme-doc-toc-desktop, .theme-doc-breadcrumbs, header, button';

for (const route of samplePages) {
  test(`${route} 的界面文字和无障碍标签都是中文`, async ({ page }) => {
    await gotoHydrated(page, route);
    const chromeText = (await page.locator(chromeSelector).allInnerTexts()).join('\n');
    const labels = await page
      .locator('[aria-label], [title], [placeholder]')
      .evaluateAll((elements) =>
        elements.flatMap((element) =>
          ['aria-label', 'title', 'placeholder'].map((name) => element.getAttribute(name) ?? '').filter(Boolean),
        ),
      );
    // 读屏软件读出的名称（含只对辅助技术可见的文字）与订阅源链接的标题，都是读者会听到或看到的界面文字。
    const accessibleNames = await page
      .locator(chromeSelector)
      .evaluateAll((elements) => elements.map((element) => element.textContent ?? ''));
    const linkTitles = await page
      .locator('head link[title]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('title') ?? ''));
    const haystack = `${chromeText}\n${labels.join('\n')}\n${accessibleNames.join('\n')}\n${linkTitles.join('\n')}`;
    const untranslated = englishThemeStrings.filter((text) => new RegExp(`\\b${text}\\b`).test(haystack));
    expect(untranslated, `${route} 上仍有英文界面文字`).toEqual([]);
  });
}

test('搜索弹窗输入框的名称是中文', async ({ page }) => {
  await gotoHydrated(page, '/docs/intro');
  await page.keyboard.press('Control+k');
  await expect(page.locator('.DocSearch-Input')).toBeVisible();
  await expect(page.locator('label.DocSearch-MagnifierLabel')).toHaveText('搜索');
  await expect(page.getByRole('searchbox')).toHaveAccessibleName('搜索');
});

test('搜索按钮的名称包含它看得见的文字（label-content-name-mismatch）', async ({ page }) => {
  await gotoHydrated(page, '/docs/intro');
  const button = page.locator('.DocSearch-Button');
  await expect(button.locator('.DocSearch-Button-Key').first()).toBeVisible();
  const results = await new AxeBuilder({ page })
    .include('.DocSearch-Button')
    .withRules(['label-content-name-mismatch'])
    .analyze();
  expect(results.violations).toEqual([]);
  expect(results.passes.map((rule) => rule.id)).toContain('label-content-name-mismatch');
});

test('页面崩溃时的兜底页面是本站的中文版本，核心自带的英文版本不在脚本里', () => {
  // 这个兜底页面只在布局本身出错时出现，无法从外部可靠地触发；改为检查构建出的脚本用的是哪个组件。
  const dir = path.join(__dirname, '../../build/assets/js');
  const scripts = readdirSync(dir)
    .filter((name) => name.endsWith('.js'))
    .map((name) => readFileSync(path.join(dir, name), 'utf8'));
  expect(scripts.some((source) => source.includes('"theme.Error.title"'))).toBe(true);
  expect(scripts.filter((source) => source.includes('Page Error'))).toEqual([]);
});
