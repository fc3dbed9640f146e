import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page, Request } from '@playwright/test';
import { decodeFragmentSync, encodeFragmentSync } from '../../src/plugins/playground-links/fragmentSync';
import { OLD_RELEASES, type OldRelease } from '../../src/sandbox/releases';
import { DEFAULT_OPTIONS, type ParseOptions, type PlaygroundState } from '../../src/tools/playground/state';
import { colourModeRules, scan, switchToDark } from './support/axe';
import { expect, gotoHydrated, test as freshTest, sharedPageTest as test } from './support/fixtures';
import { attackCode, attackNames } from './support/sandboxAttacks';

/**
 * 演练场的“对比版本”（issue 39 第 4 节）：同样的 HTML 和代码在真实的旧版本里运行，与 1.2.0 的输出逐行比较。
 * 每条断言的行为都先在 npm 上的各个版本里核对过（tests/unit/playground-versions.test.ts 在 Node 里运行同样的包）。
 */

function linkTo(change: Partial<Omit<PlaygroundState, 'options'>> & { options?: Partial<ParseOptions> }): string {
  const state: PlaygroundState = {
    html: change.html ?? '<p>你好</p>',
    selector: change.selector ?? '',
    code: change.code ?? '',
    options: { ...DEFAULT_OPTIONS, ...change.options },
    ...(change.versions ? { versions: change.versions } : {}),
  };
  return `/playground#${encodeFragmentSync(state)}`;
}

const runStatus = (page: Page) => page.locator('#playground-run-status');
const output = (page: Page) => page.getByRole('list', { name: '输出' });
const checkbox = (page: Page, release: OldRelease) =>
  page.getByRole('checkbox', { name: `对比 ${release}`, exact: true });

/** 一个版本的结果：标题、状态、对照、完整输出和 API 的差别。 */
function result(page: Page, release: OldRelease) {
  const item = page
    .getByRole('list', { name: '各版本的结果' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: `cheerio ${release}`, exact: true }) });
  return {
    item,
    status: item.getByRole('status'),
    diff: item.getByRole('region', { name: `${release} 与 1.2.0 的输出对照` }),
    fullOutput: async () => {
      await item.getByText(`${release} 的完整输出`).click();
      return item.locator('pre');
    },
  };
}

/** 对照里的行：标记（“仅 1.2.0”“仅 0.22.0”或空）与文字。 */
async function diffLines(diff: Locator): Promise<string[]> {
  return (await diff.locator('li').allInnerTexts()).map((line) => line.replace(/\s*\n\s*/g, ' ').trim());
}

async function open(page: Page, link: string) {
  await gotoHydrated(page, link);
  await expect(runStatus(page)).toContainText('运行完成', { timeout: 15_000 });
}

