/**
 * 把 console.log 的参数和最后一个表达式的值变成可读的文字，规则接近 Node 的 util.inspect：
 * 顶层字符串原样输出，嵌套的字符串加引号；对象和数组有深度、条数上限；循环引用写成 [Circular]。
 * Cheerio 选择集显示长度和每个元素的外层 HTML，而不是把它内部的循环结构整个倒出来；DOM 节点显示它的 HTML。
 */

export interface InspectHooks {
  /** 选择集：返回它包含的节点；不是选择集时返回 null。 */
  selectionNodes: (value: object) => readonly unknown[] | null;
  /** DOM 节点：返回它的外层 HTML（或文本节点的内容）；不是节点时返回 null。 */
  nodeHtml: (value: object) => string | null;
  /** 查询函数 `$`（CheerioAPI）。 */
  isQueryFunction: (value: unknown) => boolean;
}

const MAX_DEPTH = 3;
const MAX_ITEMS = 50;
const MAX_SELECTION_ITEMS = 20;
const TOP_HTML_LIMIT = 2000;
const NESTED_HTML_LIMIT = 120;

function shorten(text: string, limit: number): string {
  return text.length > limit ? `${text.slice(0, limit)}…（共 ${text.length} 个字符）` : text;
}

function quote(text: string): string {
  return `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n').replace(/\r/g, '\\r').replace(/\t/g, '\\t')}'`;
}

function constructorName(value: object): string | null {
  try {
    const prototype: unknown = Object.getPrototypeOf(value);
    if (prototype === null) return '[Object: null prototype]';
    const name = (prototype as { constructor?: { name?: unknown } }).constructor?.name;
    return typeof name === 'string' && name !== 'Object' ? name : null;
  } catch {
    return null;
  }
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
/** 一行写不下（或某一项本身就有多行）时，每项单独一行，像 Node 一样缩进两格。 */
const LINE_WIDTH = 72;

function group(prefix: string, open: string, parts: string[], close: string): string {
  if (parts.length === 0) return `${prefix}${open}${close}`;
  const single = `${prefix}${open} ${parts.join(', ')} ${close}`;
  if (single.length <= LINE_WIDTH && !single.includes('\n')) return single;
  return `${prefix}${open}\n${parts.map((part) => `  ${part.replace(/\n/g, '\n  ')}`).join(',\n')}\n${close}`;
}

export function inspect(value: unknown, hooks: InspectHooks, topLevel = true): string {
  const seen = new Set<object>();

  function format(item: unknown, depth: number, nested: boolean): string {
    switch (typeof item) {
      case 'string':
        return nested ? quote(item) : item;
      case 'number':
        return Object.is(item, -0) ? '-0' : String(item);
      case 'bigint':
        return `${item}n`;
      case 'boolean':
      case 'undefined':
        return String(item);
      case 'symbol':
        return item.toString();
      case 'function': {
        if (hooks.isQueryFunction(item)) return '[Function: $]（CheerioAPI 查询函数）';
        const name = item.name || '(anonymous)';
        return Function.prototype.toString.call(item).startsWith('class') ? `[class ${name}]` : `[Function: ${name}]`;
      }
      default:
        break;
    }
    if (item === null) return 'null';
    const object = item as object;
    if (seen.has(object)) return '[Circular]';

    const html = hooks.nodeHtml(object);
    if (html !== null) return nested ? shorten(html, NESTED_HTML_LIMIT) : shorten(html, TOP_HTML_LIMIT);

    const nodes = hooks.selectionNodes(object);
    if (nodes !== null) {
      const shown = nodes.slice(0, nested ? 3 : MAX_SELECTION_ITEMS).map((node) => {
        const nodeText = typeof node === 'object' && node !== null ? hooks.nodeHtml(node) : null;
        return shorten(nodeText ?? String(node), nested ? NESTED_HTML_LIMIT : TOP_HTML_LIMIT);
      });
      const rest = nodes.length - shown.length;
      if (nested) return `Cheerio(${nodes.length}) [${shown.join(', ')}${rest > 0 ? `, …另外 ${rest} 个` : ''}]`;
      if (nodes.length === 0) return 'Cheerio 选择集（length: 0，没有选中任何元素）';
      return [
        `Cheerio 选择集（length: ${nodes.length}）`,
        ...shown.map((text, index) => `  [${index}] ${text.replace(/\n/g, '\n      ')}`),
        ...(rest > 0 ? [`  …另外 ${rest} 个`] : []),
      ].join('\n');
    }

    if (object instanceof Error) return `${object.name}: ${object.message}`;
    if (object instanceof Date) return Number.isNaN(object.getTime()) ? 'Invalid Date' : object.toISOString();
    if (object instanceof RegExp) return object.toString();
    if (object instanceof Promise) return 'Promise { … }';
    if (object instanceof WeakMap || object instanceof WeakSet) return `${constructorName(object)} { <无法列出> }`;
    if (depth >= MAX_DEPTH) return Array.isArray(object) ? '[Array]' : `[${constructorName(object) ?? 'Object'}]`;

    seen.add(object);
    try {
      if (object instanceof Map) {
        const entries = [...object.entries()].slice(0, MAX_ITEMS);
        const parts = entries.map(
          ([key, entry]) => `${format(key, depth + 1, true)} => ${format(entry, depth + 1, true)}`,
        );
        if (object.size > entries.length) parts.push(`…另外 ${object.size - entries.length} 项`);
        return group(`Map(${object.size}) `, '{', parts, '}');
      }
      if (object instanceof Set) {
        const values = [...object.values()].slice(0, MAX_ITEMS);
        const parts = values.map((entry) => format(entry, depth + 1, true));
        if (object.size > values.length) parts.push(`…另外 ${object.size - values.length} 项`);
        return group(`Set(${object.size}) `, '{', parts, '}');
      }
      if (Array.isArray(object) || ArrayBuffer.isView(object)) {
        const list = object as ArrayLike<unknown>;
        const count = Math.min(list.length, MAX_ITEMS);
        const parts: string[] = [];
        for (let index = 0; index < count; index += 1) parts.push(format(list[index], depth + 1, true));
        if (list.length > count) parts.push(`…另外 ${list.length - count} 项`);
        const prefix = Array.isArray(object) ? '' : `${constructorName(object)}(${list.length}) `;
        return group(prefix, '[', parts, ']');
      }
      const keys = Object.keys(object);
      const parts = keys.slice(0, MAX_ITEMS).map((key) => {
        let entry: unknown;
        try {
          entry = (object as Record<string, unknown>)[key];
        } catch (error) {
          entry = `<读取时出错：${error instanceof Error ? error.message : String(error)}>`;
        }
        return `${IDENTIFIER.test(key) ? key : quote(key)}: ${format(entry, depth + 1, true)}`;
      });
      if (keys.length > MAX_ITEMS) parts.push(`…另外 ${keys.length - MAX_ITEMS} 项`);
      const name = constructorName(object);
      return group(name ? `${name} ` : '', '{', parts, '}');
    } finally {
      seen.delete(object);
    }
  }

  return format(value, 0, !topLevel);
}
