import type { Page } from '@playwright/test';
import { expect, gotoHydrated, sharedPageTest, test } from './support/fixtures';
import { startupScripts } from '../../src/plugins/compile-hints';
import { scriptsListedIn } from './support/scripts';

/**
 * 水合不能丢掉服务端的 HTML，也不能让页面的 <head> 在中途退回站点的默认值。控制台错误（React #418、#423 等）由
 * fixtures 在每个测试结束时检查，这里不再放行任何水合错误。
 */

/** DOMContentLoaded 时（脚本在首帧之后才插入，这时还没有水合）记下服务端渲染的标题元素。 */
async function rememberServerHeading(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { serverHeading?: Element | null }).serverHeading = document.querySelector('article h1');
    });
  });
}

test.describe('.html 形式的地址', () => {
  for (const path of ['/docs/intro', '/docs/basics/loading', '/docs/api/classes/Cheerio']) {
    test(`${path}.html 以 200 提供，干净地水合并保留服务端 HTML，canonical 不带后缀`, async ({ page }) => {
      await rememberServerHeading(page);
      const response = await gotoHydrated(page, `${path}.html?from=old#top`);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, '\\/')}\\?from=old#top$`));
      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
      expect(new URL(canonical ?? '').pathname).toBe(path);
      const keptServerHeading = await page.evaluate(() => {
        const serverHeading = (window as unknown as { serverHeading?: Element | null }).serverHeading;
        return Boolean(serverHeading) && serverHeading === document.querySelector('article h1');
      });
      expect(keptServerHeading, '水合出错时 React 会在客户端重新渲染，换掉服务端的元素').toBe(true);
    });
  }

  sharedPageTest('首页的 /index.html 形式换成 /', async ({ page }) => {
    const response = await gotoHydrated(page, '/index.html');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/\/$/);
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(new URL(canonical ?? '').pathname).toBe('/');
  });
});

/** 从服务端的 <head> 解析完起记录 <title>、description 和 canonical 的每一次变化（DOM 变化时记一次，另外每 2 ms 看一次）。 */
async function recordHead(page: Page) {
  await page.addInitScript(() => {
    const history: string[] = [];
    (window as unknown as { headHistory: string[] }).headHistory = history;
    const record = () => {
      const description = document.querySelector('meta[name="description"]')?.getAttribute('content');
      const canonical = document.querySelector('link[rel="canonical"]')?.getAttribute('href');
      // 解析器还没读完服务端的 <head> 时不算：从第一次三者齐全开始记录。
      if (history.length === 0 && !(document.title && description && canonical)) return;
      const state = JSON.stringify([document.title, description, canonical]);
      if (history.at(-1) !== state) history.push(state);
    };
    new MutationObserver(record).observe(document, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    });
    setInterval(record, 2);
  });
}

const headHistory = (page: Page) =>
  page.evaluate(() => (window as unknown as { headHistory: string[] }).headHistory.map((state) => JSON.parse(state)));

