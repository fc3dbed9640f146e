import { layoutEstimates } from '../../src/plugins/static-runs/layout';
import { expect, gotoHydrated, test } from './support/fixtures';

/**
 * 延后布局的占位高度（src/plugins/static-runs/layout.ts）按 Infima 的样式和本站的字体估计。这里在手机宽度下量出真实的尺寸，
 * 与表里的数比较：表里的数不能低于实际（估低时没排版的内容会压到后面的元素上），也不能高出太多（主题或字体变了，
 * 这里失败，提醒重新量过，而不是估计悄悄失准）。
 */
type Measured = Record<string, number>;

/** 表里的数应在实际值与实际值加 `slack` 之间。 */
function expectCovers(name: keyof typeof layoutEstimates, actual: number, slack: number) {
  const estimate = layoutEstimates[name];
  expect(estimate, `${name}：实际 ${actual.toFixed(2)} px`).toBeGreaterThanOrEqual(actual);
  expect(estimate - actual, `${name}：实际 ${actual.toFixed(2)} px，表里 ${estimate} px`).toBeLessThanOrEqual(slack);
}

test.describe('延后布局的估计表与主题的实际尺寸一致（手机宽度 412 px）', () => {
  test.use({ viewport: { width: 412, height: 823 } });

  /** 让延后的块全部排版，再量。 */
  async function layOutEverything(page: import('@playwright/test').Page) {
    await page.addStyleTag({
      content: '.static-run-deferred > *, .live-code-block-deferred { content-visibility: visible !important; }',
    });
  }

  test('正文、代码块、表格、列表和提示框', async ({ page }) => {
    await gotoHydrated(page, '/docs/basics/loading');
    await layOutEverything(page);
    const measured: Measured = await page.evaluate(() => {
      const markdown = document.querySelector<HTMLElement>('article .markdown')!;
      const paragraph = markdown.querySelector<HTMLElement>('.static-run > p')!;
      const style = getComputedStyle(paragraph);
      // 正文里一个汉字的宽度：手机上一行放得下几个字。
      const probe = document.createElement('span');
      probe.style.whiteSpace = 'nowrap';
      probe.textContent = '汉'.repeat(10);
      paragraph.append(probe);
      const character = probe.getBoundingClientRect().width / 10;
      probe.remove();
      const pre = markdown.querySelector<HTMLElement>('.static-run pre.prism-code')!;
      const codeStyle = getComputedStyle(pre.querySelector('code')!);
      // 每行在文字之外的高度：行高减去最高的那个单元格的内容高度。
      const row = markdown.querySelector<HTMLTableRowElement>('.static-run table tbody tr')!;
      const cellContent = Math.max(
        ...Array.from(row.cells, (cell) => {
          const cellStyle = getComputedStyle(cell);
          return cell.clientHeight - parseFloat(cellStyle.paddingTop) - parseFloat(cellStyle.paddingBottom);
        }),
      );
      const item = markdown.querySelector<HTMLElement>('.static-run li + li')!;
      const admonition = markdown.querySelector<HTMLElement>('.static-run .theme-admonition')!;
      const admonitionText = Array.from(
        admonition.querySelectorAll<HTMLElement>(':scope > div:last-child > *'),
        (child) => child.getBoundingClientRect().height,
      ).reduce((sum, height) => sum + height, 0);
      return {
        textLine: parseFloat(style.lineHeight),
        phoneLineCharacters: markdown.clientWidth / character,
        blockMargin: parseFloat(style.marginBottom),
        codeLine: parseFloat(codeStyle.lineHeight),
        codeBlockPadding: parseFloat(codeStyle.paddingTop) + parseFloat(codeStyle.paddingBottom),
        tableRowChrome: row.getBoundingClientRect().height - cellContent,
        listItemGap: parseFloat(getComputedStyle(item).marginTop),
        admonitionChrome:
          admonition.getBoundingClientRect().height +
          parseFloat(getComputedStyle(admonition).marginBottom) -
          admonitionText,
      };
    });
    expectCovers('textLine', measured.textLine, 1);
    // 字数反过来：表里的字数不能多于实际放得下的，少也不能少太多。
    expect(layoutEstimates.phoneLineCharacters).toBeLessThanOrEqual(Math.floor(measured.phoneLineCharacters));
    expect(Math.floor(measured.phoneLineCharacters) - layoutEstimates.phoneLineCharacters).toBeLessThanOrEqual(4);
    expectCovers('blockMargin', measured.blockMargin, 0);
    expectCovers('codeLine', measured.codeLine, 2);
    expectCovers('codeBlockPadding', measured.codeBlockPadding, 0);
    expectCovers('tableRowChrome', measured.tableRowChrome, 4);
    expectCovers('listItemGap', measured.listItemGap, 2);
    expectCovers('admonitionChrome', measured.admonitionChrome, 16);
  });

  test('分隔线、h4 与单独延后的块的占位高度（来自同一张表的 CSS 变量）', async ({ page }) => {
    await gotoHydrated(page, '/docs/api/classes/Cheerio');
    const placeholders = await page.evaluate(() =>
      Array.from(
        new Set(
          Array.from(document.querySelectorAll('.static-run-deferred > :not(.static-run-group)'))
            .map((element) => getComputedStyle(element))
            .filter((style) => style.contentVisibility === 'auto')
            .map((style) => style.containIntrinsicSize),
        ),
      ),
    );
    expect(placeholders).toEqual([`auto ${layoutEstimates.deferredBlock}px`]);

    await layOutEverything(page);
    const measured: Measured = await page.evaluate(() => {
      const outer = (element: Element) => {
        const style = getComputedStyle(element);
        return element.getBoundingClientRect().height + parseFloat(style.marginTop) + parseFloat(style.marginBottom);
      };
      const heading = document.querySelector('article .markdown .static-run h4')!;
      const rule = document.querySelector('article .markdown .static-run hr')!;
      return { minorHeading: outer(heading), rule: outer(rule) };
    });
    expectCovers('minorHeading', measured.minorHeading, 12);
    expectCovers('rule', measured.rule, 4);
  });
});
