/**
 * rehype 插件：把文章顶层连续的静态块（标题、段落、列表、表格、普通代码块、提示框……）包进 `<StaticRun>`。
 *
 * 服务端照常渲染这些块；浏览器水合时 `StaticRun` 保留服务端的 HTML，不为其中的每个元素、每个代码记号创建和水合
 * React 元素（长页面的主线程时间主要花在这里）。需要 React 的部分（“岛”）留在外面照常水合：实时代码块、
 * 大写开头的 JSX 组件（Tabs、Details……）、`<details>`/`<head>`、带表达式属性的 JSX、非空的 `{表达式}`。
 * 一个块只要子孙里有岛，整块就是岛。
 *
 * 第 `eagerBlocks` 个块之后的段标记为 `deferred`：样式表让浏览器先跳过屏幕外那部分的布局与绘制（content-visibility）。
 * 延后的段里，两个标题（h1–h3）之间的块再包成一个 `GROUP_CLASS` 的 div，整组延后：浏览器每一帧要为每个
 * content-visibility:auto 的元素判断一次是否接近视口，Cheerio 类页面逐块延后时有 1,600 多个，水合期间每帧为此多花二三十毫秒（4 倍减速下）。
 */

import { type HastNode, textOf } from '../hastText';
import { LIVE_ERROR, LIVE_RESULT } from '../live-results/properties';
import { layoutEstimates as size } from './layout';

export type { HastNode };
export type HastRoot = { type: 'root'; children: HastNode[] };

export type StaticRunsOptions = {
  /** 前多少个顶层块不延后布局：首屏及其附近的内容必须立即排版。 */
  eagerBlocks?: number;
};

export const COMPONENT = 'StaticRun';
/**
 * 手机首屏（Lighthouse 的 412×823）大约放得下标题和前几个块。更靠后的单个块出现在桌面首屏里时，浏览器在第一次绘制之前
 * 就为它们排版，版面不挪动（layout-stability 在手机和桌面宽度下检查）；整组延后的块不是这样，见 GROUPED_FROM_BLOCK。
 * 手机首屏之外的块都延后，长教程第一次布局的任务比从第 24 块才延后时短约两成。
 */
const DEFAULT_EAGER_BLOCKS = 6;

/**
 * 从文章的第几个块开始分组。组第一次排版之前按估计高度占位，估计与实际不符时，排版会挪动组后面的内容；
 * 在视口里的组浏览器也可能先按占位高度画出来再排版，所以桌面首屏可能出现的块（前 24 个）不分组、逐块延后，
 * 逐块延后时首屏的版面不挪动（layout-stability 的用例）。
 */
const GROUPED_FROM_BLOCK = 24;

function hasExpressionAttribute(node: HastNode): boolean {
  return (node.attributes ?? []).some(
    (attribute) =>
      attribute.type === 'mdxJsxExpressionAttribute' ||
      (typeof attribute.value === 'object' && attribute.value !== null),
  );
}

function isBlank(node: HastNode): boolean {
  return node.type === 'text' && typeof node.value === 'string' && node.value.trim() === '';
}

/** 这个节点本身需要 React（不看子孙）。 */
function isIslandItself(node: HastNode): boolean {
  switch (node.type) {
    case 'mdxjsEsm':
      return true;
    case 'mdxFlowExpression':
    case 'mdxTextExpression':
      // `{/* 注释 */}` 编译后什么也不渲染，不妨碍分组。
      return typeof node.value === 'string' && !/^\s*(\/\*[\s\S]*?\*\/\s*)*$/.test(node.value);
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement':
      return /^[A-Z]/.test(node.name ?? '') || node.name === 'details' || hasExpressionAttribute(node);
    case 'element':
      return node.tagName === 'details' || node.tagName === 'head' || Boolean(node.properties?.live);
    default:
      return false;
  }
}

export function containsIsland(node: HastNode): boolean {
  return isIslandItself(node) || (node.children ?? []).some(containsIsland);
}

function staticRun(children: HastNode[], deferred: boolean, firstBlock: number): HastNode {
  return {
    type: 'mdxJsxFlowElement',
    name: COMPONENT,
    attributes: deferred ? [{ type: 'mdxJsxAttribute', name: 'deferred', value: null }] : [],
    children: deferred ? groupDeferredBlocks(children, Math.max(0, GROUPED_FROM_BLOCK - firstBlock)) : children,
  };
}

export const GROUP_CLASS = 'static-run-group';

/**
 * 照常排版、不进组的块：标题是目录和锚点的位置。列表和表格也进组：组的占位高度宁高勿低，逐块延后时它们被截断
 * 的问题（见 custom.css 里延后布局的说明）在组里不会出现；表格的自动布局要量每个单元格的文字，迁移指南那样的长表格
 * 照常排版时是第一次布局里最贵的一块。
 */
