import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, gotoHydrated, test } from './support/fixtures';

/** sitemap.xml 中的地址用的是 SITE_URL，测试时只取路径部分，在本机服务器上访问。 */
function sitemapPaths(): string[] {
  const xml = readFileSync(path.join(__dirname, '../../build/sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc).pathname);
}

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
  });
}
