import type { Page } from '@playwright/test';
import { expect, gotoHydrated, test, sharedPageTest } from './support/fixtures';

/**
 * 页面加载、水合和工具给出第一个结果的过程中，版面不挪动（Lighthouse 的 CLS 为 0）。工具页面的样式曾经由组件在
 * 水合后才放进 <head>，表单在首屏上整体下移；检查结果到来时按钮文字变长，也挤动过旁边的按钮。
 * 读者操作之后的变化（hadRecentInput）不算。Lighthouse 的 CLS 保留三位小数，这里要求累计值在那一位上是 0。
 */
const pages: Record<string, ((page: Page) => Promise<void>) | undefined> = {
  '/': undefined,
  '/docs/intro': undefined,
  '/docs/basics/loading': undefined,
  // 桌面首屏的下沿已是延后布局的块（第 6 个块之后）：它们要在第一次绘制前排好。Cheerio 类页面在两种宽度下都是这样。
  '/docs/advanced/security': undefined,
  '/docs/api/classes/Cheerio': undefined,
  '/blog/cheerio-1.0': undefined,
  // 下面几页的第一个结果在水合之后才到（搜索、worker 里的解析与运行）：等它写进页面，它引起的挪动才算得进来。
  '/search?q=load': (page) => expect(page.getByText(/^找到 \d+ 个结果$/)).toBeVisible(),
  '/playground': async (page) => {
    await expect(page.locator('#playground-tree-help[data-parse-ms]')).toBeAttached();
    await expect(page.locator('#playground-run-status')).toHaveText(/^运行完成/);
  },
  '/playground/encoding': (page) =>
    expect(page.locator('p').filter({ hasText: /^loadBuffer (会按|选中了)/ })).toBeVisible(),
  '/playground/migrate': (page) => expect(page.getByRole('status').filter({ hasText: /^发现 \d+ 处/ })).toBeVisible(),
};

const viewports = [
  { name: '手机', viewport: { width: 412, height: 823 } },
  { name: '桌面', viewport: { width: 1350, height: 940 } },
];

for (const { name, viewport } of viewports) {
  test.describe(`${name}宽度`, () => {
    test.use({ viewport });

    for (const [path, firstResult] of Object.entries(pages)) {
      test(`${path} 加载时版面不挪动`, async ({ page }) => {
        await page.addInitScript(() => {
          const shifts: Array<{ value: number; sources: string[] }> = [];
          const record = (entries: PerformanceEntryList) => {
            for (const entry of entries as Array<
              PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Array<{ node?: Node | null }> }
            >) {
              if (entry.hadRecentInput) continue;
              const sources = (entry.sources ?? []).map(({ node }) =>
                node instanceof Element ? `${node.localName}.${node.className}` : String(node?.nodeName),
              );
              shifts.push({ value: entry.value, sources });
            }
          };
          const observer = new PerformanceObserver((list) => record(list.getEntries()));
          observer.observe({ type: 'layout-shift', buffered: true });
          // 读取时先取走已经产生、还没交给回调的记录：回调是另排的任务，不必等它。
          (window as unknown as { layoutShifts: () => typeof shifts }).layoutShifts = () => {
            record(observer.takeRecords());
            return shifts;
          };
        });
        await gotoHydrated(page, path);
        // 有第一个结果的页面等结果本身；演练场在繁忙的两核机器上有一次 30 秒里网络都没有空闲下来（页面已水合、结果已出），
        // 而挪动只可能在结果写进页面时产生。其余页面没有可等的结果，等按需加载的请求结束。
        if (firstResult) await firstResult(page);
        else await page.waitForLoadState('networkidle');
        // 结果写进页面之后的两帧：第一帧排版（挪动在这一帧产生），第二帧开始时它的记录已经生成。
        await page.evaluate(
          () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
        );
        const shifts = await page.evaluate(() =>
          (window as unknown as { layoutShifts: () => Array<{ value: number; sources: string[] }> }).layoutShifts(),
        );
        const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
        expect(total, `挪动的元素：${JSON.stringify(shifts)}`).toBeLessThan(0.0005);
      });
    }
  });
}

/**
 * 读者从滚动条、目录或页面里的链接跳到文章下方：途经的块（content-visibility 延后排版）这时才排版，高度从占位变成
 * 实际，浏览器的滚动锚定应当让眼前的内容不动。桌面宽度下侧边栏曾被选作锚点（它排在文章前面、又是 sticky 的），
 * 调整不发生，眼前的段落被推下去几百像素，点到一半的链接也就点空了。
 */
const jumpPages = [
  '/docs/basics/selecting',
  '/docs/basics/troubleshooting',
  '/docs/api/classes/Cheerio',
  '/blog/cheerio-1.0',
];

for (const { name, viewport } of viewports) {
  test.describe(`${name}宽度：跳到文章下方`, () => {
    test.use({ viewport });

    for (const path of jumpPages) {
      sharedPageTest(`${path}：跳到文章后半的标题，之后几帧里它在视口里的位置不变`, async ({ page }) => {
        await gotoHydrated(page, path);
        const moved = await page.evaluate(async () => {
          const headings = Array.from(document.querySelectorAll('.markdown :is(h2, h3)'));
          const target = headings[Math.floor(headings.length * 0.6)];
          if (!target) return '找不到标题';
          target.scrollIntoView({ block: 'start' });
          const before = target.getBoundingClientRect().top;
          // 途经的块在滚动后的下一帧判断是否接近视口、随即排版；多等几帧，按需加载的实时代码块也换好了。
          for (let frame = 0; frame < 6; frame += 1) await new Promise((resolve) => requestAnimationFrame(resolve));
          return target.getBoundingClientRect().top - before;
        });
        // 锚定按整像素调整滚动位置，小数部分的差别不算移动。
        expect(Math.abs(Number(moved)), `标题在视口里移动了 ${moved} 像素`).toBeLessThan(2);
      });
    }
  });
}