const UNGROUPED_TAGS = new Set(['h1', 'h2', 'h3']);

/**
 * content-visibility 让组成为独立的格式化上下文，边距不再穿过组的边界折叠。所以组的第一块只能是上边距为 0 的块，
 * 最后一块只能是下边距为 --ifm-leading 的段落、代码块或无序列表；样式表去掉最后一块的下边距、给组同样的下边距，版面就与不分组时一样。
 */
const FIRST_TAGS = new Set(['p', 'pre', 'blockquote', 'table', 'ul', 'ol']);
const LAST_TAGS = new Set(['p', 'pre', 'ul']);

function tagOf(node: HastNode): string | undefined {
  return node.type === 'element'
    ? node.tagName
    : node.type === 'mdxJsxFlowElement'
      ? (node.name ?? undefined)
      : undefined;
}

function textLength(node: HastNode): number {
  if (node.type === 'text') return typeof node.value === 'string' ? node.value.length : 0;
  return (node.children ?? []).reduce((sum, child) => sum + textLength(child), 0);
}

function codeLines(node: HastNode): number {
  if (node.type === 'text') return typeof node.value === 'string' ? (node.value.match(/\n/g)?.length ?? 0) : 0;
  return (node.children ?? []).reduce((sum, child) => sum + codeLines(child), 0);
}

/** 手机上一行按 phoneLineCharacters 个字算，这段文字排成几行。 */
function textLines(node: HastNode): number {
  return Math.max(1, Math.ceil(textLength(node) / size.phoneLineCharacters));
}

/** 子孙里某种标签的元素，不进入它们自己的子孙（嵌套的列表项算在外层那一项里）。 */
function descendants(node: HastNode, tag: string): HastNode[] {
  return (node.children ?? []).flatMap((child) => (tagOf(child) === tag ? [child] : descendants(child, tag)));
}

/**
 * 一块排版后大约多高（像素），宁高勿低：按 layout.ts 的尺寸（手机上一行的字数、行高、代码行高）估计，连同下边距，
 * 提示框另加标题和内边距。组第一次排版之前按它占位（滚动条长度、锚点的初始位置），排版过一次之后浏览器记住实际高度
 * （contain-intrinsic-size: auto）。估计低了，还没排版的内容按实际位置会压到组后面照常排版的元素上，Lighthouse 里的 axe
 * 不先排版就量对比度，会拿那个元素的背景色来算，报出并不存在的对比度问题。
 */
export function estimateBlockHeight(node: HastNode): number {
  const tag = tagOf(node);
  if (tag === 'pre') return size.codeBlockPadding + size.codeLine * Math.max(1, codeLines(node)) + size.blockMargin;
  // 表格每行、列表每项单独估计：按整行（整项）的字数都排在一列里算，另加单元格的内边距或列表项的间距。
  if (tag === 'table') {
    const rows = descendants(node, 'tr');
    return rows.reduce((sum, row) => sum + textLines(row) * size.textLine + size.tableRowChrome, size.blockMargin);
  }
  if (tag === 'ul' || tag === 'ol') {
    const items = descendants(node, 'li');
    return items.reduce((sum, item) => sum + textLines(item) * size.textLine + size.listItemGap, size.blockMargin);
  }
  if (tag === 'hr') return size.rule;
  if (tag && /^h[4-6]$/.test(tag)) return size.minorHeading;
  return textLines(node) * size.textLine + size.blockMargin + (tag === 'admonition' ? size.admonitionChrome : 0);
}

/**
 * 延后布局的实时代码块，插件在它的 code 元素上写下的属性：服务端渲染时的估计高度（像素）。`theme/CodeBlock` 据此给
 * 编辑器的外框加上 content-visibility:auto 和这个占位高度。实时代码块水合时保留服务端 HTML，却从不延后的话，
 * 页面下方的编辑器（每个一两百个记号元素）都挤在第一次布局里。
 */
export const LIVE_DEFERRED_HEIGHT = 'deferredHeight';

/** 实时代码块（`pre` 里带 live 属性的 code）的 code 元素；别的块返回 undefined。 */
function liveCodeOf(node: HastNode): HastNode | undefined {
  if (tagOf(node) !== 'pre') return undefined;
  return node.children?.find((child) => tagOf(child) === 'code' && Boolean(child.properties?.live));
}

const FULL_WIDTH = /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u;

/** 一段结果文字在手机上排成几行：结果区的 `<pre>` 自动换行（custom.css），汉字等全角字符算两个半角字符宽。 */
export function phoneResultLines(text: string): number {
  return text.split('\n').reduce((sum, line) => {
    const units = Array.from(line).reduce((width, char) => width + (FULL_WIDTH.test(char) ? 2 : 1), 0);
    return sum + Math.max(1, Math.ceil(units / size.phoneResultLineUnits));
  }, 0);
}

