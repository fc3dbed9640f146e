import type { Node } from '@babel/types';

/** 位置信息、注释和解析器的附加数据不是子节点。 */
const NOT_CHILDREN = new Set(['loc', 'start', 'end', 'extra', 'leadingComments', 'trailingComments', 'innerComments']);

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';
}

/** 深度优先访问每个节点，连同它的父节点。 */
export function walk(root: Node, visit: (node: Node, parent: Node | undefined) => void): void {
  const stack: [Node, Node | undefined][] = [[root, undefined]];
  while (stack.length) {
    const [node, parent] = stack.pop()!;
    visit(node, parent);
    const children: Node[] = [];
    for (const [key, value] of Object.entries(node)) {
      if (NOT_CHILDREN.has(key)) continue;
      if (Array.isArray(value)) children.push(...value.filter(isNode));
      else if (isNode(value)) children.push(value);
    }
    for (let i = children.length - 1; i >= 0; i--) stack.push([children[i], node]);
  }
}

/** 字符串字面量或不带插值的模板字符串的值。 */
export function stringValue(node: Node | null | undefined): string | undefined {
  if (!node) return undefined;
  if (node.type === 'StringLiteral') return node.value;
  if (node.type === 'TemplateLiteral' && node.expressions.length === 0) return node.quasis[0].value.cooked ?? undefined;
  return undefined;
}

/** `require('x')` 的模块名。 */
export function requiredModule(node: Node | null | undefined): string | undefined {
  if (node?.type !== 'CallExpression' || node.callee.type !== 'Identifier' || node.callee.name !== 'require') {
    return undefined;
  }
  return node.arguments.length === 1 ? stringValue(node.arguments[0]) : undefined;
}

/** 成员表达式的属性名（`a.b`、`a['b']`）。 */
export function propertyName(node: Node): string | undefined {
  if (node.type !== 'MemberExpression' && node.type !== 'OptionalMemberExpression') return undefined;
  if (!node.computed && node.property.type === 'Identifier') return node.property.name;
  return stringValue(node.property);
}

/** 对象字面量里属性的键名（`a: 1`、`'a': 1`），计算出来的键返回 undefined。 */
export function keyName(node: Node): string | undefined {
  if (node.type !== 'ObjectProperty' && node.type !== 'ObjectMethod') return undefined;
  if (node.computed) return undefined;
  if (node.key.type === 'Identifier') return node.key.name;
  return stringValue(node.key);
}
