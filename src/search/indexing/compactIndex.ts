import { typeCode } from '../browser/indexFormat';
import {
  HIERARCHY_LEVELS,
  type DocSearchRecord,
  type IndexedPage,
  type IndexedRecord,
  type SearchIndexFile,
} from '../browser/types';

/**
 * 把完整记录编码成紧凑索引。同一页面的记录必须连续且按页内顺序排列（`weight.position` 由顺序推出）。
 * 与上一条记录相同的页面、层级和锚点都省略（正文记录大多如此），正文记录的类型 0 也省略。
 */
export function compactIndex(records: DocSearchRecord[], origin: string): SearchIndexFile {
  const pages: IndexedPage[] = [];
  const pageIndex = new Map<string, number>();
  const out: IndexedRecord[] = [];
  let previousPage = -1;
  let previousLevels: string | null = null;
  let previousAnchor = '';
  for (const record of records) {
    const path = record.url_without_anchor.slice(origin.length) || '/';
    let p = pageIndex.get(path);
    if (p === undefined) {
      p = pages.length;
      pageIndex.set(path, p);
      pages.push({ u: path, l: record.language, g: record.docusaurus_tag, r: record.weight.pageRank });
    }
    if (record.keywords?.length) pages[p].k = record.keywords;
    const entry: IndexedRecord = {};
    if (p !== previousPage) {
      entry.p = p;
      previousLevels = null;
      previousAnchor = '';
    }
    previousPage = p;
    const type = typeCode(record.type);
    if (type !== 0) entry.t = type;
    const h = HIERARCHY_LEVELS.map((level) => record.hierarchy[level]);
    while (h.length > 0 && h[h.length - 1] === null) h.pop();
    const levels = JSON.stringify(h);
    if (levels !== previousLevels) entry.h = h;
    previousLevels = levels;
    const anchor = record.anchor ?? '';
    if (anchor !== previousAnchor) entry.a = anchor;
    previousAnchor = anchor;
    if (record.content !== null) entry.c = record.content;
    out.push(entry);
  }
  return { version: 3, origin, pages, records: out };
}
