import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';

/** 一段正文的译文。hash 是它所翻译的英文原文的指纹（见 hash.ts），zh 为空表示尚未翻译。 */
export interface TextEntry {
  hash: string;
  zh: string;
}

/** 一个 @example 的译文：代码不进目录，只翻说明文字、标题和代码注释。 */
export interface ExampleEntry {
  hash: string;
  caption?: string;
  text?: string[];
  comments?: Record<number, string>;
}

/** 单个符号（类、函数、成员、重载签名……）的全部译文。 */
export interface MemberEntry {
  summary?: TextEntry;
  params?: Record<string, TextEntry>;
  typeParams?: Record<string, TextEntry>;
  examples?: ExampleEntry[];
  /** returns、remarks、deprecated、see、throws，同一标签出现多次时第二个起写作 see#2。 */
  tags: Record<string, TextEntry>;
}

export interface Catalogue {
  /** 条目键 → 所在文件（相对目录）与内容。 */
  entries: Map<string, { file: string; entry: MemberEntry }>;
  /** cheerio 源码中 @category 的英文名 → 中文名。 */
  categories: Map<string, string>;
}

const CATEGORIES_FILE = 'categories.yaml';
const TAG_FIELD = /^(returns|remarks|deprecated|see|throws)(#\d+)?$/;

/** hash 必须写成带引号的字符串：全是数字或形如 1e234567 的 hash 会被 YAML 读成数字。 */
function checkHash(file: string, where: string, hash: unknown): string {
  if (typeof hash === 'string' && /^[0-9a-f]{8}$/.test(hash)) return hash;
  throw new CatalogueError(
    file,
    where,
    `hash 应为带引号的 8 位十六进制字符串（如 hash: '0a1b2c3d'），实际为 ${JSON.stringify(hash)}；运行 npm run api:skeleton 可得到当前原文的 hash`,
  );
}

export class CatalogueError extends Error {
  constructor(file: string, where: string, problem: string) {
    super(`${file}${where ? ` › ${where}` : ''}：${problem}`);
    this.name = 'CatalogueError';
  }
}

type Plain = Record<string, unknown>;

function isPlain(value: unknown): value is Plain {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** 条目键的第一段就是顶层符号名，也就是文件名：Cheerio.attr#2 → Cheerio。 */
export function topLevelName(key: string): string {
  return /^[^.#(]+/.exec(key)?.[0] ?? key;
}

function readText(file: string, where: string, value: unknown): TextEntry {
  if (!isPlain(value)) throw new CatalogueError(file, where, '应为 { hash, zh } 对象');
  const { hash, zh, ...rest } = value;
  if (Object.keys(rest).length) {
    throw new CatalogueError(file, where, `不认识的字段 ${Object.keys(rest).join(', ')}（只允许 hash 与 zh）`);
  }
  if (zh !== undefined && zh !== null && typeof zh !== 'string') {
    throw new CatalogueError(file, where, 'zh 应为字符串');
  }
  return { hash: checkHash(file, where, hash), zh: typeof zh === 'string' ? zh.trim() : '' };
}

function readNamed(file: string, where: string, value: unknown): Record<string, TextEntry> {
  if (!isPlain(value)) throw new CatalogueError(file, where, '应为「名称 → { hash, zh }」的映射');
  return Object.fromEntries(
    Object.entries(value).map(([name, text]) => [name, readText(file, `${where}.${name}`, text)]),
  );
}

function readExample(file: string, where: string, value: unknown): ExampleEntry {
  if (!isPlain(value)) throw new CatalogueError(file, where, '应为 { hash, caption?, text?, comments? } 对象');
  const { hash, caption, text, comments, ...rest } = value;
  if (Object.keys(rest).length) {
    throw new CatalogueError(file, where, `不认识的字段 ${Object.keys(rest).join(', ')}`);
  }
  if (caption !== undefined && typeof caption !== 'string') {
    throw new CatalogueError(file, where, 'caption 应为字符串');
  }
  if (text !== undefined && !(Array.isArray(text) && text.every((t) => typeof t === 'string'))) {
    throw new CatalogueError(file, where, 'text 应为字符串列表，按顺序对应示例中的每段说明文字');
  }
  if (comments !== undefined && !(isPlain(comments) && Object.values(comments).every((c) => typeof c === 'string'))) {
    throw new CatalogueError(file, where, 'comments 应为「序号 → 译文」的映射，序号从 1 开始');
  }
  return {
    hash: checkHash(file, where, hash),
    ...(caption !== undefined && { caption }),
    ...(text !== undefined && { text }),
    ...(comments !== undefined && {
      comments: Object.fromEntries(Object.entries(comments).map(([index, zh]) => [Number(index), zh as string])),
    }),
  };
}

function readMember(file: string, key: string, value: unknown): MemberEntry {
  if (!isPlain(value)) throw new CatalogueError(file, key, '条目应为对象');
  const entry: MemberEntry = { tags: {} };
  for (const [field, content] of Object.entries(value)) {
    const where = `${key}.${field}`;
    if (field === 'summary') entry.summary = readText(file, where, content);
    else if (field === 'params') entry.params = readNamed(file, where, content);
    else if (field === 'typeParams') entry.typeParams = readNamed(file, where, content);
    else if (field === 'examples') {
      if (!Array.isArray(content)) throw new CatalogueError(file, where, '应为列表，按顺序对应每个 @example');
      entry.examples = content.map((example, index) => readExample(file, `${where}[${index}]`, example));
    } else if (TAG_FIELD.test(field)) entry.tags[field] = readText(file, where, content);
    else {
      throw new CatalogueError(
        file,
        where,
        '不认识的字段；允许 summary、params、typeParams、examples、returns、remarks、deprecated、see、throws',
      );
    }
  }
  return entry;
}

/** 解析一个符号文件。file 是相对目录的路径，只用于报错和校验文件名。 */
function parseYaml(file: string, text: string): unknown {
  try {
    return yaml.load(text, { filename: file }) ?? {};
  } catch (error) {
    const hint = '（以 ` [ { 等符号开头的值要加引号，多行文字用 |- 块）';
    throw new CatalogueError(file, '', `YAML 语法错误${hint}\n${(error as Error).message}`);
  }
}

export function parseSymbolFile(file: string, text: string): Map<string, MemberEntry> {
  const data = parseYaml(file, text);
  if (!isPlain(data)) throw new CatalogueError(file, '', '顶层应为「条目键 → 条目」的映射');
  const expected = path.basename(file, path.extname(file));
  const entries = new Map<string, MemberEntry>();
  for (const [key, value] of Object.entries(data)) {
    if (topLevelName(key) !== expected) {
      throw new CatalogueError(file, key, `条目应放在 ${topLevelName(key)}.yaml 中：每个文件只收一个顶层符号`);
    }
    entries.set(key, readMember(file, key, value));
  }
  return entries;
}

export function parseCategoriesFile(file: string, text: string): Map<string, string> {
  const data = parseYaml(file, text);
  if (!isPlain(data) || !Object.values(data).every((zh) => typeof zh === 'string' && zh.trim())) {
    throw new CatalogueError(file, '', '应为「英文分类名 → 中文分类名」的映射');
  }
  return new Map(Object.entries(data as Record<string, string>).map(([en, zh]) => [en, zh.trim()]));
}

function listYaml(dir: string, relative = ''): string[] {
  return readdirSync(path.join(dir, relative), { withFileTypes: true }).flatMap((dirent) => {
    const child = path.posix.join(relative, dirent.name);
    if (dirent.isDirectory()) return listYaml(dir, child);
    return /\.ya?ml$/.test(dirent.name) ? [child] : [];
  });
}

export function loadCatalogue(dir: string): Catalogue {
  const catalogue: Catalogue = { entries: new Map(), categories: new Map() };
  for (const file of listYaml(dir).sort()) {
    const text = readFileSync(path.join(dir, file), 'utf8');
    if (file === CATEGORIES_FILE) {
      catalogue.categories = parseCategoriesFile(file, text);
      continue;
    }
    for (const [key, entry] of parseSymbolFile(file, text)) {
      const existing = catalogue.entries.get(key);
      if (existing) throw new CatalogueError(file, key, `与 ${existing.file} 中的条目重复`);
      catalogue.entries.set(key, { file, entry });
    }
  }
  return catalogue;
}
