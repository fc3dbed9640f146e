/** 构建时写进 `siteConfig.customFields.search` 的搜索设置（由 `src/config/search.ts` 生成）。 */
import type { SearchMode } from './types';

export interface SearchCustomFields {
  mode: SearchMode;
  /** 本地索引在构建目录里的文件名。 */
  indexFile: string;
  /** 开发服务器（`docusaurus start`）：不运行 postBuild，没有本地索引，界面要说明原因。 */
  devServer: boolean;
  /** “请告知我们”链接的地址前缀（新建 issue 的页面）。 */
  reportUrl: string;
}

export function readSearchCustomFields(customFields: Record<string, unknown> | undefined): SearchCustomFields {
  const fields = customFields?.search as SearchCustomFields | undefined;
  if (!fields)
    throw new Error(
      'siteConfig.customFields.search 缺失：请在 docusaurus.config.ts 中加入 src/config/search.ts 的 searchCustomFields。',
    );
  return fields;
}

/** “请告知我们”：打开预填了标题和正文的新 issue 页面。 */
export function missingResultsUrl(reportUrl: string, query: string, pageUrl: string): string {
  const params = new URLSearchParams({
    title: `[中文文档] 搜索“${query}”没有结果`,
    body: `搜索词：${query}\n所在页面：${pageUrl}\n\n我原本想找的内容：`,
  });
  return `${reportUrl}?${params.toString()}`;
}
