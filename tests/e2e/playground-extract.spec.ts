import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import * as cheerio from 'cheerio';
import { decodeFragmentSync, encodeFragmentSync } from '../../src/plugins/playground-links/fragmentSync';
import { EXAMPLES } from '../../src/tools/playground/examples';
import type { ExtractField } from '../../src/tools/playground/extract/fields';
import { DEFAULT_OPTIONS, type PlaygroundState } from '../../src/tools/playground/state';
import { colourModeRules, scan, switchToDark } from './support/axe';
import { expect, gotoHydrated, test as freshTest, sharedPageTest as test } from './support/fixtures';

/**
 * 演练场的“提取数据与抓取脚本”（issue 39 第 3 节）：在树里点节点、用选择器测试里的选择器组成 extract() 的字段表，
 * 看到它得到的 JSON，复制、下载生成的脚本；匹配不到、无效的选择器、空字段名的说明；键盘、320 px、暗黑模式和 axe。
 * 生成的脚本能否真的运行、输出是否与这里显示的相同，由 tests/unit/playground-extract.test.ts 在 Node 里验证。
 */

const shop = EXAMPLES[0].state;

function state(change: Partial<PlaygroundState>): PlaygroundState {
  return { html: shop.html, selector: '', code: '', options: DEFAULT_OPTIONS, ...change };
}

const linkTo = (value: PlaygroundState) => `/playground#${encodeFragmentSync(value)}`;
const tree = (page: Page) => page.getByRole('tree', { name: '文档树' });
const section = (page: Page) => page.getByRole('region', { name: '提取数据与抓取脚本' });
const extractStatus = (page: Page) => page.locator('#playground-extract-status');
const resultJson = (page: Page) => page.getByRole('region', { name: 'extract() 得到的 JSON' });
const script = (page: Page) => page.getByRole('region', { name: '生成的脚本' });
const treeRow = (page: Page, text: string) => tree(page).getByRole('treeitem').filter({ hasText: text }).first();

async function open(page: Page, path: string) {
  await gotoHydrated(page, path);
  await expect(tree(page)).toBeVisible();
}

async function start(page: Page) {
  await section(page).getByRole('button', { name: '开始提取数据' }).click();
  await expect(section(page).getByRole('button', { name: '添加空字段' })).toBeVisible();
}

/** 链接片段里的字段表（地址栏在停止输入半秒后更新）。 */
async function fieldsInLink(page: Page): Promise<ExtractField[] | undefined> {
  const hash = new URL(page.url()).hash;
  return hash ? decodeFragmentSync(hash).extract?.fields : undefined;
}

