/**
 * recma 插件（排在 lazyChildren 之后）：静态段的内容不进浏览器的首屏脚本。
 *
 * 水合时 `StaticRun` 保留服务端 HTML，从不调用 `content`；可这些函数仍在文章的代码块里，每次打开页面都要下载、解析
 * （`/docs/api/classes/Cheerio` 的代码块 gzip 后约 28 KiB，其中约 23 KiB 是它们）。这里把每个 `content` 的元素树
 * 提到模块顶层的一个数组里，数组只在两种情形下存在：服务端的打包（`INLINE_FLAG` 为真，由 `./splitRunsPlugin.ts`
 * 定义），以及带查询串的模块：同一文件带 `RUNS_QUERY` 的变体（浏览器里按需加载的另一个代码块）和博客列表用的摘要
 * （见 `inlineTest`）。浏览器打包里不带查询串的文章模块条件是常量假，压缩时整棵树连同数组一起被删掉。
 *
 * 浏览器什么时候需要这些树：客户端路由切换到这一页时（模块在页面水合之后才求值，顶层的 `await` 等变体加载完，
 * 路由的预加载因此包含它，页面一出现内容就在），以及离开首次打开的页面之后再回来（见 `StaticRun/runs.ts`）。
 *
 * 只提取只用到 `_components` 和模块顶层名字（jsx 运行时的导入）的树；用到别的局部变量的段保持原样，照旧内联。
 */
import path from 'node:path';
import { COMPONENT } from './index';

export const RUNS_QUERY = '?static-runs';
export const INLINE_FLAG = '__STATIC_RUNS_INLINE__';
const HELPERS = '@site/src/components/StaticRun/runs';
const COMPONENTS = '_components';

type EsNode = { type: string; [key: string]: unknown };

const isNode = (value: unknown): value is EsNode =>
  typeof value === 'object' && value !== null && typeof (value as EsNode).type === 'string';

const id = (name: string): EsNode => ({ type: 'Identifier', name });
const literal = (value: string | number | null): EsNode => ({ type: 'Literal', value });
const call = (callee: EsNode, args: EsNode[]): EsNode => ({
  type: 'CallExpression',
  callee,
  arguments: args,
  optional: false,
});
const constant = (name: string, init: EsNode): EsNode => ({
  type: 'VariableDeclaration',
  kind: 'const',
  declarations: [{ type: 'VariableDeclarator', id: id(name), init }],
});
const arrow = (params: EsNode[], body: EsNode): EsNode => ({
  type: 'ArrowFunctionExpression',
  params,
  body,
  expression: true,
  async: false,
  generator: false,
});

/**
 * `typeof FLAG === "undefined" || FLAG || __resourceQuery !== ""`：打包器把 FLAG 和 `__resourceQuery` 换成常量，
 * 浏览器打包里不带查询的文章模块得到 false。带查询的模块都内联：`RUNS_QUERY` 变体本身，以及博客列表用的摘要
 * （`?truncated=true`，它的段与全文的段不一一对应，不能从全文的变体里取）。不经过打包器求值时（单元测试）FLAG 未定义，
 * 按内联处理。每处用新的节点，条件要原地可折叠。
 */
function inlineTest(): EsNode {
  return {
    type: 'LogicalExpression',
    operator: '||',
    left: {
      type: 'LogicalExpression',
      operator: '||',
      left: {
        type: 'BinaryExpression',
        operator: '===',
        left: { type: 'UnaryExpression', operator: 'typeof', prefix: true, argument: id(INLINE_FLAG) },
        right: literal('undefined'),
      },
      right: id(INLINE_FLAG),
    },
    right: { type: 'BinaryExpression', operator: '!==', left: id('__resourceQuery'), right: literal('') },
  };
}

/** 模块顶层声明的名字：导入和顶层的变量、函数。 */
function topLevelNames(program: EsNode): Set<string> {
  const names = new Set<string>();
  for (const statement of program.body as EsNode[]) {
    const declaration =
      statement.type === 'ExportNamedDeclaration' && isNode(statement.declaration) ? statement.declaration : statement;
    if (declaration.type === 'ImportDeclaration') {
      for (const specifier of declaration.specifiers as EsNode[]) names.add((specifier.local as EsNode).name as string);
    } else if (declaration.type === 'VariableDeclaration') {
      for (const declarator of declaration.declarations as EsNode[]) {
        if ((declarator.id as EsNode).type === 'Identifier') names.add((declarator.id as EsNode).name as string);
      }
    } else if (declaration.type === 'FunctionDeclaration' && isNode(declaration.id)) {
      names.add(declaration.id.name as string);
    }
  }
  return names;
}

/**
 * 这棵树可以搬到模块顶层：引用的名字只有 `_components` 和顶层名字，里面没有函数、类和 `this`（开发版的 `_jsxDEV` 会传 `this`）。
 * 返回是否引用了 `_components`；不能搬时返回 undefined。
 */
