import type { Node, ObjectExpression, ObjectProperty } from '@babel/types';
import { keyName, walk } from '../ast';
import { cheerioRef, isLoadCall, type Context } from '../context';
import { code, findingAt, type Edit, type Finding } from '../finding';
import type { RuleId } from '../upgrades';

/** htmlparser2 与 domhandler 的选项：0.22 里直接写在顶层，1.x 里要放进 `xml`。 */
const HTMLPARSER2_OPTIONS = new Set([
  'decodeEntities',
  'lowerCaseTags',
  'lowerCaseAttributeNames',
  'recognizeCDATA',
  'recognizeSelfClosing',
  'withStartIndices',
  'withEndIndices',
]);
const USE_HTMLPARSER2 = new Set(['_useHtmlParser2', 'useHtmlParser2']);
/** @types/cheerio 给选项对象起的类型名。 */
const OLD_OPTIONS_TYPES = new Set(['CheerioParserOptions']);

/** 代码里交给 cheerio 的选项对象：`load` 的第二个参数、直接调用模块时的第四个参数，或先放进变量再传入的对象。 */
export function optionObjects(context: Context): ObjectExpression[] {
  const found = new Map<number, ObjectExpression>();
  const add = (node: Node | undefined) => {
    let target = node;
    if (target?.type === 'Identifier') target = context.objectVariables.get(target.name);
    if (target?.type === 'TSAsExpression' || target?.type === 'TSSatisfiesExpression') target = target.expression;
    if (target?.type === 'ObjectExpression') found.set(target.start!, target);
  };
  walk(context.ast, (node) => {
    if (node.type === 'CallExpression') {
      if (isLoadCall(context, node)) add(node.arguments[1]);
      else if (cheerioRef(context, node.callee)) add(node.arguments[3]);
    }
  });
  for (const declarator of context.declarators) {
    const annotation = declarator.id.type === 'Identifier' ? declarator.id.typeAnnotation : undefined;
    if (annotation?.type !== 'TSTypeAnnotation') continue;
    const type = annotation.typeAnnotation;
    if (type.type !== 'TSTypeReference') continue;
    const name = type.typeName.type === 'TSQualifiedName' ? type.typeName.right.name : type.typeName.name;
    if (OLD_OPTIONS_TYPES.has(name)) add(declarator.init ?? undefined);
  }
  return [...found.values()].sort((a, b) => a.start! - b.start!);
}

type Mode = 'html' | 'xml' | 'htmlparser2';

interface Analysis {
  properties: { node: ObjectProperty; name: string }[];
  mode: Mode;
  /** 无法安全改写时的原因（有展开、`xml` 已经存在、开关的值不是字面量）。 */
  blocked: boolean;
}

function booleanValue(property: ObjectProperty): boolean | undefined {
  return property.value.type === 'BooleanLiteral' ? property.value.value : undefined;
}

function analyse(object: ObjectExpression): Analysis {
  const properties: Analysis['properties'] = [];
  let blocked = false;
  for (const property of object.properties) {
    const name = keyName(property);
    if (property.type !== 'ObjectProperty' || name === undefined) blocked = true;
    else properties.push({ node: property, name });
  }
  const switchValue = (names: Set<string>) => {
    const property = properties.find((p) => names.has(p.name));
    if (!property) return false;
    const value = booleanValue(property.node);
    if (value === undefined) blocked = true;
    return value === true;
  };
  const xmlMode = switchValue(new Set(['xmlMode']));
  const useHtmlParser2 = switchValue(USE_HTMLPARSER2);
  if (properties.some((p) => p.name === 'xml')) blocked = true;
  return { properties, mode: xmlMode ? 'xml' : useHtmlParser2 ? 'htmlparser2' : 'html', blocked };
}