test.describe('对比版本：读者实际会遇到的差别', () => {
  test('<p>你好</p> 在 0.22.0 和 rc.3 里输出 &#x4F60;&#x597D;，rc.12 起输出“你好”；勾选的版本来自链接', async ({
    page,
  }) => {
    await open(page, linkTo({ code: "console.log($('p').html())", versions: [...OLD_RELEASES] }));
    await expect(output(page)).toHaveText('你好');
    for (const release of OLD_RELEASES) await expect(checkbox(page, release)).toBeChecked();
    for (const release of ['0.22.0', '1.0.0-rc.3'] as const) {
      const { status, diff } = result(page, release);
      await expect(status).toHaveText(`与 1.2.0 不同：1 行只在 1.2.0 的输出里，1 行只在 ${release} 的输出里。`, {
        timeout: 20_000,
      });
      expect(await diffLines(diff)).toEqual(['仅 1.2.0 你好', `仅 ${release} &#x4F60;&#x597D;`]);
    }
    for (const release of ['1.0.0-rc.12', '1.0.0', '1.1.2'] as const) {
      const { status, diff } = result(page, release);
      await expect(status).toHaveText('与 1.2.0 相同。', { timeout: 20_000 });
      await expect(diff).toHaveCount(0);
    }
    // 0.22 只有 htmlparser2：预先加载的 $ 怎样来的写在结果旁边。
    await expect(result(page, '0.22.0').item).toContainText(
      '这个版本里 $ 由 cheerio.load(html) 加载。0.22.0 没有 parse5，总用 htmlparser2 解析，也不会补上 <html>、<head>、<body>。',
    );
    expect(await (await result(page, '1.0.0-rc.3').fullOutput()).innerText()).toBe('&#x4F60;&#x597D;');
  });

  test('rc.12 没有 extract、loadBuffer 和 fromURL：调用 $.extract 抛出异常，API 清单列出三者', async ({ page }) => {
    const code =
      "console.log(typeof $.extract, typeof cheerio.loadBuffer, typeof cheerio.fromURL);\n$.extract({ title: 'p' })";
    await open(page, linkTo({ code, versions: ['1.0.0-rc.12', '1.0.0'] }));
    // 沙箱里是浏览器构建：1.2.0 也没有 loadBuffer 和 fromURL（页面的说明里写着），只有 extract 不同。
    await expect(output(page)).toContainText('function undefined undefined');
    await expect(output(page)).toContainText("{ title: '你好' }");
    const rc12 = result(page, '1.0.0-rc.12');
    await expect(rc12.status).toHaveText('与 1.2.0 不同：2 行只在 1.2.0 的输出里，2 行只在 1.0.0-rc.12 的输出里。', {
      timeout: 20_000,
    });
    expect(await diffLines(rc12.diff)).toEqual([
      '仅 1.2.0 function undefined undefined',
      '仅 1.0.0-rc.12 undefined undefined undefined',
      "仅 1.2.0 最后一个表达式的值：{ title: '你好' }",
      '仅 1.0.0-rc.12 异常：TypeError: $.extract is not a function',
    ]);
    await expect(result(page, '1.0.0').status).toHaveText('与 1.2.0 相同。', { timeout: 20_000 });

    // loadBuffer、fromURL 依赖 Node.js，沙箱里哪个版本都没有；它们从哪个版本起才有，看逐个运行真实版本得出的清单。
    await rc12.item.getByText(/^API 的差别/).click();
    for (const entry of ['CheerioAPI.extract（1.0.0 起）', 'loadBuffer（1.0.0 起）', 'fromURL（1.0.0 起）'])
      await expect(rc12.item.getByRole('listitem').filter({ hasText: entry })).toHaveCount(1);
    await expect(result(page, '1.0.0').item.getByText(/^API 的差别/)).toHaveText(
      'API 的差别：1.2.0 有、1.0.0 没有的 0 个，之后改了行为的 1 个',
    );
  });

  test("extract 里 selector: ':scope' 的字段在 1.1.2 里被悄悄丢掉，1.2.0 里取到了值", async ({ page }) => {
    const code =
      "console.log(JSON.stringify($.extract({ items: [{ selector: 'li', value: { text: { selector: ':scope', value: 'textContent' } } }] })))";
    await open(page, linkTo({ html: '<ul><li>一</li><li>二</li></ul>', code, versions: ['1.1.2'] }));
    await expect(output(page)).toHaveText('{"items":[{"text":"一"},{"text":"二"}]}');
    const { status, diff } = result(page, '1.1.2');
    await expect(status).toHaveText('与 1.2.0 不同：1 行只在 1.2.0 的输出里，1 行只在 1.1.2 的输出里。', {
      timeout: 20_000,
    });
    // 没有异常，也没有警告：字段直接不见了。
    expect(await diffLines(diff)).toEqual([
      '仅 1.2.0 {"items":[{"text":"一"},{"text":"二"}]}',
      '仅 1.1.2 {"items":[{},{}]}',
    ]);
  });

  test('XML 模式在 1.2.0 里仍然把中文写成字符实体（每个版本都是），decodeEntities: false 才原样输出', async ({
    page,
  }) => {
    const versions: OldRelease[] = ['0.22.0', '1.1.2'];
    await open(page, linkTo({ code: 'console.log($.xml())', options: { parser: 'xml' }, versions }));
    await expect(output(page)).toHaveText('<p>&#x4f60;&#x597d;</p>');
    await expect(result(page, '1.1.2').status).toHaveText('与 1.2.0 相同。', { timeout: 20_000 });
    // 0.22 同样转义，只是十六进制用大写。
    expect(await diffLines(result(page, '0.22.0').diff)).toEqual([
      '仅 1.2.0 <p>&#x4f60;&#x597d;</p>',
      '仅 0.22.0 <p>&#x4F60;&#x597D;</p>',
    ]);

    await open(
      page,
      linkTo({ code: 'console.log($.xml())', options: { parser: 'xml', decodeEntities: false }, versions }),
    );
    await expect(output(page)).toHaveText('<p>你好</p>');
    for (const release of versions)
      await expect(result(page, release).status).toHaveText('与 1.2.0 相同。', { timeout: 20_000 });
    await expect(result(page, '0.22.0').item).toContainText(
      '这个版本里 $ 由 cheerio.load(html, { xmlMode: true, decodeEntities: false }) 加载。',
    );
  });
});