test.describe('页面的 <head> 从第一帧到最后一帧都是页面自己的', () => {
  /**
   * 浏览器里的 `<Head>`（src/plugins/lean-head）渲染时不安排 <head> 更新，整棵树挂载之后才安排。在渲染时安排的话，只有
   * 水合途中恰好插进一帧，站点标题才会提交出去，时有时无。这里让水合结束之前的每个动画帧回调在请求的那一刻同步执行：
   * 渲染途中安排的更新一定在页面自己的 <Head> 渲染之前提交，不再取决于中间有没有插进一帧。
   */
  test('/docs/basics/loading：水合途中 <head> 的每次更新都已是页面自己的标题、描述和 canonical', async ({ page }) => {
    await page.addInitScript(() => {
      const head = () => [
        document.title,
        document.querySelector('meta[name="description"]')?.getAttribute('content') ?? null,
        document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
      ];
      const record = window as unknown as { serverHead?: (string | null)[]; headUpdates: (string | null)[][] };
      record.headUpdates = [];
      document.addEventListener('DOMContentLoaded', () => (record.serverHead = head()));
      const nextFrame = window.requestAnimationFrame.bind(window);
      let running = false;
      window.requestAnimationFrame = (callback) => {
        if (running || document.documentElement.dataset.hasHydrated === 'true') return nextFrame(callback);
        running = true;
        try {
          callback(performance.now());
        } finally {
          running = false;
        }
        record.headUpdates.push(head());
        return 0;
      };
    });
    await gotoHydrated(page, '/docs/basics/loading');
    const { serverHead, headUpdates } = await page.evaluate(() => {
      const { serverHead = [], headUpdates } = window as unknown as {
        serverHead?: (string | null)[];
        headUpdates: (string | null)[][];
      };
      return { serverHead, headUpdates };
    });
    expect(serverHead[0]).toBe('加载文档 | Cheerio 中文文档');
    expect(serverHead[1]).toBeTruthy();
    expect(new URL(serverHead[2] ?? '').pathname).toBe('/docs/basics/loading');
    // 至少有一次：挂载之后的那次更新（lean-head 安排的）也经过这里，证明拦截生效。
    expect(headUpdates.length).toBeGreaterThan(0);
    for (const [index, update] of headUpdates.entries()) {
      expect(update, `水合结束前第 ${index + 1} 次动画帧回调之后`).toEqual(serverHead);
    }
  });

  test('水合后服务端渲染的 <head> 标签原样保留；客户端路由换页后的 <head> 与新页面的服务端 HTML 相同', async ({
    page,
  }) => {
    /**
     * 一份文档里 `<head>` 归 `<Head>` 管的部分：标题、`<html>` 的属性、带 data-rh 的标签（属性排好序）。不比较的：`<body>` 的
     * class（点了鼠标就去掉 navigation-with-keyboard）、构建时压缩掉的逗号后空格、结构化数据的键序。
     */
    const headOf = (document: Document) => {
      const attributes = (element: Element) =>
        Array.from(element.attributes)
          .filter(({ name }) => name !== 'data-rh' && name !== 'data-has-hydrated')
          .map(({ name, value }) => `${name}=${value.replace(/,\s+/g, ',')}`)
          .sort()
          .join(' ');
      const sortedKeys = (value: unknown): unknown =>
        Array.isArray(value)
          ? value.map(sortedKeys)
          : value && typeof value === 'object'
            ? Object.fromEntries(
                Object.entries(value)
                  .sort(([a], [b]) => (a < b ? -1 : 1))
                  .map(([key, item]) => [key, sortedKeys(item)]),
              )
            : value;
      const content = (element: Element) =>
        element.getAttribute('type') === 'application/ld+json'
          ? JSON.stringify(sortedKeys(JSON.parse(element.textContent ?? '')))
          : element.innerHTML;
      return {
        title: document.title,
        html: attributes(document.documentElement).replace(
          / ?data-(theme|announcement-bar-initially-dismissed)=\S*/g,
          '',
        ),
        tags: Array.from(document.head.querySelectorAll('[data-rh]:not(title)'))
          .map((element) => `${element.localName} ${attributes(element)} ${content(element)}`)
          .sort(),
      };
    };
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { serverHeadTags: Element[] }).serverHeadTags = Array.from(
          document.head.querySelectorAll('[data-rh]'),
        );
      });
    });
    await gotoHydrated(page, '/docs/basics/loading');
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    // 构建时的 HTML 压缩去掉了 content 里逗号后的空格（viewport、keywords），这几个标签在浏览器里重建一次（原库也是）。
    const replaced = await page.evaluate(() => {
      const normalized = (element: Element) =>
        Array.from(element.attributes, ({ name, value }) => `${name}=${value.replace(/,\s+/g, ',')}`)
          .sort()
          .join(' ');
      const current = new Set(Array.from(document.head.querySelectorAll('[data-rh]'), normalized));
      return (window as unknown as { serverHeadTags: Element[] }).serverHeadTags
        .filter((element) => !element.isConnected && !current.has(normalized(element)))
        .map((element) => element.outerHTML);
    });
    expect(replaced, '与服务端相同的标签不应被删掉重建').toEqual([]);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');

    await page.locator('nav.navbar a[href="/blog"]').first().click();
    await page.waitForURL('**/blog');
    await expect(page.locator('html')).toHaveClass(/blog-wrapper/);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const { client, server } = await page.evaluate(
      async ({ headSource }) => {
        // 同一个函数在页面里对两份文档各用一次。
        const read = new Function(`return ${headSource}`)() as (document: Document) => unknown;
        const html = await (await fetch('/blog')).text();
        return { client: read(document), server: read(new DOMParser().parseFromString(html, 'text/html')) };
      },
      { headSource: headOf.toString() },
    );
    expect(client).toEqual(server);
  });

  test('/docs/basics/loading：load、网络空闲、实时编辑器加载之后，标题、描述和 canonical 始终不变', async ({
    page,
  }) => {
    const expected = '加载文档 | Cheerio 中文文档';
    await recordHead(page);
    await page.goto('/docs/basics/loading', { waitUntil: 'load' });
    expect(await page.title(), 'load 时').toBe(expected);
    await page.waitForLoadState('networkidle');
    expect(await page.title(), '网络空闲时').toBe(expected);
    await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' });
    const liveBlock = page.locator('.live-code-block').first();
    await liveBlock.scrollIntoViewIfNeeded();
    await liveBlock.hover();
    await expect(liveBlock.locator('[contenteditable]')).toBeVisible();
    expect(await page.title(), '实时编辑器加载之后').toBe(expected);
    const states = await headHistory(page);
    expect(states.length, JSON.stringify(states)).toBe(1);
    expect(states[0]?.[0]).toBe(expected);
    expect(states[0]?.[1]).toBeTruthy();
    expect(new URL(states[0]?.[2] ?? '').pathname).toBe('/docs/basics/loading');
  });
});

