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
