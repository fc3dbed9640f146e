import { expect, gotoHydrated, test } from './support/fixtures';
import { sitemapPaths } from './support/sitemap';

const paths = sitemapPaths();

test('sitemap.xml 不为空', () => {
  expect(paths.length).toBeGreaterThan(5);
});

for (const route of paths) {
  test(`sitemap：${route}`, async ({ page }) => {
    const response = await gotoHydrated(page, route);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(page.locator('h1').first()).toBeVisible();
    await expect(page.locator('meta[name="generator"]')).toHaveAttribute('content', 'Docusaurus v3.6.3');
  });
}
