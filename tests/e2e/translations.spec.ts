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

const chromeSelector = 'nav, footer, aside, .pagination-nav, .theme-doc-toc-desktop, .theme-doc-breadcrumbs, header, button';

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
    const haystack = `${chromeText}\n${labels.join('\n')}`;
    const untranslated = englishThemeStrings.filter((text) => new RegExp(`\\b${text}\\b`).test(haystack));
    expect(untranslated, `${route} 上仍有英文界面文字`).toEqual([]);
  });
}
