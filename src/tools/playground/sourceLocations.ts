import type { CheerioOptions } from 'cheerio';
import type { AnyNode, Element } from 'domhandler';
import type { ParserError } from 'parse5';
import { explainParseError } from './parseErrorCodes';
import {
  MAX_LOCATED_CHARS,
  type ParseErrorItem,
  type ParserMark,
  type ParserMarkKind,
  type ParserReport,
  type SourceRange,
} from './protocol';
import { isElement, nodeKind } from './selectorFor';
import { LineIndex, type SourcePosition } from './sourcePosition';
import type { Parser } from './state';

/**
 * “解析器改了什么”：每个节点在源码里的位置、parse5 补上或替读者结束的元素、parse5 报告的解析错误。
 *
 * 位置来自解析器本身：parse5 的 `sourceCodeLocationInfo`（元素还分开给出开始标签和结束标签），htmlparser2 与 XML 模式的
 * `withStartIndices`/`withEndIndices`（只有整段的起止）。补上的节点没有位置；htmlparser2 不补节点、不报告错误，
 * 所以标记和错误只有 parse5 才有。行列只为页面要显示的那几百行计算。
 */

/** 最多列出这么多个解析错误（总数照数）；二进制垃圾一类的输入会有几万个。 */
export const MAX_LISTED_ERRORS = 200;

/** 这份 HTML 解析时要不要记录源码位置（见 MAX_LOCATED_CHARS）。 */
export function recordsLocations(html: string, parser: Parser): boolean {
  return parser !== 'parse5' || html.length <= MAX_LOCATED_CHARS;
}

/**
 * 分析 worker 解析时额外加上的选项。只加在 worker 里：交给沙箱的 `load()` 参数和页面上显示的等价代码都不带它们，
 * 读者的代码看到的文档与没有位置信息时一样。
 */
export function withSourceLocations(
  options: CheerioOptions,
  onParseError: (error: ParserError) => void,
): CheerioOptions {
  const { xml } = options;
  if (!xml) return { ...options, sourceCodeLocationInfo: true, onParseError };
  return { ...options, xml: { ...(xml === true ? {} : xml), withStartIndices: true, withEndIndices: true } };
}

/** 没有内容、不需要结束标签的 HTML 元素。 */
const VOID_ELEMENTS = new Set([
  'area',
  'base',
  'basefont',
  'bgsound',
  'br',
  'col',
  'embed',
  'frame',
  'hr',
  'img',
  'input',
  'keygen',
  'link',
  'meta',
  'param',
  'source',
  'track',
  'wbr',
]);

const HTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';

/** 会被“收养机构”算法复制、重新打开的格式元素（HTML 标准里的 formatting elements）。 */
const FORMATTING_ELEMENTS = new Set([
  'a',
  'b',
  'big',
  'code',
  'em',
  'font',
  'i',
  'nobr',
  's',
  'small',
  'strike',
  'strong',
  'tt',
  'u',
]);

/** 源码里从 offset 起的那个标签（“<li”“</ul”），用来说明元素在哪里被替读者结束。 */
const TAG_AT = /^<\/?[A-Za-z][^\s/>]*/;

/** 只在 worker 里保存的标记：说明文字等到这一行真要显示时才拼出来。 */
interface StoredMark {
  kind: ParserMarkKind;
  /** 自动结束的元素：结束它的那个标签的起点；null 表示到文档末尾才结束。 */
  closedAt?: number | null;
}

/** 元素在源码里没有结束标签，但它本来就不需要：空元素、SVG 和 MathML 里的 `<path/>` 这样的自闭合标签。 */
function needsNoEndTag(element: Element, html: string): boolean {
  if (!element.namespace || element.namespace === HTML_NAMESPACE) return VOID_ELEMENTS.has(element.name);
  const startTag = element.sourceCodeLocation?.startTag;
  return startTag !== undefined && html.slice(startTag.startOffset, startTag.endOffset).endsWith('/>');
}

/**
 * 一个元素是不是 parse5 改过的（节点按文档顺序传入）：
 * - 补上的：没有源码位置（`<html>`、`<head>`、`<body>`、`<tbody>`、多余的 `</p>` 换来的空 `<p>`……）；
 * - 重新打开的：开始标签与前面某个元素是同一个（格式元素被别的标签打断后，parse5 按标准再打开一次）；
 * - 自动结束的：有开始标签、没有结束标签，而它又不是空元素。
 */
export function classifyElement(element: Element, html: string, seenStartTags: Set<number>): StoredMark | null {
  const location = element.sourceCodeLocation;
  if (!location) return { kind: 'inserted' };
  const start = location.startTag?.startOffset ?? location.startOffset;
  if (seenStartTags.has(start)) return { kind: 'reopened' };
  seenStartTags.add(start);
  if (location.endTag || needsNoEndTag(element, html)) return null;
  return { kind: 'unclosed', closedAt: location.endOffset >= html.length ? null : location.endOffset };
}

function tag(name: string): string {
  return `<${name}>`;
}