function hoistable(tree: EsNode, topLevel: Set<string>): { usesComponents: boolean } | undefined {
  let usesComponents = false;
  let ok = true;
  const walk = (node: EsNode, parent: EsNode | undefined, key: string) => {
    if (!ok) return;
    if (/Function|Class|ThisExpression/.test(node.type)) {
      ok = false;
      return;
    }
    if (node.type === 'Identifier') {
      const isPropertyName =
        (parent?.type === 'MemberExpression' && key === 'property' && !parent.computed) ||
        (parent?.type === 'Property' && key === 'key' && !parent.computed);
      if (isPropertyName) return;
      if (node.name === COMPONENTS) usesComponents = true;
      else if (!topLevel.has(node.name as string)) ok = false;
      return;
    }
    for (const [childKey, value] of Object.entries(node)) {
      if (Array.isArray(value)) value.filter(isNode).forEach((child) => walk(child, node, childKey));
      else if (isNode(value)) walk(value, node, childKey);
    }
  };
  walk(tree, undefined, '');
  return ok ? { usesComponents } : undefined;
}

/** `_jsx(StaticRun, { content: () => 树, … })` 里的 content 属性。 */
function contentProperty(node: EsNode): EsNode | undefined {
  if (node.type !== 'CallExpression') return undefined;
  const callee = node.callee as EsNode;
  const [type, props] = node.arguments as EsNode[];
  if (callee?.type !== 'Identifier' || !/^_jsx(s|DEV)?$/.test(callee.name as string)) return undefined;
  if (type?.type !== 'Identifier' || type.name !== COMPONENT || props?.type !== 'ObjectExpression') return undefined;
  return (props.properties as EsNode[]).find(
    (property) =>
      property.type === 'Property' &&
      (property.key as EsNode).type === 'Identifier' &&
      (property.key as EsNode).name === 'content' &&
      (property.value as EsNode).type === 'ArrowFunctionExpression' &&
      ((property.value as EsNode).params as EsNode[]).length === 0 &&
      (property.value as EsNode).expression === true,
  );
}

export default function splitStaticRuns() {
  return (program: EsNode, file: { path?: string }) => {
    if (!file.path) return;
    const topLevel = topLevelNames(program);
    const trees: EsNode[] = [];
    const visit = (node: EsNode) => {
      const property = contentProperty(node);
      if (property) {
        const tree = (property.value as EsNode).body as EsNode;
        const check = hoistable(tree, topLevel);
        if (check) {
          property.value = call(id('__staticRunContent'), [
            id('__staticRunTrees'),
            id('__loadStaticRuns'),
            literal(trees.length),
            check.usesComponents ? id(COMPONENTS) : literal(null),
          ]);
          trees.push(arrow([id(COMPONENTS)], tree));
          return;
        }
      }
      for (const value of Object.values(node)) {
        if (Array.isArray(value)) value.filter(isNode).forEach(visit);
        else if (isNode(value)) visit(value);
      }
    };
    visit(program);
    if (trees.length === 0) return;

    const variant = `./${path.basename(file.path)}${RUNS_QUERY}`;
    const loadVariant = arrow(
      [],
      call(
        {
          type: 'MemberExpression',
          object: { type: 'ImportExpression', source: literal(variant) },
          property: id('then'),
          computed: false,
          optional: false,
        },
        [
          arrow([id('module')], {
            type: 'MemberExpression',
            object: id('module'),
            property: id('__staticRuns'),
            computed: false,
            optional: false,
          }),
        ],
      ),
    );
    const body = program.body as EsNode[];
    body.unshift({
      type: 'ImportDeclaration',
      specifiers: [
        { type: 'ImportSpecifier', imported: id('staticRunContent'), local: id('__staticRunContent') },
        { type: 'ImportSpecifier', imported: id('preloadStaticRuns'), local: id('__preloadStaticRuns') },
      ],
      source: literal(HELPERS),
    });
    body.push(
      constant('__staticRunTrees', {
        type: 'ConditionalExpression',
        test: inlineTest(),
        consequent: { type: 'ArrayExpression', elements: trees },
        alternate: literal(null),
      }),
      {
        type: 'ExportNamedDeclaration',
        declaration: constant('__staticRuns', id('__staticRunTrees')),
        specifiers: [],
        source: null,
      },
      constant('__loadStaticRuns', {
        type: 'ConditionalExpression',
        test: inlineTest(),
        consequent: literal(null),
        alternate: loadVariant,
      }),
      {
        type: 'IfStatement',
        test: { type: 'UnaryExpression', operator: '!', prefix: true, argument: inlineTest() },
        consequent: {
          type: 'ExpressionStatement',
          expression: {
            type: 'AwaitExpression',
            argument: call(id('__preloadStaticRuns'), [id('__loadStaticRuns')]),
          },
        },
        alternate: null,
      },
    );
  };
}