/**
 * 服务端渲染的实时代码块多高：标题栏、一行结果的结果区和内边距（liveBlockChrome），编辑器每行 liveBlockLine（不折行，
 * 手机和桌面一样高），结果（构建时算好，见 src/plugins/live-results）第二行起每行 liveResultLine，按手机上的折行估计，
 * 所以桌面上会高出几行折行的高度。content-visibility 让外框成为独立的格式化上下文，里面的块的下边距（20 px）不再穿过
 * 外框折叠，算在外框的高度里（框外的版面不变）。宁高勿低（理由见 estimateBlockHeight）。
 */
export function estimateLiveBlockHeight(code: HastNode): number {
  const lines = textOf(code).replace(/\n$/, '').split('\n').length;
  const result = [code.properties?.[LIVE_RESULT], code.properties?.[LIVE_ERROR]].filter(
    (text): text is string => typeof text === 'string',
  );
  const resultLines = Math.max(
    1,
    result.reduce((sum, text) => sum + phoneResultLines(text), 0),
  );
  return size.liveBlockChrome + size.liveBlockLine * lines + size.liveResultLine * (resultLines - 1);
}

function group(blocks: HastNode[]): HastNode {
  const height = blocks.reduce((sum, block) => sum + (isBlank(block) ? 0 : estimateBlockHeight(block)), 0);
  return {
    type: 'element',
    tagName: 'div',
    properties: { className: [GROUP_CLASS], style: `contain-intrinsic-size:auto ${height}px` },
    children: blocks,
  };
}

/**
 * 把延后段里可以整组延后的连续块包起来；少于两块的不包（逐块延后也只有一个元素要判断）。
 * 前 `ungroupedBlocks` 个块原样留下。
 */
export function groupDeferredBlocks(children: HastNode[], ungroupedBlocks = 0): HastNode[] {
  const result: HastNode[] = [];
  let pending: HastNode[] = [];
  let blocks = 0;

  const flush = () => {
    const firstEdge = pending.findIndex((node) => FIRST_TAGS.has(tagOf(node) ?? ''));
    const lastEdge = pending.reduce((last, node, index) => (LAST_TAGS.has(tagOf(node) ?? '') ? index : last), -1);
    const groupSize = pending.slice(firstEdge, lastEdge + 1).filter((node) => !isBlank(node)).length;
    if (firstEdge === -1 || lastEdge < firstEdge || groupSize < 2) {
      result.push(...pending);
    } else {
      result.push(
        ...pending.slice(0, firstEdge),
        group(pending.slice(firstEdge, lastEdge + 1)),
        ...pending.slice(lastEdge + 1),
      );
    }
    pending = [];
  };

  for (const node of children) {
    if (blocks < ungroupedBlocks || UNGROUPED_TAGS.has(tagOf(node) ?? '')) {
      flush();
      result.push(node);
    } else {
      pending.push(node);
    }
    if (!isBlank(node)) blocks += 1;
  }
  flush();
  return result;
}

/** 把顶层节点分成静态段与岛；段的首尾不含空白文本，空白文本留在段外，渲染结果与不分组时一致。 */
export function groupStaticRuns(children: HastNode[], eagerBlocks = DEFAULT_EAGER_BLOCKS): HastNode[] {
  const result: HastNode[] = [];
  let run: HastNode[] = [];
  let pendingBlank: HastNode[] = [];
  let blocks = 0;
  let runStartBlock = 0;

  const flush = () => {
    if (run.length > 0) result.push(staticRun(run, runStartBlock >= eagerBlocks, runStartBlock));
    run = [];
  };

  for (const node of children) {
    if (isBlank(node)) {
      pendingBlank.push(node);
      continue;
    }
    if (containsIsland(node)) {
      flush();
      const live = liveCodeOf(node);
      if (live && blocks >= eagerBlocks) {
        live.properties = { ...live.properties, [LIVE_DEFERRED_HEIGHT]: estimateLiveBlockHeight(live) };
      }
      result.push(...pendingBlank, node);
    } else {
      if (run.length === 0) {
        result.push(...pendingBlank);
        runStartBlock = blocks;
      } else {
        run.push(...pendingBlank);
      }
      run.push(node);
      // 延后布局从第 eagerBlocks 个块开始：在那里断开，后面另起一段。
      if (blocks + 1 === eagerBlocks) flush();
    }
    pendingBlank = [];
    blocks += 1;
  }
  flush();
  result.push(...pendingBlank);
  return result;
}

export default function staticRuns(options: StaticRunsOptions = {}) {
  return (tree: HastRoot) => {
    tree.children = groupStaticRuns(tree.children, options.eagerBlocks);
  };
}
