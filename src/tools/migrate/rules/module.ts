import type { ImportDeclaration, Node, ObjectPattern, VariableDeclarator } from '@babel/types';
import { SelectorType, isTraversal, parse as parseSelector } from 'css-what';
import { propertyName, requiredModule, stringValue, walk } from '../ast';
import { cheerioRef, moduleText, type Context } from '../context';
import { code, findingAt, type Edit, type Finding, type Rule } from '../finding';

/** 1.0 从模块上删掉的静态方法；`contains`、`merge` 还在。 */
const REMOVED_STATICS = new Set(['html', 'xml', 'text', 'root', 'parseHTML']);

const slice = (context: Context, node: Node) => context.code.slice(node.start!, node.end!);

/** 语句末尾有没有分号，改写整条导入时照原样保留。 */
const semicolon = (context: Context, node: Node) => (context.code[node.end! - 1] === ';' ? ';' : '');

export const defaultImport: Rule = (context) => {
  const findings: Finding[] = [];
  for (const declaration of context.cheerioImports) {
    const specifier = declaration.specifiers.find((s) => s.type === 'ImportDefaultSpecifier');
    if (!specifier) continue;
    const name = specifier.local.name;
    const others = declaration.specifiers.filter((s) => s !== specifier);
    const message = `${code(`import ${name} from 'cheerio'`)} 是默认导入，1.x 的 cheerio 没有默认导出`;
    if (others.some((s) => s.type === 'ImportNamespaceSpecifier')) {
      findings.push(findingAt(specifier, 'default-import', message));
      continue;
    }
    const source = slice(context, declaration.source);
    const keyword = declaration.importKind === 'type' ? 'import type' : 'import';
    let edit: Edit;
    if (others.length === 0) {
      edit = { start: specifier.start!, end: specifier.end!, text: `* as ${name}` };
    } else {
      // `import cheerio, { load } from 'cheerio'` 拆成两条：命名空间导入不能和具名导入写在一起。
      const named = others.map((s) => slice(context, s)).join(', ');
      const indent = /[ \t]*$/.exec(context.code.slice(0, declaration.start!))?.[0] ?? '';
      const end = semicolon(context, declaration);
      edit = {
        start: declaration.start!,
        end: declaration.end!,
        text: `${keyword} * as ${name} from ${source}${end}\n${indent}${keyword} { ${named} } from ${source}${end}`,
      };
    }
    findings.push(
      findingAt(specifier, 'default-import', message, {
        description: `改为 ${code(`import * as ${name} from 'cheerio'`)}`,
        edits: [edit],
      }),
    );
  }

  // require('cheerio').default 与 cheerio.default：rc.9 – rc.12 的默认导出。被直接调用的交给 call-module。
  walk(context.ast, (node, parent) => {
    if (node.type !== 'MemberExpression' || propertyName(node) !== 'default') return;
    if (cheerioRef(context, node) !== 'default') return;
    if (parent?.type === 'CallExpression' && parent.callee === node) return;
    if (
      parent?.type === 'MemberExpression' &&
      parent.object === node &&
      REMOVED_STATICS.has(propertyName(parent) ?? '')
    ) {
      return;
    }
    const replacement = moduleText(context, node);
    findings.push(
      findingAt(node, 'default-import', `${code(slice(context, node))} 是 rc.9 – rc.12 的默认导出，1.x 里已经没有`, {
        description: `改为 ${code(replacement)}`,
        edits: [{ start: node.start!, end: node.end!, text: replacement }],
      }),
    );
  });
  return findings;
};

export const callModule: Rule = (context) => {
  const findings: Finding[] = [];
  walk(context.ast, (node) => {
    if (node.type !== 'CallExpression') return;
    const callee = node.callee;
    if (!cheerioRef(context, callee)) return;
    const base = moduleText(context, callee);
    findings.push(
      findingAt(
        node,
        'call-module',
        `${code(`${slice(context, callee)}(…)`)} 直接调用了 cheerio 模块，1.0 起模块不能再调用`,
        {
          description: `改为 ${code(`${base}.load('')(…)`)}：先加载一个空文档，再用得到的 \`$\` 创建或查找元素；更好的写法是复用你自己加载文档时得到的 \`$\``,
          edits: [{ start: callee.start!, end: callee.end!, text: `${base}.load('')` }],
        },
      ),
    );
  });
  return findings;
};

