import type { Page } from '@playwright/test';
import { colourModeRules, contrastRules, scan, settle, switchToDark } from './support/axe';
import { expect, gotoHydrated, sharedPageTest as test } from './support/fixtures';

const route = '/playground/migrate';

const editor = (page: Page) => page.getByLabel('旧代码（JavaScript 或 TypeScript）');
const status = (page: Page) =>
  page
    .getByRole('status')
    .filter({ hasText: /写法|解析器|修改/ })
    .first();
const findings = (page: Page) => page.getByRole('list', { name: '检查结果' }).locator(':scope > li');

test('示例代码：逐处报告、链接到对照表的行、应用修改与撤销', async ({ page }) => {
  await gotoHydrated(page, route);
  await expect(status(page)).toHaveText(/^发现 \d+ 处需要为 1\.x 修改的写法，其中 \d+ 处可以自动修改。$/);
  const first = findings(page).first();
  await expect(first.getByRole('button')).toHaveText('第 1 行第 8 列');
  await expect(first).toContainText("import cheerio from 'cheerio' 是默认导入");
  await expect(first.getByRole('link', { name: '升级对照表中的这一行' })).toHaveAttribute(
    'href',
    '/docs/advanced/migrating#upgrade-default-import',
  );

  // “定位”按钮选中代码里的那一处。
  await first.getByRole('button', { name: '第 1 行第 8 列' }).click();
  expect(
    await editor(page).evaluate((element: HTMLTextAreaElement) =>
      element.value.slice(element.selectionStart, element.selectionEnd),
    ),
  ).toBe('cheerio');

  const original = await editor(page).inputValue();
  await page.getByRole('button', { name: /^应用修改（\d+ 处）$/ }).click();
  await expect(editor(page)).toHaveValue(/import \* as cheerio from 'cheerio';/);
  await expect(editor(page)).toHaveValue(/cheerio\.load\(''\)\('<ul><li>香蕉<\/li><\/ul>'\)/);
  await expect(status(page)).toHaveText(/^已自动修改 \d+ 处。发现 2 处需要为 1\.x 修改的写法，都需要手动修改。$/);
  await expect(findings(page).getByText('需手动修改')).toHaveCount(2);
  await expect(page.getByRole('button', { name: '应用修改' })).toBeDisabled();

  await page.getByRole('button', { name: '撤销修改' }).click();
  await expect(editor(page)).toHaveValue(original);
});

test('对照表的每一行都有检查结果链接到的锚点', async ({ page }) => {
  await gotoHydrated(page, route);
  await findings(page).first().getByRole('link', { name: '升级对照表中的这一行' }).click();
  await expect(page).toHaveURL(/\/docs\/advanced\/migrating#upgrade-default-import$/);
  await expect(page.locator('#upgrade-default-import')).toBeAttached();
  await expect(page.locator('table a[id^="upgrade-"]')).toHaveCount(16);
});

test('1.x 的代码没有报告；无法解析的代码给出位置，其余部分照常检查', async ({ page }) => {
  await gotoHydrated(page, route);
  await editor(page).fill(
    "import * as cheerio from 'cheerio';\n\nconst $ = cheerio.load('<p>你好</p>', null, false);\nconsole.log($.html());\n",
  );
  await expect(status(page)).toHaveText('没有发现需要为 1.x 修改的写法。');
  await expect(findings(page)).toHaveCount(0);

  await editor(page).fill(
    "const options = {;\nimport cheerio from 'cheerio';\ncheerio.load(html, { xmlMode: true });\n",
  );
  await expect(status(page)).toHaveText(
    '发现 2 处需要为 1.x 修改的写法，其中 2 处可以自动修改（只检查了能解析的部分）。',
  );
  await expect(page.getByRole('status').filter({ hasText: '语法错误' })).toContainText(
    '第 1 行第 18 列有语法错误（解析器的原话：Unexpected token）。为了检查其余代码，跳过了第 1 行。',
  );
  await expect(page.getByRole('button', { name: '应用修改' })).toBeDisabled();

  await editor(page).fill('function f() {\n  if (x) {\n');
  await expect(status(page)).toHaveText('代码无法解析，没有检查任何写法。');
});

test('解析器在 Web Worker 里运行', async ({ page }) => {
  await gotoHydrated(page, route);
  await expect(status(page)).toHaveText(/^发现/);
  expect(page.workers().length).toBeGreaterThan(0);
});

test('320 px 宽、暗黑模式下都没有无障碍问题', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await gotoHydrated(page, route);
  await expect(findings(page).first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await settle(page);
  const light = await scan(page, { include: 'main' });
  // 窄屏上颜色模式按钮收在侧边菜单里；暗黑模式在桌面宽度下切换、检查。
  await page.setViewportSize({ width: 1280, height: 800 });
  await switchToDark(page);
  const dark = await scan(page, { rules: [...contrastRules, ...colourModeRules], include: 'main' });
  expect({ light, dark }).toEqual({ light: [], dark: [] });
});