/** 改写后的选项对象：开关变成 `xml`，htmlparser2 的选项挪进去；HTML 模式下 `decodeEntities` 直接删掉。 */
function rewrite(context: Context, object: ObjectExpression, analysis: Analysis): string {
  const text = (node: Node) => context.code.slice(node.start!, node.end!);
  const kept: string[] = [];
  const inner: string[] = analysis.mode === 'htmlparser2' ? ['xmlMode: false'] : [];
  for (const { node, name } of analysis.properties) {
    if (name === 'xmlMode' || USE_HTMLPARSER2.has(name)) continue;
    if (HTMLPARSER2_OPTIONS.has(name)) {
      if (analysis.mode !== 'html') inner.push(text(node));
      else if (name !== 'decodeEntities') kept.push(text(node));
      continue;
    }
    kept.push(text(node));
  }
  if (analysis.mode === 'xml') kept.push(inner.length ? `xml: { ${inner.join(', ')} }` : 'xml: true');
  if (analysis.mode === 'htmlparser2') kept.push(`xml: { ${inner.join(', ')} }`);
  if (kept.length === 0) return '{}';
  const source = text(object);
  if (!source.includes('\n')) return `{ ${kept.join(', ')} }`;
  const firstLineStart = context.code.lastIndexOf('\n', object.properties[0].start!) + 1;
  const indent = /^[ \t]*/.exec(context.code.slice(firstLineStart))![0];
  const closingIndent = /^[ \t]*/.exec(context.code.slice(context.code.lastIndexOf('\n', object.end!) + 1))![0];
  return `{\n${kept.map((line) => `${indent}${line},`).join('\n')}\n${closingIndent}}`;
}

interface PropertyCheck {
  rule: RuleId;
  message: string;
  /** 改写整个对象之后这一项会怎样。 */
  outcome?: string;
}

function checkProperty(name: string, mode: Mode): PropertyCheck | undefined {
  if (name === 'xmlMode') {
    return {
      rule: 'xml-mode',
      message: '`xmlMode` 在 1.x 中已标记为弃用',
      outcome:
        mode === 'xml' ? '换成 `xml: true`（同时把 htmlparser2 的选项放进 `xml`）' : '`xmlMode: false` 是默认值，删掉',
    };
  }
  if (USE_HTMLPARSER2.has(name)) {
    return {
      rule: 'use-htmlparser2',
      message: `${code(name)} 是候选版本的内部选项，不在 1.x 的类型里`,
      outcome:
        mode === 'htmlparser2'
          ? '换成 `xml: { xmlMode: false }`：同样用 htmlparser2 解析 HTML'
          : '关着的开关是默认值，删掉',
    };
  }
  if (name === 'normalizeWhitespace') {
    return {
      rule: 'normalize-whitespace',
      message: '`normalizeWhitespace` 在 1.x 中已删除，写了也不起作用；需要时自己整理 `.text()` 的结果',
    };
  }
  if (name === 'decodeEntities' && mode === 'html') {
    return {
      rule: 'decode-entities',
      message:
        '`decodeEntities` 写在顶层，对 1.x 默认的 parse5 不起作用；它本来是为了让中文不被转成字符实体，1.x 的 HTML 输出已经原样保留中文',
      outcome:
        '删掉。注意：0.22 里 `decodeEntities: false` 还会让 `.text()` 原样返回 `&amp;` 这样的实体，1.x 返回解码后的文字',
    };
  }
  if (HTMLPARSER2_OPTIONS.has(name)) {
    return {
      rule: 'htmlparser2-options',
      message:
        mode === 'html'
          ? `${code(name)} 是 htmlparser2 的选项，写在顶层对 1.x 默认的 parse5 不起作用。要保留它的效果，需要改用 htmlparser2：\`xml: { xmlMode: false, ${name}: … }\`（解析结果会像 0.22 那样不补 \`<tbody>\`），不需要就删掉`
          : `${code(name)} 是 htmlparser2 的选项，1.x 里要写在 \`xml\` 选项里`,
      outcome: mode === 'html' ? undefined : '挪进 `xml`',
    };
  }
  return undefined;
}

export function optionFindings(context: Context): Finding[] {
  const findings: Finding[] = [];
  for (const object of optionObjects(context)) {
    const analysis = analyse(object);
    const checks = analysis.properties.flatMap(({ node, name }) => {
      const check = checkProperty(name, analysis.mode);
      return check ? [{ node, check }] : [];
    });
    if (checks.length === 0) continue;
    const fixable = !analysis.blocked && checks.some(({ check }) => check.outcome);
    const edit: Edit | undefined = fixable
      ? { start: object.start!, end: object.end!, text: rewrite(context, object, analysis) }
      : undefined;
    for (const { node, check } of checks) {
      const fix = edit && check.outcome ? { description: check.outcome, edits: [edit] } : undefined;
      findings.push(findingAt(node, check.rule, check.message, fix));
    }
  }
  return findings;
}
