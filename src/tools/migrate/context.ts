import type { File, ImportDeclaration, Node, ObjectExpression, VariableDeclarator } from '@babel/types';
import { propertyName, requiredModule, stringValue, walk } from './ast';

/**
 * 代码里指向 cheerio 模块的名字：
 * - module：`require('cheerio')` 的结果。0.22 – rc.6 里它本身就是可以调用的函数，rc.9 起是一个对象；
 * - default：默认导入，或 `require('cheerio').default`；
 * - namespace：`import * as cheerio`、`import cheerio = require('cheerio')`；
 * - named：具名导入或从 require 结果里解构出来的名字，`imported` 是模块里的名字；
 * - loaded：`load(…)` 的返回值，也就是通常的 `$`。
 */
export type Binding =
  | { kind: 'module' | 'default' | 'namespace'; declaration: Node }
  | { kind: 'named'; imported: string; declaration: Node }
  | { kind: 'loaded'; call: Node };

export interface Context {
  code: string;
  ast: File;
  /** 局部名字 → 它指向什么。不分作用域：贴进来的多半是一个文件里的几十行，同名遮蔽很少见。 */
  bindings: Map<string, Binding>;
  /** 代码里用到了 TypeScript 语法（类型注解、类型导入……）。 */
  isTypeScript: boolean;
  /** 每个节点的父节点。 */
  parents: Map<Node, Node | undefined>;
  /** 从 cheerio 导入的声明（`import … from 'cheerio'`）。 */
  cheerioImports: ImportDeclaration[];
  /** 按名字找 `const name = {…}` 形式的对象字面量（选项常这样先放进变量）。 */
  objectVariables: Map<string, ObjectExpression>;
  declarators: VariableDeclarator[];
}

export const CHEERIO = 'cheerio';

/** `require('cheerio')`、`x.default` 之类的表达式指向 cheerio 模块的哪一部分。 */
export function cheerioRef(context: Context, node: Node): 'module' | 'default' | 'namespace' | undefined {
  if (requiredModule(node) === CHEERIO) return 'module';
  if (node.type === 'Identifier') {
    const binding = context.bindings.get(node.name);
    return binding && binding.kind !== 'named' && binding.kind !== 'loaded' ? binding.kind : undefined;
  }
  if (
    (node.type === 'MemberExpression' || node.type === 'OptionalMemberExpression') &&
    propertyName(node) === 'default'
  ) {
    const base = cheerioRef(context, node.object);
    return base === 'module' || base === 'namespace' ? 'default' : undefined;
  }
  if (node.type === 'TSNonNullExpression' || node.type === 'ParenthesizedExpression') {
    return cheerioRef(context, node.expression);
  }
  return undefined;
}

/** 指向 cheerio 模块的表达式去掉末尾的 `.default` 之后的源码：1.x 里模块本身就有 `load`。 */
export function moduleText(context: Context, node: Node): string {
  const target =
    (node.type === 'MemberExpression' || node.type === 'OptionalMemberExpression') && propertyName(node) === 'default'
      ? node.object
      : node;
  return context.code.slice(target.start!, target.end!);
}

/** 这个调用是不是 cheerio 的 `load(…)`：`cheerio.load`、具名导入的 `load`、`$.load`。 */
export function isLoadCall(context: Context, node: Node): boolean {
  if (node.type !== 'CallExpression') return false;
  const callee = node.callee;
  if (callee.type === 'Identifier') {
    const binding = context.bindings.get(callee.name);
    return binding?.kind === 'named' && binding.imported === 'load';
  }
  if (callee.type === 'MemberExpression' && propertyName(callee) === 'load') {
    if (cheerioRef(context, callee.object)) return true;
    return callee.object.type === 'Identifier' && context.bindings.get(callee.object.name)?.kind === 'loaded';
  }
  return false;
}

function collectImport(context: Context, node: ImportDeclaration): void {
  if (node.source.value !== CHEERIO) return;
  context.cheerioImports.push(node);
  for (const specifier of node.specifiers) {
    const local = specifier.local.name;
    if (specifier.type === 'ImportDefaultSpecifier')
      context.bindings.set(local, { kind: 'default', declaration: node });
    else if (specifier.type === 'ImportNamespaceSpecifier')
      context.bindings.set(local, { kind: 'namespace', declaration: node });
    else {
      const imported = specifier.imported.type === 'Identifier' ? specifier.imported.name : specifier.imported.value;
      context.bindings.set(local, { kind: 'named', imported, declaration: node });
    }
  }
}

function collectDeclarator(context: Context, node: VariableDeclarator): void {
  context.declarators.push(node);
  const init = node.init;
  if (!init) return;
  if (node.id.type === 'Identifier' && init.type === 'ObjectExpression') {
    context.objectVariables.set(node.id.name, init);
  }
  const unwrapped = init.type === 'AwaitExpression' ? init.argument : init;
  const ref = cheerioRef(context, unwrapped);
  if (node.id.type === 'Identifier') {
    if (ref) context.bindings.set(node.id.name, { kind: ref, declaration: node });
    else if (isLoadCall(context, unwrapped)) context.bindings.set(node.id.name, { kind: 'loaded', call: unwrapped });
  } else if (node.id.type === 'ObjectPattern' && (ref === 'module' || ref === 'namespace')) {
    for (const property of node.id.properties) {
      if (property.type !== 'ObjectProperty' || property.value.type !== 'Identifier') continue;
      const imported = property.key.type === 'Identifier' ? property.key.name : stringValue(property.key);
      if (imported) context.bindings.set(property.value.name, { kind: 'named', imported, declaration: node });
    }
  }
}

/** 一遍扫描收集名字的指向；`const $ = cheerio.load(…)` 要在 `cheerio` 之后才认得出，所以按源码顺序处理。 */
export function buildContext(code: string, ast: File): Context {
  const context: Context = {
    code,
    ast,
    bindings: new Map(),
    isTypeScript: false,
    parents: new Map(),
    cheerioImports: [],
    objectVariables: new Map(),
    declarators: [],
  };
  walk(ast, (node, parent) => {
    context.parents.set(node, parent);
    if (node.type.startsWith('TS') || (node.type === 'ImportDeclaration' && node.importKind === 'type')) {
      context.isTypeScript = true;
    }
    if (node.type === 'ImportDeclaration') collectImport(context, node);
    else if (node.type === 'TSImportEqualsDeclaration') {
      const reference = node.moduleReference;
      if (reference.type === 'TSExternalModuleReference' && reference.expression.value === CHEERIO) {
        context.bindings.set(node.id.name, { kind: 'namespace', declaration: node });
      }
    } else if (node.type === 'VariableDeclarator') collectDeclarator(context, node);
    else if (
      node.type === 'AssignmentExpression' &&
      node.left.type === 'Identifier' &&
      isLoadCall(context, node.right)
    ) {
      context.bindings.set(node.left.name, { kind: 'loaded', call: node.right });
    }
  });
  return context;
}
