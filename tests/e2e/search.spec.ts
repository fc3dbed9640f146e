/**
 * 站内搜索（本地模式，即没有 Algolia 凭据时的默认构建）：DocSearch 弹窗与 /search 页面。
 * 依赖具体内容的用例用 tests/fixtures/search 的测试索引替换 search-index.json；
 * 只有少数用例使用真实索引，而且只针对现在就存在的页面（/docs/intro 与 API 页面）。
 * 多数用例共用每个 worker 的页面（见 fixtures.ts 的 sharedPageTest）；预置存储（初始化脚本）、观察脚本是否下载、
 * 让分块下载失败（缓存里的分块不经过拦截）的用例用新的上下文（freshTest）。
 */
import type { Page, Route } from '@playwright/test';
import { expect, gotoHydrated, test as freshTest, sharedPageTest as test } from './support/fixtures';
import {
  FAVORITE_KEY,
  RECENT_KEY,
  countWords,
  groupSizes,
  modal,
  openWithButton,
  seedStorage,
  serveFixtureIndex,
  storedHit,
} from '../fixtures/search/e2e';
import { XSS_IMG, fixtureIndex } from '../fixtures/search/fixtureIndex';

/** 个别用例故意让索引加载失败，浏览器会为失败的请求打印 console.error；只在这些用例里放行。 */
let allowedConsoleErrors: RegExp[] = [];
test.afterEach(({ consoleErrors }) => {
  const unexpected = consoleErrors.filter((error) => !allowedConsoleErrors.some((pattern) => pattern.test(error)));
  consoleErrors.splice(0, consoleErrors.length, ...unexpected);
  allowedConsoleErrors = [];
});

