import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { formatViolations } from '../../quality/axe-report';
import { expect } from './fixtures';

/** 只与颜色有关的规则：它们的结果只取决于元素和所在容器的样式，由颜色覆盖计划决定在哪些元素上查。 */
export const contrastRules = ['color-contrast', 'link-in-text-block'];

/**
 * 暗黑模式只改变颜色，以及 React 按颜色模式切换的少数元素（主题图片、颜色模式按钮的名称），页面结构不变；
 * 所以暗黑模式只重跑与这些有关的规则，检查时间减半（最大的 API 页面有近万个元素）。
 */
export const colourModeRules = [...contrastRules, 'image-alt', 'svg-img-alt', 'role-img-alt', 'button-name'];

/**
 * 长页面后半部分的静态段用 content-visibility: auto 推迟排版（见 custom.css）。屏幕外的块没有排版，axe 要么当它
 * 不可见而跳过，要么量到切换颜色模式之前的样式（跳过的块不更新样式，进入视口时才过渡到新颜色）。检查前让它们
 * 全部排版，并等颜色过渡结束，axe 才能检查到整页、量到读者滚到那里时看到的颜色。
 */
async function renderDeferredContent(page: Page) {
  await page.addStyleTag({ content: '.static-run-deferred > * { content-visibility: visible !important; }' });
  await settle(page);
}

export async function scan(
  page: Page,
  options: { rules?: string[]; exceptions?: string[]; include?: string; exclude?: string } = {},
): Promise<string[]> {
  await renderDeferredContent(page);
  // 只要违规项：通过的、不适用的每条规则只保留一个节点，不再把近万个节点的结果序列化传回来。
  // 在最大的 API 页面（Cheerio 类）上一次检查从约 45–59 s 降到 31–37 s，找出的违规项相同。
  // 传统模式：axe 直接在页面里跑完并返回结果。默认模式为了检查跨源 iframe，先在每个框架里收集部分结果，再开一个空白页
  // 汇总，序列化的中间结果随元素数增长：最大的 API 页面上一次检查从约 20 s 降到约 3 s，小页面快两三倍，结果相同。
  // 本站没有 iframe，pages.spec.ts 的第一个测试保证这一点。
  const builder = new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });
  if (options.rules) builder.withRules(options.rules);
  if (options.exceptions) builder.disableRules(options.exceptions);
  if (options.include) builder.include(options.include);
  if (options.exclude) builder.exclude(options.exclude);
  const { violations } = await builder.analyze();
  return formatViolations(violations);
}

/**
 * 颜色带有 CSS 过渡；等过渡结束再检查对比度，否则 axe 量到的是中间色。
 * 轮询 playState 而不是等 animation.finished：Chromium 156 中，保留服务端 HTML 的正文（StaticRun）里的过渡
 * 会停在 finished 状态，却永远不兑现 finished 这个 Promise，等它会一直等到测试超时。无限循环的动画不等。
 */
export async function settle(page: Page) {
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity,
        ),
    undefined,
    { polling: 50, timeout: 10_000 },
  );
}

export async function switchToDark(page: Page) {
  await page.getByRole('button', { name: /切换浅色\/暗黑模式/ }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await settle(page);
}
