/** rehype 插件只用到 hast/MDX 节点的这几个字段。 */
export type HastNode = {
  type: string;
  tagName?: string;
  name?: string | null;
  value?: unknown;
  properties?: Record<string, unknown>;
  attributes?: Array<{ type: string; name?: string; value?: unknown }>;
  children?: HastNode[];
};

/** 节点里全部文字按文档顺序连起来：代码块的源码就是它的 `<code>` 的文字。 */
export function textOf(node: HastNode): string {
  if (node.type === 'text') return typeof node.value === 'string' ? node.value : '';
  return (node.children ?? []).map(textOf).join('');
}
