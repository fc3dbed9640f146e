import type { CheerioAPI } from 'cheerio';
import type { AnyNode } from 'domhandler';
import type { ExtractField } from './fields';

/**
 * 字段表 → `$.extract()` 的描述对象。同一个 `describe()` 既给分析 worker 造出真正交给 extract() 的对象，
 * 也给生成的脚本写出它的源代码，两边不会各说各话；单元测试运行脚本，确认两边得到的 JSON 相同。
 */

export type ExtractMap = Parameters<CheerioAPI['extract']>[0];

/**
 * `prop(name)` 先看节点对象上有没有同名的字段（domhandler 的 name、type、children……以及对象原型上的 constructor 等），
 * 再特别处理 style、href、src 等几个名字，布尔属性返回 true/false；这些名字的 HTML 属性要用 `attr()` 读。
 * tests/unit/playground-extract.test.ts 对照真实的 domhandler 元素检查这份清单是否完整。
 */
export const PROP_IS_NOT_ATTRIBUTE = new Set([
  'type',
  'name',
  'attribs',
  'children',
  'parent',
  'prev',
  'next',
  'startIndex',
  'endIndex',
  'namespace',
  'sourceCodeLocation',
  'x-attribsNamespace',
  'x-attribsPrefix',
  'tagName',
  'nodeName',
  'nodeType',
  'parentNode',
  'previousSibling',
  'nextSibling',
  'firstChild',
  'lastChild',
  'childNodes',
  'attributes',
  'cloneNode',
  'style',
  'href',
  'src',
  'innerText',
  'textContent',
  'innerHTML',
  'outerHTML',
]);

const BOOLEAN_ATTRIBUTE =
  /^(?:autofocus|autoplay|async|checked|controls|defer|disabled|hidden|loop|multiple|open|readonly|required|scoped|selected)$/i;

/** `prop(name)` 读到的就是这个 HTML 属性的值。 */
export function propReadsAttribute(name: string): boolean {
  return !PROP_IS_NOT_ATTRIBUTE.has(name) && !(name in Object.prototype) && !BOOLEAN_ATTRIBUTE.test(name);
}

const PROP_OF = {
  text: 'textContent',
  href: 'href',
  src: 'src',
  innerHTML: 'innerHTML',
  outerHTML: 'outerHTML',
} as const;

/** 一个字段在 extract() 里的取值：交给 `.prop()` 的名字、用 `attr()` 读的属性，或者嵌套的字段。 */
export type FieldValue = { prop: string } | { attr: string } | { fields: ExtractField[] };

export function describe(field: ExtractField): FieldValue {
  switch (field.value) {
    case 'attribute': {
      const name = (field.attribute ?? '').trim();
      return propReadsAttribute(name) ? { prop: name } : { attr: name };
    }
    case 'fields':
      return { fields: field.fields ?? [] };
    default:
      return { prop: PROP_OF[field.value] };
  }
}

/** 真正交给 `$.extract()` 的对象。读属性用的函数是本站的代码，读者给的只是属性名。 */
export function buildExtractMap($: CheerioAPI, fields: readonly ExtractField[]): ExtractMap {
  const map: ExtractMap = {};
  for (const field of fields) {
    const value = describe(field);
    const descriptor =
      'prop' in value
        ? value.prop === 'textContent'
          ? field.selector
          : { selector: field.selector, value: value.prop }
        : 'attr' in value
          ? { selector: field.selector, value: (element: AnyNode) => $(element).attr(value.attr) }
          : { selector: field.selector, value: buildExtractMap($, value.fields) };
    map[field.name] = field.all ? [descriptor] : descriptor;
  }
  return map;
}

/** JavaScript 的单引号字符串字面量。 */
export function jsString(text: string): string {
  const json = JSON.stringify(text).slice(1, -1);
  return `'${json.replace(/\\"/g, '"').replace(/'/g, "\\'")}'`;
}

const IDENTIFIER = /^[\p{ID_Start}$_][\p{ID_Continue}$\u200c\u200d]*$/u;

/** 对象字面量里的键：能当标识符（包括中文名）就不加引号。 */
function propertyKey(name: string): string {
  return IDENTIFIER.test(name) ? name : jsString(name);
}

/** 读取对象的一个属性：`data.title` 或 `data['商品 名称']`。 */
export function propertyAccess(object: string, name: string): string {
  return IDENTIFIER.test(name) ? `${object}.${name}` : `${object}[${jsString(name)}]`;
}

const INDENT = '  ';

/** 描述对象的源代码，缩进与 Prettier 的默认格式相近：简单的描述写在一行里，嵌套的展开。 */
export function extractMapSource(fields: readonly ExtractField[], indent = ''): string {
  if (fields.length === 0) return '{}';
  const inner = indent + INDENT;
  const lines = fields.map((field) => {
    const value = describe(field);
    const selector = jsString(field.selector);
    let descriptor: string;
    let comment = '';
    if ('prop' in value) {
      descriptor =
        value.prop === 'textContent' ? selector : `{ selector: ${selector}, value: ${jsString(value.prop)} }`;
    } else if ('attr' in value) {
      comment = `${inner}// prop(${jsString(value.attr)}) 读到的不是这个 HTML 属性的原值，所以用 attr() 读。\n`;
      descriptor = `{ selector: ${selector}, value: (el) => $(el).attr(${jsString(value.attr)}) }`;
    } else {
      const nested = field.all ? inner + INDENT : inner;
      descriptor = `{\n${nested}${INDENT}selector: ${selector},\n${nested}${INDENT}value: ${extractMapSource(value.fields, nested + INDENT)},\n${nested}}`;
      if (field.all) descriptor = `[\n${nested}${descriptor},\n${inner}]`;
    }
    if (field.all && !('fields' in value)) descriptor = `[${descriptor}]`;
    return `${comment}${inner}${propertyKey(field.name)}: ${descriptor},`;
  });
  return `{\n${lines.join('\n')}\n${indent}}`;
}
