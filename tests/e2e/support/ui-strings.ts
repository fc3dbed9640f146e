import type { Page } from '@playwright/test';

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

/** 博客插件自带的英文文案；博客页面的正文里也不该出现（博客页面没有代码，不会误报）。 */
const englishBlogStrings = [
  'Recent posts',
  'Blog',
  'Authors',
  'View all authors',
  'Read more',
  'min read',
  'Tags:',
  'tagged with',
  'Archive',
  'Newer',
  'Older',
  'has not written any posts',
];

const chromeSelector =
  'nav, footer, aside, .pagination-nav, .theme-doc-toc-desktop, .theme-doc-breadcrumbs, header, button';

/**
 * 页面上没有翻译的界面文字：界面元素的文字、无障碍标签、读屏软件读出的名称和订阅源链接的标题里的主题英文文案，
 * 博客页面再加上整页文字里的博客英文文案。由 pages.spec.ts 在每个页面的那一次访问里调用。
 */
export async function untranslatedUiStrings(page: Page, route: string): Promise<string[]> {
  // 一次 evaluate 取齐全部文字：每个定位器调用都是一次与浏览器的往返，在繁忙的机器上每页要多花几百毫秒。
  const { haystack, pageText } = await page.evaluate(
    ({ chromeSelector, withPageText }) => {
      const chrome = Array.from(document.querySelectorAll<HTMLElement>(chromeSelector));
      const labels = Array.from(document.querySelectorAll('[aria-label], [title], [placeholder]')).flatMap((element) =>
        ['aria-label', 'title', 'placeholder'].map((name) => element.getAttribute(name) ?? '').filter(Boolean),
      );
      // 读屏软件读出的名称（含只对辅助技术可见的文字）与订阅源链接的标题，都是读者会听到或看到的界面文字。
      const accessibleNames = chrome.map((element) => element.textContent ?? '');
      const linkTitles = Array.from(document.querySelectorAll('head link[title]')).map(
        (link) => link.getAttribute('title') ?? '',
      );
      return {
        haystack: [
          chrome.map((element) => element.innerText).join('\n'),
          ...labels,
          ...accessibleNames,
          ...linkTitles,
        ].join('\n'),
        pageText: withPageText ? `${document.title}\n${document.body.innerText}` : '',
      };
    },
    { chromeSelector, withPageText: route.startsWith('/blog') },
  );
  // 后面紧跟 .js 这类后缀的是产品名（分类页卡片的 title 里有页面描述，可能写着 Next.js），不是主题的“Next”按钮。
  const found = englishThemeStrings.filter((text) => new RegExp(`\\b${text}\\b(?!\\.\\w)`).test(haystack));
  found.push(...englishBlogStrings.filter((english) => pageText.includes(english)));
  return found;
}
