/** 托管后端：algoliasearch 的 lite 客户端，换上能真正记住失败主机的 hostsCache，并清洗返回的命中。 */
import { liteClient } from 'algoliasearch/lite';
import type { AlgoliaAgent, SearchBackend } from './client';
import { createHostsCache } from './hostsCache';
import { toRequests } from './requests';
import { sanitizeHit } from './sanitize';
import { INDEX_DEFAULTS } from './settings';
import type { MultiSearchResponse } from './types';

function browserStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

export function createHostedBackend(appId: string, apiKey: string, agents: AlgoliaAgent[]): SearchBackend {
  const client = liteClient(appId, apiKey, {
    hostsCache: createHostsCache(browserStorage(), `__SEARCH_HOSTS__${appId}`),
  });
  for (const { segment, version } of agents) client.addAlgoliaAgent(segment, version);

  return {
    warm: async () => undefined,
    async search(searchMethodParams) {
      const requests = toRequests(searchMethodParams);
      const { results } = (await client.search(searchMethodParams as Parameters<typeof client.search>[0])) as MultiSearchResponse;
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
    clearCache: () => client.clearCache(),
  };
}
