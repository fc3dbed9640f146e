import {
  HIERARCHY_LEVELS,
  type DocSearchRecord,
  type Hierarchy,
  type IndexedPage,
  type IndexedRecord,
  type RecordType,
  type SearchIndexFile,
} from './types';

/** DocSearch 爬虫给各类型记录的 `weight.level`：lvl1 最高，正文为 0。 */
export function levelWeight(type: RecordType): number {
  return type === 'content' ? 0 : 100 - (Number(type.slice(3)) - 1) * 10;
}

/** 记录类型在紧凑索引里的编号：0 是正文，1–6 是 lvl1–lvl6。 */
export function typeCode(type: RecordType): number {
  return type === 'content' ? 0 : Number(type.slice(3));
}

function typeFromCode(code: number): RecordType {
  return code === 0 ? 'content' : (`lvl${code}` as RecordType);
}

const isString = (value: unknown): value is string => typeof value === 'string';

function isPage(value: unknown): value is IndexedPage {
  const page = value as Partial<IndexedPage> | null;
  return (
    Boolean(page) &&
    isString(page?.u) &&
    isString(page?.l) &&
    isString(page?.g) &&
    Number.isFinite(page?.r) &&
    (page?.k === undefined || (Array.isArray(page.k) && page.k.every(isString)))
  );
}

function isRecord(value: unknown, pageCount: number, first: boolean): value is IndexedRecord {
  const entry = value as Partial<IndexedRecord> | null;
  if (!entry || typeof entry !== 'object') return false;
  if (entry.p === undefined ? first : !Number.isInteger(entry.p) || entry.p < 0 || entry.p >= pageCount) return false;
  if (entry.t !== undefined && (!Number.isInteger(entry.t) || entry.t < 0 || entry.t > HIERARCHY_LEVELS.length - 1))
    return false;
  if (
    entry.h !== undefined &&
    (!Array.isArray(entry.h) || !entry.h.every((level) => level === null || isString(level)))
  )
    return false;
  return (entry.a === undefined || isString(entry.a)) && (entry.c === undefined || isString(entry.c));
}

/**
 * 索引文件来自网络（可能被截断、被旧版本缓存或被代理改写）：字段类型不对时整个索引按“无法使用”处理
 * （`SearchFailure` 的 `index`），界面说明索引有问题，而不是在查询时抛出 TypeError、看起来像“没有结果”。
 */
function isIndexFile(file: unknown): file is SearchIndexFile {
  const candidate = file as Partial<SearchIndexFile> | null;
  if (!candidate || candidate.version !== 3 || !isString(candidate.origin)) return false;
  if (!Array.isArray(candidate.pages) || !Array.isArray(candidate.records)) return false;
  const pageCount = candidate.pages.length;
  return candidate.pages.every(isPage) && candidate.records.every((entry, i) => isRecord(entry, pageCount, i === 0));
}

/** 紧凑索引还原成完整的 DocSearch 记录；`objectID` 由页面路径和页内序号组成，同一次构建内稳定。 */
export function expandIndex(file: SearchIndexFile): DocSearchRecord[] {
  const version = (file as { version?: unknown } | null)?.version;
  if (version !== 3) throw new Error(`搜索索引的格式版本是 ${String(version)}，这个页面读取的是第 3 版`);
  if (!isIndexFile(file)) throw new Error('搜索索引的字段无法识别');
  const positions = new Map<number, number>();
  let pageNumber = 0;
  let inherited: (string | null)[] = [];
  let anchor = '';
  return file.records.map((entry) => {
    // 省略的页面、层级和锚点都沿用上一条记录；换页时层级和锚点从头开始。
    if (entry.p !== undefined && entry.p !== pageNumber) {
      pageNumber = entry.p;
      inherited = [];
      anchor = '';
    }
    const page = file.pages[pageNumber];
    const position = positions.get(pageNumber) ?? 0;
    positions.set(pageNumber, position + 1);
    if (position === 0) {
      inherited = [];
      anchor = '';
    }
    const type = typeFromCode(entry.t ?? 0);
    if (entry.h) inherited = entry.h;
    if (entry.a !== undefined) anchor = entry.a;
    const levels = inherited;
    const hierarchy = Object.fromEntries(HIERARCHY_LEVELS.map((level, i) => [level, levels[i] ?? null])) as Hierarchy;
    const base = file.origin + page.u;
    const record: DocSearchRecord = {
      objectID: `${page.u}#${position}`,
      type,
      hierarchy,
      content: entry.c ?? null,
      url: anchor ? `${base}#${anchor}` : base,
      url_without_anchor: base,
      anchor: anchor || null,
      weight: { pageRank: page.r, level: levelWeight(type), position },
      language: page.l,
      docusaurus_tag: page.g,
    };
    if (type === 'lvl1' && page.k) record.keywords = page.k;
    return record;
  });
}
