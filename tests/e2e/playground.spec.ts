import type { Page } from '@playwright/test';
import { decodeFragmentSync, encodeFragmentSync } from '../../src/plugins/playground-links/fragmentSync';
import { DEFAULT_OPTIONS, type ParseOptions, type PlaygroundState } from '../../src/tools/playground/state';
import { AUTO_RUN_DELAY_MS } from '../../src/tools/playground/autoRun';
import { colourModeRules, scan, switchToDark } from './support/axe';
import { cspViolations, policyOf, recordCspViolations } from './support/csp';
import { expect, gotoHydrated, test as freshTest, sharedPageTest as test } from './support/fixtures';

/**
 * 演练场 /playground（issue 24）。页面的基本要求（状态码、标题、策略、axe 浅色模式）由 pages.spec.ts 按 sitemap 检查；
 * 这里测演练场自己的行为。多数测试直接打开带状态的链接（状态在 Node 里用构建时的同一种格式压缩），不必一个字一个字地输入。
 */

function state(
  change: Partial<Omit<PlaygroundState, 'options'>> & { options?: Partial<ParseOptions> },
): PlaygroundState {
  return {
    html: change.html ?? '<ul><li class="a">一</li><li>二</li></ul>',
    selector: change.selector ?? '',
    code: change.code ?? '',
    options: { ...DEFAULT_OPTIONS, ...change.options },
  };
}

const linkTo = (value: PlaygroundState) => `/playground#${encodeFragmentSync(value)}`;

const matchStatus = (page: Page) => page.locator('#playground-match-status');
const runStatus = (page: Page) => page.locator('#playground-run-status');
const output = (page: Page) => page.getByRole('list', { name: '输出' });
const selectorInput = (page: Page) => page.getByRole('textbox', { name: '选择器', exact: true });
const tree = (page: Page) => page.getByRole('tree', { name: '文档树' });

/** 输入框的内容：编辑器加载之前是文本框的值，之后是编辑器里的文字。 */
function inputText(page: Page, name: 'HTML' | '代码') {
  return page
    .getByRole('textbox', { name, exact: true })
    .evaluate((element) =>
      element instanceof HTMLTextAreaElement ? element.value : (element as HTMLElement).innerText,
    );
}

/** 打开演练场并等到第一次分析完成（树出现）。几兆的 HTML 在繁忙的机器上要解析几秒，timeout 给得宽一些。 */
async function open(page: Page, path = '/playground', timeout?: number) {
  const response = await gotoHydrated(page, path);
  await expect(tree(page)).toBeVisible({ timeout });
  return response;
}

/** 让编辑器加载（指针移到演练场上），等两个编辑器都出现。 */
async function loadEditors(page: Page) {
  await page.getByRole('heading', { name: '代码与输出' }).hover();
  await expect(page.locator('.cm-editor')).toHaveCount(2);
}

/** 在已加载的编辑器里整体替换内容。 */
async function replaceEditorText(page: Page, name: 'HTML' | '代码', text: string) {
  const editor = page.getByRole('textbox', { name, exact: true });
  await editor.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.insertText(text);
}

/**
 * 主线程是否空闲：先让页面开始数 requestAnimationFrame 的帧，过一段时间再看帧数涨了多少。
 * 主线程被占住时一帧也画不出来。
 */
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

