import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import type { EnglishPage } from '../../src/tools/api-english/format';
import { colourModeRules, contrastRules, scan, settle, switchToDark } from './support/axe';
import { expect, gotoHydrated, test, sharedPageTest } from './support/fixtures';

const route = '/docs/api/classes/Cheerio';
const englishData = (page: string) =>
  JSON.parse(readFileSync(path.join(__dirname, `../../build/api-english/${page}.json`), 'utf8')) as EnglishPage;
const data = englishData('classes/Cheerio');

const toggle = (page: Page) => page.getByRole('switch', { name: '显示英文原文' });
const status = (page: Page) => page.getByRole('status').filter({ hasText: /英文原文|没有翻译/ });
const englishBoxes = (page: Page) => page.locator('[data-api-english]');

sharedPageTest('打开开关：每段译文下出现英文原文，换一页仍然打开，关掉后恢复原样', async ({ page }) => {
  // 约 9 300 个元素的 Cheerio 类页面在繁忙的两核机器上打开一次要十几秒。
  sharedPageTest.setTimeout(90_000);
  await gotoHydrated(page, route);
  await expect(toggle(page)).not.toBeChecked();
  await expect(englishBoxes(page)).toHaveCount(0);

  // 键盘：聚焦开关，空格打开。
  await toggle(page).focus();
  await page.keyboard.press('Space');
  // 打开时要下载显示代码和这一页的对照数据，再插入四百多段英文：繁忙的机器上超过默认的 5 秒。
  await expect(status(page)).toHaveText(`已在 ${data.entries.length} 段译文下显示英文原文。`, { timeout: 20_000 });
  await expect(englishBoxes(page)).toHaveCount(data.entries.length);
  const addClass = page.locator('[data-api-english="Cheerio.addClass › summary"]');
  await expect(addClass.locator('[lang="en"]')).toContainText('Adds class(es) to all of the matched elements');
  // 英文插在它所翻译的那段中文之后。
  await expect(
    page
      .locator('p')
      .filter({ hasText: /^给选择集中的所有元素添加类名/ })
      .locator('+ [data-api-english]'),
  ).toHaveAttribute('data-api-english', 'Cheerio.addClass › summary');

  // 开关记在 localStorage 里：打开另一个 API 页面时已经是打开的。
  await gotoHydrated(page, '/docs/api/functions/load');
  await expect(toggle(page)).toBeChecked();
  await expect(englishBoxes(page)).not.toHaveCount(0);
  const elements = await page.locator('.theme-doc-markdown *').count();
  const added = await page.locator('[data-api-english], [data-api-english] *').count();
  // 关掉之后，插入的元素全部移走，正文回到原样。
  await toggle(page).click();
  await expect(englishBoxes(page)).toHaveCount(0);
  expect(await page.locator('.theme-doc-markdown *').count()).toBe(elements - added);
  expect(await page.evaluate(() => localStorage.getItem('api-show-english'))).toBeNull();
});

sharedPageTest('英文原文改过的条目标出“英文已更新，译文待核对”', async ({ page }) => {
  // 严格模式的构建里没有过期条目；这里把对照数据里的一条换成过期的样子（构建一侧由单元测试在夹具目录上检查）。
  const load = englishData('functions/load');
  const stale = { ...load, entries: load.entries.map((entry, i) => (i === 1 ? { ...entry, stale: true } : entry)) };
  await page.route('**/api-english/functions/load.json', (request) => request.fulfill({ json: stale }));
  await gotoHydrated(page, '/docs/api/functions/load');
  await toggle(page).click();
  await expect(status(page)).toHaveText(
    `已在 ${load.entries.length} 段译文下显示英文原文，其中 1 段英文已更新，译文待核对。`,
  );
  await expect(page.getByText('英文已更新，译文待核对', { exact: true })).toHaveCount(1);
});

sharedPageTest('没有译文的页面和加载失败时给出说明', async ({ page, allowNotFound }) => {
  allowNotFound('/api-english/functions/contains.json');
  await page.route('**/api-english/functions/merge.json', (request) =>
    request.fulfill({ json: { page: 'functions/merge', entries: [] } }),
  );
  await gotoHydrated(page, '/docs/api/functions/merge');
  await toggle(page).click();
  await expect(status(page)).toHaveText('本页没有翻译过的说明文字，页面上的英文就是原文。');

  await page.route('**/api-english/functions/contains.json', (request) => request.fulfill({ status: 404 }));
  await gotoHydrated(page, '/docs/api/functions/contains');
  await expect(toggle(page)).toBeChecked();
  await expect(status(page)).toHaveText(
    '英文原文加载失败：找不到本页的对照数据（开发服务器不生成它，请用 npm run build 之后的站点）。',
  );
});

sharedPageTest('暗黑模式下英文原文的对比度', async ({ page }) => {
  await gotoHydrated(page, '/docs/api/functions/loadBuffer');
  await toggle(page).click();
  await expect(englishBoxes(page).first()).toBeVisible();
  await settle(page);
  const light = await scan(page, { include: '[data-api-english], [role="switch"]' });
  await switchToDark(page);
  const dark = await scan(page, { rules: [...contrastRules, ...colourModeRules], include: '[data-api-english]' });
  expect({ light, dark }).toEqual({ light: [], dark: [] });
});

test.describe('禁用 JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('看不到开关，页面也没有多出别的东西', async ({ page }) => {
    await page.goto(route);
    await expect(page.locator('input[role="switch"]')).toBeHidden();
    await expect(page.getByText('显示英文原文')).toBeHidden();
  });
});
