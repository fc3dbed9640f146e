/** 托管后端：algoliasearch 的 lite 客户端，换上能真正记住失败主机的 hostsCache，并清洗返回的命中。 */
import { liteClient } from 'algoliasearch/lite';
import type { AlgoliaAgent, MultiSearchResponse, SearchBackend } from './types';
import { toRetryError } from './errors';
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
 * 所有主机都连不上时 algoliasearch 抛出 RetryError，原样交给界面（连不上）。其他错误说明 Algolia 回答了、却不能用：
 * 4xx（密钥无效、索引不存在……）不会换主机重试，直接抛 ApiError；应答无法解析时抛 DeserializationError。
 * DocSearch 只对 RetryError 显示错误界面，其余错误会让界面停在“没有结果”，所以报告为索引不可用，
 * 并在控制台留下原始错误方便站点维护者排查。
 */
function surfaceError(error: unknown): never {
  if (error instanceof Error && error.name === 'RetryError') throw error;
  console.warn('Algolia 拒绝了搜索请求或返回了无法识别的结果：', error);
  throw toRetryError(error, 'index');
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
        .catch(surfaceError)) as MultiSearchResponse;
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