test.describe('演练场：页面与输入', () => {
  test('导航栏和首页都链接到演练场；三个输入有包含各自用途的中文名称', async ({ page }) => {
    await gotoHydrated(page, '/');
    // 导航栏的“演练场”是下拉菜单：标签本身（Docusaurus 给它 role="button"）链接到演练场，菜单里列出三个工具。
    const navbarItem = page.locator('nav.navbar').getByRole('button', { name: '演练场', exact: true });
    await expect(navbarItem).toHaveAttribute('href', '/playground');
    await navbarItem.hover();
    const menu = page
      .locator('nav.navbar .dropdown__menu')
      .filter({ has: page.locator('a[href="/playground/encoding"]') });
    await expect(menu.getByRole('link')).toHaveText(['演练场', '编码实验室', '迁移检查']);
    await expect(page.getByRole('main').getByRole('link', { name: '打开演练场' })).toHaveAttribute(
      'href',
      '/playground',
    );

    await recordCspViolations(page);
    await open(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('演练场');
    await expect(page).toHaveTitle(/^演练场/);
    for (const name of ['HTML', '选择器', '代码']) {
      await expect(page.getByRole('textbox', { name, exact: true })).toBeVisible();
    }
    // 默认示例：选择器 .book .price 选中 3 个，计数在 role="status" 里。
    await expect(matchStatus(page)).toHaveText('3 个匹配');
    await expect(matchStatus(page)).toHaveAttribute('role', 'status');
    await expect(tree(page).locator('[data-matched="true"]')).toHaveCount(3);
    await expect(page.getByRole('heading', { name: '匹配的节点' })).toBeVisible();
    await expect(page.locator('dl dd pre').first()).toHaveText('¥23.00');
    // 默认示例停顿后自动运行一次。
    await expect(runStatus(page)).toContainText('运行完成');
    await expect(output(page)).toContainText("'活着'");

    const policy = (await policyOf(page)) ?? '';
    expect(policy).toContain("worker-src 'self'");
    expect(policy).not.toContain("'unsafe-eval'");
    expect(await cspViolations(page)).toEqual([]);
  });

  test('编辑器只在读者要用时加载：之前是可用的文本框，之后内容与光标都还在；Tab 离开编辑器', async ({ page }) => {
    await page.mouse.move(0, 0);
    await open(page, linkTo(state({ selector: 'li' })));
    await page.waitForLoadState('networkidle');
    await expect(page.locator('.cm-editor')).toHaveCount(0);
    await expect(page.locator('textarea#playground-html, textarea#playground-code')).toHaveCount(2);
    // 文本框已经能用：改 HTML，匹配数随之变化。
    await page.getByRole('textbox', { name: 'HTML', exact: true }).fill('<ul><li>1</li><li>2</li><li>3</li></ul>');
    await expect(page.locator('.cm-editor')).toHaveCount(2);
    await expect(matchStatus(page)).toHaveText('3 个匹配');
    await expect(page.locator('.cm-editor').first()).toContainText('<li>3</li>');
    // 编辑器里按 Tab 不缩进，焦点移到下一个控件（编辑器下面 parse5 的解析错误列表）；Shift+Tab 回来。
    const htmlEditor = page.getByRole('textbox', { name: 'HTML', exact: true });
    await htmlEditor.click();
    await page.keyboard.press('Tab');
    await expect(htmlEditor).not.toBeFocused();
    await expect(page.getByText('parse5 报告了 1 个解析错误')).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(htmlEditor).toBeFocused();
    await expect.poll(() => inputText(page, 'HTML')).toBe('<ul><li>1</li><li>2</li><li>3</li></ul>');
  });

  test('解析选项：文档与片段、parse5 与 htmlparser2、XML、decodeEntities、baseURI；改选项会重新运行', async ({
    page,
  }) => {
    await open(
      page,
      linkTo(
        state({
          html: '<table><tr><td>&amp;</td></tr></table>',
          selector: 'tbody',
          code: "$('td').text() + ' ' + $('html').length",
        }),
      ),
    );
    await expect(matchStatus(page)).toHaveText('1 个匹配');
    await expect(page.getByText('相当于 cheerio.load(html)')).toBeVisible();
    await expect(output(page)).toContainText("'& 1'");

    await page.getByRole('radio', { name: /^htmlparser2/ }).check();
    await expect(matchStatus(page)).toHaveText('0 个匹配');
    await expect(
      page.getByText('相当于 cheerio.load(html, { xml: { xmlMode: false, decodeEntities: true } })'),
    ).toBeVisible();

    await page.getByRole('radio', { name: /片段：原样解析/ }).check();
    await expect(output(page)).toContainText("'& 0'");

    await page.getByRole('radio', { name: /^XML 模式/ }).check();
    await page.getByRole('checkbox', { name: /解码字符实体/ }).uncheck();
    await expect(output(page)).toContainText("'&amp; 0'");
    await expect(page.getByText('相当于 cheerio.load(html, { xml: { decodeEntities: false } }, false)')).toBeVisible();

    const baseURI = page.getByRole('textbox', { name: 'baseURI（可选）' });
    await baseURI.fill('不是 URL');
    await expect(page.getByText('这不是完整的绝对 URL')).toBeVisible();
    await expect(baseURI).toHaveAttribute('aria-invalid', 'true');
    await baseURI.fill('https://example.com/a/');
    await expect(page.getByText("相当于 cheerio.load(html, { baseURI: 'https://example.com/a/'")).toBeVisible();
  });

  test('无效的和只在浏览器里有意义的选择器：中文说明和教程链接，不显示调用栈', async ({ page }) => {
    await open(page);
    const input = selectorInput(page);
    const cases: [string, RegExp][] = [
      ['li::before', /Cheerio 不支持伪元素 ::before/],
      ['a:focus', /:focus 只在浏览器里有意义/],
      ['li:visible', /:visible 只在浏览器里有意义/],
      ['li[', /属性选择器没有写完|这里应该是一个名字/],
      ['li:nope', /Cheerio 不认识伪类 :nope/],
      ['li,,a', /有一段是空的/],
    ];
    for (const [selector, summary] of cases) {
      await input.fill(selector);
      await expect(matchStatus(page)).toHaveText('选择器无效');
      const alert = page.locator('.alert--danger');
      await expect(alert).toContainText(summary);
      await expect(alert.getByRole('link')).toHaveAttribute('href', /^\/docs\/basics\/(selecting|troubleshooting)#/);
      await expect(alert).not.toContainText(/at \w+ \(|\.js:\d+/);
    }
    await input.fill('a:hover');
    await expect(matchStatus(page)).toHaveText('0 个匹配');
    await expect(page.locator('.alert--warning')).toContainText(':hover 在 Cheerio 里永远不匹配');
  });

  test('点一个节点得到只匹配它的选择器：点击与键盘都可以，能填入选择器', async ({ page }) => {
    const html =
      '<table><tr><td>1</td></tr><tr><td>2</td></tr></table>' +
      '<table id="t"><tr><td>1</td></tr><tr><td class="x y">2</td></tr></table>';
    // 选择器 td 让格子所在的层级都展开（匹配的节点的祖先默认展开）。
    await open(page, linkTo(state({ html, selector: 'td' })));
    await tree(page).getByRole('treeitem').filter({ hasText: '<td class="x y">' }).first().click();
    const panel = page.getByRole('region', { name: /^选中的节点/ });
    await expect(panel).toHaveAccessibleName('选中的节点：<td>');
    await expect(panel.locator('code').first()).toHaveText('.x');
    await expect(panel).toContainText('匹配 1 个节点');
    // 浏览器开发者工具的源码里没有的 tbody：Cheerio（parse5）的树里有，生成的路径经过它。
    const cell = tree(page).getByRole('treeitem').filter({ hasText: '<td>' }).nth(2);
    await cell.focus();
    await page.keyboard.press('Enter');
    await expect(panel.locator('code').first()).toHaveText('#t > tbody > tr:nth-child(1) > td');
    await expect(tree(page).getByRole('treeitem', { selected: true })).toHaveCount(1);
    await panel.getByRole('button', { name: '填入选择器' }).click();
    await expect(selectorInput(page)).toHaveValue('#t > tbody > tr:nth-child(1) > td');
    await expect(matchStatus(page)).toHaveText('1 个匹配');
    // 右键展开、左键折叠；已折叠时左键回到父节点，下键再回来。
    const matched = tree(page).locator('[data-matched="true"]');
    await matched.focus();
    await page.keyboard.press('ArrowRight');
    await expect(matched).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowLeft');
    await expect(matched).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('ArrowLeft');
    await expect(page.locator(':focus')).toContainText('<tr>');
    await page.keyboard.press('ArrowDown');
    await expect(matched).toBeFocused();
  });
});

test.describe('演练场：运行代码', () => {
  // 页面的时钟由测试接管（初始化脚本，所以不用共用的页面）：关掉自动运行之后直接跳过停顿的时间，而不是真的等。
  freshTest(
    '运行按钮、Ctrl+Enter 与停顿后的自动运行；选择集显示长度和外层 HTML，最后一个表达式的值单独列出',
    async ({ page }) => {
      await page.clock.install();
      await open(page, linkTo(state({ code: "console.log($('li'))\n$('li').length" })));
      await expect(output(page)).toContainText('Cheerio 选择集（length: 2）');
      await expect(output(page)).toContainText('[0] <li class="a">一</li>');
      await expect(output(page).locator('li').last()).toContainText('最后一个表达式的值2');

      const status = page.locator('#playground-run-status');
      await page.getByRole('checkbox', { name: '停止输入后自动运行' }).uncheck();
      await loadEditors(page);
      const runsBefore = Number(await status.getAttribute('data-runs'));
      await replaceEditorText(page, '代码', "console.log('按键运行')");
      // 停顿的时间过去：排着的自动运行这时一定会开始，data-runs 随之加一。
      await page.clock.fastForward(AUTO_RUN_DELAY_MS + 100);
      await page.keyboard.press('ControlOrMeta+Enter');
      await expect(output(page)).toHaveText('按键运行');
      await expect(status).toHaveAttribute('data-runs', String(runsBefore + 1));
      await replaceEditorText(page, '代码', "console.log('按钮运行')");
      await page.getByRole('button', { name: '运行', exact: true }).click();
      await expect(output(page)).toHaveText('按钮运行');
      await page.getByRole('checkbox', { name: '停止输入后自动运行' }).check();
      await replaceEditorText(page, '代码', "console.log('自动运行')");
      await expect(output(page)).toHaveText('自动运行');
    },
  );

  test('出错时显示行列并在编辑器里标出；抛出的不是 Error 也能说明', async ({ page }) => {
    await open(page, linkTo(state({ code: "const a = 1;\n\n$('li').each((i, el) => { if (i) undefinedName(); });" })));
    await loadEditors(page);
    const entry = output(page).locator('li').first();
    await expect(entry).toContainText('ReferenceError: undefinedName is not defined');
    await expect(entry.getByRole('button', { name: /^第 3 行第 \d+ 列$/ })).toBeVisible();
    await expect(page.locator('.cm-playground-error-line')).toHaveText(/undefinedName/);
    await entry.getByRole('button').click();
    await expect(page.getByRole('textbox', { name: '代码', exact: true })).toBeFocused();

    await replaceEditorText(page, '代码', 'throw { code: 42 }');
    await expect(output(page)).toHaveText(/异常代码抛出的不是 Error 对象，而是：\{ code: 42 \}/);
    await replaceEditorText(page, '代码', 'const x = ;');
    await expect(output(page)).toContainText('SyntaxError: Unexpected token');
    await expect(output(page).getByRole('button', { name: '第 1 行第 11 列' })).toBeVisible();
  });

  test('死循环 3 秒后停止，期间主线程空闲、还能输入；之后的运行换一个新的线程照常工作', async ({ page }) => {
    await open(page, linkTo(state({ selector: 'li', code: 'while (true) {}' })));
    await expect(runStatus(page)).toHaveText('正在运行……');
    const frames = await startFrameCounter(page);
    const before = await frames();
    // 循环在另一个线程里转：页面照常画帧，选择器照常响应输入，导航栏照常可用。
    await selectorInput(page).fill('li.a');
    await expect(matchStatus(page)).toHaveText('1 个匹配');
    await expect.poll(frames).toBeGreaterThan(before + 20);
    await expect(runStatus(page)).toHaveText('运行超过 3 秒，已停止。', { timeout: 6000 });
    await expect(page.locator('nav.navbar').getByRole('link', { name: '博客' })).toBeEnabled();
    await page.getByRole('checkbox', { name: '停止输入后自动运行' }).uncheck();
    await page.getByRole('textbox', { name: '代码', exact: true }).fill("'又能运行了'");
    await page.getByRole('button', { name: '运行', exact: true }).click();
    await expect(output(page)).toContainText("'又能运行了'");
  });

  test('代码碰不到页面：没有 document、window、localStorage，页面的存储没有被改动', async ({ page }) => {
    const code = [
      'console.log(typeof document, typeof window, typeof localStorage, typeof sessionStorage, typeof indexedDB);',
      "try { localStorage.setItem('theme', 'hacked'); } catch (error) { console.log(error.name); }",
      "try { document.body.innerHTML = '<h1>被改了</h1>'; } catch (error) { console.log(error.name); }",
      "try { location.href = '/blog'; } catch (error) { console.log(error.name); }",
    ].join('\n');
    await open(page, linkTo(state({ code })));
    await expect(output(page)).toContainText('undefined undefined undefined undefined object');
    await expect(output(page).locator('li')).toHaveText([
      'undefined undefined undefined undefined object',
      'ReferenceError',
      'ReferenceError',
      'TypeError',
    ]);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).not.toBe('hacked');
    await expect(page).toHaveURL(/\/playground#v1\./);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('演练场');
  });

  test('几千行输出截断并注明；实时代码块的 JSX 与 render() 照常工作', async ({ page }) => {
    await open(page, linkTo(state({ code: 'for (let i = 0; i < 20000; i++) console.log(i);' })));
    await expect(page.getByText('已截断：另外 19,000 条输出没有显示（最多显示 1 000 条）。')).toBeVisible();
    await expect(output(page).locator('li')).toHaveCount(1000);
    await open(page, linkTo(state({ code: "render(<pre>共 {$('li').length} 个</pre>);" })));
    await expect(output(page)).toHaveText('render()共 2 个');
  });
});

test.describe('演练场：坏输入', () => {
  test('5 MB 的 HTML、一万层嵌套、一万个字符的选择器、二进制垃圾：页面保持响应并说明发生了什么', async ({ page }) => {
    // 5 MB 的 HTML 要在两个 worker 里各解析一遍（分析与运行），繁忙的两核机器上单是打开就要十几秒：给它自己的时限。
    test.setTimeout(150_000);
    const big = `<ul>${'<li class="item">商品<b>¥1</b></li>'.repeat(160_000)}</ul>`;
    expect(big.length).toBeGreaterThan(5_000_000);
    await open(page, linkTo(state({ html: big, selector: 'li.item', code: '$("li").length' })), 45_000);
    await expect(matchStatus(page)).toHaveText('160000 个匹配', { timeout: 30_000 });
    await expect(page.getByText(/树太大，只显示了前 500 行/)).toBeVisible();
    // 代码也要先解析这 5 MB（在运行的 worker 里）：机器很忙时可能超过 3 秒的时限，那也要明确说出来。
    await expect(page.getByText(/最后一个表达式的值160000|运行超过 3 秒，已停止/).first()).toBeVisible({
      timeout: 30_000,
    });
    // 这么大的内容写不进链接：读者一改动，就说明大小并提供下载。
    await selectorInput(page).fill('li.item > b');
    await expect(page.getByText(/当前内容约 5\.\d MB，写成链接会远远超过 16,000 个字符/)).toBeVisible();
    await expect(matchStatus(page)).toHaveText('160000 个匹配', { timeout: 30_000 });
    const frames = await startFrameCounter(page);
    await expect.poll(frames).toBeGreaterThan(10);

    const deep = `${'<div>'.repeat(10_000)}深处${'</div>'.repeat(10_000)}`;
    await open(page, linkTo(state({ html: deep, selector: 'div', code: '$.html().length' })), 30_000);
    await expect(matchStatus(page)).toHaveText('10000 个匹配', { timeout: 30_000 });
    const framesAfterReload = await startFrameCounter(page);
    // 不同的浏览器栈深不同：要么照常得出结果，要么说明是嵌套太深、调用栈溢出，不会没有下文。
    await expect(page.locator('dl dd pre').first()).toContainText(/调用栈溢出|深处/);
    await expect(output(page)).toContainText(/RangeError: Maximum call stack size exceeded|最后一个表达式的值\d+/);

    await selectorInput(page).fill(`${'div '.repeat(2_500)}`.trim());
    await expect(selectorInput(page)).toHaveValue(/^div div/);
    await expect(matchStatus(page)).toHaveText(/^\d+ 个匹配$|^选择器无效$|^无法匹配$/, { timeout: 15_000 });
    await expect.poll(framesAfterReload).toBeGreaterThan(20);

    const garbage = Array.from({ length: 20_000 }, (_, index) => String.fromCharCode((index * 7919) % 256)).join('');
    await open(page, linkTo(state({ html: garbage, selector: '*', code: '$.root().text().length' })));
    await expect(matchStatus(page)).toHaveText(/个匹配/);
    await expect(output(page)).toContainText(/^最后一个表达式的值\d+$/);
  });
});

test.describe('演练场：分享', () => {
  test('输入时用 replaceState 更新链接（不增加历史记录），打开链接还原全部状态', async ({ page }) => {
    await open(page);
    const historyLength = await page.evaluate(() => history.length);
    await selectorInput(page).fill('li.book');
    await page.getByRole('radio', { name: /片段：原样解析/ }).check();
    // 停止输入约半秒后才写地址栏：等写进去的状态包含两处改动。
    await expect
      .poll(() => {
        const hash = new URL(page.url()).hash;
        return hash ? decodeFragmentSync(hash).options.isDocument : null;
      })
      .toBe(false);
    const url = page.url();
    expect(await page.evaluate(() => history.length)).toBe(historyLength);
    await page.goto('about:blank');
    await open(page, url.slice(url.indexOf('/playground')));
    await expect(selectorInput(page)).toHaveValue('li.book');
    await expect(page.getByRole('radio', { name: /片段：原样解析/ })).toBeChecked();
    await expect(matchStatus(page)).toHaveText('3 个匹配');
  });

  test('损坏或被截断的链接：清楚的提示和默认示例，不会是空白页', async ({ page }) => {
    const good = linkTo(state({ selector: 'li' }));
    for (const broken of [good.slice(0, -10), '/playground#v1.!!!', '/playground#v7.abc']) {
      await open(page, broken);
      await expect(page.getByRole('status').filter({ hasText: '下面显示的是默认示例' })).toBeVisible();
      await expect(selectorInput(page)).toHaveValue('.book .price');
      await expect(matchStatus(page)).toHaveText('3 个匹配');
    }
  });

  test('“在演练场中打开”：实时代码块带着代码和 HTML 打开演练场，结果与页面上相同', async ({ page }) => {
    await gotoHydrated(page, '/docs/basics/selecting');
    const link = page.getByRole('link', { name: '在演练场中打开' }).first();
    await expect(link).toHaveAttribute('href', /^\/playground#v1\./);
    await link.click();
    await expect(page).toHaveURL(/\/playground#v1\./);
    await expect.poll(() => inputText(page, '代码')).toMatch(/render\(<pre>/);
    await expect.poll(() => inputText(page, 'HTML')).toMatch(/<li class="book" data-lang="zh">三体<\/li>/);
    await expect(selectorInput(page)).toHaveValue('li[data-lang="zh"]:not(.sale)');
    await expect(matchStatus(page)).toHaveText('2 个匹配');
    await expect(output(page)).toHaveText('render()li[data-lang="zh"]:not(.sale) 选中了 2 个：三体、活着');
  });

  test('示例菜单载入起点：XML 模式', async ({ page }) => {
    await open(page);
    await page.getByRole('combobox', { name: '示例' }).selectOption({ label: 'XML 模式' });
    await page.getByRole('button', { name: '载入示例' }).click();
    await expect(page.getByRole('radio', { name: /^XML 模式/ })).toBeChecked();
    await expect(matchStatus(page)).toHaveText('2 个匹配');
    await expect(output(page)).toContainText("title: 'Cheerio 1.0 正式发布'");
  });
});

freshTest.describe('演练场：需要单独浏览器上下文的检查', () => {
  freshTest.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  freshTest('复制链接与选择器；太长的状态给出大小并提供下载，下载的文件能打开还原', async ({ page }) => {
    await open(page, linkTo(state({ html: '<p id="only">一</p>', selector: 'p' })));
    await page.getByRole('button', { name: '复制链接' }).click();
    await expect(page.getByText(/已复制链接（\d+ 个字符）/)).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(page.url());
    await tree(page).getByRole('treeitem').filter({ hasText: '<p id="only">' }).click();
    await page.getByRole('button', { name: '复制选择器' }).click();
    await expect(page.getByText('已复制。')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('#only');

    // 伪随机的内容几乎压缩不了：链接超过 16 000 个字符。
    let seed = 2463534242;
    const noise = Array.from({ length: 30_000 }, () => {
      seed ^= seed << 13;
      seed ^= seed >>> 17;
      seed ^= seed << 5;
      return ((seed >>> 0) % 36).toString(36);
    }).join('');
    await open(page, linkTo(state({ html: `<p>${noise}</p>`, selector: 'p' })));
    await page.getByRole('button', { name: '复制链接' }).click();
    const notice = page.getByRole('status').filter({ hasText: '超过了 16,000 个字符' });
    await expect(notice).toContainText(/当前内容写成链接有 [\d,]+ 个字符/);
    const download = page.waitForEvent('download');
    await notice.getByRole('button', { name: '下载状态文件' }).click();
    const file = await (await download).path();
    await open(page);
    await page.locator('input[type="file"][accept*="json"]').setInputFiles(file);
    await expect(selectorInput(page)).toHaveValue('p');
    // 还原出的内容同样写不进链接，提示随之换成说明大小的那一条。
    await expect(page.getByRole('status').filter({ hasText: '超过了 16,000 个字符' })).toBeVisible();
    await expect.poll(() => inputText(page, 'HTML')).toBe(`<p>${noise}</p>`);
  });

  freshTest('320 px 宽、200% 缩放：没有横向滚动，输入和结果上下排列', async ({ page }) => {
    for (const viewport of [
      { width: 320, height: 640 },
      { width: 640, height: 450 },
    ]) {
      await page.setViewportSize(viewport);
      await open(page);
      if (viewport.width === 640) await page.evaluate(() => (document.body.style.zoom = '2'));
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${viewport.width} px`).toBeLessThanOrEqual(0);
      const html = await page.getByRole('textbox', { name: 'HTML', exact: true }).boundingBox();
      const selector = await selectorInput(page).boundingBox();
      expect(selector!.y).toBeGreaterThan(html!.y + html!.height);
    }
  });

  freshTest('axe：浅色与暗黑模式下，编辑器、树、结果和提示都没有违规', async ({ page }) => {
    await open(page, linkTo(state({ selector: 'li', code: "console.log($('li'));\nconsole.warn('警告');\nnull.x" })));
    await loadEditors(page);
    await expect(output(page).locator('li')).toHaveCount(3);
    await tree(page).getByRole('treeitem').filter({ hasText: '<li class="a">' }).click();
    await expect(page.getByRole('heading', { name: /选中的节点/ })).toBeVisible();
    expect(await scan(page)).toEqual([]);
    await switchToDark(page);
    expect(await scan(page, { rules: colourModeRules })).toEqual([]);
    await selectorInput(page).fill('li::after');
    await expect(page.locator('.alert--danger')).toBeVisible();
    expect(await scan(page, { rules: colourModeRules })).toEqual([]);
  });
});
