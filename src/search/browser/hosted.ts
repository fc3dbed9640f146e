/** 托管后端：algoliasearch 的 lite 客户端，换上能真正记住失败主机的 hostsCache，并清洗返回的命中。 */
import { liteClient } from 'algoliasearch/lite';
import type { AlgoliaAgent, MultiSearchResponse, SearchBackend } from './types';
import { SearchUnavailableError } from './errors';
import { createHostsCache } from './hostsCache';
import { toRequests } from './requests';
import { sanitizeHit } from './sanitize';
import { INDEX_DEFAULTS } from './settings';

function browserStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * 4xx（密钥无效、索引不存在……）不会换主机重试，algoliasearch 直接抛 ApiError；DocSearch 只对 RetryError 显示错误界面，
 * 其余错误会让界面停在“没有结果”。这里把它也报告为无法获取结果，并在控制台留下原始错误方便站点维护者排查。
 */
function surfaceApiError(error: unknown): never {
  if (error instanceof Error && 'status' in error) {
    console.warn('Algolia 拒绝了搜索请求：', error);
    throw new SearchUnavailableError(error.message, { cause: error });
  }
  throw error;
}

export function createHostedBackend(appId: string, apiKey: string, agents: AlgoliaAgent[]): SearchBackend {
  const client = liteClient(appId, apiKey, {
    hostsCache: createHostsCache(browserStorage(), `__SEARCH_HOSTS__${appId}`),
  });
  for (const { segment, version } of agents) client.addAlgoliaAgent(segment, version);

  return {
    warm: () => Promise.resolve(),
    async search(searchMethodParams) {
      const requests = toRequests(searchMethodParams);
      const { results } = (await client
        .search(searchMethodParams as Parameters<typeof client.search>[0])
        .catch(surfaceApiError)) as MultiSearchResponse;
      return {
        results: results.map((result, i) => {
          if (!('hits' in result)) return result;
          const request = requests[i] ?? {};
          const tags = [
            request.highlightPreTag ?? INDEX_DEFAULTS.highlightPreTag,
            request.highlightPostTag ?? INDEX_DEFAULTS.highlightPostTag,
          ];
          return { ...result, hits: result.hits.map((hit) => sanitizeHit(hit, tags)) };
        }),
      };
    },
    addAlgoliaAgent: (segment, version) => client.addAlgoliaAgent(segment, version),
  };
}
