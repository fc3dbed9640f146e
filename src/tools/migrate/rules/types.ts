import type { ImportDeclaration, Node, TSQualifiedName } from '@babel/types';
import { walk } from '../ast';
import { CHEERIO, type Context } from '../context';
import { code, findingAt, type Finding, type ImportNeed, type Rule } from '../finding';

/** cheerio 1.2.0 导出的类型（`tests/unit/migrate-rules.test.ts` 对照已安装的包检查这份清单）。 */
export const CHEERIO_1X_TYPES = new Set([
  'AcceptedElems',
  'AcceptedFilters',
  'BasicAcceptedElems',
  'Cheerio',
  'CheerioAPI',
  'CheerioOptions',
  'CheerioRequestOptions',
  'DecodeStreamOptions',
  'FilterFunction',
  'HTMLParser2Options',
  'SelectorType',
]);

/**
 * 候选版本从 domhandler 重新导出的节点类型和导出它们的版本：rc.9、rc.10 用的是 domhandler 4；rc.11 换成 domhandler 5，
 * 导出的 `NodeWithChildren` 换成了 5 新增的 `ParentNode`、`AnyNode`。1.x 里要直接从 domhandler 导入。
 */
export const REEXPORTED_NODE_TYPES = new Map([
  ['Node', 'rc.9 – rc.12'],
  ['Element', 'rc.9 – rc.12'],
  ['Document', 'rc.9 – rc.12'],
  ['NodeWithChildren', 'rc.9 – rc.10'],
  ['AnyNode', 'rc.11 – rc.12'],
  ['ParentNode', 'rc.11 – rc.12'],
]);

/** 只有 @types/cheerio 才有的名字：见到它们就知道代码是按 @types/cheerio 写的。 */
const TYPES_PACKAGE_ONLY = new Set([
  'Root',
  'Selector',
  'TagElement',
  'TextElement',
  'CommentElement',
  'CheerioParserOptions',
  'AttrFunction',
]);

interface Replacement {
  /** 替换 `cheerio.X` 的文字。 */
  text: string;
  /** 没有类型参数时补上的类型参数（`Cheerio` 在 1.x 里必须写明元素类型）。 */
  typeArguments?: string;
  imports: ImportNeed[];
}

const fromCheerio = (name: string): ImportNeed => ({ module: 'cheerio', name });
const fromDomhandler = (name: string): ImportNeed => ({ module: 'domhandler', name });

/**
 * 旧类型名在 1.x 里的对应。`cheerio.Element` 有两种意思：@types/cheerio 里是文本、标签、注释节点的联合，
 * 对应 domhandler 的 `AnyNode`；rc.9 – rc.12 的 `import * as cheerio` 重新导出的是 domhandler 的 `Element` 本身。
 */
function replacementFor(name: string, typesPackage: boolean): Replacement | undefined {
  switch (name) {
    case 'Root':
    case 'Selector':
    case 'CheerioAPI':
      return { text: 'CheerioAPI', imports: [fromCheerio('CheerioAPI')] };
    case 'Cheerio':
      return {
        text: 'Cheerio',
        typeArguments: '<AnyNode>',
        imports: [fromCheerio('Cheerio'), fromDomhandler('AnyNode')],
      };
    case 'CheerioParserOptions':
      return { text: 'CheerioOptions', imports: [fromCheerio('CheerioOptions')] };
    case 'Element':
      return typesPackage
        ? { text: 'AnyNode', imports: [fromDomhandler('AnyNode')] }
        : { text: 'Element', imports: [fromDomhandler('Element')] };
    case 'TagElement':
      return { text: 'Element', imports: [fromDomhandler('Element')] };
    case 'TextElement':
      return { text: 'Text', imports: [fromDomhandler('Text')] };
    case 'CommentElement':
      return { text: 'Comment', imports: [fromDomhandler('Comment')] };
    default:
      return REEXPORTED_NODE_TYPES.has(name) ? { text: name, imports: [fromDomhandler(name)] } : undefined;
  }
}

/** `cheerio.X` 里的 `cheerio` 指向 cheerio：导入或 require 的名字，或者 @types/cheerio 声明的全局命名空间。 */
function qualifierKind(context: Context, name: TSQualifiedName): 'global' | 'namespace' | 'other' | undefined {
  if (name.left.type !== 'Identifier') return undefined;
  const binding = context.bindings.get(name.left.name);
  if (!binding) return name.left.name === CHEERIO ? 'global' : undefined;
  if (binding.kind === 'namespace') return 'namespace';
  return binding.kind === 'default' || binding.kind === 'module' ? 'other' : undefined;
}

