/** 本地后端：按需下载构建时生成的索引，在浏览器里用内嵌引擎回答 Algolia 形状的查询。 */
import { createSearchEngine, type SearchEngine } from './engine';
import { SearchUnavailableError, toRetryError } from './errors';
import { toRequests } from './requests';
import type { SearchBackend, SearchIndexFile } from './types';

/** 下载索引文本；连不上或服务器报错都是 `network`。 */
async function download(indexUrl: string): Promise<string> {
  let response: Response;
  try {
    response = await fetch(indexUrl, { credentials: 'same-origin' });
  } catch (error) {
    throw new SearchUnavailableError('network', `搜索索引下载失败：${indexUrl}`, { cause: error });
  }
  if (!response.ok) {
    throw new SearchUnavailableError('network', `搜索索引下载失败（HTTP ${response.status}）：${indexUrl}`);
  }
  return response.text().catch((error: unknown) => {
    throw new SearchUnavailableError('network', `搜索索引下载中断：${indexUrl}`, { cause: error });
  });
}

/** 下载到了却用不了（不是 JSON、字段不对、格式版本与页面不符）是 `index`。 */
function open(text: string, indexUrl: string): SearchEngine {
  try {
    return createSearchEngine(JSON.parse(text) as SearchIndexFile);
  } catch (error) {
    throw new SearchUnavailableError('index', `搜索索引无法识别：${indexUrl}`, { cause: error });
  }
}

export function createLocalBackend(indexUrl: string): SearchBackend {
  let engine: Promise<SearchEngine> | null = null;

  // 同一页面只下载一次；失败时清掉缓存的 Promise，下一次查询会重新下载。
  function load(): Promise<SearchEngine> {
    engine ??= download(indexUrl)
      .then((text) => open(text, indexUrl))
      .catch((error: unknown) => {
        engine = null;
        throw error;
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
        // 查询阶段的意外错误多半来自索引里意料之外的内容：显示错误界面，而不是被 DocSearch 当成“没有结果”。
        throw toRetryError(error, 'index');
      }
    },
    addAlgoliaAgent: () => undefined,
  };
}
