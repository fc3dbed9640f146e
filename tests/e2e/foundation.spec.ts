import { expect, gotoHydrated, test as freshTest, sharedPageTest as test } from './support/fixtures';
import { specRoutes } from '../support/spec-routes';
import { sitemapPaths } from './support/sitemap';

test.describe('约定的路由', () => {
  // 每个地址的渲染由 pages.spec.ts 逐一访问；这里确认约定的路由都在 sitemap 里，一个不漏。
  test('约定的每个路由都出现在 sitemap.xml 中', () => {
    const inSitemap = new Set(sitemapPaths());
    const missing = specRoutes.filter((route) => route !== '/search' && !inSitemap.has(route));
    expect(missing).toEqual([]);
  });

  test('/search 以 zh-CN 渲染并完成水合', async ({ page }) => {
    const response = await gotoHydrated(page, '/search');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(page.locator('h1').first()).toBeVisible();
  });
});

test.describe('找不到页面', () => {
  for (const route of ['/nope', '/docs', '/docs/no-such-guide', '/blog/2099/01/01/missing']) {
    test(`${route} 返回 404 并请读者联系来源网站`, async ({ page, allowNotFound }) => {
      allowNotFound(route);
      const response = await gotoHydrated(page, route);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('找不到页面');
      await expect(page.getByText('请联系原始链接来源网站的所有者')).toBeVisible();
    });
  }
});

test.describe('旧地址', () => {
  // 旧 API 地址（CONTRIBUTING.md 的重定向表）在 api.spec.ts 里随完整的重定向表逐条检查；页面的 .html 形式在
  // hydration.spec.ts 里检查（地址规范化、水合、canonical）。

  test('/index.html 后缀重定向到不带后缀的地址，查询参数和锚点保留', async ({ page }) => {
    for (const [from, to, heading] of [
      ['/docs/intro/index.html?from=old#安装', '/docs/intro?from=old#安装', 'Cheerio 简介'],
      ['/blog/index.html', '/blog', '博客'],
      ['/docs/api/index.html', '/docs/api', null],
    ] as const) {
      const response = await page.goto(from);
      expect(response?.status(), from).toBe(200);
      await expect(page).toHaveURL(encodeURI(to));
      await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' });
      if (heading) await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    }
  });

  test('每个页面的 /index.html 形式都以 200 应答并指向页面本身', async ({ request }) => {
    const wrong: string[] = [];
    for (const path of [...sitemapPaths(), '/search'].filter((path) => path !== '/')) {
      const response = await request.get(`${path}/index.html`, { maxRedirects: 0 });
      const body = await response.text();
      if (response.status() !== 200 || !body.includes(`url=${path}"`))
        wrong.push(`${path}/index.html → ${response.status()}`);
    }
    expect(wrong).toEqual([]);
  });
});