test.describe('分块水合', () => {
  /** 各区域在服务端 HTML 里的根元素；它们各自在一个 Suspense 边界里（src/components/HydrationSlice）。 */
  const regions = {
    导航栏: 'nav.navbar',
    侧边栏: '.theme-doc-sidebar-container nav.menu',
    目录: '.theme-doc-toc-desktop',
    翻页: 'nav.pagination-nav',
    页脚: 'footer.footer',
  };

  test('导航栏、侧边栏、目录、翻页和页脚各自水合，保留服务端渲染的元素', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.addInitScript((selectors: Record<string, string>) => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { serverRegions: Record<string, Element | null> }).serverRegions = Object.fromEntries(
          Object.entries(selectors).map(([name, selector]) => [name, document.querySelector(selector)]),
        );
      });
    }, regions);
    await gotoHydrated(page, '/docs/basics/traversing');
    // 边界里的区域在骨架之后、以可中断的低优先级水合：等到每个区域的根元素都被 React 认领（挂上 fiber）。
    await expect
      .poll(() =>
        page.evaluate((selectors: Record<string, string>) => {
          const server = (window as unknown as { serverRegions: Record<string, Element | null> }).serverRegions;
          return Object.entries(selectors).map(([name, selector]) => {
            const element = document.querySelector(selector);
            const claimed = Boolean(element) && Object.keys(element!).some((key) => key.startsWith('__reactFiber$'));
            // 同一个元素：React 没有丢掉服务端 HTML 改在客户端重新渲染（边界在水合前收到更新时就会这样）。
            return `${name}：${element !== null && element === server[name] ? '保留' : '被替换'}，${claimed ? '已水合' : '未水合'}`;
          });
        }, regions),
      )
      .toEqual(Object.keys(regions).map((name) => `${name}：保留，已水合`));
  });

  test('页面一可交互就点手机菜单按钮，菜单能打开（导航栏所在的区域可能还没水合，React 先水合它再处理点击）', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoHydrated(page, '/docs/basics/traversing');
    await page.getByRole('button', { name: /切换导航栏/ }).click();
    await expect(page.locator('.navbar-sidebar')).toBeVisible();
  });
});

