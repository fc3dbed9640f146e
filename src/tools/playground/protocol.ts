import type { SelectorHelp } from './selectorHelp';
import type { SourcePosition } from './sourcePosition';
import type { ParseOptions, Parser } from './state';

/** 页面与分析 worker 之间的消息。worker 只回传可以结构化克隆的纯数据，页面只把它们当作文字显示。 */

export type TreeRowKind = 'element' | 'text' | 'comment' | 'doctype' | 'cdata' | 'fragment';

export interface TreeRow {
  id: number;
  depth: number;
  kind: TreeRowKind;
  /** 元素：标签名；文本、注释：截短的内容；doctype：原文；片段：固定的说明。 */
  label: string;
  attributes: [string, string][];
  /** 还有多少个属性没有列出。 */
  moreAttributes: number;
  /** 可以展开的子节点数（不算只有空白的文本）。 */
  childCount: number;
  open: boolean;
  matched: boolean;
  picked: boolean;
  /** 节点在 HTML 里的范围；解析器补上的节点没有。 */
  source: SourceRange | null;
  /** parse5 补上、重新打开或替读者结束的元素，带一句说明。 */
  mark: ParserMark | null;
}

export interface MatchDetail {
  id: number;
  tag: string;
  attributes: [string, string][];
  text: string;
  html: string;
}

export interface ParseSummary {
  ok: true;
  ms: number;
  nodes: number;
  elements: number;
  report: ParserReport;
}

export type SelectionResult =
  | { ok: true; count: number; ms: number; details: MatchDetail[]; hint: SelectorHelp | null }
  | { ok: false; help: SelectorHelp };

export type PickResult = { id: number; tag: string } & (
  { selector: string; count: number } | { selector: null; reason: string }
);

export interface AnalyzeRequest {
  type: 'analyze';
  id: number;
  /** 文档变了（或 worker 是新的）才带上 HTML。 */
  document?: { html: string; options: ParseOptions };
  selector: string;
  /** 读者亲手展开、折叠过的节点；其余节点按默认规则决定。 */
  opened: number[];
  closed: number[];
  picked: number | null;
  /** 编辑器里的光标：worker 找出它所在的节点，当作点中的节点（picked 这时为 null）。 */
  locate?: SourcePosition | null;
}

export interface AnalyzeResponse {
  type: 'analysis';
  id: number;
  parse: ParseSummary | { ok: false; message: string };
  /** 选择器为空时为 null。 */
  selection: SelectionResult | null;
  /** skipped：点中的节点排在 500 行以后时，树从它前面不远处开始显示，前面略去的行数。 */
  tree: { rows: TreeRow[]; truncated: boolean; skipped: number };
  pick: PickResult | null;
}

/* “解析器改了什么”（sourceLocations.ts）：位置、标记和解析错误。 */

/**
 * parse5 记录源码位置会让解析慢两三倍（每个标签、每个属性都多出几个位置对象，大半时间花在垃圾回收上）：
 * 比这更长的 HTML 不记录，几兆的页面照旧在时限内解析完。htmlparser2 的起止下标几乎不花时间，不受这个限制。
 */
export const MAX_LOCATED_CHARS = 2_000_000;

/** HTML 里的一段，行列从 1 起，列按 UTF-16 码元计（与编辑器相同）。 */
export interface SourceRange {
  from: SourcePosition;
  to: SourcePosition;
}

export type ParserMarkKind = 'inserted' | 'reopened' | 'unclosed';

export interface ParserMark {
  kind: ParserMarkKind;
  reason: string;
}

export interface ParseErrorItem {
  /** parse5 的错误代码，例如 missing-doctype。 */
  code: string;
  explanation: string;
  from: SourcePosition;
  to: SourcePosition;
}

export interface ParserReport {
  /** 只有 parse5 给出标记和解析错误；htmlparser2 与 XML 模式只有位置。 */
  parser: Parser;
  /** false：HTML 超过 MAX_LOCATED_CHARS，parse5 没有记录位置，也就没有标记、定位和错误。 */
  located: boolean;
  inserted: number;
  reopened: number;
  unclosed: number;
  /** 最多列出前 200 个；errorCount 是总数。 */
  errors: ParseErrorItem[];
  errorCount: number;
}
