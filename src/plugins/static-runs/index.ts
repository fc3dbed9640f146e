/**
 * rehype 插件：把文章顶层连续的静态块（标题、段落、列表、表格、普通代码块、提示框……）包进 `<StaticRun>`。
 *
 * 服务端照常渲染这些块；浏览器水合时 `StaticRun` 保留服务端的 HTML，不为其中的每个元素、每个代码记号创建和水合
 * React 元素（长页面的主线程时间主要花在这里）。需要 React 的部分（“岛”）留在外面照常水合：实时代码块、
 * 大写开头的 JSX 组件（Tabs、Details……）、`<details>`/`<head>`、带表达式属性的 JSX、非空的 `{表达式}`。
 * 一个块只要子孙里有岛，整块就是岛。
 *
 * 第 `eagerBlocks` 个块之后的段标记为 `deferred`：样式表让浏览器先跳过屏幕外那部分的布局与绘制（content-visibility）。
 */

/** 只用到 hast/MDX 节点的这几个字段。 */
export type HastNode = {
  type: string;
  tagName?: string;
  name?: string | null;
  value?: unknown;
  properties?: Record<string, unknown>;
  attributes?: Array<{ type: string; name?: string; value?: unknown }>;
  children?: HastNode[];
};
export type HastRoot = { type: 'root'; children: HastNode[] };

export type StaticRunsOptions = {
  /** 前多少个顶层块不延后布局：首屏及其附近的内容必须立即排版。 */
  eagerBlocks?: number;
};

export const COMPONENT = 'StaticRun';
/**
 * 手机首屏（Lighthouse 的 412×823）大约放得下标题和前几个块。更靠后的块即使出现在桌面首屏里也不必立即排版：
 * content-visibility:auto 在第一次绘制之前就判定它们在视口内、当帧排版，不留空白也不挪动版面。
 * 从 24 降到 6，长教程第一次布局的任务短了约两成（Lighthouse 模拟 4 倍减速，traversing 144 → 118 ms，security 150 → 133 ms）。
 */
const DEFAULT_EAGER_BLOCKS = 6;

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

function staticRun(children: HastNode[], deferred: boolean): HastNode {
  return {
    type: 'mdxJsxFlowElement',
    name: COMPONENT,
    attributes: deferred ? [{ type: 'mdxJsxAttribute', name: 'deferred', value: null }] : [],
    children,
  };
}

/** 把顶层节点分成静态段与岛；段的首尾不含空白文本，空白文本留在段外，渲染结果与不分组时一致。 */
export function groupStaticRuns(children: HastNode[], eagerBlocks = DEFAULT_EAGER_BLOCKS): HastNode[] {
  const result: HastNode[] = [];
  let run: HastNode[] = [];
  let pendingBlank: HastNode[] = [];
  let blocks = 0;
  let runStartBlock = 0;

  const flush = () => {
    if (run.length > 0) result.push(staticRun(run, runStartBlock >= eagerBlocks));
    run = [];
  };

  for (const node of children) {
    if (isBlank(node)) {
      pendingBlank.push(node);
      continue;
    }
    if (containsIsland(node)) {
      flush();
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
