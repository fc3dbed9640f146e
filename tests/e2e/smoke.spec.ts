import { expect, gotoHydrated, sharedPageTest as test } from './support/fixtures';

test('首页以 zh-CN 渲染并完成水合', async ({ page }) => {
  const response = await gotoHydrated(page, '/');
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cheerio');
});
