import type { Page } from '@playwright/test';
import { expect, gotoHydrated, sharedPageTest as test } from './support/fixtures';

/**
 * 每种页面布局各取一个：首页、文档页、教程（含实时代码块）、API 页（索引页与带“显示英文原文”开关的函数页）、
 * 两个读者工具页、独立 Markdown 页、博客文章、博客列表、404 页。
 */
const pages = [
  '/',
  '/docs/intro',
  '/docs/basics/traversing',
  '/docs/api',
  '/docs/api/functions/load',
  '/playground/encoding',
  '/playground/migrate',
  '/attribution',
  '/blog/cheerio-1.0',
  '/blog',
  '/此页面不存在',
];

/**
 * 给页面上所有可见、可交互、没有被移出 Tab 顺序的元素编号，返回编号和描述。
 * 隐藏的元素（折叠的菜单、悬停才出现的下拉项、移动端菜单）不要求在初始状态下能用 Tab 到达。
 */
async function markInteractiveElements(page: Page): Promise<{ id: string; label: string }[]> {
  return page.evaluate(() => {
    const selector = [
      'a[href]',
      'button:not([disabled])',
      'input:not([disabled]):not([type="hidden"])',
      'select:not([disabled])',
      'textarea:not([disabled])',
      'summary',
      '[tabindex]',
      '[contenteditable="true"]',
    ].join(',');
    const found: { id: string; label: string }[] = [];
    document.querySelectorAll<HTMLElement>(selector).forEach((element, index) => {
      if (element.tabIndex < 0 || element.closest('[inert], [aria-hidden="true"]')) return;
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) return;
      if (!element.checkVisibility({ visibilityProperty: true })) return;
      const id = String(index);
      element.dataset.keyboardId = id;
      const text = (element.getAttribute('aria-label') ?? element.textContent ?? '')
        .replace(/\s+/g, ' ')
        .trim()
        .slice(0, 40);
      found.push({ id, label: `<${element.tagName.toLowerCase()}> ${text}` });
    });
    return found;
  });
}

/**
 * 实时编辑器在接近视口时才换成可编辑的组件，换的时候节点被替换，先做的编号会跟着丢掉。先把每个编辑器滚到视口附近、
 * 等它们都加载完再编号：这正是读者用 Tab 走到那里时看到的状态。键盘进入尚未加载的编辑器另由 static-article.spec.ts 检查。
 */
async function loadLiveEditors(page: Page) {
  const blocks = page.locator('.live-code-block');
  const count = await blocks.count();
  for (let i = 0; i < count; i += 1) await blocks.nth(i).scrollIntoViewIfNeeded();
  await expect(page.locator('.live-code-block [contenteditable]')).toHaveCount(count);
  // “回到顶部”按钮跟着滚动事件显示或淡出，滚动事件在下一帧才送到，只等它藏好可能赶在这些事件之前通过（CI 上十次约一次）。
  // 先确认已经到顶，再等它藏好，然后编号；否则它被算作要用 Tab 到达、随后又消失。
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.locator('.theme-back-to-top-button')).toBeHidden();
}

type FocusState = { id: string | null; label: string; visible: boolean };

declare global {
  interface Window {
    __focusLog?: FocusState[];
  }
}

/**
 * 每次获得焦点时记下元素的编号，以及焦点指示是否可见（轮廓线或阴影，且 :focus-visible 生效）。在页面里记录，
 * 测试就能连按多次 Tab 再一次取回，不必每按一次都往返一趟浏览器。焦点越过最后一个元素回到浏览器界面时没有记录。
 */
async function recordFocus(page: Page) {
  await page.evaluate(() => {
    window.__focusLog = [];
    document.addEventListener(
      'focusin',
      (event) => {
        const element = event.target as HTMLElement;
        const style = getComputedStyle(element);
        const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
        const shadow = style.boxShadow !== 'none';
        window.__focusLog?.push({
          id: element.dataset.keyboardId ?? null,
          label: `<${element.tagName.toLowerCase()}> ${(element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40)}`,
          visible: element.matches(':focus-visible') && (outline || shadow),
        });
      },
      true,
    );
  });
}

const takeFocusLog = (page: Page) => page.evaluate(() => window.__focusLog?.splice(0) ?? []);

test.describe('键盘操作', () => {
  // 在两核的 CI 机器上，逐个 Tab 几百个元素需要一些时间。
  test.describe.configure({ timeout: 120_000 });

  for (const route of pages) {
    test(`${route}：每个可交互元素都能用 Tab 到达，焦点清晰可见`, async ({ page, allowNotFound }) => {
      if (route === '/此页面不存在') allowNotFound(route);
      const response = await gotoHydrated(page, route);
      expect(response?.status(), '页面必须存在').toBe(route === '/此页面不存在' ? 404 : 200);
      await loadLiveEditors(page);
      const elements = await markInteractiveElements(page);
      expect(elements.length).toBeGreaterThan(3);

      const reached = new Set<string>();
      const invisibleFocus: string[] = [];
      await recordFocus(page);
      // 多留余量：下拉菜单在获得焦点时展开，会多出几个元素。
      const maxPresses = elements.length + 30;
      let done = false;
      for (let pressed = 0; pressed < maxPresses && !done;) {
        for (let batch = 0; batch < 20 && pressed < maxPresses; batch += 1, pressed += 1)
          await page.keyboard.press('Tab');
        for (const state of await takeFocusLog(page)) {
          if (!state.visible) invisibleFocus.push(state.label);
          if (state.id === null) continue;
          if (reached.has(state.id) && reached.size >= elements.length) done = true;
          reached.add(state.id);
        }
      }
      const unreachable = elements.filter(({ id }) => !reached.has(id)).map(({ label }) => label);
      expect(unreachable, '用 Tab 到达不了的元素').toEqual([]);
      expect([...new Set(invisibleFocus)], '获得焦点时看不到焦点指示的元素').toEqual([]);
    });
  }

  test('「跳到主要内容」是第一个 Tab 目标，回车后焦点进入正文', async ({ page }) => {
    await gotoHydrated(page, '/docs/intro');
    await page.keyboard.press('Tab');
    const skipLink = page.getByRole('link', { name: '跳到主要内容' });
    await expect(skipLink).toBeFocused();
    await expect(skipLink).toBeInViewport();
    await page.keyboard.press('Enter');
    // 再按一次 Tab，焦点应落在正文里的第一个可交互元素上，而不是回到导航栏。
    await page.keyboard.press('Tab');
    const inMain = await page.evaluate(() => Boolean(document.activeElement?.closest('main')));
    expect(inMain).toBe(true);
  });

  test('移动端：键盘可以打开菜单并进入其中的链接', async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 900 });
    await gotoHydrated(page, '/docs/intro');
    const toggle = page.locator('button.navbar__toggle');
    await toggle.focus();
    await expect(toggle).toBeFocused();
    await page.keyboard.press('Enter');
    const sidebar = page.locator('.navbar-sidebar');
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(1);
    for (let i = 0; i < 10; i += 1) {
      await page.keyboard.press('Tab');
      if (await page.evaluate(() => Boolean(document.activeElement?.closest('.navbar-sidebar a[href]')))) break;
    }
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('.navbar-sidebar a[href]')))).toBe(true);
    await expect(sidebar).toBeVisible();
  });
});
