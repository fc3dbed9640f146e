import { load, type CheerioAPI } from 'cheerio';
import type { AnyNode, Element } from 'domhandler';
import type { ParserError } from 'parse5';
import { cheerioOptions } from './cheerioOptions';
import type { MatchDetail, PickResult, SelectionResult, TreeRow, TreeRowKind } from './protocol';
import { isElement, nodeKind, selectorFor } from './selectorFor';
import { explainSelectorError, neverMatchingHint } from './selectorHelp';
import { MAX_LISTED_ERRORS, SourceInfo, recordsLocations, withSourceLocations } from './sourceLocations';
import type { SourcePosition } from './sourcePosition';
import type { ParseOptions } from './state';

/**
 * 分析 worker 的核心：持有解析好的文档，回答“这个选择器选中了什么”“树现在该显示哪些行”“点中的节点用什么选择器”。
 * 不依赖 worker 环境，单元测试在 Node 里直接用它。所有遍历都用显式的栈，一万层的嵌套也不会耗尽调用栈。
 */

/** 树最多显示这么多行，其余的数出来告诉读者；折叠一些节点就能看到后面的内容。 */
export const MAX_TREE_ROWS = 500;
/** 默认展开到第几层（从 0 起），以及默认展开的节点最多有多少个子节点。 */
const DEFAULT_OPEN_DEPTH = 4;
const DEFAULT_OPEN_CHILDREN = 40;
/** 选中结果里默认展开祖先、并列出详情的前几个。 */
const REVEALED_MATCHES = 20;
const DETAILED_MATCHES = 5;
const MAX_LABEL = 80;
const MAX_ATTRIBUTE_VALUE = 60;
const MAX_ATTRIBUTES = 8;
const MAX_DETAIL_TEXT = 300;
const MAX_DETAIL_HTML = 600;

function shorten(text: string, limit: number): string {
  return text.length > limit ? `${text.slice(0, limit)}…` : text;
}

function isBlankText(node: AnyNode): boolean {
  return nodeKind(node) === 'text' && /^[\t\n\f\r ]*$/.test((node as { data: string }).data);
}

function childrenOf(node: AnyNode): AnyNode[] {
  return 'children' in node ? node.children : [];
}

function visibleChildren(node: AnyNode): AnyNode[] {
  return childrenOf(node).filter((child) => !isBlankText(child));
}

function rowKind(node: AnyNode): TreeRowKind {
  switch (nodeKind(node)) {
    case 'text':
      return 'text';
    case 'comment':
      return 'comment';
    case 'directive':
      return 'doctype';
    case 'cdata':
      return 'cdata';
    case 'root':
      return 'fragment';
    default:
      return 'element';
  }
}

function rowLabel(node: AnyNode): string {
  switch (nodeKind(node)) {
    case 'text':
    case 'comment':
      return shorten((node as { data: string }).data.replace(/\s+/g, ' ').trim(), MAX_LABEL);
    case 'directive':
      return shorten((node as { data: string }).data, MAX_LABEL);
    case 'cdata':
      return 'CDATA';
    case 'root':
      return '#document-fragment';
    default:
      return (node as Element).name;
  }
}

/** 用一句话说明异常，不给调用栈。 */
export function describeFailure(error: unknown, what: string): string {
  if (error instanceof RangeError)
    return `${what}时调用栈溢出：文档嵌套太深（通常是几千层），Cheerio 的这个操作是递归实现的。`;
  return `${what}失败：${error instanceof Error ? error.message : String(error)}`;
}

export class LoadedDocument {
  readonly $: CheerioAPI;
  readonly parseMs: number;
  private readonly nodes: AnyNode[] = [];
  private readonly ids = new Map<AnyNode, number>();
  private readonly depths: number[] = [];
  private matched = new Set<AnyNode>();
  private revealed: AnyNode[] = [];
  readonly elementCount: number;
  readonly source: SourceInfo;

  constructor(html: string, options: ParseOptions) {
    const errors: ParserError[] = [];
    let errorCount = 0;
    const onParseError = (error: ParserError) => {
      errorCount += 1;
      if (errors.length < MAX_LISTED_ERRORS) errors.push(error);
    };
    const started = performance.now();
    const loadOptions = cheerioOptions(options);
    this.$ = load(
      html,
      recordsLocations(html, options.parser) ? withSourceLocations(loadOptions, onParseError) : loadOptions,
      options.isDocument,
    );
    this.parseMs = performance.now() - started;
    let elements = 0;
    // 先序编号：同一份文档每次得到相同的 id，页面据此记住展开过哪些节点。
    const stack: [AnyNode, number][] = childrenOf(this.$.root()[0] as AnyNode)
      .map((child): [AnyNode, number] => [child, 0])
      .reverse();
    while (stack.length > 0) {
      const [node, depth] = stack.pop()!;
      this.ids.set(node, this.nodes.length);
      this.nodes.push(node);
      this.depths.push(depth);
      if (isElement(node)) elements += 1;
      const children = childrenOf(node);
      for (let index = children.length - 1; index >= 0; index -= 1) stack.push([children[index], depth + 1]);
    }
    this.elementCount = elements;
    this.source = new SourceInfo(html, options.parser, this.nodes, errors, errorCount);
  }

  get nodeCount(): number {
    return this.nodes.length;
  }

  /** 树上编号为 id 的节点（同一份文档在另一个 worker 里编号相同，“提取数据”据此找到树里点中的节点）。 */
  node(id: number): AnyNode | undefined {
    return this.nodes[id];
  }

