import { expect, gotoHydrated, test } from './support/fixtures';

/**
 * 页面加载、水合和工具给出第一个结果的过程中，版面不挪动（Lighthouse 的 CLS 为 0）。工具页面的样式曾经由组件在
 * 水合后才放进 <head>，表单在首屏上整体下移；检查结果到来时按钮文字变长，也挤动过旁边的按钮。
 * 读者操作之后的变化（hadRecentInput）不算。Lighthouse 的 CLS 保留三位小数，这里要求累计值在那一位上是 0。
 */
const pages = [
  '/',
  '/docs/intro',
  '/docs/basics/loading',
  // 桌面首屏的下沿已是延后布局的块（第 6 个块之后）：它们要在第一次绘制前排好。Cheerio 类页面在两种宽度下都是这样。
  '/docs/advanced/security',
  '/docs/api/classes/Cheerio',
  '/blog/cheerio-1.0',
  '/search?q=load',
  '/playground',
  '/playground/encoding',
  '/playground/migrate',
];

const viewports = [
  { name: '手机', viewport: { width: 412, height: 823 } },
  { name: '桌面', viewport: { width: 1350, height: 940 } },
];

for (const { name, viewport } of viewports) {
  test.describe(`${name}宽度`, () => {
    test.use({ viewport });

    for (const path of pages) {
      test(`${path} 加载时版面不挪动`, async ({ page }) => {
        await page.addInitScript(() => {
          const shifts: Array<{ value: number; sources: string[] }> = [];
          (window as unknown as { layoutShifts: typeof shifts }).layoutShifts = shifts;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as Array<
              PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Array<{ node?: Node | null }> }
            >) {
              if (entry.hadRecentInput) continue;
              const sources = (entry.sources ?? []).map(({ node }) =>
                node instanceof Element ? `${node.localName}.${node.className}` : String(node?.nodeName),
              );
              shifts.push({ value: entry.value, sources });
            }
          }).observe({ type: 'layout-shift', buffered: true });
        });
        await gotoHydrated(page, path);
        await page.waitForLoadState('networkidle');
        // 工具在 worker 里算出第一个结果、写进页面，再留一帧给布局。
        await page.waitForTimeout(1000);
        const shifts = await page.evaluate(
          () => (window as unknown as { layoutShifts: Array<{ value: number; sources: string[] }> }).layoutShifts,
        );
        const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
        expect(total, `挪动的元素：${JSON.stringify(shifts)}`).toBeLessThan(0.0005);
      });
    }
  });
}
