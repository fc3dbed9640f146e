import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { runAxe } from './support/axe';
import { expect, gotoHydrated, sharedPageTest as test } from './support/fixtures';

/** 界面翻译里不能由每个页面的访问检查的部分；每个页面的界面文字在 pages.spec.ts 里检查（support/ui-strings.ts）。 */

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
  const results = await runAxe(page, {
    include: '.DocSearch-Button',
    rules: ['label-content-name-mismatch'],
    violationsOnly: false,
  });
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
