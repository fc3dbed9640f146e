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

function typeCode(type: RecordType): number {
  return type === 'content' ? 0 : Number(type.slice(3));
}

function typeFromCode(code: number): RecordType {
  return code === 0 ? 'content' : (`lvl${code}` as RecordType);
}

/** 把完整记录编码成紧凑索引。同一页面的记录必须连续且按页内顺序排列（`weight.position` 由顺序推出）。 */
export function compactIndex(records: DocSearchRecord[], origin: string): SearchIndexFile {
  const pages: IndexedPage[] = [];
  const pageIndex = new Map<string, number>();
  const out: IndexedRecord[] = [];
  for (const record of records) {
    const path = record.url_without_anchor.slice(origin.length) || '/';
    let p = pageIndex.get(path);
    if (p === undefined) {
      p = pages.length;
      pageIndex.set(path, p);
      pages.push({ u: path, l: record.language, g: record.docusaurus_tag, r: record.weight.pageRank });
    }
    const h = HIERARCHY_LEVELS.map((level) => record.hierarchy[level]);
    while (h.length > 0 && h[h.length - 1] === null) h.pop();
    const entry: IndexedRecord = { p, t: typeCode(record.type), h };
    if (record.anchor) entry.a = record.anchor;
    if (record.content !== null) entry.c = record.content;
    out.push(entry);
  }
  return { version: 1, origin, pages, records: out };
}

/** 紧凑索引还原成完整的 DocSearch 记录；`objectID` 由页面路径和页内序号组成，同一次构建内稳定。 */
export function expandIndex(file: SearchIndexFile): DocSearchRecord[] {
  if (file.version !== 1 || !Array.isArray(file.records) || !Array.isArray(file.pages)) {
    throw new Error('搜索索引的格式无法识别');
  }
  const positions = new Map<number, number>();
  return file.records.map((entry) => {
    const page = file.pages[entry.p];
    const position = positions.get(entry.p) ?? 0;
    positions.set(entry.p, position + 1);
    const type = typeFromCode(entry.t);
    const hierarchy = Object.fromEntries(HIERARCHY_LEVELS.map((level, i) => [level, entry.h[i] ?? null])) as Hierarchy;
    const base = file.origin + page.u;
    return {
      objectID: `${page.u}#${position}`,
      type,
      hierarchy,
      content: entry.c ?? null,
      url: entry.a ? `${base}#${entry.a}` : base,
      url_without_anchor: base,
      anchor: entry.a ?? null,
      weight: { pageRank: page.r, level: levelWeight(type), position },
      language: page.l,
      docusaurus_tag: page.g,
    };
  });
}