test.describe('导航栏与页脚', () => {
  test('导航栏只把读者所在的栏目标为当前栏目', async ({ page }) => {
    const navbar = page.locator('nav.navbar');
    for (const [path, current, other] of [
      ['/docs/api/classes/Cheerio', 'API', '教程'],
      ['/docs/api', 'API', '教程'],
      ['/docs/basics/loading', '教程', 'API'],
      ['/docs/intro', '教程', 'API'],
    ] as const) {
      await gotoHydrated(page, path);
      const currentLink = navbar
        .locator('.navbar__items:not(.navbar__items--right)')
        .getByRole('link', { name: current, exact: true });
      const otherLink = navbar
        .locator('.navbar__items:not(.navbar__items--right)')
        .getByRole('link', { name: other, exact: true });
      await expect(currentLink, path).toHaveAttribute('aria-current', 'page');
      await expect(currentLink, path).toHaveClass(/navbar__link--active/);
      await expect(otherLink, path).not.toHaveAttribute('aria-current', /.*/);
      await expect(otherLink, path).not.toHaveClass(/navbar__link--active/);
    }
  });

  test('导航栏的链接、语言菜单和主题开关', async ({ page }) => {
    await gotoHydrated(page, '/');
    const navbar = page.locator('nav.navbar');
    await expect(navbar.getByRole('link', { name: 'Cheerio', exact: false }).first()).toHaveAttribute('href', '/');
    await expect(navbar.getByRole('link', { name: '教程' })).toHaveAttribute('href', '/docs/intro');
    await expect(navbar.getByRole('link', { name: 'API', exact: true })).toHaveAttribute('href', '/docs/api');
    await expect(navbar.getByRole('link', { name: '博客' })).toHaveAttribute('href', '/blog');
    for (const name of ['英文官网', 'GitHub']) {
      const link = navbar.getByRole('link', { name });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
    }
    await expect(navbar.getByRole('link', { name: '英文官网' })).toHaveAttribute('href', 'https://cheerio.js.org');
    await expect(navbar.getByRole('link', { name: 'GitHub' })).toHaveAttribute(
      'href',
      'https://github.com/cheeriojs/cheerio',
    );
    await expect(navbar.getByRole('button', { name: /切换浅色\/暗黑模式/ })).toBeVisible();
  });

  test('语言菜单：悬停或回车打开，点击外部关闭', async ({ page }) => {
    await gotoHydrated(page, '/');
    const dropdown = page.locator('.navbar__items--right .dropdown').first();
    const toggle = dropdown.locator('> a.navbar__link');
    await expect(toggle).toHaveText(/简体中文/);
    const menu = dropdown.locator('.dropdown__menu');
    await toggle.hover();
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: '简体中文' })).toBeVisible();
    await expect(menu.getByRole('link', { name: /English/ })).toHaveAttribute('href', 'https://cheerio.js.org');

    await page.mouse.move(5, 500);
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(dropdown).toHaveClass(/dropdown--show/);
    await page.locator('main').click({ position: { x: 5, y: 5 } });
    await expect(dropdown).not.toHaveClass(/dropdown--show/);
  });

  test('页脚链接到简介、API、博客、致谢页和友情链接', async ({ page }) => {
    await gotoHydrated(page, '/');
    const footer = page.locator('footer.footer');
    for (const href of ['/docs/intro', '/docs/api', '/blog', '/attribution']) {
      await expect(footer.locator(`a[href="${href}"]`)).toHaveCount(1);
    }
    const external = footer.locator('a[href^="https://"]');
    expect(await external.count()).toBeGreaterThanOrEqual(5);
    for (const link of await external.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
    }
    await expect(footer).toContainText('版权所有');
  });

  test('导航栏在向下滚动时隐藏、向上滚动时出现', async ({ page }) => {
    await gotoHydrated(page, '/docs/intro');
    const navbar = page.locator('nav.navbar');
    for (let i = 0; i < 8; i += 1) {
      await page.mouse.wheel(0, 250);
      await page.waitForTimeout(50);
    }
    await expect(navbar).toHaveClass(/navbarHidden/);
    for (let i = 0; i < 4; i += 1) {
      await page.mouse.wheel(0, -200);
      await page.waitForTimeout(50);
    }
    await expect(navbar).not.toHaveClass(/navbarHidden/);
  });
});

test.describe('公告栏', () => {
  test('链接到 1.0 发布博文；关闭后刷新仍保持关闭', async ({ page }) => {
    await gotoHydrated(page, '/');
    const bar = page.getByRole('banner');
    await expect(bar.locator('a[href="/blog/cheerio-1.0"]')).toBeVisible();
    await bar.getByRole('button', { name: '关闭' }).click();
    await expect(bar).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.dismiss'))).toBe('true');
    await page.reload();
    await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' });
    await expect(page.getByRole('banner')).toHaveCount(0);
  });

  freshTest('公告 id 变化后重新出现', async ({ page }) => {
    await page.addInitScript(() => {
      localStorage.setItem('docusaurus.announcement.id', 'an-older-announcement');
      localStorage.setItem('docusaurus.announcement.dismiss', 'true');
    });
    await gotoHydrated(page, '/');
    await expect(page.getByRole('banner')).toBeVisible();
  });
});

