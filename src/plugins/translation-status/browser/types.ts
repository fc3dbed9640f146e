import type { PageTranslation, UpstreamCommit, UpstreamPage } from '../../../upstream/browser/types';

/** 翻译状态页的数据：构建时由 ../data.ts 算出，浏览器里由 StatusPage.tsx 渲染。 */
export interface StatusRow {
  /** 与 markdown-twins 的 SitePage['section'] 相同（data.ts 把它赋给这里，两者不一致时类型检查报错）。 */
  section: 'docs' | 'api' | 'blog';
  title: string;
  permalink: string;
  translation: PageTranslation;
  /** 英文原文有改动时，此后的提交与增删行数（来自快照）。 */
  changes?: { insertions: number; deletions: number; commits: UpstreamCommit[] };
}

export interface StatusPageData {
  /** 快照核对时上游仓库的 HEAD；没有快照时为 undefined。 */
  checked?: { commit: string; date: string };
  rows: StatusRow[];
  unmatched: UpstreamPage[];
  api?: { version: string; tag: string; commits: number };
}
