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

type Description = {
  signature: string;
  /** 能选中这个元素的 CSS 选择器：可以多选中一些元素（多一个类名的、颜色不同的同类元素），但不会漏掉它。 */
  selector: string;
  /** 选择器是否凭类名或 id 就足够具体；只有标签名的选择器会选中大量同名元素。 */
  specific: boolean;
};

/** 属性选择器里的字符串值。 */
const quoted = (value: string) => `"${value.replace(/["\\]/g, '\\$&')}"`;

/**
 * 选择器只用类名和 id，不用 style：React 在客户端渲染的代码块（例如首页的示例）会把 style 里的颜色改写成 rgb()，
 * 按 style 写的选择器在水合之后就选不中了。
 */
function selectorOf(element: Element, classes: string[]): Pick<Description, 'selector' | 'specific'> {
  const tag = element.tagName;
  const { id, class: classAttribute } = element.attribs;
  if (classes.length > 0)
    return { selector: tag + classes.map((name) => `[class~=${quoted(name)}]`).join(''), specific: true };
  if (id) return { selector: `${tag}[id=${quoted(id)}]`, specific: true };
  // 写了 class 却没有类名的元素极少见，只用标签名，保证不漏。
  return { selector: classAttribute === undefined ? `${tag}:not([class])` : tag, specific: false };
}

function describeElement(element: Element): Description {
  const tag = element.tagName;
  const classes = (element.attribs.class ?? '').split(/\s+/).filter(Boolean);
  // 代码高亮的记号只由 style 里的颜色决定外观，类名（语言、记号种类）不影响对比度。
  const colours = ((element.attribs.style ?? '').match(/(?:^|;)\s*(?:background-)?color:[^;]+/g) ?? []).map((colour) =>
    colour.replace(/^;?\s*/, ''),
  );
  const names = classes.map((name) => name.replace(hashedModuleClass, '')).sort();
  const signature =
    colours.length > 0 ? `${tag}|${colours.join(';')}` : names.length > 0 ? `${tag}|${names.join('.')}` : tag;
  return { signature, ...selectorOf(element, classes) };
}

/**
 * axe 会检查选中元素的全部后代。只凭标签名的选择器（正文里的 p、包裹用的 div）会选中整页的外层容器，
 * 所以向上接到最近一个有类名或 id 的祖先（或所在的颜色容器），用子代选择器连起来。
 */
function pathSelector(
  describe: (element: Element) => Description,
  element: Element,
  container: Element | undefined,
): string {
  const steps: string[] = [];
  let current = element;
  for (;;) {
    const { selector, specific } = describe(current);
    steps.unshift(selector);
    const { parent } = current;
    if (specific || current.tagName === 'body' || !parent || !isTag(parent)) break;
    if (parent === container) return `${describe(container).selector} > ${steps.join(' > ')}`;
    current = parent;
  }
  const path = steps.join(' > ');
  return container ? `${describe(container).selector} ${path}` : path;
}

/** axe 的颜色与名称类规则只看有文字、图像或可交互的元素；纯布局的容器不影响结果。 */
const nonTextElements = new Set(['img', 'svg', 'button', 'a', 'input', 'select', 'textarea']);

function carriesColour(element: Element): boolean {
  if (nonTextElements.has(element.tagName)) return true;
  return element.children.some((child) => isText(child) && child.data.trim() !== '');
}

/** 带某个签名的元素，以及能选中它们的 CSS 选择器。 */
export type SignatureMatch = { selectors: Set<string>; elements: Element[] };

/** 页面中每个有文字或可交互元素的“容器 > 元素”签名。 */
export function colourSignatures($: cheerio.CheerioAPI): Map<string, SignatureMatch> {
  const signatures = new Map<string, SignatureMatch>();
  // 一次查出全部容器再沿祖先链查找：逐个元素调用 closest() 在近万个元素的页面上要几秒。
  const containers = new Set($(colourContainers).toArray());
  const nearestContainer = (element: Element) => {
    for (let node = element.parent; node && isTag(node); node = node.parent) if (containers.has(node)) return node;
    return undefined;
  };
  // 祖先和容器会被许多元素反复描述，每个元素只算一次。
  const descriptions = new Map<Element, Description>();
  const describe = (element: Element) => {
    let description = descriptions.get(element);
    if (!description) descriptions.set(element, (description = describeElement(element)));
    return description;
  };
  $('body *').each((_, element) => {
    if (element.tagName === 'script' || element.tagName === 'style' || !carriesColour(element)) return;
    const container = nearestContainer(element);
    const signature = `${container ? describe(container).signature : 'page'} > ${describe(element).signature}`;
    const match = signatures.get(signature) ?? { selectors: new Set(), elements: [] };
    match.selectors.add(pathSelector(describe, element, container));
    match.elements.push(element);
    signatures.set(signature, match);
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

/**
 * 浅色模式下水合之后就不在页面上的元素：Docusaurus 移除暗黑模式的主题图片，并启用服务端渲染时禁用的颜色模式按钮
 * （换掉 disabled 的类名）。两者都没有文字，暗黑模式的检查另外包括页面上全部的图片和按钮。
 */
const serverOnly = '[class*="themedComponent--dark"], [class*="toggleButtonDisabled"]';

export type ColourPlan = {
  /** 选中这一页负责的签名的全部元素的选择器列表；颜色只在这些元素上查，其余元素的颜色组合由别的页面负责。 */
  include: string;
  /** include 在静态 HTML 里选中、水合之后仍在页面上的元素个数。 */
  elements: number;
};

/**
 * 需要检查颜色的页面，以及每页负责的元素。例如 /docs/api/classes/Cheerio 只因为标题里的 code 被选中，
 * 就只查这几个 code，不必再查它近万个元素。
 */
export function colourRepresentatives(buildDir: string, routes: readonly string[]): Map<string, ColourPlan> {
  const pages = routes.flatMap((route) => {
    const file = htmlFileFor(buildDir, route);
    if (!file) return [];
    const $ = cheerio.load(readFileSync(file, 'utf8'));
    const bySignature = colourSignatures($);
    return [{ route, $, bySignature, signatures: new Set(bySignature.keys()), cost: $('*').length }];
  });
  const byRoute = new Map(pages.map((page) => [page.route, page]));
  return new Map(
    [...coveringPages(pages)].flatMap(([route, assigned]) => {
      const page = byRoute.get(route);
      if (!page) return [];
      const matches = [...assigned].flatMap((signature) => page.bySignature.get(signature) ?? []);
      const include = [...new Set(matches.flatMap((match) => [...match.selectors]))].join(', ');
      const selected = new Set(page.$(include).toArray());
      const missed = matches.flatMap((match) => match.elements).filter((element) => !selected.has(element));
      if (missed.length > 0) {
        throw new Error(`${route}：颜色覆盖计划的选择器漏掉了 ${missed.length} 个元素，例如 ${page.$.html(missed[0])}`);
      }
      return [
        [
          route,
          {
            include,
            elements: selected.size - page.$(serverOnly).filter((_, element) => selected.has(element)).length,
          },
        ],
      ];
    }),
  );
}
