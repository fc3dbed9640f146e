/** /search 页面的数据：按页向共享的搜索客户端查询，结果逐页追加。 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useEvent } from '@docusaurus/theme-common';
import {
  useAlgoliaContextualFacetFilters,
  useAlgoliaThemeConfig,
  useSearchResultUrlProcessor,
} from '@docusaurus/theme-search-algolia/client';
import { SearchUnavailableError, failureOf, type SearchFailure } from './errors';
import { HIERARCHY_LEVELS, type SearchHit, type SearchResponse } from './types';
import { useSiteSearch } from './useSiteSearch';

const HITS_PER_PAGE = 15;
/** 停止输入这么久才查询：每敲一个字都查询，前面的结果只会一闪而过。 */
const TYPING_DELAY_MS = 300;

export interface PageHit {
  url: string;
  /** 以下三项是 HTML：文本已转义，只含 `<mark>` 高亮（见 `toPageHit`）。 */
  title: string;
  breadcrumbs: string[];
  summary: string;
}

export type PagedSearch =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error'; failure: SearchFailure }
  | { status: 'done'; hits: PageHit[]; nbHits: number; page: number; nbPages: number };

type HighlightedLevels = Partial<Record<string, { value?: unknown }>>;

/**
 * 本地引擎先转义文本再加高亮标签（engine.ts 的 renderHighlighted），托管模式的命中在 hosted.ts 里经过 sanitizeHit，
 * 只留下请求里的 `<mark>`：所以这里取出的值可以直接当 HTML 插入。
 */
function toPageHit(hit: SearchHit, processUrl: (url: string) => string): PageHit {
  const levels = (hit._highlightResult?.hierarchy ?? {}) as HighlightedLevels;
  const titles = HIERARCHY_LEVELS.map((level) => levels[level]?.value).filter(
    (v): v is string => typeof v === 'string',
  );
  const summary = (hit._snippetResult?.content as { value?: unknown } | undefined)?.value;
  return {
    url: processUrl(String(hit.url)),
    title: titles.pop() ?? '',
    breadcrumbs: titles,
    summary: typeof summary === 'string' ? summary : '',
  };
}

export function usePagedSearch(query: string): { search: PagedSearch; loadMore: () => void } {
  const { client } = useSiteSearch();
  const {
    algolia: { indexName },
  } = useAlgoliaThemeConfig();
  const facetFilters = useAlgoliaContextualFacetFilters();
  const processUrl = useSearchResultUrlProcessor();
  const [search, setSearch] = useState<PagedSearch>({ status: 'idle' });
  /** 正在显示的查询：旧查询迟到的结果不覆盖新查询的。 */
  const current = useRef(query);

  const fetchPage = useEvent(async (page: number): Promise<Extract<PagedSearch, { status: 'done' }>> => {
    const { results } = await client.search({
      requests: [
        {
          indexName,
          query,
          page,
          hitsPerPage: HITS_PER_PAGE,
          facetFilters,
          highlightPreTag: '<mark>',
          highlightPostTag: '</mark>',
          attributesToSnippet: ['content:10'],
          snippetEllipsisText: '…',
        },
      ],
    });
    const result = results[0] as Partial<SearchResponse> | undefined;
    if (!Array.isArray(result?.hits) || typeof result.nbHits !== 'number' || typeof result.nbPages !== 'number') {
      throw new SearchUnavailableError('index', '搜索返回的结果无法识别');
    }
    const hits = result.hits.map((hit) => toPageHit(hit, processUrl));
    return { status: 'done', hits, nbHits: result.nbHits, page, nbPages: result.nbPages };
  });

  useEffect(() => {
    current.current = query;
    if (!query) {
      setSearch({ status: 'idle' });
      return undefined;
    }
    setSearch({ status: 'loading' });
    const timer = setTimeout(() => {
      fetchPage(0).then(
        (done) => current.current === query && setSearch(done),
        (error: unknown) => current.current === query && setSearch({ status: 'error', failure: failureOf(error) }),
      );
    }, TYPING_DELAY_MS);
    return () => clearTimeout(timer);
  }, [query, fetchPage]);

  const loadMore = useCallback(() => {
    if (search.status !== 'done' || search.page + 1 >= search.nbPages) return;
    const asked = current.current;
    fetchPage(search.page + 1).then(
      (next) =>
        current.current === asked &&
        setSearch((shown) => (shown.status === 'done' ? { ...next, hits: [...shown.hits, ...next.hits] } : shown)),
      (error: unknown) => current.current === asked && setSearch({ status: 'error', failure: failureOf(error) }),
    );
  }, [search, fetchPage]);

  return { search, loadMore };
}