  select(selector: string): SelectionResult {
    this.matched = new Set();
    this.revealed = [];
    let matches: AnyNode[];
    const started = performance.now();
    try {
      matches = this.$(selector).toArray();
    } catch (error) {
      return { ok: false, help: explainSelectorError(error, selector) };
    }
    const ms = performance.now() - started;
    this.matched = new Set(matches);
    this.revealed = matches.slice(0, REVEALED_MATCHES);
    return {
      ok: true,
      count: matches.length,
      ms,
      details: matches.slice(0, DETAILED_MATCHES).map((node) => this.detail(node)),
      hint: neverMatchingHint(selector),
    };
  }

  clearSelection(): void {
    this.matched = new Set();
    this.revealed = [];
  }

  private detail(node: AnyNode): MatchDetail {
    const selection = this.$(node);
    const attempt = (read: () => string, what: string) => {
      try {
        return read();
      } catch (error) {
        return describeFailure(error, what);
      }
    };
    return {
      id: this.ids.get(node) ?? -1,
      tag: isElement(node) ? node.name : rowLabel(node),
      attributes: isElement(node) ? Object.entries(node.attribs).slice(0, MAX_ATTRIBUTES * 2) : [],
      text: shorten(
        attempt(() => selection.text(), '读取 .text()'),
        MAX_DETAIL_TEXT,
      ),
      html: shorten(
        attempt(() => selection.html() ?? '', '读取 .html()'),
        MAX_DETAIL_HTML,
      ),
    };
  }

  /** 需要展开的祖先：前几个匹配和点中的节点都要看得见。 */
  private forcedOpen(picked: AnyNode | undefined): Set<AnyNode> {
    const open = new Set<AnyNode>();
    for (const node of picked ? [...this.revealed, picked] : this.revealed) {
      for (let parent = node.parent; parent; parent = parent.parent) {
        if (open.has(parent)) break;
        open.add(parent);
      }
    }
    return open;
  }

  tree(
    opened: readonly number[],
    closed: readonly number[],
    pickedId: number | null,
  ): { rows: TreeRow[]; truncated: boolean; skipped: number } {
    const openedSet = new Set(opened);
    const closedSet = new Set(closed);
    const picked = pickedId === null ? undefined : this.nodes[pickedId];
    const forced = this.forcedOpen(picked);
    // 先只排出可见节点的顺序，再为要显示的那一段生成行：点中的节点排在 500 行以后（例如编辑器里的光标在长列表的末尾），
    // 就从它前面不远处开始显示，保证它在树里看得见。
    const visible: { node: AnyNode; open: boolean; childCount: number }[] = [];
    let pickedIndex = -1;
    let pickedVisible = picked !== undefined;
    for (let parent = picked?.parent; parent && pickedVisible; parent = parent.parent) {
      const id = this.ids.get(parent);
      if (id !== undefined && closedSet.has(id)) pickedVisible = false;
    }
    let truncated = false;
    const stack: AnyNode[] = visibleChildren(this.$.root()[0]).reverse();
    while (stack.length > 0) {
      const limit =
        pickedIndex !== -1
          ? Math.max(MAX_TREE_ROWS, pickedIndex + MAX_TREE_ROWS / 2)
          : pickedVisible
            ? Infinity
            : MAX_TREE_ROWS;
      if (visible.length >= limit) {
        truncated = true;
        break;
      }
      const node = stack.pop()!;
      const id = this.ids.get(node)!;
      const children = visibleChildren(node);
      const open =
        children.length > 0 &&
        !closedSet.has(id) &&
        (openedSet.has(id) ||
          forced.has(node) ||
          (this.depths[id] < DEFAULT_OPEN_DEPTH && children.length <= DEFAULT_OPEN_CHILDREN));
      if (node === picked) pickedIndex = visible.length;
      visible.push({ node, open, childCount: children.length });
      if (open) for (let index = children.length - 1; index >= 0; index -= 1) stack.push(children[index]);
    }
    const skipped =
      pickedIndex < MAX_TREE_ROWS
        ? 0
        : Math.max(0, Math.min(pickedIndex - MAX_TREE_ROWS / 2, visible.length - MAX_TREE_ROWS));
    if (visible.length > skipped + MAX_TREE_ROWS) truncated = true;
    const rows = visible.slice(skipped, skipped + MAX_TREE_ROWS).map(({ node, open, childCount }): TreeRow => {
      const id = this.ids.get(node)!;
      const attributes = isElement(node) ? Object.entries(node.attribs) : [];
      return {
        id,
        depth: this.depths[id],
        kind: rowKind(node),
        label: rowLabel(node),
        attributes: attributes
          .slice(0, MAX_ATTRIBUTES)
          .map(([name, value]): [string, string] => [name, shorten(value, MAX_ATTRIBUTE_VALUE)]),
        moreAttributes: Math.max(0, attributes.length - MAX_ATTRIBUTES),
        childCount,
        open,
        matched: this.matched.has(node),
        picked: node === picked,
        source: this.source.range(node),
        mark: this.source.mark(node),
      };
    });
    return { rows, truncated, skipped };
  }

  /** 编辑器里光标所在的节点的编号；光标落在节点之外（例如顶层的空白里）时为 null。 */
  locate(position: SourcePosition): number | null {
    const node = this.source.locate(this.$.root()[0], position);
    return node ? this.ids.get(node)! : null;
  }

  /** 点中一个节点：文本、注释等非元素节点取它所在的元素。 */
  pick(id: number): PickResult | null {
    let node: AnyNode | null | undefined = this.nodes[id];
    while (node && !isElement(node)) node = node.parent;
    if (!node) return null;
    const element = node;
    const query = (selector: string) => this.$(selector).toArray();
    const result = selectorFor(element, query);
    const pickedId = this.ids.get(element)!;
    if (result.selector === null) return { id: pickedId, tag: element.name, selector: null, reason: result.reason };
    return { id: pickedId, tag: element.name, selector: result.selector, count: query(result.selector).length };
  }
}
