/**
 * HTML 大致的嵌套深度（只看标签，不做真正的解析）。编辑器的语法分析（lezer）构建语法树时按深度递归，
 * 几千层的嵌套会在主线程上耗尽调用栈；太深的文档就只当作纯文本显示，不做高亮。
 * 超过 limit 就停止扫描并返回：调用方只关心“是否太深”。
 */
const TAG = /<(\/?)([A-Za-z][^\s/>]*)[^>]*?(\/?)>/g;
const VOID_ELEMENTS = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);

export function nestingDepth(html: string, limit: number): number {
  let depth = 0;
  let deepest = 0;
  for (const [, closing, name = '', selfClosing] of html.matchAll(TAG)) {
    if (closing) {
      depth = Math.max(0, depth - 1);
    } else if (!selfClosing && !VOID_ELEMENTS.has(name.toLowerCase())) {
      depth += 1;
      if (depth > deepest) {
        deepest = depth;
        if (deepest > limit) return deepest;
      }
    }
  }
  return deepest;
}

/** 比这更深的 HTML 不做语法分析（lezer 按深度递归）。 */
const MAX_HIGHLIGHTED_DEPTH = 500;

/**
 * 比这更长的 HTML 也不做语法分析：lezer 在后台分段分析整份文档，每一段都提交一次事务，CodeMirror 每次都重新读取
 * 页面的选区、重新排版；1 MB 的文档这样在主线程上连续占用 2–3 秒（npm run bench:playground 分阶段的最长任务）。
 */
export const MAX_HIGHLIGHTED_CHARS = 500_000;

/** 编辑器是否给这段 HTML 做语法分析和高亮：太长或太深的文档只当作纯文本显示。 */
export function highlightsHtml(html: string): boolean {
  return html.length <= MAX_HIGHLIGHTED_CHARS && nestingDepth(html, MAX_HIGHLIGHTED_DEPTH) <= MAX_HIGHLIGHTED_DEPTH;
}