test.describe('颜色模式', () => {
  freshTest('系统偏好深色时仍从浅色开始；切换后保存在 theme 键下', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await gotoHydrated(page, '/');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-theme', 'light');
    await page.getByRole('button', { name: /切换浅色\/暗黑模式/ }).click();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await page.reload();
    await expect(html).toHaveAttribute('data-theme', 'dark');
  });

  freshTest('在一个标签页切换，另一个标签页跟着变化', async ({ context }) => {
    const first = await context.newPage();
    const second = await context.newPage();
    await gotoHydrated(first, '/');
    await gotoHydrated(second, '/docs/intro');
    await first.getByRole('button', { name: /切换浅色\/暗黑模式/ }).click();
    await expect(second.locator('html')).toHaveAttribute('data-theme', 'dark');
  });
});

test.describe('移动端导航', () => {
  test('996 px 时显示菜单按钮，997 px 时不显示', async ({ page }) => {
    await page.setViewportSize({ width: 996, height: 800 });
    await gotoHydrated(page, '/');
    await expect(page.locator('button.navbar__toggle')).toBeVisible();
    await page.setViewportSize({ width: 997, height: 800 });
    await expect(page.locator('button.navbar__toggle')).toBeHidden();
  });

  test('文档页的移动侧边栏显示文档目录，并能回到主菜单', async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 900 });
    await gotoHydrated(page, '/docs/intro');
    await page.locator('button.navbar__toggle').click();
    const sidebar = page.locator('.navbar-sidebar');
    await expect(sidebar.getByRole('link', { name: '简介' })).toBeVisible();
    await sidebar.getByRole('button', { name: /回到主菜单/ }).click();
    await expect(sidebar.getByRole('link', { name: '博客' })).toBeVisible();
  });

  test('手机宽度下菜单在读者去按按钮之前不渲染；按下（或用键盘聚焦）按钮才渲染，打开时照常滑入', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoHydrated(page, '/docs/basics/traversing');
    // 水合之后按窗口宽度的那次更新已经做完（桌面侧边栏在同一次渲染里被换下），菜单仍不在页面上。
    await expect(page.locator('.theme-doc-sidebar-container .theme-doc-sidebar-menu')).toHaveCount(0);
    await expect(page.locator('.navbar-sidebar')).toHaveCount(0);
    await page.evaluate(() => {
      document.addEventListener('transitionrun', (event) => {
        const target = event.target as Element;
        if (target.classList.contains('navbar-sidebar') && event.propertyName === 'transform') {
          document.documentElement.dataset.menuSlid = 'true';
        }
      });
    });
    const toggle = page.getByRole('button', { name: /切换导航栏/ });
    await toggle.click();
    const sidebar = page.locator('.navbar-sidebar');
    await expect(sidebar.getByRole('link', { name: '简介' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-menu-slid', 'true');

    // 键盘读者：Tab 到按钮时渲染，Enter 打开。
    await gotoHydrated(page, '/');
    await expect(page.locator('.navbar-sidebar')).toHaveCount(0);
    await toggle.focus();
    await expect(page.locator('.navbar-sidebar')).toHaveCount(1);
    await page.keyboard.press('Enter');
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(1);
    await expect(page.locator('.navbar-sidebar').getByRole('link', { name: '博客' })).toBeVisible();
  });

  test('视口变为桌面宽度时关闭移动侧边栏', async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 900 });
    await gotoHydrated(page, '/');
    await page.locator('button.navbar__toggle').click();
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(1);
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
  });
});

