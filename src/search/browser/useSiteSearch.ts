import { useMemo } from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useAlgoliaThemeConfig } from '@docusaurus/theme-search-algolia/client';
import { getSearchClient, type SiteSearchClient } from './client';
import { readSearchCustomFields, type SearchCustomFields } from './siteConfig';

export interface SiteSearch extends SearchCustomFields {
  client: SiteSearchClient;
}

/** 当前站点的搜索设置与（整个页面会话共用的）搜索客户端。 */
export function useSiteSearch(): SiteSearch {
  const { siteConfig } = useDocusaurusContext();
  const fields = readSearchCustomFields(siteConfig.customFields);
  const {
    algolia: { appId, apiKey },
  } = useAlgoliaThemeConfig();
  const indexUrl = useBaseUrl(`/${fields.indexFile}`);
  const client = useMemo(
    () => getSearchClient({ mode: fields.mode, appId, apiKey, indexUrl }),
    [fields.mode, appId, apiKey, indexUrl],
  );
  return { ...fields, client };
}
