import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { encodeFragmentSync } from '../../src/plugins/playground-links/fragmentSync';
import { FLOODED_TEXT } from '../../src/sandbox/client';
import { MAX_OUTPUT_ENTRIES } from '../../src/sandbox/outputGate';
import { DEFAULT_OPTIONS } from '../../src/tools/playground/state';
import { expect, gotoHydrated, sharedPageTest as test } from './support/fixtures';
import { attackCode, attackNames } from './support/sandboxAttacks';

/**
 * 读者的代码（在演练场里输入的，和链接带来的）只在不透明的源里运行（src/sandbox/，THREAT_MODEL.md）：
 * 这里像攻击者一样尝试本站的存储、网络和服务工作线程，每一项都必须失败，本站的存储不变。
 */

const linkTo = (code: string, html = '<p>x</p>') =>
  `/playground#${encodeFragmentSync({ code, html, selector: '', options: DEFAULT_OPTIONS })}`;

const output = (page: Page) => page.getByRole('list', { name: '输出' });

/** 关掉自动运行，加载编辑器，换上新代码，按“运行”。 */
async function runTyped(page: Page, code: string) {
  await page.getByRole('checkbox', { name: '停止输入后自动运行' }).uncheck();
  await page.getByRole('heading', { name: '代码与输出' }).hover();
  await expect(page.locator('.cm-editor')).toHaveCount(2);
  await page.getByRole('textbox', { name: '代码', exact: true }).click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.insertText(code);
  await page.getByRole('button', { name: '运行', exact: true }).click();
}
const runStatus = (page: Page) => page.locator('#playground-run-status');

/** 沙箱里被内容安全策略挡下的请求，浏览器会在控制台报告；这是预期的结果，只在这里放行。 */
const blockedByPolicy = [
  /Content Security Policy/,
  /Failed to load resource/,
  /net::ERR_/,
  // 沙箱页在本站的源里打开时拒绝运行（src/sandbox/frame.ts）。
  /沙箱页只在不透明的源里运行/,
];
test.afterEach(({ consoleErrors }) => {
  const unexpected = consoleErrors.filter((error) => !blockedByPolicy.some((pattern) => pattern.test(error)));
  consoleErrors.splice(0, consoleErrors.length, ...unexpected);
});

async function expectEveryAttackFailed(page: Page) {
  await expect(runStatus(page)).toContainText('运行完成', { timeout: 15_000 });
  const lines = await output(page).locator('li pre').allTextContents();
  expect(lines.map((line) => line.split('：')[0])).toEqual(attackNames);
  for (const line of lines) expect(line).not.toContain('：成功');
}

/** 页面所在的源（本站）的存储：尝试之后不能多出任何东西。 */
async function siteStorage(page: Page) {
  return page.evaluate(async () => ({
    caches: await caches.keys(),
    databases: (await indexedDB.databases()).map((database) => database.name),
    theme: localStorage.getItem('theme'),
  }));
}

