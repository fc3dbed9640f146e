import { OLD_RELEASES, type OldRelease } from '../../sandbox/releases';
import type { LoadBufferEncoding } from '../encoding-lab/nodeCode';
import { InvalidExtractError, readExtractState, serializableExtract, type ExtractState } from './extract/fields';
import { MAX_SAMPLES, type Expectation, type Sample } from './samples';

/**
 * 演练场的全部状态：HTML、选择器、代码和解析选项（以及样本、页面的来源和要对比的旧版本）。链接的片段、下载的状态文件和“在演练场中打开”都只保存它。
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

/** HTML 来自读者打开的文件或粘贴的字节时，它是怎样解码的（生成的抓取脚本照此解码真实的页面）。 */
export interface PageSource {
  /** 文件名（粘贴的字节是“粘贴的字节”）。 */
  name: string;
  /** loadBuffer 判断出的编码（WHATWG 编码名）。 */
  encoding: string;
  /** 读者填的 Content-Type 响应头，没有填时为空字符串。 */
  contentType: string;
  /** 生成的抓取脚本交给 loadBuffer 的编码选项和一句为什么（编码实验室的 nodeCode 给出）。 */
  loadBuffer?: LoadBufferEncoding;
}

export interface PlaygroundState {
  /** 正在编辑的样本的 HTML（只有一份样本时就是全部）。 */
  html: string;
  selector: string;
  code: string;
  options: ParseOptions;
  /** “对比版本”勾选的旧版本，按 OLD_RELEASES 的顺序；没有勾选时不写。 */
  versions?: readonly OldRelease[];
  source?: PageSource;
  /** 两份以上的样本（samples.ts）；正在编辑的那一份的 HTML 以 `html` 为准。 */
  samples?: Sample[];
  active?: number;
  /** “提取数据”的字段表与脚本选项；没有字段时不出现（旧链接里也没有它）。 */
  extract?: ExtractState;
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
  name: 256,
  sampleName: 64,
  encoding: 64,
  contentType: 256,
  option: 256,
  comment: 1024,
  decodesAs: 64,
} as const;

export class InvalidStateError extends Error {}

function readString(record: Record<string, unknown>, key: keyof typeof MAX_FIELD_LENGTH, fallback: string): string {
  // 样本的名字在数据里叫 name，上限与文件名不同。
  const value = record[key === 'sampleName' ? 'name' : key];
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

function readLoadBuffer(value: unknown): { loadBuffer?: LoadBufferEncoding } {
  if (value === undefined) return {};
  if (!isRecord(value)) throw new InvalidStateError('字段 source.loadBuffer 不是对象');
  const option = value.option === undefined ? undefined : readString(value, 'option', '');
  return {
    loadBuffer: {
      ...(option === undefined ? {} : { option }),
      comment: readString(value, 'comment', ''),
      decodesAs: readString(value, 'decodesAs', ''),
    },
  };
}

function readExpectation(value: unknown): Expectation | undefined {
  if (value === undefined) return undefined;
  if (!isRecord(value)) throw new InvalidStateError('样本的期望不是对象');
  if (value.kind === 'none') return { kind: 'none' };
  const count = value.count;
  if ((value.kind !== 'exactly' && value.kind !== 'atLeast') || !Number.isSafeInteger(count) || (count as number) < 0)
    throw new InvalidStateError('样本的期望不是“恰好/至少 N 个”或“0 个”');
  return { kind: value.kind, count: count as number };
}

/** 链接里的样本：正在编辑的那一份不带 HTML（就是外层的 html），其余每份带上。 */
function readSamples(data: Record<string, unknown>, html: string): Pick<PlaygroundState, 'samples' | 'active'> {
  if (data.samples === undefined) return {};
  const list = data.samples;
  if (!Array.isArray(list) || list.length < 2 || list.length > MAX_SAMPLES)
    throw new InvalidStateError(`字段 samples 应当是 2 到 ${MAX_SAMPLES} 份样本`);
  const active = data.active ?? 0;
  if (!Number.isSafeInteger(active) || (active as number) < 0 || (active as number) >= list.length)
    throw new InvalidStateError('字段 active 不是样本的序号');
  const samples = list.map((item: unknown, index): Sample => {
    if (!isRecord(item)) throw new InvalidStateError('样本不是对象');
    const expect = readExpectation(item.expect);
    return {
      name: readString(item, 'sampleName', '') || `样本 ${index + 1}`,
      html: index === active ? html : readString(item, 'html', ''),
      ...(expect ? { expect } : {}),
    };
  });
  return { samples, active: active as number };
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
  const source = data.source;
  if (source !== undefined && !isRecord(source)) throw new InvalidStateError('字段 source 不是对象');
  const html = readString(data, 'html', defaults.html);
  const extract = readExtract(data.extract);
  return {
    html,
    selector: readString(data, 'selector', defaults.selector),
    code: readString(data, 'code', defaults.code),
    options: {
      isDocument: readBoolean(options, 'isDocument', defaults.options.isDocument),
      parser: parser as Parser,
      decodeEntities: readBoolean(options, 'decodeEntities', defaults.options.decodeEntities),
      baseURI: readString(options, 'baseURI', defaults.options.baseURI),
    },
    ...readVersions(data.versions),
    ...(source === undefined
      ? {}
      : {
          source: {
            name: readString(source, 'name', ''),
            encoding: readString(source, 'encoding', ''),
            contentType: readString(source, 'contentType', ''),
            ...readLoadBuffer(source.loadBuffer),
          },
        }),
    ...readSamples(data, html),
    ...(extract ? { extract } : {}),
  };
}

function readExtract(data: unknown): ExtractState | undefined {
  if (data === undefined) return undefined;
  try {
    const extract = readExtractState(data);
    return extract.fields.length > 0 ? extract : undefined;
  } catch (error) {
    if (error instanceof InvalidExtractError) throw new InvalidStateError(`字段 ${error.message}`);
    throw error;
  }
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
  const extract = serializableExtract(state.extract);
  return {
    html: state.html,
    selector: state.selector,
    code: state.code,
    ...(Object.keys(options).length > 0 ? { options } : {}),
    ...(state.versions?.length ? { versions: [...state.versions] } : {}),
    ...(state.source ? { source: state.source } : {}),
    ...(state.samples && state.samples.length > 1
      ? {
          samples: state.samples.map(({ name, html, expect }, index) => ({
            name,
            ...(index === state.active ? {} : { html }),
            ...(expect ? { expect } : {}),
          })),
          active: state.active ?? 0,
        }
      : {}),
    ...(extract ? { extract } : {}),
  };
}
