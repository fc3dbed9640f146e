import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { UpstreamPage } from './browser/types';
import type { ApiDrift, PageStatus, StatusReport } from './status';

/**
 * 上游状态快照：`npm run upstream:status -- <克隆> --write` 把对照结果写进仓库，构建时只读这个文件，不联网。
 * 每周的工作流（.github/workflows/upstream-status.yml）会在快照过期时在跟踪 issue 里提醒。
 */
export const SNAPSHOT_FILE = 'src/data/upstream-status.json';

/** 快照里的一个页面：对照结果去掉本站文件名（它是 `pages` 的键）和标题。 */
export type SnapshotPage = Omit<PageStatus, 'file' | 'title'>;

export interface Snapshot {
  note: string;
  upstream: { commit: string; date: string };
  /** 键是本站文件（相对仓库根目录）。 */
  pages: Record<string, SnapshotPage>;
  unmatched: UpstreamPage[];
  api: ApiDrift;
}

export function toSnapshot(report: StatusReport): Snapshot {
  return {
    note: '由 npm run upstream:status -- <cheeriojs/cheerio 的克隆> --write 生成，不要手改。',
    upstream: report.head,
    pages: Object.fromEntries(
      // 逐个写出字段而不是展开：键的顺序与已提交的快照一致，没有值的可选字段不写。
      report.pages.map((page): [string, SnapshotPage] => [
        page.file,
        {
          path: page.path,
          commit: page.commit,
          ...(page.commitDate && { commitDate: page.commitDate }),
          ...(page.pathAtCommit && { pathAtCommit: page.pathAtCommit }),
          ...(page.url && { url: page.url }),
          state: page.state,
          ...(page.problem && { problem: page.problem }),
          insertions: page.insertions,
          deletions: page.deletions,
          commits: page.commits,
          anchors: page.anchors,
        },
      ]),
    ),
    unmatched: report.unmatched,
    api: report.api,
  };
}

export function serializeSnapshot(snapshot: Snapshot): string {
  return `${JSON.stringify(snapshot, null, 2)}\n`;
}

/** 页面状态是否与快照一致（忽略上游 HEAD 本身：它每周都在变，没有页面受影响时不算过期）。 */
export function sameStatus(a: Snapshot, b: Snapshot): boolean {
  const strip = ({ note, upstream, ...rest }: Snapshot) => rest;
  return JSON.stringify(strip(a)) === JSON.stringify(strip(b));
}

export function readSnapshot(root: string): Snapshot | undefined {
  try {
    return JSON.parse(readFileSync(path.join(root, SNAPSHOT_FILE), 'utf8')) as Snapshot;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}
