import type { SearchRequest } from './types';

/**
 * `search()` 收到的参数：algoliasearch v5 的 `{requests: [{indexName, query, …}]}`，参数都在每个请求的顶层。
 * 弹窗（DocSearch 3.9 内置的 algoliasearch 5）和 /search 页面都这样调用；旧版的数组写法不再接受。
 */
export function toRequests(searchMethodParams: unknown): SearchRequest[] {
  const list = (searchMethodParams as { requests?: unknown } | null | undefined)?.requests;
  if (!Array.isArray(list)) {
    throw new Error('Parameter `searchMethodParams.requests` is required when calling `search`.');
  }
  return list.map((request) => ({ ...((request ?? {}) as SearchRequest) }));
}
