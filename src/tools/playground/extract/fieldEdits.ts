import type { ExtractField, ValueKind } from './fields';
import type { FieldPath } from './runExtract';

/** 字段表的修改：按位置（FieldPath）替换、删除、添加，都返回新的数组，不改原来的。 */

export function updateAt(
  fields: readonly ExtractField[],
  path: FieldPath,
  change: (field: ExtractField) => ExtractField,
): ExtractField[] {
  const [index, ...rest] = path;
  return fields.map((field, position) => {
    if (position !== index) return field;
    if (rest.length === 0) return change(field);
    return { ...field, fields: updateAt(field.fields ?? [], rest, change) };
  });
}

export function removeAt(fields: readonly ExtractField[], path: FieldPath): ExtractField[] {
  const [index, ...rest] = path;
  if (rest.length === 0) return fields.filter((_, position) => position !== index);
  return updateAt(fields, [index], (field) => ({ ...field, fields: removeAt(field.fields ?? [], rest) }));
}

/** 在 parent 指向的嵌套字段里（parent 为空数组时在顶层）追加一个字段。 */
export function appendAt(fields: readonly ExtractField[], parent: FieldPath, added: ExtractField): ExtractField[] {
  if (parent.length === 0) return [...fields, added];
  return updateAt(fields, parent, (field) => ({ ...field, fields: [...(field.fields ?? []), added] }));
}

export function fieldAt(fields: readonly ExtractField[], path: FieldPath): ExtractField | undefined {
  let list: readonly ExtractField[] | undefined = fields;
  let field: ExtractField | undefined;
  for (const index of path) {
    field = list?.[index];
    list = field?.fields;
  }
  return field;
}

/** 换一种取值：换成嵌套字段时准备好子字段的数组，并默认取全部匹配（列表）。 */
export function withValue(field: ExtractField, value: ValueKind): ExtractField {
  if (value === 'fields') return { ...field, value, all: true, fields: field.fields ?? [] };
  return { ...field, value };
}

/** 选择器最后一段里最能说明用途的名字：id、最后一个 class、属性名或标签名。 */
function baseName(selector: string): string {
  const last =
    selector
      .trim()
      .split(/\s*[\s>+~,]\s*/)
      .filter(Boolean)
      .pop() ?? '';
  if (last === ':scope') return 'value';
  const id = /#([\p{L}\p{N}_-]+)/u.exec(last)?.[1];
  const classes = [...last.matchAll(/\.([\p{L}\p{N}_-]+)/gu)].map((match) => match[1]);
  const attribute = /\[([\p{L}\p{N}_-]+)/u.exec(last)?.[1];
  const tag = /^([a-z][\w-]*)/i.exec(last)?.[1];
  const name = id ?? classes.pop() ?? attribute ?? tag ?? 'field';
  return name.replace(/-+([\p{L}\p{N}])/gu, (_, char: string) => char.toUpperCase());
}

/** 由选择器起一个在同一层里不重复的字段名。 */
export function suggestName(selector: string, siblings: readonly ExtractField[]): string {
  const base = baseName(selector);
  const taken = new Set(siblings.map((field) => field.name));
  if (!taken.has(base)) return base;
  for (let suffix = 2; ; suffix += 1) if (!taken.has(`${base}${suffix}`)) return `${base}${suffix}`;
}

/** 由一个元素的标签名猜默认取值：图片等取 src，其余取文本。 */
export function defaultValueFor(tag: string): ValueKind {
  return ['img', 'iframe', 'audio', 'video', 'source'].includes(tag) ? 'src' : 'text';
}
