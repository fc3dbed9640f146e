import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type { AxeResults, ContextObject, RunOptions } from 'axe-core';
import { formatViolations } from '../../quality/axe-report';
import { expect } from './fixtures';

/** 只与颜色有关的规则：它们的结果只取决于元素和所在容器的样式，由颜色覆盖计划决定在哪些元素上查。 */
export const contrastRules = ['color-contrast', 'link-in-text-block'];

/**
 * 暗黑模式只改变颜色，以及 React 按颜色模式切换的少数元素（主题图片、颜色模式按钮的名称），页面结构不变；
 * 所以暗黑模式只重跑与这些有关的规则，检查时间减半（最大的 API 页面有近万个元素）。
 */
export const colourModeRules = [...contrastRules, 'image-alt', 'svg-img-alt', 'role-img-alt', 'button-name'];

const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

type AxeWindow = Window & { axe?: { run(context: ContextObject, options: RunOptions): Promise<AxeResults> } };

/** 推迟排版的静态段和实时代码块，检查前要让它们排好版（见 prepare 的说明）。 */
const renderDeferredCss =
  '.static-run-deferred > *, .live-code-block-deferred { content-visibility: visible !important; }';

/**
 * 每个文档只准备一次：注入 axe，并让长页面后半部分推迟排版的静态段（content-visibility: auto，见 custom.css）全部排版。
 * 屏幕外的块没有排版，axe 要么当它不可见而跳过，要么量到切换颜色模式之前的样式（跳过的块不更新样式，进入视口时
 * 才过渡到新颜色）。
 * 注入用 evaluate 而不是 <script>：页面的内容安全策略不允许内联脚本，evaluate 不受它约束。
 */
async function prepare(page: Page, renderDeferred: boolean) {
  const needsAxe = await page.evaluate(
    ({ css, renderDeferred }) => {
      if (renderDeferred && !document.getElementById('axe-render-deferred')) {
        const style = document.createElement('style');
        style.id = 'axe-render-deferred';
        style.textContent = css;
        document.head.append(style);
      }
      return !(window as AxeWindow).axe;
    },
    { css: renderDeferredCss, renderDeferred },
  );
  if (needsAxe) await page.evaluate(axeSource);
}

export type AxeOptions = {
  /** 只跑这些规则。 */
  rules?: string[];
  /** 不跑这些规则。 */
  exceptions?: string[];
  /** 只检查这些元素及其后代（CSS 选择器列表）。 */
  include?: string;
  exclude?: string;
  /** 先让推迟排版的静态段排好版；模仿 Lighthouse（它不这样做）的检查要关掉。 */
  renderDeferred?: boolean;
  /** 除了违规项还要通过的规则时设为 false；默认只取违规项，不把近万个节点的结果序列化传回来。 */
  violationsOnly?: boolean;
};

/**
 * 在页面里直接运行 axe-core。不用 @axe-core/playwright：它每次检查都重新注入 axe（约 0.5 MB 的脚本），默认模式还要
 * 在每个框架里收集部分结果、另开空白页汇总；直接运行时小页面的一次检查从约 0.5–0.8 s 降到约 0.1–0.3 s，
 * 最大的 API 页面从约 20 s 降到约 3 s，找出的违规项相同。
 * 直接运行不进入 iframe；本站没有 iframe，pages.spec.ts 的第一个测试保证这一点。
 */
export async function runAxe(page: Page, options: AxeOptions = {}): Promise<AxeResults> {
  const { rules, exceptions, include, exclude, renderDeferred = true, violationsOnly = true } = options;
  await prepare(page, renderDeferred);
  if (renderDeferred) await settle(page);
  const context: ContextObject = include
    ? { include: [include], ...(exclude ? { exclude: [exclude] } : {}) }
    : { exclude: exclude ? [exclude] : [] };
  const runOptions: RunOptions = {
    ...(rules ? { runOnly: { type: 'rule', values: rules } } : {}),
    ...(exceptions ? { rules: Object.fromEntries(exceptions.map((id) => [id, { enabled: false }])) } : {}),
    ...(violationsOnly ? { resultTypes: ['violations'] } : {}),
  };
  // axe 的类型太深，让 Playwright 推导参数和结果能否序列化会超出 TypeScript 的递归上限，所以写明为 unknown。
  const results = await page.evaluate<unknown, { context: unknown; runOptions: unknown }>(
    ({ context, runOptions }) => {
      const { axe } = window as AxeWindow;
      if (!axe) throw new Error('axe 没有注入');
      return axe.run(context as ContextObject, runOptions as RunOptions);
    },
    { context, runOptions },
  );
  return results as AxeResults;
}

/** 违规项，一条一行（见 formatViolations）。 */
export async function scan(page: Page, options: AxeOptions = {}): Promise<string[]> {
  const { violations } = await runAxe(page, options);
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
