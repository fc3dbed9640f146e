import type { Page } from '@playwright/test';
import { encodeFragmentSync } from '../../src/plugins/playground-links/fragmentSync';
import { DEFAULT_OPTIONS, type ParseOptions, type PlaygroundState } from '../../src/tools/playground/state';
import { colourModeRules, scan, switchToDark } from './support/axe';
import { expect, gotoHydrated, test as freshTest, sharedPageTest as test } from './support/fixtures';

/**
 * 演练场的“解析器改了什么”（issue 39 第 6 节）：文档树里标出 parse5 补上和替读者结束的元素，点节点在 HTML 编辑器里
 * 标出它的源码，编辑器里移动光标让树选中那个节点，parse5 的解析错误带行列、点一下光标就过去。
 */

function linkTo(html: string, options: Partial<ParseOptions> = {}, selector = ''): string {
  const state: PlaygroundState = { html, selector, code: '', options: { ...DEFAULT_OPTIONS, ...options } };
  return `/playground#${encodeFragmentSync(state)}`;
}

const tree = (page: Page) => page.getByRole('tree', { name: '文档树' });
const row = (page: Page, text: string | RegExp) => tree(page).getByRole('treeitem').filter({ hasText: text });
/** 以 start 开头的行（前面可能有展开、折叠的三角）。 */
const rowStarting = (page: Page, start: string) =>
  row(page, new RegExp(`^[▾▸]?${start.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
const summary = (page: Page) => page.locator('p').filter({ hasText: /^(parse5 |这个解析器|这份 HTML|解析之后)/ });
const htmlEditor = (page: Page) => page.getByRole('textbox', { name: 'HTML', exact: true });
/** 编辑器里标出的源码（点中的节点的那一段）。 */
const shownSource = (page: Page) => page.locator('.cm-playground-source-range');
const selectedRow = (page: Page) => tree(page).getByRole('treeitem', { selected: true });

/** 选中的行是否在树自己的可见范围里（树有自己的滚动条；页面滚到哪里不管）。 */
function selectedRowShownInTree(page: Page) {
  return selectedRow(page).evaluate((row) => {
    const list = row.closest('[role="tree"]')!.getBoundingClientRect();
    const rect = row.getBoundingClientRect();
    return rect.top >= list.top && rect.bottom <= list.bottom;
  });
}

/** 每次都整页打开：同一页面上只换链接的片段不会重新加载，展开过的错误列表等界面状态会留下来。 */
async function open(page: Page, path: string, timeout?: number) {
  await page.goto('about:blank');
  await gotoHydrated(page, path);
  await expect(tree(page)).toBeVisible({ timeout });
}

async function loadEditors(page: Page) {
  await page.getByRole('heading', { name: '代码与输出' }).hover();
  await expect(page.locator('.cm-editor')).toHaveCount(2);
}

/** 编辑器里光标所在的行列（从 1 开始）：编辑器有焦点时，页面的选区就是它的光标。只用于几行的短文档（长文档只画出看得见的行）。 */
function caret(page: Page) {
  return page.evaluate(() => {
    const selection = getSelection();
    const anchor = selection?.anchorNode;
    const line = (anchor instanceof Element ? anchor : anchor?.parentElement)?.closest('.cm-line');
    if (!selection || !line) return null;
    const lines = Array.from(document.querySelectorAll('.cm-content')[0].querySelectorAll('.cm-line'));
    const range = document.createRange();
    range.setStart(line, 0);
    range.setEnd(selection.anchorNode!, selection.anchorOffset);
    return { line: lines.indexOf(line) + 1, column: range.toString().length + 1, text: line.textContent };
  });
}

/** 主线程是否空闲：数一段时间里画出的帧。 */
async function startFrameCounter(page: Page) {
  await page.evaluate(() => {
    const counter = window as Window & { __frames?: number };
    counter.__frames = 0;
    const tick = () => {
      counter.__frames = (counter.__frames ?? 0) + 1;
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  return () => page.evaluate(() => (window as Window & { __frames?: number }).__frames ?? 0);
}

test.describe('演练场：解析器改了什么', () => {
  test('<table><tr>：树里标出补上的 tbody 和原因；点节点在编辑器里标出源码，点补上的节点清除', async ({ page }) => {
    await open(page, linkTo('<table>\n  <tr><td class="c">格子</td></tr>\n</table>'));
    const tbody = row(page, '<tbody>');
    await expect(tbody).toContainText('补上');
    await expect(tbody).toContainText('parse5 像浏览器一样补上了 <tbody>：<tr> 不能直接放在 <table> 里');
    await expect(rowStarting(page, '补上<html>')).toContainText('源码里没有 <html>，parse5 像浏览器一样补上了它');
    await expect(summary(page)).toHaveText('parse5 补上了 4 个元素，文档树里标着“补上”并写明原因。');
    await expect(page.getByText('parse5 报告了 1 个解析错误')).toBeVisible();

    await loadEditors(page);
    await rowStarting(page, '<tr>').click();
    await expect(shownSource(page)).toHaveText('<tr><td class="c">格子</td></tr>');
    await expect(selectedRow(page)).toContainText('<tr>');
    // 焦点留在树上：键盘用户接着用方向键走（右键展开 tr，下键到 td），Enter 选中那个节点。
    await expect(rowStarting(page, '<tr>')).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(rowStarting(page, '<tr>')).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(shownSource(page)).toHaveText('<td class="c">格子</td>');
    await tbody.click();
    await expect(shownSource(page)).toHaveCount(0);
  });

  test('编辑器里移动光标：树选中光标所在的节点；长列表的末尾也滚到看得见', async ({ page }) => {
    await open(page, linkTo('<ul>\n  <li>一</li>\n  <li class="b">二</li>\n</ul>'));
    await loadEditors(page);
    // 光标放在“二”的前面：点击落在哪个字符上随字体而变，用键盘走到那里。
    await htmlEditor(page).click();
    await page.keyboard.press('ControlOrMeta+Home');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('End');
    for (let step = 0; step < '二</li>'.length; step += 1) await page.keyboard.press('ArrowLeft');
    await expect(selectedRow(page)).toHaveText('“二”');
    await expect(page.getByRole('region', { name: /^选中的节点/ })).toHaveAccessibleName('选中的节点：<li>');
    // 方向键一样：上移一行到第一个 li 的开始标签前的空白里，树选中那个 li。
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(selectedRow(page)).toHaveText(/^▾<li>$/);
    await expect(htmlEditor(page)).toBeFocused();

    // 两千项的列表：光标移到最后，树从那里附近开始显示（前面几百行略去），选中的行在树的可见范围里。
    const items = Array.from({ length: 2_000 }, (_, index) => `<li>第 ${index} 项</li>`).join('\n');
    await open(page, linkTo(`<ul>\n${items}\n</ul>`));
    await loadEditors(page);
    await htmlEditor(page).click();
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('End');
    for (let step = 0; step < '项</li>'.length; step += 1) await page.keyboard.press('ArrowLeft');
    await expect(selectedRow(page)).toHaveText('“第 1999 项”');
    await expect.poll(() => selectedRowShownInTree(page)).toBe(true);
    await expect(page.getByText(/树从光标所在的节点附近开始显示，前面还有 \d+ 行/)).toBeVisible();
  });

  test('有错误的 HTML：错误带行列和中文说明，点一条光标移到那里，树选中那里的节点', async ({ page }) => {
    await open(page, linkTo('<p id="a" id="b">一</p>\n<div class="x"/>二\n<p>三 &copy 四'));
    const errors = page.getByText('parse5 报告了 4 个解析错误');
    await errors.click();
    const list = page.getByRole('list', { name: '解析错误' });
    await expect(list.getByRole('button')).toHaveText([
      '第 1 行第 1 列 开头没有 <!DOCTYPE html>，按怪异模式（quirks mode）解析 missing-doctype',
      '第 1 行第 13 列 同一个属性写了两次，只保留第一个 duplicate-attribute',
      '第 2 行第 1 列 普通元素不能用 /> 自闭合：<div/> 等于 <div>，后面的内容都成了它的子节点 non-void-html-element-start-tag-with-trailing-solidus',
      '第 3 行第 11 列 字符实体后面缺分号（例如 &copy 少了 ;） missing-semicolon-after-character-reference',
    ]);
    await expect(rowStarting(page, '自动结束<div')).toContainText('没有 </div>，一直到文档末尾才结束');

    await loadEditors(page);
    await list.getByRole('button', { name: /^第 3 行第 11 列/ }).click();
    await expect(htmlEditor(page)).toBeFocused();
    await expect.poll(() => caret(page)).toMatchObject({ line: 3, column: 11 });
    await expect(selectedRow(page)).toContainText('三 © 四');
    // 编辑器加载之前（文本框）也一样：只派发 click 事件，指针不移到演练场上，编辑器不加载。
    await page.mouse.move(0, 0);
    await open(page, linkTo('<p>一</p>\n<p>二 &copy 三</p>'));
    await page.getByText('parse5 报告了 2 个解析错误').dispatchEvent('click');
    await page.getByRole('button', { name: /^第 2 行第 11 列/ }).dispatchEvent('click');
    // 文本框得到焦点，编辑器随即加载（焦点进来就加载）并接过文本框里的光标：两种情况光标都在那里。
    await expect
      .poll(async () =>
        (await page.locator('.cm-editor').count()) > 0
          ? caret(page)
          : htmlEditor(page).evaluate((field) => {
              const { value, selectionStart } = field as HTMLTextAreaElement;
              const before = value.slice(0, selectionStart).split('\n');
              return { line: before.length, column: before.at(-1)!.length + 1 };
            }),
      )
      .toMatchObject({ line: 2, column: 11 });
  });

  test('htmlparser2 与 XML 模式：说明标记和错误只有 parse5 才有，点节点照样标出源码', async ({ page }) => {
    for (const [parser, name] of [
      ['htmlparser2', 'htmlparser2'],
      ['xml', 'XML 模式'],
    ] as const) {
      await open(page, linkTo('<ul><li>一</li><li>二</li></ul>', { parser }));
      await expect(summary(page)).toHaveText(
        `这个解析器（${name}）不报告它改了什么：标记和解析错误只有 parse5 才有。点树里的节点，仍会在编辑器里标出它的源码。`,
      );
      await expect(page.getByText('解析错误：只有 parse5 报告。')).toBeVisible();
      await expect(tree(page).getByText('补上')).toHaveCount(0);
      await loadEditors(page);
      await rowStarting(page, '<li>').nth(1).click();
      await expect(shownSource(page)).toHaveText('<li>二</li>');
    }
  });
});

test('编辑器还没加载时，点节点在文本框里选中它的源码', async ({ page }) => {
  await page.mouse.move(0, 0);
  await open(page, linkTo('<ul>\n  <li>一</li>\n</ul>'));
  // 只派发 click 事件，不移动指针、不移动焦点：编辑器在指针移到演练场上或焦点进来时才加载，这里它还没来。
  await rowStarting(page, '<li>').dispatchEvent('click');
  await expect(selectedRow(page)).toContainText('<li>');
  await expect(page.locator('.cm-editor')).toHaveCount(0);
  const selected = await htmlEditor(page).evaluate((field) => {
    const { value, selectionStart, selectionEnd } = field as HTMLTextAreaElement;
    return value.slice(selectionStart, selectionEnd);
  });
  expect(selected).toBe('<li>一</li>');
});

test.describe('演练场：解析器改了什么（坏输入）', () => {
  test('空的 HTML：补上 html、head、body，报告缺 DOCTYPE；编辑器里点击也不出错', async ({ page }) => {
    await open(page, linkTo(''));
    await expect(summary(page)).toHaveText('parse5 补上了 3 个元素，文档树里标着“补上”并写明原因。');
    await expect(page.getByText('parse5 报告了 1 个解析错误')).toBeVisible();
    await loadEditors(page);
    await htmlEditor(page).click();
    await expect(selectedRow(page)).toHaveCount(0);
  });

  test('5 MB 的 HTML 与一万层嵌套：页面保持响应；大文档说明为什么没有标记，嵌套再深光标也找得到节点', async ({
    page,
  }) => {
    // 5 MB 要在两个 worker 里各解析一遍（分析与运行），繁忙的两核机器上单是打开就要十几秒。
    test.setTimeout(150_000);
    const big = `<ul>\n${'<li class="item">商品<b>¥1</b></li>\n'.repeat(150_000)}</ul>`;
    expect(big.length).toBeGreaterThan(5_000_000);
    await open(page, linkTo(big), 60_000);
    await expect(summary(page)).toHaveText(
      '这份 HTML 超过 200 万个字符：为了解析得快，parse5 这次没有记录源码位置，所以没有标记、源码定位和解析错误。',
      { timeout: 30_000 },
    );
    await expect(page.getByText('解析错误：这份 HTML 太大，没有检查。')).toBeVisible();
    await loadEditors(page);
    const frames = await startFrameCounter(page);
    await htmlEditor(page).click();
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.press('ArrowUp');
    await rowStarting(page, '<ul>').click();
    // 选中要等分析 worker 在 5 MB 的文档上找到这个节点；它可能还在处理光标移动引起的上一次查找。
    await expect(selectedRow(page)).toContainText('<ul>', { timeout: 30_000 });
    await expect(shownSource(page)).toHaveCount(0);
    await expect.poll(frames).toBeGreaterThan(10);

    const deep = `${'<div>'.repeat(10_000)}\n深处\n${'</div>'.repeat(10_000)}`;
    await open(page, linkTo(deep), 30_000);
    await loadEditors(page);
    const framesDeep = await startFrameCounter(page);
    await htmlEditor(page).click();
    await page.keyboard.press('ControlOrMeta+Home');
    await page.keyboard.press('ArrowDown');
    await expect(selectedRow(page)).toHaveText('“深处”', { timeout: 30_000 });
    await expect.poll(() => selectedRowShownInTree(page)).toBe(true);
    await expect.poll(framesDeep).toBeGreaterThan(10);
  });
});

freshTest.describe('演练场：解析器改了什么（单独的浏览器上下文）', () => {
  freshTest('320 px 宽：标记的原因和错误列表换行，没有横向滚动；axe 浅色与暗黑模式都没有违规', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await open(page, linkTo('<table><tr><td>一</td></tr></table>\n<p>二<div>三</div>'));
    await page.getByText(/^parse5 报告了 \d+ 个解析错误$/).click();
    await expect(page.getByRole('list', { name: '解析错误' })).toBeVisible();
    await expect(row(page, '<tbody>')).toContainText('补上');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);

    await page.setViewportSize({ width: 1280, height: 800 });
    await loadEditors(page);
    await rowStarting(page, '<tr>').click();
    await expect(shownSource(page)).toBeVisible();
    expect(await scan(page)).toEqual([]);
    await switchToDark(page);
    expect(await scan(page, { rules: colourModeRules })).toEqual([]);
  });
});
