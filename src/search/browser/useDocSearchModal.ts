/**
 * 本站给 DocSearch 弹窗的设置：共享的搜索客户端、“请告知我们”链接、界面文字（错误界面随失败原因变化）和
 * 打开前清洗存储的最近搜索。弹出的 theme/SearchBar 只在几处调用这里，站点自己的逻辑不混在上游的代码里。
 * 它随弹窗（theme/SearchBar/Modal.tsx）按需加载；悬停时的预热只需要共享的客户端，在搜索按钮那边（useSiteSearch）。
 */
import { useCallback, useMemo, useState } from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import translations from '@theme/SearchTranslations';
import type { DocSearchModalProps, DocSearchTransformClient } from '@docsearch/react';
import { failureOf, type SearchFailure } from './errors';
import { failureText, modalInputLabel } from './messages';
import { useIsOffline } from './useIsOffline';
import { sanitizeStoredHits } from './sanitize';
import { missingResultsUrl } from './siteConfig';
import { useSiteSearch } from './useSiteSearch';

/** DocSearch 打开弹窗时读取这两个键；它把存储的字段原样当 HTML 渲染，所以在弹窗挂载之前清洗。 */
export function sanitizeStoredSearches(indexName: string): void {
  try {
    for (const kind of ['RECENT', 'FAVORITE']) {
      const key = `__DOCSEARCH_${kind}_SEARCHES__${indexName}`;
      const cleaned = sanitizeStoredHits(window.localStorage.getItem(key), window.location.origin);
      if (cleaned !== null) window.localStorage.setItem(key, cleaned);
    }
  } catch {
    // 存储不可用：DocSearch 自己退回到不保存的内存存储。
  }
}

/** @param docSearchVersion `@docsearch/react` 的版本，写进 Algolia 的 agent 字段。 */
export function useDocSearchModal(docSearchVersion: string) {
  const { siteMetadata } = useDocusaurusContext();
  const { client, mode, devServer, reportUrl } = useSiteSearch();
  const isOffline = useIsOffline();
  const [failure, setFailure] = useState<SearchFailure>('network');

  // DocSearch 以这个回调为键缓存客户端，所以它的身份必须稳定。
  const transformSearchClient = useCallback(
    (_docSearchClient: DocSearchTransformClient): DocSearchTransformClient => {
      client.addAlgoliaAgent('docsearch', docSearchVersion);
      client.addAlgoliaAgent('docsearch-react', docSearchVersion);
      client.addAlgoliaAgent('docusaurus', siteMetadata.docusaurusVersion);
      return {
        ...client,
        // 错误界面的说明取决于失败的原因（连不上，还是索引用不了）。
        search: (params) =>
          client.search(params).catch((error: unknown) => {
            setFailure(failureOf(error));
            throw error;
          }),
      };
    },
    [client, docSearchVersion, siteMetadata.docusaurusVersion],
  );

  const getMissingResultsUrl = useCallback(
    ({ query }: { query: string }) => missingResultsUrl(reportUrl, query, window.location.href),
    [reportUrl],
  );

  const localDevServer = mode === 'local' && devServer;
  const hostedOffline = mode === 'algolia' && isOffline;
  const modalTranslations = useMemo((): DocSearchModalProps['translations'] => {
    const { title, help } = failureText(failure, localDevServer, hostedOffline);
    return {
      ...translations.modal,
      searchBox: { ...translations.modal?.searchBox, searchInputLabel: modalInputLabel() },
      errorScreen: { titleText: title, helpText: help },
    };
  }, [failure, localDevServer, hostedOffline]);

  return { transformSearchClient, getMissingResultsUrl, translations: modalTranslations };
}
