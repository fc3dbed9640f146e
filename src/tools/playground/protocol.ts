import type { SelectorHelp } from './selectorHelp';
import type { ParseOptions } from './state';

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
}

export interface AnalyzeResponse {
  type: 'analysis';
  id: number;
  parse: ParseSummary | { ok: false; message: string };
  /** 选择器为空时为 null。 */
  selection: SelectionResult | null;
  tree: { rows: TreeRow[]; truncated: boolean };
  pick: PickResult | null;
}