test.describe('文档页', () => {
  test('目录只列出 h2 和 h3', async ({ page }) => {
    await gotoHydrated(page, '/docs/intro');
    const headings = await page
      .locator('article .markdown')
      .locator('h2, h3')
      .evaluateAll((nodes) => nodes.map((node) => node.textContent?.replace(/\u200b/g, '').trim()));
    const tocEntries = await page.locator('.table-of-contents a').allTextContents();
    expect(tocEntries.length).toBeGreaterThan(3);
    expect(tocEntries).toEqual(headings);
  });

  test('侧边栏第一项是「简介」，不可隐藏', async ({ page }) => {
    await gotoHydrated(page, '/docs/intro');
    const first = page.locator('.theme-doc-sidebar-menu > li').first().locator('a');
    await expect(first).toHaveText('简介');
    await expect(first).toHaveAttribute('href', '/docs/intro');
    await expect(page.locator('button[title="收起侧边栏"]')).toHaveCount(0);
  });

  test('点击页内锚点滚动到标题，切换页面后回到顶部', async ({ page }) => {
    await gotoHydrated(page, '/docs/intro');
    await page.locator('.table-of-contents a[href="#first-scraper"]').click();
    await expect(page.locator('#first-scraper')).toBeInViewport();
    // 锚点滚动刚结束时导航栏可能还在滑入，点击偶尔落空（CI 上出现过一次）；地址没变就再点一次。
    const apiLink = page.locator('nav.navbar').getByRole('link', { name: 'API', exact: true });
    await expect(async () => {
      await apiLink.click();
      await expect(page).toHaveURL('/docs/api', { timeout: 1000 });
    }).toPass();
    // 地址先变，新页面的代码块加载、渲染之后才滚回顶部；繁忙的机器上两者之间可能隔几百毫秒。
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('恶劣环境', () => {
  freshTest('localStorage 抛出异常时页面照常工作', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new Error('localStorage 已被禁用');
        },
      });
    });
    await gotoHydrated(page, '/docs/intro');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cheerio 简介');
    await page.getByRole('button', { name: /切换浅色\/暗黑模式/ }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });

  freshTest(
    '测试里的请求出不了本机：第三方主机解析失败，请求被记为外部请求',
    async ({ page, externalRequests, consoleErrors }) => {
      // 从 about:blank 发出，不受站点内容安全策略的约束，才能确认阻断来自浏览器的主机名规则。
      await page.goto('about:blank');
      const failed = page.waitForEvent('requestfailed');
      await page.evaluate(() => fetch('https://example.com/probe').catch(() => undefined));
      expect((await failed).failure()?.errorText).toBe('net::ERR_NAME_NOT_RESOLVED');
      expect(externalRequests).toEqual(['https://example.com/probe']);
      await expect.poll(() => consoleErrors).toEqual([expect.stringContaining('net::ERR_NAME_NOT_RESOLVED')]);
      // 这个请求和它的控制台错误是测试自己造成的；清掉，免得结束时的检查把它们算在页面头上。
      externalRequests.length = 0;
      consoleErrors.length = 0;
    },
  );
});

test.describe('禁用 JavaScript', () => {
  freshTest.use({ javaScriptEnabled: false });
  freshTest('文档正文已在 HTML 中', async ({ page }) => {
    await page.goto('/docs/intro');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cheerio 简介');
    await expect(page.locator('article')).toContainText('npm install cheerio');
    await expect(page.locator('footer.footer')).toContainText('版权所有');
  });

  freshTest('窄屏上不显示无法使用的菜单按钮，栏目链接直接出现在导航栏上', async ({ page }) => {
    await page.setViewportSize({ width: 400, height: 800 });
    await page.goto('/docs/intro');
    await expect(page.locator('.navbar__toggle')).toBeHidden();
    for (const name of ['教程', 'API', '博客']) {
      await expect(page.locator('nav.navbar').getByRole('link', { name, exact: true })).toBeVisible();
    }
  });

  freshTest('实时代码的结果区直接显示构建时算好的结果，不是加载中的占位文字', async ({ page }) => {
    await page.goto('/docs/basics/traversing');
    await expect(page.locator('[data-live-result]').first()).toContainText('"作者": "刘慈欣"');
    await expect(page.getByText('正在加载……')).toHaveCount(0);
    await expect(page.getByText('Loading...')).toHaveCount(0);
  });
});
