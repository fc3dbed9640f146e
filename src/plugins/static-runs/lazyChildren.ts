/**
 * recma 插件（与同目录的 rehype 插件配套）：静态段的子元素只在需要时才创建。
 *
 * MDX 把整篇文章编译成一个函数，里面一次写出每个元素的 `_jsx(...)` 调用；水合时 `StaticRun` 保留服务端 HTML，
 * 这些元素建好就被丢掉。长页面上这一个函数调用本身就是长任务（`/docs/api/classes/Cheerio` 约 9,000 个元素，
 * 4 倍减速下 60–90 ms）。这里把 `_jsx(StaticRun, { children: … })` 改写成
 * `_jsx(StaticRun, { content: () => … })`：`StaticRun` 只在服务端渲染和客户端导航（没有可保留的 HTML）时调用它。
 * 属性换了名字而不是把函数放进 `children`：开发版 React 要求 `_jsxs` 的 children 是数组，否则报警告。
 */
import { COMPONENT } from './index';

type EsNode = { type: string; [key: string]: unknown };

const isNode = (value: unknown): value is EsNode =>
  typeof value === 'object' && value !== null && typeof (value as EsNode).type === 'string';

/** `_jsx`、`_jsxs`（生产）或 `_jsxDEV`（开发）以 StaticRun 为类型、以对象字面量为属性的调用。 */
function staticRunProps(node: EsNode): EsNode | undefined {
  if (node.type !== 'CallExpression') return undefined;
  const callee = node.callee as EsNode;
  const [type, props] = node.arguments as EsNode[];
  if (callee?.type !== 'Identifier' || !/^_jsx(s|DEV)?$/.test(callee.name as string)) return undefined;
  if (type?.type !== 'Identifier' || type.name !== COMPONENT) return undefined;
  return props?.type === 'ObjectExpression' ? props : undefined;
}

function makeChildrenLazy(props: EsNode) {
  for (const property of props.properties as EsNode[]) {
    const key = property.key as EsNode | undefined;
    if (property.type !== 'Property' || key?.type !== 'Identifier' || key.name !== 'children') continue;
    property.key = { type: 'Identifier', name: 'content' };
    property.value = {
      type: 'ArrowFunctionExpression',
      params: [],
      body: property.value,
      expression: true,
      async: false,
      generator: false,
    };
    property.shorthand = false;
  }
}

function visit(node: EsNode) {
  const props = staticRunProps(node);
  if (props) makeChildrenLazy(props);
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) value.filter(isNode).forEach(visit);
    else if (isNode(value)) visit(value);
  }
}

export default function lazyStaticRunChildren() {
  return (tree: EsNode) => visit(tree);
}
