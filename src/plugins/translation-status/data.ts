import type { SitePage } from '../markdown-twins/sitePages';
import type { PageTranslation } from '../../upstream/browser/types';
import type { Snapshot } from '../../upstream/snapshot';
import type { StatusPageData, StatusRow } from './browser/types';

/** 翻译状态页的数据：页面列表与它们 front matter 里的 translation（构建时算好），加上快照里的改动明细。 */
export function statusPageData(
  pages: readonly SitePage[],
  snapshot: Snapshot | undefined,
  siteDir: string,
): StatusPageData {
  const rows = pages.flatMap((page): StatusRow[] => {
    const translation = page.frontMatter.translation as PageTranslation | undefined;
    if (!translation) return [];
    const file = page.file
      .slice(siteDir.length + 1)
      .split('\\')
      .join('/');
    const entry = snapshot?.pages[file];
    const changes =
      translation.status === 'changed' && entry
        ? { insertions: entry.insertions, deletions: entry.deletions, commits: entry.commits }
        : undefined;
    // TypeDoc 生成的标题带 Markdown 转义（Cheerio\<T\>），这里显示为纯文字。
    const title = page.title.replace(/\\(.)/g, '$1');
    return [{ section: page.section, title, permalink: page.permalink, translation, ...(changes && { changes }) }];
  });
  return {
    ...(snapshot && { checked: snapshot.upstream }),
    rows,
    unmatched: snapshot?.unmatched ?? [],
    ...(snapshot?.api.found && {
      api: { version: snapshot.api.version, tag: snapshot.api.tag, commits: snapshot.api.commits.length },
    }),
  };
}