export const typesPackage: Rule = (context) => {
  const findings: Finding[] = [];
  const qualified: { node: TSQualifiedName; typeArguments: boolean; kind: 'global' | 'namespace' | 'other' }[] = [];
  walk(context.ast, (node) => {
    if (node.type !== 'TSTypeReference' || node.typeName.type !== 'TSQualifiedName') return;
    const kind = qualifierKind(context, node.typeName);
    if (kind) qualified.push({ node: node.typeName, typeArguments: Boolean(node.typeParameters), kind });
  });
  const usesTypesPackage = qualified.some(
    ({ node, kind }) => kind !== 'namespace' || TYPES_PACKAGE_ONLY.has(node.right.name),
  );

  for (const { node, typeArguments, kind } of qualified) {
    const name = node.right.name;
    // 1.x 的 `import * as cheerio` 照样提供 cheerio.CheerioAPI、cheerio.Cheerio<T> 等类型。
    if (kind === 'namespace' && CHEERIO_1X_TYPES.has(name) && (name !== 'Cheerio' || typeArguments)) continue;
    const written = context.code.slice(node.start!, node.end!);
    const replacement = replacementFor(name, usesTypesPackage);
    const reexportedIn = REEXPORTED_NODE_TYPES.get(name);
    const origin = usesTypesPackage
      ? '这是 @types/cheerio 的类型，1.x 自带类型声明，`@types/cheerio` 应当卸载'
      : reexportedIn
        ? `这是 ${reexportedIn} 从 domhandler 重新导出的类型，1.x 不再导出`
        : name === 'Cheerio'
          ? '1.x 的 `Cheerio` 要写明元素类型'
          : '这不是 1.x 的 cheerio 导出的类型';
    const message = `${code(written)}：${origin}`;
    if (!replacement) {
      findings.push(findingAt(node, 'types-package', `${message}；1.x 没有对应的类型，按用途改写`));
      continue;
    }
    const text = replacement.text + (typeArguments ? '' : (replacement.typeArguments ?? ''));
    const imports = typeArguments ? replacement.imports.filter((i) => i.name !== 'AnyNode') : replacement.imports;
    const source = [...new Set(imports.map((i) => i.module))].map((module) => `\`${module}\``).join('、');
    findings.push(
      findingAt(node, 'types-package', message, {
        description: `改为 ${code(text)}，并从 ${source} 导入`,
        edits: [{ start: node.start!, end: node.end!, text }],
        imports,
      }),
    );
  }

  for (const comment of context.ast.comments ?? []) {
    if (comment.type === 'CommentLine' && /^\/\s*<reference\s+types=["']cheerio["']/.test(comment.value)) {
      findings.push(
        findingAt(
          comment as unknown as Node,
          'types-package',
          '`/// <reference types="cheerio" />` 引用的是 @types/cheerio；1.x 自带类型，删掉这一行并卸载 `@types/cheerio`',
        ),
      );
    }
  }
  return findings;
};

/** 从 `import { … } from 'cheerio'` 里去掉节点类型，剩下的照原样保留；什么都不剩时删掉整条导入（连同换行）。 */
function withoutNodeTypes(context: Context, declaration: ImportDeclaration) {
  const remaining = declaration.specifiers.filter(
    (s) => !(s.type === 'ImportSpecifier' && REEXPORTED_NODE_TYPES.has(importedName(s))),
  );
  if (remaining.length === 0) {
    const end = context.code[declaration.end!] === '\n' ? declaration.end! + 1 : declaration.end!;
    return { start: declaration.start!, end, text: '' };
  }
  const first = declaration.specifiers.find((s) => s.type === 'ImportSpecifier')!;
  const last = declaration.specifiers[declaration.specifiers.length - 1];
  const named = remaining.filter((s) => s.type === 'ImportSpecifier');
  const text = named.map((s) => context.code.slice(s.start!, s.end!)).join(', ');
  return { start: first.start!, end: last.end!, text };
}

function importedName(specifier: ImportDeclaration['specifiers'][number]): string {
  if (specifier.type !== 'ImportSpecifier') return '';
  return specifier.imported.type === 'Identifier' ? specifier.imported.name : specifier.imported.value;
}

export const nodeTypeImports: Rule = (context) => {
  const findings: Finding[] = [];
  for (const declaration of context.cheerioImports) {
    const nodeTypes = declaration.specifiers.filter(
      (s) => s.type === 'ImportSpecifier' && REEXPORTED_NODE_TYPES.has(importedName(s)),
    );
    if (nodeTypes.length === 0) continue;
    // 只有具名导入时才能安全地删减；和默认导入、命名空间导入写在一起的，交给读者。
    const onlyNamed = declaration.specifiers.every((s) => s.type === 'ImportSpecifier');
    const aliased = nodeTypes.some((s) => s.local.name !== importedName(s));
    const edit = onlyNamed && !aliased ? withoutNodeTypes(context, declaration) : undefined;
    for (const specifier of nodeTypes) {
      const name = importedName(specifier);
      const message = `${code(name)} 是 ${REEXPORTED_NODE_TYPES.get(name)} 从 domhandler 重新导出的节点类型，1.x 的 cheerio 不再导出`;
      findings.push(
        findingAt(
          specifier,
          'node-type-imports',
          message,
          edit && {
            description: `改为从 \`domhandler\` 导入 ${code(name)}`,
            edits: [edit],
            imports: nodeTypes.map((s) => fromDomhandler(importedName(s))),
          },
        ),
      );
    }
  }
  return findings;
};
