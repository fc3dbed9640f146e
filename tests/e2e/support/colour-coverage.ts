import { readFileSync } from 'node:fs';
import * as cheerio from 'cheerio';
import { isTag, isText, type Element } from 'domhandler';
import { htmlFileFor } from './sitemap';

/**
 * 颜色对比度只取决于元素自己的样式和它所在的容器（提示框、表格、代码块……）。把每个页面的元素归结为“容器 > 元素”
 * 的签名，再挑出一组页面，让每个签名至少出现在其中一页：在这些页面上完整检查颜色（浅色与暗黑），其余页面的颜色
 * 组合都已被覆盖。新内容带来新的元素或代码配色时，签名随之变化，挑选结果自动包括它。
 */

/** CSS 模块的类名带构建哈希（codeBlock_bY9V），只取前缀，构建之间才可比较。 */
const hashedModuleClass = /_[A-Za-z0-9-]{4}$/;

/** 会改变其中文字背景或前景色的容器。 */
const colourContainers =
  '.admonition, table, blockquote, pre, details, .tabs-container, nav, footer, header, aside, .pagination-nav, .theme-doc-toc-desktop, .alert, mark, .DocSearch';

function describeElement($: cheerio.CheerioAPI, element: Element): string {
  // 代码高亮的记号只由 style 里的颜色决定外观，类名（语言、记号种类）不影响对比度。
  const colours = (($(element).attr('style') ?? '').match(/(?:^|;)\s*(?:background-)?color:[^;]+/g) ?? [])
    .map((colour) => colour.replace(/^;?\s*/, ''))
    .join(';');
  if (colours) return `${element.tagName}|${colours}`;
  const classes = ($(element).attr('class') ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((name) => name.replace(hashedModuleClass, ''))
    .sort()
    .join('.');
  return classes ? `${element.tagName}|${classes}` : element.tagName;
}

/** axe 的颜色与名称类规则只看有文字、图像或可交互的元素；纯布局的容器不影响结果。 */
const nonTextElements = new Set(['img', 'svg', 'button', 'a', 'input', 'select', 'textarea']);

function carriesColour(element: Element): boolean {
  if (nonTextElements.has(element.tagName)) return true;
  return element.children.some((child) => isText(child) && child.data.trim() !== '');
}

/** 页面中每个有文字或可交互元素的“容器 > 元素”签名。 */
export function colourSignatures(html: string): Set<string> {
  const $ = cheerio.load(html);
  const signatures = new Set<string>();
  $('body *').each((_, element) => {
    if (element.tagName === 'script' || element.tagName === 'style' || !carriesColour(element)) return;
    const container = $(element).parent().closest(colourContainers).get(0);
    signatures.add(
      `${container && isTag(container) ? describeElement($, container) : 'page'} > ${describeElement($, element)}`,
    );
  });
  return signatures;
}

export type PageSignatures = { route: string; signatures: Set<string>; cost: number };

/**
 * 带权重的贪心集合覆盖：每次选“新覆盖的签名数 / 页面元素数”最大的页面，直到覆盖全部签名。
 * 按元素数加权，是因为 axe 的耗时随元素数增长，能用小页面覆盖的就不用大页面。
 */
export function coveringPages(pages: readonly PageSignatures[]): Map<string, Set<string>> {
  const uncovered = new Set(pages.flatMap((page) => [...page.signatures]));
  const chosen = new Map<string, Set<string>>();
  while (uncovered.size > 0) {
    let best: PageSignatures | undefined;
    let bestScore = 0;
    for (const page of pages) {
      let gain = 0;
      for (const signature of page.signatures) if (uncovered.has(signature)) gain += 1;
      const score = gain / Math.max(page.cost, 1);
      if (score > bestScore) [best, bestScore] = [page, score];
    }
    if (!best) break;
    const assigned = new Set([...best.signatures].filter((signature) => uncovered.has(signature)));
    chosen.set(best.route, assigned);
    for (const signature of assigned) uncovered.delete(signature);
  }
  return chosen;
}

/** 代码块里的签名（容器是带配色的 pre）。 */
const isCodeSignature = (signature: string) => signature.startsWith('pre|');

/**
 * 需要完整检查颜色的页面，以及每页是否要连代码高亮的记号一起查：只有负责覆盖某种代码配色的页面才查记号，
 * 例如 /docs/api/classes/Cheerio 只因为标题里的 code 被选中，就不必再查它几千个代码记号。
 */
export function colourRepresentatives(
  buildDir: string,
  routes: readonly string[],
): Map<string, { codeTokens: boolean }> {
  const pages = routes.flatMap((route) => {
    const file = htmlFileFor(buildDir, route);
    if (!file) return [];
    const html = readFileSync(file, 'utf8');
    return [{ route, signatures: colourSignatures(html), cost: (html.match(/<[a-z]/g) ?? []).length }];
  });
  return new Map(
    [...coveringPages(pages)].map(([route, assigned]) => [route, { codeTokens: [...assigned].some(isCodeSignature) }]),
  );
}
