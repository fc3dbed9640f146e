import { MAX_LOCATED_CHARS, type ParserMarkKind, type ParserReport } from './protocol';
import type { SourcePosition } from './sourcePosition';

/** “解析器改了什么”在页面上的文字。与界面分开，单元测试直接检查。 */

/** 文档树里标记的字样（不只靠颜色区分）。 */
export const MARK_LABELS: Record<ParserMarkKind, string> = {
  inserted: '补上',
  reopened: '重开',
  unclosed: '自动结束',
};

const PARSER_NAMES = { htmlparser2: 'htmlparser2', xml: 'XML 模式' } as const;

/** 解析结果到来之前（以及服务端渲染时）显示的文字；与结果的长度相近，换过去时版面不动。 */
export const PENDING_SUMMARY = '解析之后，这里说明 parse5 补上了哪些元素、替哪些元素结束了标签。';

/** 第一行：parse5 补上、重新打开和替读者结束的元素各有多少，在树里怎么标。 */
export function changesSummary(report: ParserReport | null): string {
  if (!report) return PENDING_SUMMARY;
  if (!report.located) {
    return `这份 HTML 超过 ${MAX_LOCATED_CHARS / 10_000} 万个字符：为了解析得快，parse5 这次没有记录源码位置，所以没有标记、源码定位和解析错误。`;
  }
  if (report.parser !== 'parse5') {
    return `这个解析器（${PARSER_NAMES[report.parser]}）不报告它改了什么：标记和解析错误只有 parse5 才有。点树里的节点，仍会在编辑器里标出它的源码。`;
  }
  const added = report.inserted + report.reopened;
  const parts: string[] = [];
  if (added > 0) parts.push(`补上了 ${added} 个元素`);
  if (report.unclosed > 0) parts.push(`替 ${report.unclosed} 个元素结束了标签`);
  if (parts.length === 0) return 'parse5 没有补上元素，每个元素也都有自己的结束标签。';
  const labels = (Object.keys(MARK_LABELS) as ParserMarkKind[])
    .filter((kind) => report[kind] > 0)
    .map((kind) => `“${MARK_LABELS[kind]}”`)
    .join('');
  return `parse5 ${parts.join('、')}，文档树里标着${labels}并写明原因。`;
}

/** 第二行：解析错误的个数；有错误时它是可以展开的列表的标题。 */
export function errorsSummary(report: ParserReport | null): string {
  if (!report) return '解析错误：等待解析……';
  if (report.parser !== 'parse5') return '解析错误：只有 parse5 报告。';
  if (!report.located) return '解析错误：这份 HTML 太大，没有检查。';
  if (report.errorCount === 0) return 'parse5 没有报告解析错误。';
  return `parse5 报告了 ${report.errorCount.toLocaleString('zh-CN')} 个解析错误`;
}

export function positionText({ line, column }: SourcePosition): string {
  return `第 ${line} 行第 ${column} 列`;
}