/** 只用 Tab 键把焦点移到 target 上（最多按二十次）。 */
async function tabTo(page: Page, target: Locator) {
  for (let presses = 0; presses < 20; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

async function expectJson(locator: Locator, expected: unknown) {
  await expect.poll(async () => JSON.parse((await locator.textContent()) ?? 'null') as unknown).toEqual(expected);
}

test.describe('演练场：提取数据', () => {
  test('点选节点组成三个字段，看到 extract() 的 JSON；字段表写进链接', async ({ page }) => {
    await open(page, linkTo(state({ selector: '.book' })));
    // 面板在读者点“开始”之前没有加载。
    await expect(section(page).getByRole('button', { name: '添加空字段' })).toHaveCount(0);
    await start(page);
    const panel = section(page);
    await expect(extractStatus(page)).toHaveText('还没有字段：用上面的按钮添加。');

    // 1. 选择器测试里的 .book（3 个匹配）：加成一个取全部匹配的字段，再改成嵌套字段（列表）。
    await panel.getByRole('button', { name: '用当前选择器添加字段' }).click();
    await expect(panel.getByRole('textbox', { name: '第 1 个字段：字段名' })).toHaveValue('book');
    await expect(panel.getByRole('checkbox', { name: '第 1 个字段：全部匹配' })).toBeChecked();
    await panel.getByRole('combobox', { name: '第 1 个字段：取值' }).selectOption({ label: '嵌套字段（对象或列表）' });
    await expect(panel).toContainText('嵌套字段还没有子字段：添加至少一个。');

    // 2. 在树里点列表项里的链接和价格：按相对于列表项的选择器加成子字段。
    await treeRow(page, '<a href="/books/102">').click();
    await panel.getByRole('button', { name: /把点中的 <a> 加为子字段/ }).click();
    await expect(panel.getByRole('textbox', { name: 'book 的第 1 个子字段：选择器' })).toHaveValue('a');
    await treeRow(page, '<span class="price">').click();
    await panel.getByRole('button', { name: /把点中的 <span> 加为子字段/ }).click();
    await expect(panel.getByRole('textbox', { name: 'book 的第 2 个子字段：选择器' })).toHaveValue('.price');

    // 3. 点标题：加成顶层字段（用点中节点的选择器）。
    await treeRow(page, '<h1 id="title">').click();
    await panel.getByRole('button', { name: '把点中的 <h1> 添加为字段' }).click();
    await expect(panel.getByRole('textbox', { name: '第 2 个字段：选择器' })).toHaveValue('#title');

    const $ = cheerio.load(shop.html);
    const expected = {
      book: $('.book')
        .toArray()
        .map((item) => ({ a: $(item).find('a').text(), price: $(item).find('.price').text() })),
      title: '本周新书',
    };
    await expectJson(resultJson(page), expected);
    await expect(extractStatus(page)).toHaveText(/^extract\(\) 用了 /);
    await expect(panel).toContainText('3 项都有匹配。第一个值：三体');
    await expect(script(page)).toContainText('const $ = await cheerio.fromURL(url);');
    await expect(script(page)).toContainText("price: '.price',");
    await expect
      .poll(() => fieldsInLink(page))
      .toEqual([
        {
          name: 'book',
          selector: '.book',
          value: 'fields',
          all: true,
          fields: [
            { name: 'a', selector: 'a', value: 'text' },
            { name: 'price', selector: '.price', value: 'text' },
          ],
        },
        { name: 'title', selector: '#title', value: 'text' },
      ]);
    // 打开这个链接：字段表、结果和脚本都还原，面板自动加载。
    await page.reload();
    await expectJson(resultJson(page), expected);
  });

  test('匹配不到的字段、无效的选择器、空字段名：各自用中文说明，结果里看得出来', async ({ page }) => {
    await open(
      page,
      linkTo(
        state({
          extract: {
            fields: [
              { name: 'title', selector: '#title', value: 'text' },
              { name: 'missing', selector: '.does-not-exist', value: 'text' },
              { name: 'none', selector: '.does-not-exist', value: 'text', all: true },
            ],
            output: 'json',
            moduleType: 'esm',
            url: '',
          },
        }),
      ),
    );
    const panel = section(page);
    await expectJson(resultJson(page), { title: '本周新书', none: [] });
    await expect(panel).toContainText('没有匹配：extract() 给出 undefined，JSON 里不会出现这个字段。');
    await expect(panel).toContainText('没有匹配：得到空数组 []。');

    const selector = panel.getByRole('textbox', { name: '第 2 个字段：选择器' });
    await selector.fill('.price::before');
    await expect(panel).toContainText('Cheerio 不支持伪元素 ::before。');
    await expect(selector).toHaveAttribute('aria-invalid', 'true');
    await expect(extractStatus(page)).toHaveText('字段表有 1 处问题，改好之后才会求值。');
    await expect(resultJson(page)).toHaveCount(0);
    await expect(panel).toContainText('字段表还有问题：脚本照样生成，但运行时会报错或缺少字段。');

    await selector.fill('.price');
    await panel.getByRole('button', { name: '添加空字段' }).click();
    await expect(panel).toContainText('字段名不能为空：它是结果对象里的键。');
    await expect(panel).toContainText('选择器不能为空。');
    await expect(extractStatus(page)).toHaveText('字段表有 2 处问题，改好之后才会求值。');
    await panel.getByRole('button', { name: '删除第 4 个字段' }).click();
    await expectJson(resultJson(page), { title: '本周新书', missing: '¥23.00', none: [] });
  });

  test('几千项的结果只显示开头一段并注明，页面不被撑满', async ({ page }) => {
    const html = `<ul>${Array.from({ length: 4000 }, (_, index) => `<li>第 ${index + 1} 项</li>`).join('')}</ul>`;
    await open(
      page,
      linkTo(
        state({
          html,
          extract: {
            fields: [{ name: 'items', selector: 'li', value: 'text', all: true }],
            output: 'json',
            moduleType: 'esm',
            url: '',
          },
        }),
      ),
    );
    const full = JSON.stringify({ items: Array.from({ length: 4000 }, (_, index) => `第 ${index + 1} 项`) }, null, 2);
    await expect(section(page)).toContainText(
      `只显示了前 30,000 个字符，完整的结果有 ${full.length.toLocaleString('zh-CN')} 个字符`,
    );
    expect(await resultJson(page).locator('pre').textContent()).toBe(full.slice(0, 30_000));
  });

  test('键盘：开始、添加字段、改名和取值、切换输出格式，全部不用鼠标', async ({ page }) => {
    await open(page, linkTo(state({ selector: '.book a' })));
    // 从选择器输入框出发，一路按 Tab 经过文档树（树只占一个 Tab 停靠点）和匹配的节点。
    await page.getByRole('textbox', { name: '选择器', exact: true }).focus();
    await tabTo(page, section(page).getByRole('button', { name: '开始提取数据' }));
    await page.keyboard.press('Enter');
    // “开始”按钮被面板取代，焦点交给面板里的第一个按钮。
    const add = section(page).getByRole('button', { name: '用当前选择器添加字段' });
    await expect(add).toBeFocused();
    await page.keyboard.press('Enter');
    const name = section(page).getByRole('textbox', { name: '第 1 个字段：字段名' });
    await expect(name).toHaveValue('a');
    await tabTo(page, name);
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('书名');
    const value = section(page).getByRole('combobox', { name: '第 1 个字段：取值' });
    await tabTo(page, value);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(value).toHaveValue('href');
    await expectJson(resultJson(page), { 书名: ['/books/101', '/books/102', '/books/103'] });
    const json = section(page).getByRole('radio', { name: '打印 JSON' });
    await tabTo(page, json);
    await page.keyboard.press('ArrowDown');
    await expect(section(page).getByRole('radio', { name: /写成 CSV 文件/ })).toBeChecked();
    await expect
      .poll(() => section(page).getByRole('region', { name: 'CSV 预览' }).textContent())
      .toBe('书名\r\n"[""/books/101"",""/books/102"",""/books/103""]"\r\n');
    await expect(script(page)).toContainText("await writeFile('data.csv'");
  });
});

freshTest.describe('演练场：提取数据（单独的浏览器上下文）', () => {
  freshTest.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  freshTest('复制和下载脚本：ES 模块和 CommonJS，文件内容与页面上显示的相同', async ({ page }) => {
    const example = EXAMPLES.find((candidate) => candidate.id === 'extract')!;
    await open(page, linkTo(example.state));
    // 带字段的示例：面板自动加载。
    await expect(script(page)).toContainText("import * as cheerio from 'cheerio';");
    const panel = section(page);
    await panel.getByRole('button', { name: '复制脚本' }).click();
    await expect(panel.getByText('已复制脚本。')).toBeVisible();
    const shown = await script(page).textContent();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shown);

    let download = page.waitForEvent('download');
    await panel.getByRole('button', { name: '下载脚本（scrape.mjs）' }).click();
    let file = await download;
    expect(file.suggestedFilename()).toBe('scrape.mjs');
    expect(readFileSync(await file.path(), 'utf8')).toBe(shown);

    await panel.getByRole('radio', { name: /CommonJS/ }).check();
    await expect(script(page)).toContainText("const cheerio = require('cheerio');");
    const cjs = await script(page).textContent();
    download = page.waitForEvent('download');
    await panel.getByRole('button', { name: '下载脚本（scrape.cjs）' }).click();
    file = await download;
    expect(file.suggestedFilename()).toBe('scrape.cjs');
    expect(readFileSync(await file.path(), 'utf8')).toBe(cjs);
    expect(cjs).toContain('main().catch(');
  });

  freshTest(
    '320 px 宽和 200% 缩放没有横向滚动；axe：浅色与暗黑模式下，字段表、错误说明和脚本都没有违规',
    async ({ page }) => {
      const example = EXAMPLES.find((candidate) => candidate.id === 'extract')!;
      const withProblem = {
        ...example.state,
        extract: {
          ...example.state.extract!,
          fields: [...example.state.extract!.fields, { name: '', selector: 'a::after', value: 'text' as const }],
          output: 'csv' as const,
        },
      };
      await page.setViewportSize({ width: 320, height: 640 });
      await open(page, linkTo(example.state));
      await expect(resultJson(page)).toBeVisible();
      const overflow = () =>
        page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(await overflow()).toBeLessThanOrEqual(0);

      await page.setViewportSize({ width: 1280, height: 800 });
      await open(page, linkTo(withProblem));
      await expect(section(page)).toContainText('Cheerio 不支持伪元素 ::after。');
      await page.setViewportSize({ width: 320, height: 640 });
      expect(await overflow()).toBeLessThanOrEqual(0);
      // 200% 缩放：640 px 宽的窗口里排出 320 px 宽的版面。
      await page.setViewportSize({ width: 640, height: 450 });
      await page.evaluate(() => (document.body.style.zoom = '2'));
      expect(await overflow()).toBeLessThanOrEqual(0);
      await page.evaluate(() => (document.body.style.zoom = ''));
      await page.setViewportSize({ width: 1280, height: 800 });
      expect(await scan(page)).toEqual([]);
      await switchToDark(page);
      expect(await scan(page, { rules: colourModeRules })).toEqual([]);
      await open(
        page,
        linkTo({ ...withProblem, extract: { ...withProblem.extract, fields: example.state.extract!.fields } }),
      );
      await expect(section(page).getByRole('region', { name: 'CSV 预览' })).toBeVisible();
      expect(await scan(page, { rules: colourModeRules })).toEqual([]);
    },
  );
});
