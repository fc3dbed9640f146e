/** 本地后端：按需下载构建时生成的索引，在浏览器里用内嵌引擎回答 Algolia 形状的查询。 */
import { createSearchEngine, type SearchEngine } from './engine';
import { SearchUnavailableError, toRetryError } from './errors';
import { toRequests } from './requests';
import type { SearchBackend, SearchIndexFile } from './types';

export function createLocalBackend(indexUrl: string): SearchBackend {
  let engine: Promise<SearchEngine> | null = null;

  // 同一页面只下载一次；失败时清掉缓存的 Promise，下一次查询会重新下载。
  function load(): Promise<SearchEngine> {
    engine ??= fetch(indexUrl, { credentials: 'same-origin' })
      .then((response) => {
        if (!response.ok) throw new SearchUnavailableError(`搜索索引下载失败（HTTP ${response.status}）：${indexUrl}`);
        return response.json() as Promise<SearchIndexFile>;
      })
      .then(createSearchEngine)
      .catch((error: unknown) => {
        engine = null;
        throw error instanceof SearchUnavailableError
          ? error
          : new SearchUnavailableError(`搜索索引无法加载：${indexUrl}`, { cause: error });
      });
    return engine;
  }

  return {
    warm: () => load().then(() => undefined),
    async search(searchMethodParams) {
      const requests = toRequests(searchMethodParams);
      const loaded = await load();
      try {
        return { results: requests.map((request) => loaded.search(request)) };
      } catch (error) {
        // 查询阶段的意外错误同样显示错误界面，而不是被 DocSearch 当成“没有结果”。
        throw toRetryError(error);
      }
    },
    addAlgoliaAgent: () => undefined,
  };
}
