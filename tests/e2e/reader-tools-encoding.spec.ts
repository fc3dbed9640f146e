import type { Page } from '@playwright/test';
import { decodeBuffer } from 'encoding-sniffer';
import { STREAM_THRESHOLD } from '../../src/tools/encoding-lab/nodeCode';
import { parseContentType } from '../../src/tools/encoding-lab/sniff';
import { SAMPLES } from '../../src/tools/encoding-lab/samples';
import { colourModeRules, contrastRules, scan, settle, switchToDark } from './support/axe';
import { expect, gotoHydrated, sharedPageTest as test } from './support/fixtures';

const route = '/playground/encoding';

const verdict = (page: Page) => page.locator('p').filter({ hasText: /^loadBuffer (会按|选中了)/ });
const decoded = (page: Page) => page.locator('h2#text ~ pre').first();

async function chooseFile(page: Page, name: string, buffer: Buffer) {
  await page.getByLabel('或者打开本地文件').setInputFiles({ name, mimeType: 'text/html', buffer });
}

test('示例：判断过程、解码结果、乱码对照和 Node 代码', async ({ page }) => {
  await gotoHydrated(page, route);
  await expect(verdict(page)).toHaveText('loadBuffer 会按 GBK 解码这个文件。');
  const steps = page.locator('ol').filter({ hasText: '字节顺序标记' });
  await expect(steps.locator('li').nth(2)).toContainText('第 30 字节（0x1E）处的 <meta charset="gbk"> → GBK');
  await expect(steps.locator('li').nth(2)).toContainText('采用');
  await expect(page.getByRole('note').filter({ hasText: 'GB18030 解码器' })).toBeVisible();
  await expect(decoded(page)).toContainText('北京今天晴，最高气温 25 度');
  await expect(page.getByText('按 UTF-8 读 → 存成 UTF-8 → 再按 GBK 读')).toBeVisible();
  await expect(page.locator('pre').filter({ hasText: '锟斤拷' }).first()).toBeVisible();
  await expect(page.locator('.theme-code-block')).toContainText('cheerio.loadBuffer(await readFile(');

  await page.getByLabel('示例文件').selectOption({ label: 'GBK，没有 <meta>' });
  await expect(verdict(page)).toHaveText('loadBuffer 会按 windows-1252 解码这个文件。');
  await expect(page.getByRole('note').filter({ hasText: '更可能是 gb18030' })).toBeVisible();
  await expect(page.locator('.theme-code-block')).toContainText("defaultEncoding: 'gb18030'");

  // 响应头扮演传输层编码，优先于默认值。
  await page.getByLabel('Content-Type 响应头（可选）').fill('text/html; charset=GBK');
  await expect(verdict(page)).toHaveText('loadBuffer 会按 GBK 解码这个文件。');
  await expect(decoded(page)).toContainText('北京今天晴');
});

test('在 Chromium 里，每个示例的判断和解码结果都与 Node 的 loadBuffer 相同', async ({ page }) => {
  await gotoHydrated(page, route);
  for (const sample of SAMPLES) {
    const bytes = Buffer.from(sample.base64, 'base64');
    const label = sample.contentType ? parseContentType(sample.contentType).label : undefined;
    const expected = decodeBuffer(bytes, { defaultEncoding: 'windows-1252', transportLayerEncodingLabel: label });
    await page.getByLabel('示例文件').selectOption(sample.id);
    await expect(page.getByText(`示例“${sample.label}”，`)).toBeVisible();
    await expect(decoded(page), sample.id).toHaveText(expected, { useInnerText: true });
  }
});

test('粘贴十六进制字节，以及写错时的提示', async ({ page }) => {
  await gotoHydrated(page, route);
  const hex = page.getByLabel('或者粘贴十六进制字节');
  await hex.fill('E4 BD A0 E5 A5 zz');
  await page.getByRole('button', { name: '分析这些字节' }).click();
  await expect(page.getByRole('alert')).toHaveText('第 16 个字符“z”不是十六进制数字（只能是 0–9、A–F）。');
  await hex.fill('E4 BD A0 E5 A5 BD');
  await page.getByRole('button', { name: '分析这些字节' }).click();
  await expect(page.getByText('粘贴的字节，6 字节')).toBeVisible();
  await expect(verdict(page)).toHaveText('loadBuffer 会按 windows-1252 解码这个文件。');
  await expect(decoded(page)).toHaveText('ä½\u00a0å¥½', { useInnerText: true });
  await expect(page.getByRole('note').filter({ hasText: '更可能是 UTF-8' })).toBeVisible();
});

test('空文件和二进制文件', async ({ page }) => {
  await gotoHydrated(page, route);
  await chooseFile(page, 'empty.html', Buffer.alloc(0));
  await expect(page.getByRole('alert')).toHaveText('文件是空的（0 字节），没有可以分析的内容。');

  await chooseFile(
    page,
    'logo.png',
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48]),
  );
  await expect(page.getByRole('alert')).toContainText('这个文件的开头是 PNG 图片的标志字节，不是文本');
});

test('超过流式阈值的大文件在 Web Worker 里解码，示例代码改用 decodeStream', async ({ page }) => {
  // 文件经 Playwright 的协议以 base64 传进页面，再在 worker 里嗅探、解码：繁忙的两核机器上要十几秒，给它自己的时限。
  // 比阈值（STREAM_THRESHOLD）大一点就够：更大的文件走的是同一条路径，只是更慢。
  test.setTimeout(90_000);
  await gotoHydrated(page, route);
  const line = Buffer.from('<p>一行中文，把文件撑过流式阈值。</p>\n');
  const large = Buffer.alloc(STREAM_THRESHOLD + 512 * 1024, line);
  await chooseFile(page, 'large.html', large);
  await expect(page.getByText('文件 large.html，10.5 MB')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText(/下面只显示前 20,000 个字符/)).toBeVisible();
  // 解码在 Web Worker 里进行，页面的主线程不被十几 MB 的数据堵住。
  expect(page.workers().length).toBeGreaterThan(0);
  await expect(page.locator('.theme-code-block')).toContainText('decodeStream');
});

test('320 px 宽、暗黑模式下都没有无障碍问题', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await gotoHydrated(page, route);
  await expect(verdict(page)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await settle(page);
  const light = await scan(page, { include: 'main', exclude: '.prism-code .token-line' });
  // 窄屏上颜色模式按钮收在侧边菜单里；暗黑模式在桌面宽度下切换、检查。
  await page.setViewportSize({ width: 1280, height: 800 });
  await switchToDark(page);
  const dark = await scan(page, {
    rules: [...contrastRules, ...colourModeRules],
    include: 'main',
    exclude: '.prism-code .token-line',
  });
  expect({ light, dark }).toEqual({ light: [], dark: [] });
});