/** 具名导入（或从 require 解构出来的）的静态方法：改成导入 `load`，已经导入了就只删掉它们。 */
function namedStaticsEdit(
  context: Context,
  declaration: ImportDeclaration | VariableDeclarator,
): { edit: Edit; loadName: string } | undefined {
  if (declaration.type === 'ImportDeclaration') {
    const specifiers = declaration.specifiers;
    if (specifiers.some((s) => s.type !== 'ImportSpecifier')) return undefined;
    const importedName = (s: (typeof specifiers)[number]) =>
      s.type === 'ImportSpecifier' ? (s.imported.type === 'Identifier' ? s.imported.name : s.imported.value) : '';
    const existingLoad = specifiers.find((s) => importedName(s) === 'load');
    const kept = specifiers.filter((s) => !REMOVED_STATICS.has(importedName(s))).map((s) => slice(context, s));
    if (!existingLoad) kept.unshift('load');
    const first = specifiers[0];
    const last = specifiers[specifiers.length - 1];
    return {
      edit: { start: first.start!, end: last.end!, text: kept.join(', ') },
      loadName: existingLoad ? existingLoad.local.name : 'load',
    };
  }
  const pattern = declaration.id as ObjectPattern;
  const properties = pattern.properties;
  const nameOf = (p: (typeof properties)[number]) =>
    p.type === 'ObjectProperty' ? (p.key.type === 'Identifier' ? p.key.name : stringValue(p.key)) : undefined;
  if (properties.some((p) => p.type !== 'ObjectProperty' || p.value.type !== 'Identifier')) return undefined;
  const existingLoad = properties.find((p) => nameOf(p) === 'load');
  const kept = properties.filter((p) => !REMOVED_STATICS.has(nameOf(p) ?? '')).map((p) => slice(context, p));
  if (!existingLoad) kept.unshift('load');
  const loadLocal =
    existingLoad?.type === 'ObjectProperty' && existingLoad.value.type === 'Identifier'
      ? existingLoad.value.name
      : 'load';
  return {
    edit: { start: properties[0].start!, end: properties[properties.length - 1].end!, text: kept.join(', ') },
    loadName: loadLocal,
  };
}

export const staticMethods: Rule = (context) => {
  const findings: Finding[] = [];
  walk(context.ast, (node) => {
    if (node.type !== 'CallExpression') return;
    const callee = node.callee;
    // cheerio.html(…)、require('cheerio').text(…)、cheerio.default.root()
    if (callee.type === 'MemberExpression' && REMOVED_STATICS.has(propertyName(callee) ?? '')) {
      if (!cheerioRef(context, callee.object)) return;
      const name = propertyName(callee)!;
      const base = moduleText(context, callee.object);
      findings.push(
        findingAt(
          node,
          'static-methods',
          `${code(`${slice(context, callee)}(…)`)} 是挂在模块上的静态方法，1.0 已删除`,
          {
            description: `改为 ${code(`${base}.load('').${name}(…)`)}；已经有加载得到的 \`$\` 时，直接用 \`$.${name}(…)\` 更好`,
            edits: [{ start: callee.start!, end: callee.end!, text: `${base}.load('').${name}` }],
          },
        ),
      );
      return;
    }
    // 具名导入的 html(…)、text(…)
    if (callee.type !== 'Identifier') return;
    const binding = context.bindings.get(callee.name);
    if (binding?.kind !== 'named' || !REMOVED_STATICS.has(binding.imported)) return;
    const declaration = binding.declaration as ImportDeclaration | VariableDeclarator;
    const rewrite = namedStaticsEdit(context, declaration);
    const message = `${code(`${callee.name}(…)`)} 是从 cheerio 导入的静态方法 ${code(binding.imported)}，1.0 已删除`;
    if (!rewrite) {
      findings.push(findingAt(node, 'static-methods', message));
      return;
    }
    findings.push(
      findingAt(node, 'static-methods', message, {
        description: `改为 ${code(`${rewrite.loadName}('').${binding.imported}(…)`)}，导入里的 ${code(binding.imported)} 换成 ${code('load')}`,
        edits: [
          rewrite.edit,
          { start: callee.start!, end: callee.end!, text: `${rewrite.loadName}('').${binding.imported}` },
        ],
      }),
    );
  });
  return findings;
};

/** 1.x 的 package.json `exports` 里与旧的 `cheerio/lib/…` 对应的入口。 */
const LIB_REPLACEMENTS = new Map([
  ['cheerio/lib/slim', 'cheerio/slim'],
  ['cheerio/lib/utils', 'cheerio/utils'],
  ['cheerio/lib/index', 'cheerio'],
]);

