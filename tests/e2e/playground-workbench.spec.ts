import { mkdirSync, truncateSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import iconv from 'iconv-lite';
import { encodeFragmentSync } from '../../src/plugins/playground-links/fragmentSync';
import { ISSUE_URL_LIMIT } from '../../src/tools/playground/askForHelp';
import { MAX_IMPORT_BYTES } from '../../src/tools/playground/pageImport/protocol';
import { DEFAULT_OPTIONS } from '../../src/tools/playground/state';
import { colourModeRules, scan, switchToDark } from './support/axe';
import { expect, gotoHydrated, test as freshTest, sharedPageTest as test } from './support/fixtures';

/**
 * 演练场成为抓取脚本的工作台（issue 39）：打开读者自己保存的网页（任何编码）、一键求助。
 */

const status = (page: Page) => page.locator('#playground-page-import-status');
const htmlText = (page: Page) =>
  page
    .getByRole('textbox', { name: 'HTML', exact: true })
    .evaluate((element) =>
      element instanceof HTMLTextAreaElement ? element.value : (element as HTMLElement).innerText,
    );

async function openPage(page: Page, name: string, buffer: Buffer) {
  await page
    .getByLabel('打开保存的网页（任何编码，也可以拖进 HTML 框）')
    .setInputFiles({ name, mimeType: 'text/html', buffer });
}

const gbkShop = iconv.encode(
  `<html><head><meta charset="gbk"><title>商品列表</title></head><body><ul>${Array.from(
    { length: 20 },
    (_, index) => `<li class="item"><a href="/p/${index}">商品 ${index}</a><b>¥${index}.00</b></li>`,
  ).join('')}</ul></body></html>`,
  'gbk',
);

test.describe('演练场：打开真实的网页', () => {
  test('GBK 网页按 loadBuffer 的方式解码，说明按什么编码、为什么；选择器立刻在它上面计数', async ({ page }) => {
    await gotoHydrated(page, '/playground');
    await openPage(page, 'shop.html', gbkShop);
    await expect(status(page)).toContainText(
      /已打开 shop\.html（[\d.]+ KB）。按 GBK 解码：页面的 <meta> 声明了 gbk。/i,
    );
    await expect(status(page).getByRole('link', { name: '在编码实验室里看完整的判断过程' })).toHaveAttribute(
      'href',
      '/playground/encoding',
    );
    await expect.poll(() => htmlText(page)).toContain('<title>商品列表</title>');
    await page.getByRole('textbox', { name: '选择器', exact: true }).fill('li.item');
    await expect(page.locator('#playground-match-status')).toHaveText('20 个匹配');

    // Content-Type 扮演响应头：填了就排在页面声明之前，填错了会如实说出替换字符。
    await page.getByLabel('Content-Type 响应头（可选）').fill('text/html; charset=utf-8');
    await expect(status(page)).toContainText('Content-Type 响应头里写了 charset=utf-8');
    await expect(status(page)).toContainText(/解出了 [\d,]+ 个替换字符/);
  });

  test('粘贴十六进制字节，写错时说明错在哪里', async ({ page }) => {
    await gotoHydrated(page, '/playground');
    await page.getByText('或者粘贴十六进制字节').click();
    await page.getByLabel('十六进制字节').fill('3C 70 3E C4 E3 BA C3 3C 2F 70 3E');
    await page.getByRole('button', { name: '按 loadBuffer 的方式解码' }).click();
    // 没有声明也没有响应头：loadBuffer 用默认的 windows-1252，GBK 的字节成了乱码。
    await expect(status(page)).toContainText('loadBuffer 用默认的 windows-1252');
    await page.getByLabel('Content-Type 响应头（可选）').fill('gbk');
    await expect.poll(() => htmlText(page)).toBe('<p>你好</p>');
    await page.getByLabel('十六进制字节').fill('3C 7G');
    await page.getByRole('button', { name: '按 loadBuffer 的方式解码' }).click();
    await expect(status(page)).toContainText('不是十六进制数字');
  });

  test('空文件、二进制文件、超过上限的文件：清楚的说明，原来的 HTML 不变', async ({ page }) => {
    await gotoHydrated(page, '/playground');
    const before = await htmlText(page);
    await openPage(page, 'empty.html', Buffer.alloc(0));
    await expect(status(page)).toHaveText('empty.html：文件是空的（0 字节），没有可以分析的内容。');
    await openPage(page, 'logo.png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]));
    await expect(status(page)).toContainText('这个文件的开头是 PNG 图片的标志字节');
    expect(await htmlText(page)).toBe(before);
  });

  test('50 MB 的文件不读进内存就拒绝；5 MB 的 GBK 文件在 worker 里解码，页面照常响应', async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    await gotoHydrated(page, '/playground');
    // 50 MB 的文件经 Playwright 的协议传不进来，写成临时文件（稀疏文件，不占磁盘）再选中它。
    const huge = path.join(testInfo.outputPath(), 'huge.html');
    mkdirSync(path.dirname(huge), { recursive: true });
    writeFileSync(huge, '');
    truncateSync(huge, 50 * 1024 * 1024);
    await page.getByLabel('打开保存的网页（任何编码，也可以拖进 HTML 框）').setInputFiles(huge);
    await expect(status(page)).toContainText(
      `huge.html 有 50.0 MB，演练场最多打开 ${MAX_IMPORT_BYTES / 1024 / 1024} MB 的页面`,
    );

    const row = iconv.encode('<li class="item">商品<b>¥1</b></li>', 'gbk');
    const big = Buffer.concat([
      iconv.encode('<meta charset="gbk"><ul>', 'gbk'),
      Buffer.alloc(Math.ceil((5 * 1024 * 1024) / row.length) * row.length, row),
      Buffer.from('</ul>'),
    ]);
    await openPage(page, 'big.html', big);
    await expect(status(page)).toContainText('按 GBK 解码', { timeout: 60_000 });
    await page.getByRole('textbox', { name: '选择器', exact: true }).fill('li.item');
    await expect(page.locator('#playground-match-status')).toHaveText(/^\d{6} 个匹配$/, { timeout: 60_000 });
    expect(page.workers().length).toBeGreaterThan(0);
  });
});

/** 在 HTML 输入框（编辑器加载前后都一样）里整体换上新内容。 */
async function replaceHtml(page: Page, html: string) {
  const input = page.getByRole('textbox', { name: 'HTML', exact: true });
  await input.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.insertText(html);
}

const sampleList = (page: Page) => page.getByRole('list', { name: '各样本的匹配数' });

test.describe('演练场：几份样本与期望', () => {
  test('选择器在每份样本上计数（“3 · 0 · 20”），期望满足与否用文字写明，都写进链接', async ({ page }) => {
    await gotoHydrated(page, '/playground');
    await expect(page.locator('#playground-match-status')).toHaveText('3 个匹配');
    await page.getByRole('button', { name: '添加样本' }).click();
    await expect(page.getByRole('tab', { name: '样本 2' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('button', { name: '添加样本' }).click();
    await openPage(page, 'shop.html', gbkShop);
    await expect(page.getByRole('tab', { name: 'shop.html' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('textbox', { name: '选择器', exact: true }).fill('li');
    await expect(page.locator('[data-sample-counts]')).toHaveText('各样本：3 · 0 · 20');

    // 期望：shop.html 至少 1 个（满足），样本 2 恰好 1 个（不可能满足）。
    await page.getByLabel('shop.html期望的匹配数').selectOption({ label: '至少' });
    await page.getByRole('tab', { name: '样本 2' }).click();
    await page.getByLabel('样本 2期望的匹配数').selectOption({ label: '恰好' });
    await expect(sampleList(page).locator('li')).toHaveText([
      '样本 1：3 个匹配',
      '样本 2：0 个匹配，不符合期望（恰好 1 个）',
      'shop.html：20 个匹配，符合期望（至少 1 个）',
    ]);
    // 方向键在标签之间移动并切换。
    await page.getByRole('tab', { name: '样本 2' }).focus();
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('tab', { name: '样本 1' })).toBeFocused();
    await expect(page.getByRole('tab', { name: '样本 1' })).toHaveAttribute('aria-selected', 'true');

    // 链接还原全部样本和期望：“复制链接”压缩好当前状态就写进地址（剪贴板在这里不可用，不影响地址）。
    await page.getByRole('button', { name: '复制链接' }).click();
    // 提示出现时地址已经写好（写地址在先，写剪贴板在后）。
    await expect(page.getByText(/^(已复制链接|浏览器不允许写入剪贴板)/)).toBeVisible();
    const link = page.url();
    expect(link).toMatch(/#v1\./);
    await gotoHydrated(page, '/');
    await gotoHydrated(page, link.slice(link.indexOf('/playground')));
    await expect(page.getByRole('tab')).toHaveText(['样本 1', '样本 2', 'shop.html']);
    await expect(sampleList(page).locator('li').nth(1)).toHaveText('样本 2：0 个匹配，不符合期望（恰好 1 个）');
  });

  test('最多五份样本：第六份加不进来，并说明上限；删除样本后回到可以添加', async ({ page }) => {
    await gotoHydrated(page, '/playground');
    for (let index = 0; index < 4; index += 1) await page.getByRole('button', { name: '添加样本' }).click();
    await expect(page.getByRole('tab')).toHaveCount(5);
    await expect(page.getByRole('button', { name: '添加样本' })).toBeDisabled();
    await expect(page.getByText('最多 5 份样本。')).toBeVisible();
    await page.getByRole('button', { name: '删除样本 5' }).click();
    await expect(page.getByRole('tab')).toHaveCount(4);
    await expect(page.getByRole('button', { name: '添加样本' })).toBeEnabled();
    await replaceHtml(page, '<p>第四份</p>');
    await page.getByRole('tab', { name: '样本 1' }).click();
    await page.getByRole('tab', { name: '样本 4' }).click();
    await expect.poll(() => htmlText(page)).toBe('<p>第四份</p>');
  });
});

freshTest.describe('演练场：向别人求助', () => {
  // 新标签页打开的 GitHub 由测试拦下作答，不算第三方请求。
  freshTest.use({ permissions: ['clipboard-read', 'clipboard-write'], interceptedHosts: /^github\.com$/ });

  freshTest(
    '复制提问：版本、HTML、选择器、代码、输出和链接；提交 issue 打开预填好的 GitHub 页面',
    async ({ page, context }) => {
      await gotoHydrated(page, '/playground');
      await expect(page.locator('#playground-run-status')).toContainText('运行完成');
      // 匹配数来自另一次分析，可能晚于运行结果；读者看得到匹配数之后复制，提问里才带上它。
      await expect(page.locator('#playground-match-status')).toHaveText('3 个匹配');
      await page.getByRole('button', { name: '复制提问' }).click();
      await expect(page.getByText(/已复制提问的 Markdown（[\d,]+ 个字符）/)).toBeVisible();
      const markdown = await page.evaluate(() => navigator.clipboard.readText());
      expect(markdown).toMatch(/^\*\*Cheerio\*\*：1\.2\.0/);
      expect(markdown).toContain('### 选择器 / Selector\n\n`.book .price`：匹配 3 个');
      expect(markdown).toContain("'活着'");
      expect(markdown).toMatch(
        /\[在演练场中打开 \/ Open in the playground\]\(http:\/\/127\.0\.0\.1:\d+\/playground#v1\./,
      );

      // 打开 GitHub 之前什么都不发出；点了才打开新标签页（测试里拦下，不真的访问 GitHub）。
      await context.route('https://github.com/**', (route) => route.fulfill({ body: 'GitHub' }));
      const popup = page.waitForEvent('popup');
      await page.getByRole('button', { name: '提交 issue' }).click();
      const url = new URL((await popup).url());
      expect(url.origin + url.pathname).toBe('https://github.com/cheeriojs/cheerio/issues/new');
      expect(url.searchParams.get('title')).toBe('Playground: .book .price');
      expect(url.searchParams.get('body')).toContain('### 代码 / Code');
    },
  );
  freshTest('放不进 GitHub 链接的提问：复制 Markdown，打开空白的新 issue，并说明要粘贴', async ({ page, context }) => {
    // 几千个汉字编码进链接后远超上限（每个汉字 9 个字符）；提问里的 HTML 只保留开头，仍然放不下。
    const html = `<p>${'长'.repeat(3000)}</p>`;
    const link = `/playground#${encodeFragmentSync({ html, selector: 'p', code: "$('p').length", options: DEFAULT_OPTIONS })}`;
    await gotoHydrated(page, link);
    await expect(page.locator('#playground-run-status')).toContainText('运行完成');
    await context.route('https://github.com/**', (route) => route.fulfill({ body: 'GitHub' }));
    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: '提交 issue' }).click();
    const url = new URL((await popup).url());
    expect(url.origin + url.pathname + url.search).toBe('https://github.com/cheeriojs/cheerio/issues/new');
    await expect(page.getByText('内容太长，放不进 GitHub 的链接：已复制提问的 Markdown')).toBeVisible();
    const markdown = await page.evaluate(() => navigator.clipboard.readText());
    expect(markdown).toContain('长'.repeat(100));
    expect(encodeURIComponent(markdown).length).toBeGreaterThan(ISSUE_URL_LIMIT);
  });
});

freshTest('新控件在 320 px 宽、暗黑模式下都没有无障碍问题', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await gotoHydrated(page, '/playground');
  await page.getByText('或者粘贴十六进制字节').click();
  await page.getByRole('button', { name: '添加样本' }).click();
  await page.getByLabel('样本 2期望的匹配数').selectOption({ label: '恰好' });
  await expect(page.getByRole('list', { name: '各样本的匹配数' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  const include =
    'section[aria-labelledby="playground-html-title"], section[aria-labelledby="playground-selector-title"], [aria-labelledby="playground-ask-title"]';
  const exclude = '.cm-editor, .prism-code .token-line';
  expect(await scan(page, { include, exclude })).toEqual([]);
  // 窄屏上颜色模式按钮收在侧边菜单里；暗黑模式在桌面宽度下切换、检查。
  await page.setViewportSize({ width: 1280, height: 800 });
  await switchToDark(page);
  expect(await scan(page, { include, exclude, rules: colourModeRules })).toEqual([]);
});
