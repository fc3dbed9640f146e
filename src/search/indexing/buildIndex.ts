import { compactIndex } from './compactIndex';
import { keywordsFor, pageRankFor } from './keywords';
import type { DocSearchRecord, SearchIndexFile } from '../browser/types';
import { extractPage } from './extract';

export interface IndexablePage {
  /** 路由（含 baseUrl），如 `/docs/intro`。 */
  route: string;
  html: string;
}

/**
 * 上下文搜索只会返回这两类页面（`docusaurus_tag:default` 与 `docs-<插件>-<版本>`）；
 * 博客列表、标签列表等汇总页只是重复文章内容，不进索引。
 */
export function isSearchableTag(tag: string): boolean {
  return tag === 'default' || tag.startsWith('docs-');
}

export function buildSearchIndex(
  pages: IndexablePage[],
  { siteUrl, siteNoIndex, baseUrl = '/' }: { siteUrl: string; siteNoIndex: boolean; baseUrl?: string },
): SearchIndexFile {
  const origin = siteUrl.replace(/\/+$/, '');
  const records: DocSearchRecord[] = [];
  for (const { route, html } of pages) {
    const page = extractPage(html, origin + route);
    // 整站 noIndex（预览部署）时每页都带 noindex，但站内搜索仍应可用；只跳过单独声明 noindex 的页面。
    if ((page.noindex && !siteNoIndex) || !isSearchableTag(page.docusaurusTag)) continue;
    // 术语表和页面权重按不带路径前缀（BASE_URL）的路由登记。
    const siteRoute = route.startsWith(baseUrl) ? route.slice(baseUrl.length - 1) : route;
    const keywords = keywordsFor(siteRoute);
    const pageRank = pageRankFor(siteRoute);
    for (const record of page.records) {
      record.weight.pageRank = pageRank;
      if (record.type === 'lvl1' && keywords.length > 0) record.keywords = keywords;
      records.push(record);
    }
  }
  return compactIndex(records, origin);
}