export const libPaths: Rule = (context) => {
  const findings: Finding[] = [];
  const check = (literal: Node) => {
    const value = stringValue(literal);
    if (!value || !(value === 'cheerio/lib' || value.startsWith('cheerio/lib/'))) return;
    const message = `${code(value)} 是旧版本的内部路径，1.x 的 \`exports\` 不再开放 \`cheerio/lib/…\``;
    const replacement = LIB_REPLACEMENTS.get(value.replace(/\.js$/, ''));
    if (!replacement) {
      findings.push(
        findingAt(literal, 'lib-paths', `${message}；改从 \`cheerio\`、\`cheerio/slim\` 或 \`cheerio/utils\` 导入`),
      );
      return;
    }
    const quote = context.code[literal.start!];
    findings.push(
      findingAt(literal, 'lib-paths', message, {
        description: `改为 ${code(replacement)}`,
        edits: [{ start: literal.start!, end: literal.end!, text: `${quote}${replacement}${quote}` }],
      }),
    );
  };
  walk(context.ast, (node) => {
    if (
      (node.type === 'ImportDeclaration' ||
        node.type === 'ExportNamedDeclaration' ||
        node.type === 'ExportAllDeclaration') &&
      node.source
    ) {
      check(node.source);
    } else if (
      node.type === 'CallExpression' &&
      (requiredModule(node) !== undefined || node.callee.type === 'Import')
    ) {
      check(node.arguments[0]);
    } else if (node.type === 'ImportExpression') {
      check(node.source);
    } else if (node.type === 'TSExternalModuleReference') {
      check(node.expression);
    }
  });
  return findings;
};

/** 接受选择器作为第一个参数的方法。 */
const SELECTOR_METHODS = new Set([
  'find',
  'children',
  'filter',
  'not',
  'is',
  'has',
  'closest',
  'parents',
  'parentsUntil',
  'siblings',
  'next',
  'nextAll',
  'prev',
  'prevAll',
]);

/** 选择器里有没有 `table > tr`（`table` 所在的复合选择器之后紧跟子代组合符和 `tr`）。 */
export function hasTableChildRow(selector: string): boolean {
  let parsed;
  try {
    parsed = parseSelector(selector);
  } catch {
    return false;
  }
  return parsed.some((tokens) =>
    tokens.some((token, i) => {
      if (token.type !== SelectorType.Child) return false;
      const next = tokens[i + 1];
      if (next?.type !== SelectorType.Tag || next.name !== 'tr') return false;
      for (let before = i - 1; before >= 0 && !isTraversal(tokens[before]); before--) {
        const candidate = tokens[before];
        if (candidate.type === SelectorType.Tag && candidate.name === 'table') return true;
      }
      return false;
    }),
  );
}

export const tableChildRow: Rule = (context) => {
  const findings: Finding[] = [];
  walk(context.ast, (node) => {
    if (node.type !== 'CallExpression' || node.arguments.length === 0) return;
    const callee = node.callee;
    const isQuery =
      callee.type === 'Identifier'
        ? context.bindings.get(callee.name)?.kind === 'loaded' || callee.name === '$'
        : callee.type === 'MemberExpression' && SELECTOR_METHODS.has(propertyName(callee) ?? '');
    if (!isQuery) return;
    const selector = stringValue(node.arguments[0]);
    if (selector === undefined || !hasTableChildRow(selector)) return;
    findings.push(
      findingAt(
        node.arguments[0],
        'table-child-row',
        `选择器 ${code(selector)} 要求 \`<tr>\` 是 \`<table>\` 的直接子元素；1.x 默认的 parse5 解析器会补上 \`<tbody>\`，这样写选不到表体里的行`,
      ),
    );
  });
  return findings;
};

/** `.get(0).attribs`：@types/cheerio 里 `.get(i)` 是 any，1.x 里是 `T | undefined`。 */
export const getResultType: Rule = (context) => {
  if (!context.isTypeScript) return [];
  const findings: Finding[] = [];
  walk(context.ast, (node) => {
    if (node.type !== 'MemberExpression') return;
    const object = node.object;
    if (object.type !== 'CallExpression' || object.callee.type !== 'MemberExpression') return;
    if (propertyName(object.callee) !== 'get' || object.arguments.length !== 1) return;
    if (object.arguments[0].type !== 'NumericLiteral') return;
    findings.push(
      findingAt(
        node,
        'get-result-type',
        `${code(`${slice(context, object)}.${propertyName(node) ?? '…'}`)}：\`.get(${object.arguments[0].value})\` 在 @types/cheerio 里是 \`any\`，1.x 里是元素类型或 \`undefined\`，TypeScript 会要求先确认元素存在（例如 \`?.\` 或先判断）`,
      ),
    );
  });
  return findings;
};
