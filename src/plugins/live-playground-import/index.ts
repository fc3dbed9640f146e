/**
 * remark 插件：文档里有实时代码块（```jsx live）时，在这篇文档的开头插入
 * `import '@theme/CodeBlock/registerLivePlayground';`。
 *
 * 这样实时编辑器（react-live、sucrase 和实时代码块作用域）只进入含实时代码块的页面的路由脚本：Docusaurus 在水合之前
 * 就加载好路由脚本，服务端渲染与水合都能同步拿到编辑器组件；其他页面完全不加载它。
 */
export const registerModule = '@theme/CodeBlock/registerLivePlayground';

/** 只用到 mdast 节点的这几个字段。 */
type MdastNode = { type: string; meta?: string | null; children?: MdastNode[]; value?: string; data?: unknown };
type MdastRoot = { children: MdastNode[] };

export function isLiveCode(node: MdastNode): boolean {
  return node.type === 'code' && /(^|\s)live(\s|$)/.test(node.meta ?? '');
}

export function containsLiveCode(nodes: MdastNode[]): boolean {
  return nodes.some((node) => isLiveCode(node) || containsLiveCode(node.children ?? []));
}

/** 一个只有副作用的 import 语句，按 MDX 的要求同时给出 ESTree。 */
export function registerImport(): MdastNode {
  return {
    type: 'mdxjsEsm',
    value: `import '${registerModule}';`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: [],
            attributes: [],
            source: { type: 'Literal', value: registerModule, raw: `'${registerModule}'` },
          },
        ],
      },
    },
  };
}

export default function livePlaygroundImport() {
  return (tree: MdastRoot) => {
    if (containsLiveCode(tree.children)) tree.children.unshift(registerImport());
  };
}
