import type { ThemeConfig } from '@docusaurus/theme-search-algolia';
import type { SearchIndexPluginOptions } from '../plugins/search-index';
import type { SearchMode } from '../search/browser/types';
import type { SearchCustomFields } from '../search/browser/siteConfig';
import { env } from './env';
import { links } from '../constants/links';
import { SEARCH_INDEX_FILE } from '../constants/search';

/** 两种模式共用的索引名；DocSearch 用它拼出最近搜索与收藏的 localStorage 键。 */
export const DEFAULT_INDEX_NAME = 'cheerio_zh';
/** /search 页面的路径。不能以斜杠开头：主题把它直接拼在 baseUrl（`/`）后面，`/search` 会变成 `//search`。 */
export const SEARCH_PAGE_PATH = 'search';

/** `/docs/intro.html#x` → `/docs/intro#x`，`/docs/api/index.html` → `/docs/api`（`to` 不能为空，所以用捕获组保留锚点）。 */
export const HTML_SUFFIX = /(?:\/index)?\.html(#|$)/;

interface SearchEnv {
  searchMode?: SearchMode;
  algoliaAppId?: string;
  algoliaSearchApiKey?: string;
}

/** 有凭据就用托管模式；显式要求托管模式却缺凭据时让构建失败，而不是悄悄退回本地索引。 */
export function resolveSearchMode({ searchMode, algoliaAppId, algoliaSearchApiKey }: SearchEnv): SearchMode {
  const hasCredentials = Boolean(algoliaAppId && algoliaSearchApiKey);
  if (searchMode === 'local') return 'local';
  if (searchMode === 'algolia' || algoliaAppId || algoliaSearchApiKey) {
    if (!hasCredentials) {
      const missing = [!algoliaAppId && 'ALGOLIA_APP_ID', !algoliaSearchApiKey && 'ALGOLIA_SEARCH_API_KEY'].filter(
        Boolean,
      );
      throw new Error(
        `托管搜索（Algolia）缺少 ${missing.join(' 和 ')}。请同时设置 ALGOLIA_APP_ID 与 ALGOLIA_SEARCH_API_KEY，` +
          '或者去掉 Algolia 相关变量（或设置 SEARCH_MODE=local）改用内嵌的本地索引。',
      );
    }
    return 'algolia';
  }
  return 'local';
}

export const searchMode = resolveSearchMode(env);

/**
 * 主题要求 appId、apiKey、indexName 必填；本地模式没有 Algolia 应用，用占位值满足校验
 * （SearchBar 在本地模式下不会用它们发请求，也不输出指向 Algolia 的 preconnect）。
 */
export const algolia = {
  appId: searchMode === 'algolia' ? env.algoliaAppId! : 'LOCAL',
  apiKey: searchMode === 'algolia' ? env.algoliaSearchApiKey! : 'local-search',
  indexName: env.algoliaIndexName ?? DEFAULT_INDEX_NAME,
  contextualSearch: true,
  searchPagePath: SEARCH_PAGE_PATH,
  /** 托管索引若收录了英文官网的页面，这些结果整页跳转过去，而不是当作站内路由。 */
  externalUrlRegex: `^${links.englishSite.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(/|$)`,
  /**
   * 爬虫可能收录带 .html 或 /index.html 后缀的地址（GitHub Pages 都能访问），统一成 CONTRIBUTING.md“路由”里的无后缀地址。
   * 主题的校验接受 RegExp（取其 source；字符串会被当作字面量转义），类型声明却只写了 string。
   */
  replaceSearchResultPathname: { from: HTML_SUFFIX as unknown as string, to: '$1' },
  searchParameters: {},
} satisfies ThemeConfig['algolia'];

export const searchCustomFields = {
  mode: searchMode,
  indexFile: SEARCH_INDEX_FILE,
  devServer: env.devServer,
  reportUrl: `${links.repository}/issues/new`,
} satisfies SearchCustomFields;

export const searchIndexPluginOptions = {
  enabled: searchMode === 'local',
  fileName: SEARCH_INDEX_FILE,
  // 搜索页本身，以及只把教程的标题和简介再列一遍的分类页：它们进了索引只会排在真正讲这件事的教程前面。
  excludeRoutes: [`/${SEARCH_PAGE_PATH}`, '/docs/category/tutorials---basics', '/docs/category/tutorials---advanced'],
} satisfies SearchIndexPluginOptions;
