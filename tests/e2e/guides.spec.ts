import { expect, gotoHydrated, sharedPageTest as test } from './support/fixtures';

/** 读者带着问题来找的六篇指南：侧边栏标签、页面标题、实时示例的个数和第一个示例的结果，以及首页的入口。 */
const guides = [
  {
    path: '/docs/basics/troubleshooting',
    english: 'troubleshooting',
    sidebar: '常见问题与排错',
    title: '常见问题与排错',
    live: 2,
    firstResult: 'table > tr 匹配 0 个元素',
  },
  {
    path: '/docs/advanced/security',
    english: 'security',
    sidebar: '安全',
    title: '安全',
    live: 2,
    firstResult: '<b>好评</b><img src="x" onerror="alert(1)"><a href="javascript:alert(1)">详情</a>',
  },
  {
    path: '/docs/advanced/migrating',
    english: 'migration',
    sidebar: '迁移与升级',
    title: '从 jQuery 迁移，以及从 0.22 / rc 升级到 1.x',
    live: 2,
    firstResult: 'Cheerio 里没有：on、click、hide、animate、width、offset',
  },
  {
    path: '/docs/advanced/scraping-walkthrough',
    english: 'scraping',
    sidebar: '实战：抓取一个网站',
    title: '实战：抓取一个网站',
    live: 1,
    firstResult:
      '{"title":"图解 HTTP","author":"作者：上野宣","isbn":"978-7-115-35153-1","price":"¥49.00","tags":["网络"]}',
  },
  {
    path: '/docs/advanced/performance',
    english: 'performance',
    sidebar: '性能与内存',
    title: '性能与内存',
    live: 0,
    firstResult: null,
  },
  {
    path: '/docs/advanced/choosing-a-parser',
    english: 'jsdom',
    sidebar: '如何选择解析库',
    title: '如何选择解析库',
    live: 1,
    firstResult:
      'parse5：<table><tbody><tr><td>星河 X1</td><td>¥3999</td></tr></tbody></table><p><b>限时<i>优惠</i></b><i>，售完即止</i></p>\n' +
      'htmlparser2：<table><tr><td>星河 X1</td><td>¥3999</td></tr></table><p><b>限时<i>优惠</i></b>，售完即止</p>',
  },
] as const;

test.describe('指南', () => {
  for (const guide of guides) {
    test(`${guide.path} 在侧边栏中，标题和实时示例都正常显示`, async ({ page }) => {
      const response = await gotoHydrated(page, guide.path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(guide.title);

      const current = page.getByRole('navigation', { name: '文档侧边栏' }).locator('a[aria-current="page"]');
      await expect(current).toHaveText(guide.sidebar);
      await expect(current).toHaveAttribute('href', guide.path);

      const playgrounds = page.locator('[class*="playgroundContainer_"]');
      await expect(playgrounds).toHaveCount(guide.live);
      if (guide.firstResult === null) return;
      // 编辑器在接近视口时才加载，先滚过去。
      await playgrounds.first().scrollIntoViewIfNeeded();
      await expect(playgrounds.first().locator('[class*="playgroundPreview_"] pre')).toHaveText(guide.firstResult);
    });
  }

  test('搜索框里输入中文标题或英文关键词，第一条结果就是这篇指南', async ({ page }) => {
    await gotoHydrated(page, '/docs/intro');
    await page.keyboard.press('Control+k');
    const input = page.locator('.DocSearch-Input');
    const firstHit = page.locator('.DocSearch-Hit a').first();
    for (const guide of guides) {
      for (const query of [guide.title, guide.english]) {
        await input.fill(query);
        await expect(firstHit, query).toHaveAttribute('href', new RegExp(`^${guide.path}(#|$)`));
      }
    }
  });

  test('把报错原文粘贴进搜索框，第一条结果就是报错速查里的那一条', async ({ page }) => {
    await gotoHydrated(page, '/docs/intro');
    await page.keyboard.press('Control+k');
    const input = page.locator('.DocSearch-Input');
    const firstHit = page.locator('.DocSearch-Hit a').first();
    for (const [message, anchor] of [
      ["SyntaxError: The requested module 'cheerio' does not provide an export named 'default'", 'no-default-export'],
      ['ReferenceError: File is not defined', 'file-not-defined'],
      ["Module not found: Error: Can't resolve 'node:stream'", 'node-stream'],
    ]) {
      // 搜索框最多 64 个字符，和读者粘贴时一样，多出来的部分被截掉。
      await input.fill(message.slice(0, 64));
      await expect(firstHit, message).toHaveAttribute('href', `/docs/basics/error-messages#${anchor}`);
    }
  });

  test('首页列出每篇指南的入口', async ({ page }) => {
    await gotoHydrated(page, '/');
    const section = page.locator('section[aria-labelledby="home-guides-title"]');
    for (const guide of guides) {
      await expect(section.getByRole('link', { name: guide.sidebar, exact: true })).toHaveAttribute('href', guide.path);
    }
  });
});
