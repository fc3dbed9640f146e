import { OLD_RELEASES, type OldRelease } from '../../sandbox/releases';

/**
 * 演练场的全部状态：HTML、选择器、代码和解析选项（以及要对比的旧版本）。链接的片段、下载的状态文件和“在演练场中打开”都只保存它。
 * 这里只有纯数据与校验，不碰浏览器 API：构建时生成链接的插件和单元测试在 Node 里也用它。
 */

/** 解析器，对应 `load()` 的选项：parse5 是默认值；htmlparser2 即 `xml: { xmlMode: false }`；XML 即 `xml: true`。 */
export const PARSERS = ['parse5', 'htmlparser2', 'xml'] as const;
export type Parser = (typeof PARSERS)[number];

export interface ParseOptions {
  /** `load(html, options, isDocument)` 的第三个参数：true 补全 html/head/body，false 按片段解析。 */
  isDocument: boolean;
  parser: Parser;
  /** 只有 htmlparser2 认这个选项（解析和输出都按它处理实体）；parse5 总是解码。 */
  decodeEntities: boolean;
  /** 空字符串表示不设置。 */
  baseURI: string;
}

export interface PlaygroundState {
  html: string;
  selector: string;
  code: string;
  options: ParseOptions;
  /** “对比版本”勾选的旧版本，按 OLD_RELEASES 的顺序；没有勾选时不写。 */
  versions?: readonly OldRelease[];
}

export const DEFAULT_OPTIONS: ParseOptions = {
  isDocument: true,
  parser: 'parse5',
  decodeEntities: true,
  baseURI: '',
};

/** 字段的上限：链接或文件里的状态再大也不接受，免得一个恶意链接让页面去解压、渲染几百兆的文本。 */
export const MAX_FIELD_LENGTH = {
  html: 8 * 1024 * 1024,
  selector: 64 * 1024,
  code: 1024 * 1024,
  baseURI: 2048,
} as const;

export class InvalidStateError extends Error {}

function readString(record: Record<string, unknown>, key: keyof typeof MAX_FIELD_LENGTH, fallback: string): string {
  const value = record[key];
  if (value === undefined) return fallback;
  if (typeof value !== 'string') throw new InvalidStateError(`字段 ${key} 不是字符串`);
  if (value.length > MAX_FIELD_LENGTH[key]) throw new InvalidStateError(`字段 ${key} 太长`);
  return value;
}

function readBoolean(record: Record<string, unknown>, key: string, fallback: boolean): boolean {
  const value = record[key];
  if (value === undefined) return fallback;
  if (typeof value !== 'boolean') throw new InvalidStateError(`字段 ${key} 不是布尔值`);
  return value;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const EMPTY_STATE: PlaygroundState = { html: '', selector: '', code: '', options: DEFAULT_OPTIONS };

/**
 * 把来自链接或文件的数据变成状态。缺少的字段为空、缺少的选项取默认值（“在演练场中打开”只带代码和 HTML），
 * 类型不对或超出上限的字段让整份状态作废，由调用方给出提示。
 */
export function parseState(data: unknown, defaults: PlaygroundState = EMPTY_STATE): PlaygroundState {
  if (!isRecord(data)) throw new InvalidStateError('状态不是一个对象');
  const options = data.options === undefined ? {} : data.options;
  if (!isRecord(options)) throw new InvalidStateError('字段 options 不是对象');
  const parser = options.parser ?? defaults.options.parser;
  if (!PARSERS.includes(parser as Parser)) throw new InvalidStateError('字段 options.parser 不是已知的解析器');
  return {
    html: readString(data, 'html', defaults.html),
    selector: readString(data, 'selector', defaults.selector),
    code: readString(data, 'code', defaults.code),
    options: {
      isDocument: readBoolean(options, 'isDocument', defaults.options.isDocument),
      parser: parser as Parser,
      decodeEntities: readBoolean(options, 'decodeEntities', defaults.options.decodeEntities),
      baseURI: readString(options, 'baseURI', defaults.options.baseURI),
    },
    ...readVersions(data.versions),
  };
}

/** 不认得的版本（例如来自以后加了版本的站点的链接）直接略过，其余照常打开。 */
function readVersions(value: unknown): Pick<PlaygroundState, 'versions'> {
  if (value === undefined) return {};
  if (!Array.isArray(value) || value.some((item) => typeof item !== 'string'))
    throw new InvalidStateError('字段 versions 不是字符串数组');
  const versions = OLD_RELEASES.filter((release) => value.includes(release));
  return versions.length > 0 ? { versions } : {};
}

/** 只写出与默认值不同的选项，链接更短；读取时缺少的选项取默认值。 */
export function serializableState(state: PlaygroundState): Record<string, unknown> {
  const options: Partial<ParseOptions> = {};
  for (const key of Object.keys(DEFAULT_OPTIONS) as (keyof ParseOptions)[]) {
    if (state.options[key] !== DEFAULT_OPTIONS[key]) Object.assign(options, { [key]: state.options[key] });
  }
  return {
    html: state.html,
    selector: state.selector,
    code: state.code,
    ...(Object.keys(options).length > 0 ? { options } : {}),
    ...(state.versions?.length ? { versions: [...state.versions] } : {}),
  };
}
