/**
 * 演练场“提取数据”的状态：读者在表里填的字段，它们组成 `$.extract()` 的描述对象。只有纯数据与校验，
 * 链接、状态文件、分析 worker 和生成的脚本都从这里出发；描述对象本身由 extractMap.ts 按它生成。
 */

/**
 * 一个字段取什么值。text、href、src、innerHTML、outerHTML 直接是 extract() 的 value（交给 `.prop()`）；
 * attribute 读一个 HTML 属性；fields 是嵌套的描述对象（配合 all 就是“列表”）。
 */
export const VALUE_KINDS = ['text', 'attribute', 'href', 'src', 'innerHTML', 'outerHTML', 'fields'] as const;
export type ValueKind = (typeof VALUE_KINDS)[number];

export interface ExtractField {
  name: string;
  selector: string;
  value: ValueKind;
  /** value 为 attribute 时读取的属性名。 */
  attribute?: string;
  /** 取全部匹配，得到数组（extract() 里写成 `[描述]`）；否则只取第一个匹配。 */
  all?: boolean;
  /** value 为 fields 时的子字段，选择器相对于每个匹配的元素。 */
  fields?: ExtractField[];
}

export const OUTPUT_FORMATS = ['json', 'csv'] as const;
export type OutputFormat = (typeof OUTPUT_FORMATS)[number];
export const MODULE_TYPES = ['esm', 'cjs'] as const;
export type ModuleType = (typeof MODULE_TYPES)[number];

export interface ExtractState {
  fields: ExtractField[];
  /** 脚本打印 JSON 还是写 CSV 文件。 */
  output: OutputFormat;
  /** 脚本是 ES 模块（.mjs）还是 CommonJS（.cjs）。 */
  moduleType: ModuleType;
  /** 脚本抓取的页面；空字符串表示用解析选项里的 baseURI（也没有时用一个占位地址）。 */
  url: string;
}

export const EMPTY_EXTRACT: ExtractState = { fields: [], output: 'json', moduleType: 'esm', url: '' };

/** 链接或文件里的字段再多也不接受：一个恶意链接不该让页面画出几万行表格。 */
export const EXTRACT_LIMITS = {
  fields: 200,
  depth: 4,
  name: 200,
  selector: 4096,
  attribute: 200,
  url: 2048,
} as const;

export class InvalidExtractError extends Error {}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readString(record: Record<string, unknown>, key: string, limit: number, where: string): string | undefined {
  const value = record[key];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw new InvalidExtractError(`${where}.${key} 不是字符串`);
  if (value.length > limit) throw new InvalidExtractError(`${where}.${key} 太长`);
  return value;
}

function readChoice<T extends string>(
  record: Record<string, unknown>,
  key: string,
  choices: readonly T[],
  fallback: T,
) {
  const value = record[key];
  if (value === undefined) return fallback;
  if (!choices.includes(value as T)) throw new InvalidExtractError(`extract.${key} 不是已知的取值`);
  return value as T;
}

function readFields(data: unknown, depth: number, where: string, counter: { count: number }): ExtractField[] {
  if (!Array.isArray(data)) throw new InvalidExtractError(`${where} 不是数组`);
  if (depth > EXTRACT_LIMITS.depth) throw new InvalidExtractError(`字段嵌套超过 ${EXTRACT_LIMITS.depth} 层`);
  return data.map((item: unknown, index): ExtractField => {
    const at = `${where}[${index}]`;
    if (!isRecord(item)) throw new InvalidExtractError(`${at} 不是对象`);
    counter.count += 1;
    if (counter.count > EXTRACT_LIMITS.fields) throw new InvalidExtractError(`字段超过 ${EXTRACT_LIMITS.fields} 个`);
    const value = item.value ?? 'text';
    if (!VALUE_KINDS.includes(value as ValueKind)) throw new InvalidExtractError(`${at}.value 不是已知的取值`);
    if (item.all !== undefined && typeof item.all !== 'boolean') throw new InvalidExtractError(`${at}.all 不是布尔值`);
    const attribute = readString(item, 'attribute', EXTRACT_LIMITS.attribute, at);
    return {
      name: readString(item, 'name', EXTRACT_LIMITS.name, at) ?? '',
      selector: readString(item, 'selector', EXTRACT_LIMITS.selector, at) ?? '',
      value: value as ValueKind,
      ...(attribute === undefined ? {} : { attribute }),
      ...(item.all ? { all: true } : {}),
      ...(item.fields === undefined ? {} : { fields: readFields(item.fields, depth + 1, `${at}.fields`, counter) }),
    };
  });
}

/** 链接或状态文件里的 extract 部分 → 状态；缺少的部分取默认值，类型不对或超出上限时抛出 InvalidExtractError。 */
export function readExtractState(data: unknown): ExtractState {
  if (!isRecord(data)) throw new InvalidExtractError('extract 不是对象');
  return {
    fields: readFields(data.fields ?? [], 1, 'extract.fields', { count: 0 }),
    output: readChoice(data, 'output', OUTPUT_FORMATS, EMPTY_EXTRACT.output),
    moduleType: readChoice(data, 'moduleType', MODULE_TYPES, EMPTY_EXTRACT.moduleType),
    url: readString(data, 'url', EXTRACT_LIMITS.url, 'extract') ?? '',
  };
}

/** 写进链接的样子：省略默认值，链接更短。没有字段时返回 undefined，整个 extract 部分都不写。 */
export function serializableExtract(state: ExtractState | undefined): Record<string, unknown> | undefined {
  if (!state || state.fields.length === 0) return undefined;
  return {
    fields: state.fields,
    ...(state.output === EMPTY_EXTRACT.output ? {} : { output: state.output }),
    ...(state.moduleType === EMPTY_EXTRACT.moduleType ? {} : { moduleType: state.moduleType }),
    ...(state.url === '' ? {} : { url: state.url }),
  };
}
