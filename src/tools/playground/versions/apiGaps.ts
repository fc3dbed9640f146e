import sinceData from '../../../data/api-since.json';

/**
 * 与 1.2.0 相比，一个旧版本缺了哪些 API、哪些 API 之后改了行为。数据是 src/data/api-since.json（npm run api:since
 * 逐个运行真实的各个版本得出，API 页面的“新增于”“变更于”用的也是它）。沙箱里运行的是浏览器构建，loadBuffer、
 * fromURL 这些依赖 Node 的函数在任何版本里都不存在，对比输出看不出它们从哪个版本起才有；这份清单补上这一点。
 */

interface SinceData {
  releases: { version: string }[];
  entries: Record<string, { since: string; changes?: { version: string; note: string }[] }>;
}

const data = sinceData as SinceData;
const order = new Map(data.releases.map(({ version }, index) => [version, index]));

export interface ApiGaps {
  /** 1.2.0 有、这个版本还没有的条目（API 页面上的名字，如 `CheerioAPI.extract`、`loadBuffer`）。 */
  missing: { name: string; since: string }[];
  /** 这个版本之后改了行为的条目。 */
  changed: { name: string; version: string; note: string }[];
}

export function apiGaps(release: string): ApiGaps {
  const position = order.get(release);
  if (position === undefined) return { missing: [], changed: [] };
  const later = (version: string) => (order.get(version) ?? -1) > position;
  const entries = Object.entries(data.entries);
  return {
    missing: entries.filter(([, entry]) => later(entry.since)).map(([name, { since }]) => ({ name, since })),
    changed: entries.flatMap(([name, entry]) =>
      later(entry.since)
        ? []
        : (entry.changes ?? []).filter((change) => later(change.version)).map((change) => ({ name, ...change })),
    ),
  };
}
