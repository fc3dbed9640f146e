import { expect, gotoHydrated, test } from './support/fixtures';

/** 常见问题与排错、安全、迁移与升级三篇指南：侧边栏标签、页面标题、实时示例的个数和第一个示例的结果。 */
const guides = [
  {
    path: '/docs/basics/troubleshooting',
    sidebar: '常见问题与排错',
    title: '常见问题与排错',
    live: 2,
    firstResult: 'table > tr 匹配 0 个元素',
  },
  {
    path: '/docs/advanced/security',
    sidebar: '安全',
    title: '安全',
    live: 2,
    firstResult: '<b>好评</b><img src="x" onerror="alert(1)"><a href="javascript:alert(1)">详情</a>',
  },
  {
    path: '/docs/advanced/migrating',
    sidebar: '迁移与升级',
    title: '从 jQuery 迁移，以及从 0.22 / rc 升级到 1.x',
    live: 2,
    firstResult: 'Cheerio 里没有：on、click、hide、animate、width、offset',
  },
] as const;

test.describe('常见问题、安全与迁移指南', () => {
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
      // 编辑器在接近视口时才加载，先滚过去。
      await playgrounds.first().scrollIntoViewIfNeeded();
      await expect(playgrounds.first().locator('[class*="playgroundPreview_"] pre')).toHaveText(guide.firstResult);
    });
  }

  test('首页列出三篇指南的入口', async ({ page }) => {
    await gotoHydrated(page, '/');
    const section = page.locator('section[aria-labelledby="home-guides-title"]');
    for (const guide of guides) {
      await expect(section.getByRole('link', { name: guide.sidebar, exact: true })).toHaveAttribute('href', guide.path);
    }
  });
});