/** 标记的一句中文说明。 */
export function markReason(kind: ParserMarkKind, name: string, closer: string | null = null): string {
  switch (kind) {
    case 'inserted':
      switch (name) {
        case 'html':
        case 'head':
        case 'body':
          return `源码里没有 ${tag(name)}，parse5 像浏览器一样补上了它`;
        case 'tbody':
          return 'parse5 像浏览器一样补上了 <tbody>：<tr> 不能直接放在 <table> 里';
        case 'tr':
          return 'parse5 补上了 <tr>：单元格不能直接放在表格里';
        case 'colgroup':
          return 'parse5 补上了 <colgroup>：<col> 要放在它里面';
        case 'p':
          return '源码里有一个多余的 </p>，parse5 按标准补上一个空的 <p>';
        case 'br':
          return '源码里的 </br> 被当作 <br>';
        default:
          return FORMATTING_ELEMENTS.has(name)
            ? `${tag(name)} 被别的标签打断，parse5 按标准复制了一份，接着装后面的内容`
            : `源码里没有这个 ${tag(name)}，是 parse5 按 HTML 标准补上的`;
      }
    case 'reopened':
      return `前面的 ${tag(name)} 还没结束就被打断，parse5 在这里重新打开了它；源码位置指向原来那个 ${tag(name)}`;
    case 'unclosed':
      return closer === null
        ? `没有 </${name}>，一直到文档末尾才结束`
        : `没有 </${name}>，parse5 在 ${closer}> 前替它结束`;
  }
}

function isBlankText(node: AnyNode): boolean {
  return nodeKind(node) === 'text' && /^[\t\n\f\r ]*$/.test((node as { data: string }).data);
}

function childrenOf(node: AnyNode): AnyNode[] {
  return 'children' in node ? node.children : [];
}

export class SourceInfo {
  private readonly lines: LineIndex;
  private readonly marks = new Map<AnyNode, StoredMark>();
  private readonly counts: Record<ParserMarkKind, number> = { inserted: 0, reopened: 0, unclosed: 0 };

  private readonly located: boolean;

  /**
   * @param nodes 文档里的全部节点，按文档顺序（先序）。
   * @param errors parse5 报告的错误，最多 MAX_LISTED_ERRORS 个；errorCount 是总数。
   */
  constructor(
    private readonly html: string,
    private readonly parser: Parser,
    nodes: readonly AnyNode[],
    private readonly errors: readonly ParserError[] = [],
    private readonly errorCount = 0,
  ) {
    this.located = recordsLocations(html, parser);
    this.lines = new LineIndex(this.located ? html : '');
    if (parser !== 'parse5' || !this.located) return;
    const seenStartTags = new Set<number>();
    for (const node of nodes) {
      if (!isElement(node)) continue;
      const mark = classifyElement(node, html, seenStartTags);
      if (!mark) continue;
      this.marks.set(node, mark);
      this.counts[mark.kind] += 1;
    }
  }

  /** 节点在源码里的起止下标（终点不含）；补上的节点没有。 */
  private offsets(node: AnyNode): { start: number; end: number } | null {
    if (!this.located) return null;
    if (this.parser === 'parse5') {
      const location = node.sourceCodeLocation;
      return location ? { start: location.startOffset, end: location.endOffset } : null;
    }
    // htmlparser2 的 endIndex 指向最后一个字符本身。
    return node.startIndex === null || node.endIndex === null
      ? null
      : { start: node.startIndex, end: node.endIndex + 1 };
  }

  range(node: AnyNode): SourceRange | null {
    const offsets = this.offsets(node);
    return offsets && { from: this.lines.position(offsets.start), to: this.lines.position(offsets.end) };
  }

  mark(node: AnyNode): ParserMark | null {
    const stored = this.marks.get(node);
    if (!stored || !isElement(node)) return null;
    let closer: string | null = null;
    if (stored.closedAt !== undefined && stored.closedAt !== null) {
      closer = TAG_AT.exec(this.html.slice(stored.closedAt, stored.closedAt + 64))?.[0] ?? '这里';
    }
    return { kind: stored.kind, reason: markReason(stored.kind, node.name, closer) };
  }

  /**
   * 光标所在的节点：从根往下，每一层取源码范围包含光标的子节点（范围有重叠时取开始得最晚的，也就是更靠里的那个）；
   * 补上的节点（和 `<template>` 的内容片段）没有范围，就看它的子节点。落在只有空白的文本里时取它的父元素（空白文本不在树里显示）。
   */
  locate(root: AnyNode, position: SourcePosition): AnyNode | null {
    if (!this.located) return null;
    const offset = this.lines.offset(position);
    let found: AnyNode | null = null;
    let level = childrenOf(root);
    for (;;) {
      let best: AnyNode | null = null;
      let bestStart = -1;
      const stack = [...level];
      while (stack.length > 0) {
        const node = stack.pop()!;
        const range = this.offsets(node);
        if (!range) {
          for (const child of childrenOf(node)) stack.push(child);
          continue;
        }
        if (range.start <= offset && offset < range.end && range.start >= bestStart) {
          best = node;
          bestStart = range.start;
        }
      }
      if (!best || isBlankText(best)) return found;
      found = best;
      level = childrenOf(best);
    }
  }

  /** 每次回复都带上它，只在第一次计算。 */
  private cachedReport: ParserReport | null = null;

  report(): ParserReport {
    this.cachedReport ??= {
      parser: this.parser,
      located: this.located,
      ...this.counts,
      errorCount: this.errorCount,
      // parse5 先报告词法错误，再报告同一个标签引起的树构建错误：按在源码里的位置排好，读者从上往下看。
      errors: [...this.errors]
        .sort((a, b) => a.startOffset - b.startOffset)
        .map((error): ParseErrorItem => ({
          code: error.code,
          explanation: explainParseError(error.code),
          from: this.lines.position(error.startOffset),
          to: this.lines.position(error.endOffset),
        })),
    };
    return this.cachedReport;
  }
}