test.describe('对比版本：加载与隔离', () => {
  test('旧版本只在勾选时加载，勾选写进链接，取消勾选就移除；每个版本的沙箱页标明版本', async ({ page }) => {
    const requested = new Set<string>();
    const record = (request: Request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/sandbox')) requested.add(pathname);
    };
    page.on('request', record);
    await open(page, linkTo({ code: "$('p').text()" }));
    expect([...requested]).toEqual(['/sandbox.html']);

    // 键盘就能勾选：焦点移到复选框，按空格。
    await checkbox(page, '0.22.0').focus();
    await page.keyboard.press('Space');
    await expect(result(page, '0.22.0').status).toHaveText('与 1.2.0 相同。', { timeout: 20_000 });
    expect([...requested]).toEqual(['/sandbox.html', '/sandbox/0.22.0.html']);
    expect(page.frames().map((frame) => new URL(frame.url()).pathname)).toContain('/sandbox/0.22.0.html');
    await expect.poll(() => decodeFragmentSync(new URL(page.url()).hash).versions).toEqual(['0.22.0']);
    await checkbox(page, '0.22.0').uncheck();
    await expect(result(page, '0.22.0').item).toHaveCount(0);
    await expect
      .poll(() => page.frames().map((frame) => new URL(frame.url()).pathname))
      .not.toContain('/sandbox/0.22.0.html');
    await expect.poll(() => decodeFragmentSync(new URL(page.url()).hash).versions).toBeUndefined();
    page.off('request', record);

    const buildDir = path.join(__dirname, '../../build');
    for (const release of OLD_RELEASES) {
      const source = readFileSync(path.join(buildDir, 'sandbox', `${release}.html`), 'utf8');
      expect(source).toContain(`<title>代码沙箱（cheerio ${release}）</title>`);
      expect(source.match(/<meta http-equiv="Content-Security-Policy"/g), release).toHaveLength(1);
      expect(source).toContain("default-src 'none'");
    }
  });

  test('沙箱页取不到（404）时，那个版本说明没能加载、该怎么办；其他版本和 1.2.0 照常', async ({
    page,
    allowNotFound,
  }) => {
    allowNotFound('/sandbox/1.0.0.html');
    await page.route('**/sandbox/1.0.0.html', (route) =>
      route.fulfill({ status: 404, contentType: 'text/html; charset=utf-8', body: '<p>找不到</p>' }),
    );
    await open(page, linkTo({ code: "$('p').text()", versions: ['1.0.0', '1.1.2'] }));
    await expect(result(page, '1.0.0').status).toHaveText(
      '没能加载 cheerio 1.0.0 的沙箱页：可能是网络断开（旧版本不在离线缓存里），也可能是这次部署里没有它。联网后取消勾选再勾选一次；仍然不行，请刷新页面。',
      { timeout: 20_000 },
    );
    await expect(result(page, '1.1.2').status).toHaveText('与 1.2.0 相同。', { timeout: 20_000 });
    await expect(output(page)).toHaveText("最后一个表达式的值'你好'");
  });
});

test.describe('对比版本：旧版本的沙箱同样隔离', () => {
  // 被策略挡下的请求，浏览器会在控制台报告：这是预期的结果，只在这里放行（与 sandbox.spec.ts 相同）。
  test.afterEach(({ consoleErrors }) => {
    const expected = [/Content Security Policy/, /Failed to load resource/, /net::ERR_/];
    const unexpected = consoleErrors.filter((error) => !expected.some((pattern) => pattern.test(error)));
    consoleErrors.splice(0, consoleErrors.length, ...unexpected);
  });

  test('链接里的代码在旧版本里同样碰不到本站的存储、网络和服务工作线程', async ({ page, baseURL }) => {
    await open(page, linkTo({ code: attackCode(new URL(baseURL ?? '').origin), versions: ['0.22.0', '1.1.2'] }));
    const lines = await output(page).locator('li pre').allTextContents();
    expect(lines.map((line) => line.split('：')[0])).toEqual(attackNames);
    for (const line of lines) expect(line).not.toContain('：成功');
    for (const release of ['0.22.0', '1.1.2'] as const) {
      await expect(result(page, release).status).toHaveText('与 1.2.0 相同。', { timeout: 20_000 });
      expect((await (await result(page, release).fullOutput()).innerText()).split('\n')).toEqual(lines);
    }
  });
});

test.describe('对比版本：无障碍与窄屏', () => {
  freshTest(
    'axe：浅色与暗黑模式下，状态、对照、完整输出和 API 清单都没有违规；320 px 宽时不横向滚动',
    async ({ page }) => {
      await open(page, linkTo({ code: "console.log($('p').html())", versions: ['0.22.0', '1.1.2'] }));
      await expect(result(page, '0.22.0').diff).toBeVisible({ timeout: 20_000 });
      await expect(result(page, '1.1.2').status).toHaveText('与 1.2.0 相同。', { timeout: 20_000 });
      await result(page, '0.22.0').fullOutput();
      await result(page, '0.22.0')
        .item.getByText(/^API 的差别/)
        .click();
      const panel = 'section[aria-labelledby="playground-versions-title"]';
      expect(await scan(page, { include: panel })).toEqual([]);
      await switchToDark(page);
      expect(await scan(page, { include: panel, rules: colourModeRules })).toEqual([]);

      await page.setViewportSize({ width: 320, height: 640 });
      await expect(result(page, '0.22.0').diff).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    },
  );
});