test.describe('路由的代码块随页面一起请求', () => {
  for (const path of ['/', '/docs/basics/traversing', '/docs/api/classes/Cheerio']) {
    test(`${path}：HTML 列出路由的代码块，main.js 执行时不再插入脚本，每个脚本只请求一次`, async ({ page }) => {
      await page.addInitScript(() => {
        const inserted: { src: string; insertedBy: string }[] = [];
        (window as unknown as { insertedScripts: typeof inserted }).insertedScripts = inserted;
        const appendChild = Node.prototype.appendChild;
        Node.prototype.appendChild = function <T extends Node>(this: Node, child: T): T {
          if (child instanceof HTMLScriptElement) {
            const running = document.currentScript;
            inserted.push({ src: child.src, insertedBy: running instanceof HTMLScriptElement ? running.src : '' });
          }
          return appendChild.call(this, child) as T;
        };
      });
      const requested: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') requested.push(new URL(request.url()).pathname);
      });
      const response = await gotoHydrated(page, path);
      const listed = scriptsListedIn(await response!.text());
      expect(listed.length).toBeGreaterThan(2);
      // 路由的代码块已经在 HTML 的加载脚本里，和 main.js 一起下载；webpack 找到文档里的同名 <script>，不再自己插入。
      const insertedByMain = await page.evaluate(() =>
        (window as unknown as { insertedScripts: { src: string; insertedBy: string }[] }).insertedScripts
          .filter(({ insertedBy }) => /\/main\.[^/]+\.js$/.test(insertedBy))
          .map(({ src }) => new URL(src).pathname),
      );
      expect(insertedByMain).toEqual([]);
      expect(requested.filter((url, index) => requested.indexOf(url) !== index)).toEqual([]);
    });
  }
});

test.describe('视口里的站内链接只预取页面还没有的脚本', () => {
  for (const { width, height } of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    test(`${width}px：每个预取的地址只出现一次，不是这一页已经加载的脚本，其他页面的代码块照常预取`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height });
      await gotoHydrated(page, '/docs/basics/traversing');
      await page.waitForLoadState('networkidle');
      const { prefetched, loadedScripts } = await page.evaluate(() => ({
        prefetched: Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]'), (link) => link.href),
        loadedScripts: performance
          .getEntriesByType('resource')
          .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script')
          .map((entry) => entry.name),
      }));
      expect(prefetched.length).toBeGreaterThan(0);
      expect(prefetched.filter((url, index) => prefetched.indexOf(url) !== index)).toEqual([]);
      expect(prefetched.filter((url) => loadedScripts.includes(url))).toEqual([]);
    });
  }
});

test.describe('标签页与代码块在水合之后', () => {
  test('选过的包管理器在刷新后仍被选中，只显示它的命令', async ({ page }) => {
    await gotoHydrated(page, '/docs/intro');
    const tabs = page.locator('.tabs-container').first();
    await tabs.getByRole('tab', { name: 'pnpm' }).click();
    await expect(tabs.getByRole('tabpanel')).toContainText('pnpm add cheerio');
    await page.reload();
    await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' });
    await expect(tabs.getByRole('tab', { name: 'pnpm' })).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.getByRole('tabpanel')).toHaveCount(1);
    await expect(tabs.getByRole('tabpanel')).toContainText('pnpm add cheerio');
  });

  test('暗色模式下标签页里的代码块换成暗色主题的配色', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
    await gotoHydrated(page, '/docs/intro');
    await expect(page.locator('.tabs-container pre').first()).toHaveCSS('background-color', 'rgb(40, 42, 54)');
  });
});

test('两个初始脚本（主脚本和第三方脚本）第一行都是 V8 的编译提示（压缩之后才加上，没有被删掉）', async ({
  request,
}) => {
  const html = await (await request.get('/')).text();
  const startup = scriptsListedIn(html).filter((src) => startupScripts.test(src.slice(1)));
  expect(startup).toHaveLength(2);
  for (const src of startup) {
    expect((await (await request.get(src)).text()).split('\n', 1)[0], src).toBe('//# allFunctionsCalledOnLoad');
  }
});