test.describe('打开与关闭', () => {
  test('搜索按钮、Ctrl+K、Cmd+K 和 / 打开弹窗，Escape 关闭', async ({ page }) => {
    await gotoHydrated(page, '/docs/intro');
    const { root, input } = modal(page);

    await openWithButton(page);
    await expect(input).toHaveAttribute('placeholder', '搜索文档');
    await expect(input).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(root).toBeHidden();

    for (const shortcut of ['Control+k', 'Meta+k', '/']) {
      await page.keyboard.press(shortcut);
      await expect(root, shortcut).toBeVisible();
      await expect(input).toHaveValue('');
      await page.keyboard.press('Escape');
      await expect(root).toBeHidden();
    }
  });

  test('搜索按钮：中文名称带快捷键，按键在挂载后显示；焦点在按钮上时键入字母即以它开始搜索', async ({ page }) => {
    await gotoHydrated(page, '/docs/intro');
    const button = page.locator('.DocSearch-Button');
    await expect(button).toHaveAttribute('aria-label', '搜索 Ctrl K');
    await expect(button).toHaveAttribute('aria-keyshortcuts', 'Control+K');
    await expect(button.locator('.DocSearch-Button-Key')).toHaveText(['Ctrl', 'K']);

    await button.focus();
    await page.keyboard.press('c');
    await expect(modal(page).root).toBeVisible();
    await expect(modal(page).input).toHaveValue('c');
    await page.keyboard.press('Escape');
    await expect(modal(page).root).toBeHidden();
    await expect(button).toBeFocused();
  });

  freshTest('DocSearch 的代码在打开弹窗前不加载', async ({ page }) => {
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.url());
    });
    await gotoHydrated(page, '/docs/intro');
    const docSearchLoaded = () =>
      page.evaluate(async (urls) => {
        const bodies = await Promise.all(urls.map((url) => fetch(url).then((response) => response.text())));
        return bodies.some((body) => body.includes('DocSearch-Modal'));
      }, scripts);
    expect(await docSearchLoaded()).toBe(false);
    await openWithButton(page);
    expect(await docSearchLoaded()).toBe(true);
  });

  test('在输入框里键入 / 不会打开弹窗', async ({ page }) => {
    await gotoHydrated(page, '/search');
    const field = page.locator('input[name="q"]');
    await field.click();
    await page.keyboard.type('a/b');
    await expect(field).toHaveValue('a/b');
    await expect(modal(page).root).toBeHidden();
  });

  for (const [how, act] of [
    ['Ctrl+K', (page: Page) => page.keyboard.press('Control+k')],
    ['点搜索按钮', (page: Page) => page.locator('.DocSearch-Button').click()],
  ] as const) {
    freshTest(`脚本还没运行时${how}：请求不丢，脚本就绪后弹窗打开，焦点在输入框里`, async ({ page }) => {
      // 扣住主脚本：页面只有服务端 HTML，React 还没有接手。
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      let requested = false;
      await page.route(/\/assets\/js\/main\.[0-9a-f]+\.js$/, async (route) => {
        requested = true;
        await held;
        await route.continue();
      });
      await page.goto('/docs/intro', { waitUntil: 'domcontentloaded' });
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await act(page);
      await expect.poll(() => requested).toBe(true);
      await expect(modal(page).root).toBeHidden();
      release();
      await expect(modal(page).root).toBeVisible();
      await expect(modal(page).input).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(modal(page).root).toBeHidden();
      // 接手之后由搜索框自己处理快捷键，内联脚本不再插手：按一次只打开一次。
      await page.keyboard.press('Control+k');
      await expect(modal(page).root).toBeVisible();
    });
  }

  freshTest('索引按需加载：打开页面时不下载，悬停在搜索按钮上时下载，之后复用', async ({ page }) => {
    const stats = await serveFixtureIndex(page);
    await gotoHydrated(page, '/docs/intro');
    // 搜索栏挂载后的副作用已经运行（按钮显示出快捷键），它们发起的请求（包括按需加载的脚本）也都结束了：
    // 如果打开页面就会下载索引，请求此时已经发出。
    await expect(page.locator('.DocSearch-Button-Key')).toHaveText(['Ctrl', 'K']);
    await page.waitForLoadState('networkidle');
    expect(stats.requests).toBe(0);
    await page.locator('.DocSearch-Button').hover();
    await expect.poll(() => stats.requests).toBe(1);
    await openWithButton(page);
    await modal(page).input.fill('加载');
    await expect(modal(page).hits.first()).toBeVisible();
    await modal(page).input.fill('load');
    await expect(modal(page).hits.first()).toContainText('load');
    expect(stats.requests).toBe(1);
  });

  test('本地模式不显示 Algolia 标志，也不预连接 Algolia 主机', async ({ page }) => {
    await gotoHydrated(page, '/docs/intro');
    await expect(page.locator('html')).toHaveAttribute('data-search-mode', 'local');
    await expect(page.locator('link[rel="preconnect"][href*="algolia"]')).toHaveCount(0);
    await openWithButton(page);
    await expect(page.locator('.DocSearch-Logo')).toBeHidden();
  });
});

