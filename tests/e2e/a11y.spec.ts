import { colourModeRules, scan, settle, switchToDark } from './support/axe';
import { expect, gotoHydrated, sharedPageTest as test } from './support/fixtures';

/**
 * 打开的搜索框里 DocSearch 3.9 自身的标记问题。它们来自第三方组件的结构，本站改不了（颜色问题已在 custom.css 修复）；
 * 只在检查打开的搜索框时豁免，页面本身的检查不受影响。
 */
const docSearchExceptions: { rule: string; reason: string }[] = [
  {
    rule: 'nested-interactive',
    reason:
      'DocSearch 把整个遮罩层做成 role="button"（点击遮罩关闭），结果项 role="option" 里又包着链接，这是它组合框的固有结构。',
  },
  {
    rule: 'landmark-no-duplicate-banner',
    reason:
      '搜索框挂在 <body> 下，它的 <header class="DocSearch-SearchBar"> 因此成为第二个 banner 地标（第一个是公告栏）。',
  },
  {
    rule: 'landmark-no-duplicate-contentinfo',
    reason: '同理，<footer class="DocSearch-Footer"> 成为第二个 contentinfo 地标。',
  },
  { rule: 'landmark-unique', reason: '同上两条：这两个没有名称的地标与页面自己的地标重复。' },
  {
    rule: 'aria-valid-attr-value',
    reason:
      '搜索输入框的 aria-controls 固定指向第一个结果分组的列表 id，结果按分组渲染后该 id 并不存在（autocomplete-core 的行为）。',
  },
];

/** 每个页面的 axe 检查在 pages.spec.ts 里，与页面的其他基本要求一起完成；这里检查打开的搜索框。 */
test.describe('axe 无障碍检查：打开的搜索框', () => {
  test('打开的搜索框', async ({ page }) => {
    await gotoHydrated(page, '/docs/intro');
    const button = page.locator('.DocSearch-Button');
    const exceptions = docSearchExceptions.map(({ rule }) => rule);
    const openWithResults = async () => {
      await button.click();
      await page.locator('.DocSearch-Input').fill('load');
      await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
      await settle(page);
    };
    await openWithResults();
    const light = await scan(page, { exceptions });
    await page.keyboard.press('Escape');
    await switchToDark(page);
    await openWithResults();
    const dark = await scan(page, { rules: colourModeRules });
    expect({ light, dark }, '搜索框的 axe 违规项').toEqual({ light: [], dark: [] });
  });
});
