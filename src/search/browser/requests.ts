import type { SearchRequest } from './types';

/** 这些参数在 Algolia 的参数串里可以写成逗号分隔的字符串。 */
const LIST_PARAMS = ['attributesToRetrieve', 'attributesToHighlight', 'attributesToSnippet', 'facets'];

/** 解析 `query=…&hitsPerPage=20` 形式的参数串：JSON 能解析的值按 JSON（数组、数字、布尔），其余保持字符串。 */
function parseParamString(params: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(params)) {
    if (key === 'query') {
      out[key] = value;
      continue;
    }
    try {
      out[key] = JSON.parse(value);
    } catch {
      out[key] = value;
    }
  }
  return out;
}

function flatten(request: Record<string, unknown>): SearchRequest {
  const { params, ...rest } = request;
  const merged: Record<string, unknown> = {
    ...rest,
    ...(typeof params === 'string'
      ? parseParamString(params)
      : ((params as Record<string, unknown> | undefined) ?? {})),
  };
  for (const key of LIST_PARAMS) {
    if (typeof merged[key] === 'string') merged[key] = merged[key].split(',').map((item) => item.trim());
  }
  return merged;
}

/**
 * 把 `search()` 能收到的三种写法统一成展平的请求列表：
 * `{requests: [{indexName, query, …}]}`（DocSearch 3.7+、algoliasearch v5）、
 * `[{indexName, params: {…}}]`（algoliasearch-helper，即 /search 页面）和 `[{indexName, query, params}]`（DocSearch 3.6 及更早）。
 */
export function toRequests(searchMethodParams: unknown): SearchRequest[] {
  const list = Array.isArray(searchMethodParams)
    ? searchMethodParams
    : (searchMethodParams as { requests?: unknown } | null | undefined)?.requests;
  if (!Array.isArray(list)) {
    throw new Error('Parameter `searchMethodParams.requests` is required when calling `search`.');
  }
  return list.map((request) => flatten((request ?? {}) as Record<string, unknown>));
}