test.describe('真实索引', () => {
  test('“加载”与“load”返回分组结果，匹配处带 <mark>', async ({ page }) => {
    await gotoHydrated(page, '/docs/intro');
    await openWithButton(page);
    const { input, hits, groups, dropdown } = modal(page);

    await input.fill('加载');
    await expect(hits.first()).toBeVisible();
    expect(await groups.count()).toBeGreaterThan(0);
    await expect(dropdown.locator('mark').first()).toHaveText('加载');

    await input.fill('load');
    await expect(dropdown.locator('mark').first()).toHaveText(/^load$/i);
    const firstHref = await hits.first().locator('a').getAttribute('href');
    expect(firstHref).toMatch(/^\/docs\/api\//);
    await hits.first().click();
    await expect(page).toHaveURL(new RegExp(`${firstHref!.split('#')[0]}`));
    await expect(page.locator('article h1')).toBeVisible();
  });

  test('读者的说法：英文标题、拼写错误、问句、缩写和别名都先找到讲它的页面', async ({ page }) => {
    await gotoHydrated(page, '/docs/intro');
    await openWithButton(page);
    const { input, hits } = modal(page);
    const expectations: [query: string, href: RegExp][] = [
      ['traversing', /^\/docs\/basics\/traversing(#|$)/],
      ['兄弟元素', /^\/docs\/basics\/traversing(#|$)/],
      ['插件', /^\/docs\/advanced\/extending-cheerio(#|$)/],
      ['XSS', /^\/docs\/advanced\/security(#|$)/],
      ['atrr', /^\/docs\/api\/classes\/Cheerio#attr$/],
      ['为什么选择结果是空的', /^\/docs\/basics\/troubleshooting(#|$)/],
    ];
    for (const [query, href] of expectations) {
      await input.fill(query);
      await expect(hits.first().locator('a'), query).toHaveAttribute('href', href);
    }
  });

  test('输入 70 个字符，输入框里只留下 64 个', async ({ page }) => {
    await gotoHydrated(page, '/docs/intro');
    await openWithButton(page);
    await page.keyboard.type('a'.repeat(70));
    await expect(modal(page).input).toHaveValue('a'.repeat(64));
  });
});

test.describe('结果列表（测试索引）', () => {
  test.beforeEach(async ({ page }) => {
    await serveFixtureIndex(page);
  });

  test('每组最多 5 条', async ({ page }) => {
    await gotoHydrated(page, '/docs/intro');
    await openWithButton(page);
    await modal(page).input.fill('加载');
    await expect(modal(page).hits.first()).toBeVisible();
    const sizes = await groupSizes(modal(page).dropdown);
    expect(sizes['基础教程']).toBe(5);
    expect(Math.max(...Object.values(sizes))).toBeLessThanOrEqual(5);
    expect(Object.keys(sizes)).toContain('API 参考');
  });

  test('方向键移动当前项，Enter 打开它', async ({ page }) => {
    await gotoHydrated(page, '/docs/intro');
    await openWithButton(page);
    const { input, hits } = modal(page);
    await input.fill('加载');
    await expect(hits.first()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    await expect(hits.nth(1)).toHaveAttribute('aria-selected', 'true');
    const href = await hits.nth(1).locator('a').getAttribute('href');
    await page.keyboard.press('Enter');
    await expect(modal(page).root).toBeHidden();
    expect(new URL(page.url()).pathname + new URL(page.url()).hash).toBe(href);
  });

  test('Ctrl+Enter 在新标签页、Shift+Enter 在新窗口打开当前项，弹窗保持打开', async ({ page, context }) => {
    await gotoHydrated(page, '/docs/intro');
    await openWithButton(page);
    await modal(page).input.fill('加载');
    await expect(modal(page).hits.first()).toBeVisible();
    const href = await modal(page).hits.first().locator('a').getAttribute('href');
    for (const keys of ['Control+Enter', 'Shift+Enter']) {
      const [popup] = await Promise.all([context.waitForEvent('page'), page.keyboard.press(keys)]);
      await expect.poll(() => popup.url(), keys).toContain(href!);
      await expect(modal(page).root).toBeVisible();
      await popup.close();
    }
    expect(page.url()).toMatch(/\/docs\/intro$/);
  });

  test('“查看全部 N 个结果”打开 /search?q=，页面上的结果数也是 N', async ({ page }) => {
    await gotoHydrated(page, '/docs/intro');
    await openWithButton(page);
    await modal(page).input.fill('加载');
    const footer = modal(page).footerLink;
    await expect(footer).toHaveText(/^查看全部 \d+ 个结果$/);
    const count = Number((await footer.textContent())!.match(/\d+/)![0]);
    expect(count).toBeGreaterThan(5);
    await footer.click();
    await expect(page).toHaveURL('/search?q=%E5%8A%A0%E8%BD%BD');
    await expect(page.getByText(`找到 ${count} 个结果`)).toBeVisible();
  });

  test('没有结果时显示查询词、最多 3 个建议和反馈链接', async ({ page }) => {
    await gotoHydrated(page, '/docs/intro');
    await openWithButton(page);
    const { input, hits, dropdown } = modal(page);
    await input.fill('加载');
    await expect(hits.first()).toBeVisible();
    await input.fill('qqqqzzzz');
    const noResults = dropdown.locator('.DocSearch-NoResults');
    await expect(noResults).toContainText('没有结果：');
    await expect(noResults.locator('strong')).toHaveText('qqqqzzzz');
    await expect(noResults).toContainText('试试搜索');
    const suggestions = noResults.locator('.DocSearch-Prefill');
    expect(await suggestions.count()).toBeGreaterThan(0);
    expect(await suggestions.count()).toBeLessThanOrEqual(3);
    await expect(suggestions.first()).toHaveText('基础教程');
    const report = noResults.getByRole('link', { name: '请告知我们。' });
    await expect(report).toHaveAttribute(
      'href',
      /^https:\/\/github\.com\/cheeriojs\/cheerio\/issues\/new\?title=.*qqqqzzzz/,
    );
    await suggestions.first().click();
    await expect(input).toHaveValue('基础教程 ');
    await expect(hits.first()).toBeVisible();
  });

  test('上下文搜索只返回本语言、本站文档与页面；.html 地址被改写成无后缀路由', async ({ page }) => {
    await gotoHydrated(page, '/docs/intro');
    await openWithButton(page);
    const { input, hits } = modal(page);
    await input.fill('注入');
    await expect(hits.first()).toBeVisible();
    for (const href of await hits.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')))) {
      expect(href).toMatch(/^\/docs\/security\/xss/);
    }
    await input.fill('旧地址');
    await expect(hits.first().locator('a')).toHaveAttribute('href', '/docs/legacy');
  });

  test('摘要长度：1280 px 宽时 10 个词', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await gotoHydrated(page, '/docs/intro');
    await openWithButton(page);
    await modal(page).input.fill('snippets');
    const title = modal(page).hits.first().locator('.DocSearch-Hit-title');
    await expect(title.locator('mark')).toHaveText('snippets');
    expect(countWords((await title.textContent())!)).toBe(10);
  });

  test('摘要长度：768 px 宽时 5 个词', async ({ page }) => {
    await page.setViewportSize({ width: 768, height: 900 });
    await gotoHydrated(page, '/docs/intro');
    await page.keyboard.press('Control+k');
    await modal(page).input.fill('snippets');
    const title = modal(page).hits.first().locator('.DocSearch-Hit-title');
    await expect(title.locator('mark')).toHaveText('snippets');
    expect(countWords((await title.textContent())!)).toBe(5);
  });
});

test.describe('最近搜索与收藏', () => {
  test.beforeEach(async ({ page }) => {
    await serveFixtureIndex(page);
  });

  freshTest('没有收藏时显示 7 条最近搜索', async ({ page }) => {
    await seedStorage(page, { [RECENT_KEY]: Array.from({ length: 9 }, (_, i) => storedHit(i)) });
    await gotoHydrated(page, '/docs/intro');
    await openWithButton(page);
    expect(await groupSizes(modal(page).dropdown)).toEqual({ 最近搜索: 7 });
  });

  freshTest('有收藏时显示 4 条最近搜索和最多 10 条收藏', async ({ page }) => {
    await seedStorage(page, {
      [RECENT_KEY]: Array.from({ length: 9 }, (_, i) => storedHit(i)),
      [FAVORITE_KEY]: Array.from({ length: 12 }, (_, i) => storedHit(100 + i)),
    });
    await gotoHydrated(page, '/docs/intro');
    await openWithButton(page);
    expect(await groupSizes(modal(page).dropdown)).toEqual({ 最近搜索: 4, 收藏: 10 });
  });

  test('选中的结果进入最近搜索，可以收藏，也可以删除', async ({ page }) => {
    await gotoHydrated(page, '/docs/intro');
    await expect(async () => {
      await openWithButton(page);
      await expect(modal(page).dropdown).toContainText('没有最近搜索');
    }).toPass();
    await modal(page).input.fill('加载');
    await modal(page).hits.first().click();
    await expect(page).toHaveURL(/\/docs\/basics\/loading/);

    await openWithButton(page);
    const { dropdown } = modal(page);
    expect(await groupSizes(dropdown)).toEqual({ 最近搜索: 1 });
    await expect(dropdown.locator('.DocSearch-Hit-title')).toHaveText('加载文档');
    const saved = await page.evaluate((key) => JSON.parse(localStorage.getItem(key)!), RECENT_KEY);
    expect(saved[0]).toMatchObject({ url: '/docs/basics/loading', hierarchy: { lvl1: '加载文档' } });
    expect(saved[0]._highlightResult).toBeUndefined();

    await dropdown.getByTitle('保存这个搜索').click();
    await expect.poll(() => groupSizes(dropdown)).toEqual({ 收藏: 1 });
    await dropdown.getByTitle('从收藏列表中删除这个搜索').click();
    await expect(dropdown).toContainText('没有最近搜索');
  });
});

test.describe('加载状态与错误', () => {
  test('索引下载慢时进入 stalled 状态，下载完成后显示结果', async ({ page }) => {
    await serveFixtureIndex(page, { delayMs: 1500 });
    await gotoHydrated(page, '/docs/intro');
    await page.keyboard.press('Control+k');
    await modal(page).input.fill('加载');
    await expect(page.locator('.DocSearch-Container--Stalled')).toBeVisible();
    await expect(modal(page).hits.first()).toBeVisible({ timeout: 5000 });
    await expect(page.locator('.DocSearch-Container--Stalled')).toHaveCount(0);
  });

  for (const fail of ['status', 'abort'] as const) {
    test(`索引加载失败（${fail === 'status' ? 'HTTP 500' : '连接中断'}）时显示错误界面，恢复后重新加载`, async ({
      page,
    }) => {
      allowedConsoleErrors = [/Failed to load resource/];
      await serveFixtureIndex(page, { fail });
      await gotoHydrated(page, '/docs/intro');
      await page.keyboard.press('Control+k');
      await modal(page).input.fill('加载');
      const error = page.locator('.DocSearch-ErrorScreen');
      await expect(error).toContainText('无法获取结果');
      await expect(error).toContainText('你可能需要检查网络连接。');
      await expect(page.locator('.DocSearch-Container--Errored')).toBeVisible();

      await page.unroute('**/search-index.json');
      await serveFixtureIndex(page);
      await page.keyboard.type('文档');
      await expect(modal(page).hits.first()).toBeVisible();
      await expect(error).toHaveCount(0);
    });
  }

  test('/search 页面在索引加载失败时显示错误提示', async ({ page }) => {
    allowedConsoleErrors = [/Failed to load resource/];
    await serveFixtureIndex(page, { fail: 'status' });
    await gotoHydrated(page, '/search?q=%E5%8A%A0%E8%BD%BD');
    await expect(page.getByRole('alert')).toContainText('无法获取结果');
  });
});

test.describe('三种失败各有说明', () => {
  const NETWORK_HELP = '你可能需要检查网络连接。';
  const INDEX_HELP = '这不是你的网络问题';
  /** 下载得到、却不能用的索引：格式版本与页面不符（旧缓存、半途更新的部署），以及根本不是 JSON。 */
  const badIndexes = {
    版本不符: JSON.stringify({ ...fixtureIndex(), version: 2 }),
    不是JSON: '{"version":3,"pages":[',
  };

  for (const [name, body] of Object.entries(badIndexes)) {
    test(`弹窗：索引用不了（${name}）时说明是索引的问题，不是网络，也不是没有结果`, async ({ page }) => {
      await serveFixtureIndex(page, { body });
      await gotoHydrated(page, '/docs/intro');
      await page.keyboard.press('Control+k');
      await modal(page).input.fill('加载');
      const error = page.locator('.DocSearch-ErrorScreen');
      await expect(error).toContainText('无法获取结果');
      await expect(error).toContainText(INDEX_HELP);
      await expect(error).not.toContainText(NETWORK_HELP);
      await expect(page.locator('.DocSearch-NoResults')).toHaveCount(0);
    });
  }

  test('/search 页面：连不上、索引用不了、没有结果是三种不同的说明，不同时出现', async ({ page }) => {
    allowedConsoleErrors = [/Failed to load resource/];
    const alert = page.getByRole('alert');
    const noResults = page.getByText('未找到任何结果');

    await serveFixtureIndex(page, { fail: 'abort' });
    await gotoHydrated(page, '/search?q=%E5%8A%A0%E8%BD%BD');
    await expect(alert).toContainText(NETWORK_HELP);
    await expect(noResults).toHaveCount(0);

    await page.unroute('**/search-index.json');
    await serveFixtureIndex(page, { body: badIndexes.版本不符 });
    await page.locator('input[name="q"]').fill('文档');
    await expect(alert).toContainText(INDEX_HELP);
    await expect(alert).not.toContainText(NETWORK_HELP);
    await expect(noResults).toHaveCount(0);

    await page.unroute('**/search-index.json');
    await serveFixtureIndex(page);
    await page.locator('input[name="q"]').fill('qqqqzzzz');
    await expect(noResults).toBeVisible();
    await expect(alert).toHaveCount(0);
  });
});

test.describe('/search 页面', () => {
  test.beforeEach(async ({ page }) => {
    await serveFixtureIndex(page);
  });

  test('?q= 预填查询，输入时更新地址，页面不被收录，本地模式不显示 Algolia 标志', async ({ page }) => {
    await gotoHydrated(page, '/search?q=%E5%8A%A0%E8%BD%BD');
    const field = page.locator('input[name="q"]');
    await expect(field).toHaveValue('加载');
    await expect(page.locator('h1')).toHaveText('「加载」的搜索结果');
    await expect(page.locator('main article').first()).toBeVisible();
    await expect(page.locator('main article mark, main article .search-result-match').first()).toBeVisible();
    await expect(page.locator('meta[property="robots"]')).toHaveAttribute('content', 'noindex, follow');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^搜索 Cheerio 中文文档/);
    await expect(page.getByRole('link', { name: /Algolia/ })).toHaveCount(0);
    await field.fill('选择');
    await expect(page).toHaveURL('/search?q=%E9%80%89%E6%8B%A9');
    await expect(page.locator('main article').first()).toContainText('选择');
  });

  test('每页 15 条，滚动到底部加载下一页', async ({ page }) => {
    await gotoHydrated(page, '/search?q=%E5%88%86%E9%A1%B5');
    const articles = page.locator('main article');
    await expect(page.getByText('找到 20 个结果')).toBeVisible();
    await expect(articles).toHaveCount(15);
    await expect(async () => {
      await page.mouse.wheel(0, 4000);
      await expect(articles).toHaveCount(20, { timeout: 1000 });
    }).toPass();
  });
});

test.describe('恶意文本不会变成标记', () => {
  test.beforeEach(async ({ page }) => {
    page.on('dialog', (dialog) => {
      throw new Error(`出现了对话框：${dialog.message()}`);
    });
    await serveFixtureIndex(page);
  });

  const noInjectedMarkup = async (page: import('@playwright/test').Page) => {
    expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
    await expect(
      page.locator('.DocSearch-Dropdown img, .DocSearch-Dropdown script, main img[src="x"], main script'),
    ).toHaveCount(0);
  };

  test('页面内容与标题里的标记按文本显示', async ({ page }) => {
    await gotoHydrated(page, '/docs/intro');
    await openWithButton(page);
    await modal(page).input.fill('注入');
    await expect(modal(page).hits.first()).toBeVisible();
    await expect(modal(page).dropdown).toContainText('<img src=x onerror="window.__xss=1">注入标题');
    await noInjectedMarkup(page);

    // 选中后进入最近搜索；最近搜索没有摘要，DocSearch 会把存储的原始字段当 HTML 渲染。
    await modal(page).hits.first().click();
    await openWithButton(page);
    await expect(modal(page).dropdown).toContainText('<img src=x');
    await noInjectedMarkup(page);
  });

  freshTest('存储里被篡改的最近搜索：标记被转义，危险地址被丢弃', async ({ page }) => {
    await seedStorage(page, {
      [RECENT_KEY]: [
        storedHit(1, {
          hierarchy: { lvl0: '存储', lvl1: XSS_IMG, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
          _snippetResult: { hierarchy: { lvl1: { value: XSS_IMG } } },
        }),
        storedHit(2, { url: 'javascript:window.__xss=3' }),
      ],
    });
    await gotoHydrated(page, '/docs/intro');
    await openWithButton(page);
    expect(await groupSizes(modal(page).dropdown)).toEqual({ 最近搜索: 1 });
    await expect(modal(page).dropdown).toContainText('<img src=x');
    await noInjectedMarkup(page);
  });

  freshTest('存储里形状不对或指向别的站点的条目被丢弃，弹窗照常打开', async ({ page }) => {
    await seedStorage(page, {
      [RECENT_KEY]: [
        storedHit(1),
        storedHit(2, { hierarchy: undefined }),
        storedHit(3, { url: '/\\evil.example/steal' }),
        storedHit(4, { hierarchy: { lvl0: 7, lvl1: [] } }),
      ],
      [FAVORITE_KEY]: [storedHit(5, { type: 'content' })],
    });
    await gotoHydrated(page, '/docs/intro');
    await openWithButton(page);
    expect(await groupSizes(modal(page).dropdown)).toEqual({ 最近搜索: 1 });
    await expect(modal(page).dropdown).toContainText('存储的搜索 1');
    await expect(modal(page).dropdown.locator('a[href*="evil"]')).toHaveCount(0);
  });

  freshTest('弹窗脚本下载失败时显示中文提示和搜索页链接，下次打开时重试', async ({ page }) => {
    await gotoHydrated(page, '/docs/intro');
    // 页面已完成水合，此后请求的脚本和样式只有按需加载的分块，其中包括弹窗。
    const failChunks = (route: Route) => route.abort('internetdisconnected');
    await page.route(/\/assets\/(js|css)\//, failChunks);
    allowedConsoleErrors = [/Failed to load resource/, /ChunkLoadError|Loading (CSS )?chunk/];
    await page.keyboard.press('Control+k');
    const notice = page.getByRole('alert').filter({ hasText: '搜索框没能加载' });
    await expect(notice).toBeVisible();
    await expect(notice.getByRole('link', { name: '搜索页面' })).toHaveAttribute('href', '/search');
    await expect(modal(page).root).toBeHidden();

    await page.unroute(/\/assets\/(js|css)\//, failChunks);
    await page.keyboard.press('Control+k');
    await expect(modal(page).root).toBeVisible();
    await expect(notice).toBeHidden();
  });

  test('查询词本身含标记', async ({ page }) => {
    const hostile = '<svg/onload=alert()>';
    await gotoHydrated(page, '/docs/intro');
    await openWithButton(page);
    await modal(page).input.fill(hostile);
    await expect(page.locator('.DocSearch-NoResults strong')).toHaveText(hostile);
    await noInjectedMarkup(page);
    await expect(page.locator('.DocSearch-Dropdown svg[onload]')).toHaveCount(0);
  });

  test('/search 页面的标题、路径与摘要', async ({ page }) => {
    await gotoHydrated(page, `/search?q=${encodeURIComponent('注入')}`);
    await expect(page.locator('main article').first()).toBeVisible();
    await expect(page.locator('main')).toContainText('<img src=x onerror="window.__xss=1">');
    await noInjectedMarkup(page);
  });
});