test.describe('读者的代码在不透明的源里运行', () => {
  test('求值读者代码的执行器只在沙箱页里，不在任何页面脚本里', () => {
    // runCode.ts 用这个参数名把读者的代码交给 eval。
    const marker = '__playgroundSource';
    const buildDir = path.join(__dirname, '../../build');
    const scripts = readdirSync(path.join(buildDir, 'assets/js')).filter((file) =>
      readFileSync(path.join(buildDir, 'assets/js', file), 'utf8').includes(marker),
    );
    expect(scripts).toEqual([]);
    expect(readFileSync(path.join(buildDir, 'sandbox.html'), 'utf8')).toContain(marker);
  });

  test('链接带来的代码：本站的缓存、IndexedDB、localStorage、Cookie、网络和服务工作线程都碰不到', async ({
    page,
    baseURL,
  }) => {
    const origin = new URL(baseURL ?? '').origin;
    await page.goto('/');
    const before = await siteStorage(page);
    await gotoHydrated(page, linkTo(attackCode(origin)));
    await expect(page.getByRole('note').filter({ hasText: '这段代码来自你打开的链接' })).toBeVisible();
    await expectEveryAttackFailed(page);
    expect(await siteStorage(page)).toEqual(before);
    // 代码从没有在页面本身求值：页面的策略里没有 'unsafe-eval'，运行它的是沙箱页里的 worker。
    expect(page.frames().map((frame) => new URL(frame.url()).pathname)).toEqual(['/playground', '/sandbox.html']);
  });

  test('在演练场里输入的代码同样碰不到；改过代码之后不再提示来自链接', async ({ page, baseURL }) => {
    const origin = new URL(baseURL ?? '').origin;
    await gotoHydrated(page, linkTo("console.log('起点')"));
    await expect(page.getByRole('note').filter({ hasText: '来自你打开的链接' })).toBeVisible();
    await runTyped(page, attackCode(origin));
    await expect(page.getByRole('note').filter({ hasText: '来自你打开的链接' })).toHaveCount(0);
    await expectEveryAttackFailed(page);
    expect((await siteStorage(page)).caches).toEqual([]);
  });

  test('沙箱自己发出十万条消息：页面只收下上限以内的，照常响应，并停止这次运行', async ({ page }) => {
    // 绕过 worker 里的输出计数：借 console.log 拿到通往页面的端口，再直接往里发。
    const code = `
const send = MessagePort.prototype.postMessage;
let port;
MessagePort.prototype.postMessage = function (...args) { port = this; return send.apply(this, args); };
console.log('拿到端口');
MessagePort.prototype.postMessage = send;
port.postMessage({ type: 'output', entry: { level: 'log', text: '长'.repeat(1_000_000) } });
port.postMessage({ type: 'output', entry: { level: '<img src=x onerror=alert(1)>', text: 'x' } });
port.postMessage({ type: 'done', ms: -1, dropped: 1e300 });
for (let i = 0; i < 100_000; i += 1) port.postMessage({ type: 'output', entry: { level: 'log', text: 'flood ' + i } });
`;
    await gotoHydrated(page, linkTo(code));
    await expect(runStatus(page)).toHaveText(FLOODED_TEXT, { timeout: 15_000 });
    await expect(output(page).locator('li')).toHaveCount(MAX_OUTPUT_ENTRIES);
    const second = output(page).locator('li').nth(1);
    await expect(second).toContainText('这一条共 1000000 个字符，只显示开头');
    await expect(output(page).locator('img')).toHaveCount(0);
    // 页面照常画帧、照常响应输入。
    const frames = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let count = 0;
          const started = performance.now();
          const tick = () => {
            count += 1;
            if (performance.now() - started < 500) requestAnimationFrame(tick);
            else resolve(count);
          };
          requestAnimationFrame(tick);
        }),
    );
    expect(frames).toBeGreaterThan(10);
    await page.getByRole('textbox', { name: '选择器', exact: true }).fill('p');
    await expect(page.locator('#playground-match-status')).toHaveText('1 个匹配');
    // 消息太多的沙箱被整个移除，下一次运行换一个新的。
    await runTyped(page, "'又能运行了'");
    await expect(output(page)).toContainText("'又能运行了'");
  });

  test('不带 sandbox 属性、也没有 sandbox 响应头地嵌入沙箱页（GitHub Pages 上别的网站可以这样做）：它什么也不做', async ({
    page,
  }) => {
    // GitHub Pages 不发响应头：去掉本地服务器给沙箱页加的 sandbox 和 frame-ancestors，文档就和本站同源。
    // 用单独的地址：改过响应头的这份不能留在 HTTP 缓存里，被之后的测试当作沙箱页用上。
    await page.route('**/sandbox.html?unsandboxed', async (route) => {
      const response = await route.fetch();
      const headers = { ...response.headers() };
      delete headers['content-security-policy'];
      await route.fulfill({ response, headers });
    });
    await gotoHydrated(page, '/docs/intro');
    const answered = await page.evaluate(
      () =>
        new Promise<string[]>((resolve) => {
          const heard: string[] = [];
          window.addEventListener('message', (event) => heard.push(JSON.stringify(event.data)));
          const frame = document.createElement('iframe');
          frame.src = '/sandbox.html?unsandboxed';
          frame.addEventListener('load', () => {
            const channel = new MessageChannel();
            channel.port1.onmessage = (event) => heard.push(JSON.stringify(event.data));
            frame.contentWindow?.postMessage(
              {
                type: 'run',
                id: 1,
                request: { code: "caches.open('planted')", html: '', loadOptions: {}, isDocument: true },
              },
              '*',
              [channel.port2],
            );
            setTimeout(() => resolve(heard), 1500);
          });
          document.body.append(frame);
        }),
    );
    expect(answered).toEqual([]);
    expect(await page.evaluate(() => caches.keys())).toEqual([]);
  });

  test('死循环到时限时整个沙箱被移除，新的沙箱照常运行', async ({ page }) => {
    await gotoHydrated(page, linkTo('while (true) {}'));
    await expect(runStatus(page)).toHaveText('正在运行……');
    const sandbox = page.frames().find((frame) => frame.url().endsWith('/sandbox.html'));
    expect(sandbox).toBeDefined();
    await expect(runStatus(page)).toHaveText('运行超过 3 秒，已停止。', { timeout: 10_000 });
    // 页面在写出状态之前就移除了 iframe；Playwright 得知框架卸下是另一条异步的消息，所以等它到达。
    await expect.poll(() => sandbox?.isDetached()).toBe(true);
    await runTyped(page, '40 + 2');
    await expect(output(page)).toContainText('42');
  });
});
