/**
 * 弹窗和 /search 页面共用的搜索客户端。它满足 DocSearch 对 `transformSearchClient` 返回值的要求
 * （`search`、`addAlgoliaAgent`、`transporter.algoliaAgent`），真正的后端在第一次需要时才动态加载，
 * 所以引擎和 algoliasearch 都不在任何页面的首屏脚本里。
 */
import type { DocSearchTransformClient } from '@docsearch/react';
import { toRetryError } from './errors';
import type { AlgoliaAgent, SearchBackend, SearchMode } from './types';

export interface SearchClientOptions {
  mode: SearchMode;
  appId: string;
  apiKey: string;
  /** 本地索引的地址（含 baseUrl）。 */
  indexUrl: string;
}

export interface SiteSearchClient extends DocSearchTransformClient {
  /** 预先加载后端（本地模式会下载索引），在鼠标移到搜索按钮上或按钮获得焦点时调用。 */
  warm(): void;
}

function loadBackend(options: SearchClientOptions, agents: AlgoliaAgent[]): Promise<SearchBackend> {
  if (options.mode === 'algolia') {
    return import('./hosted').then(({ createHostedBackend }) =>
      createHostedBackend(options.appId, options.apiKey, agents),
    );
  }
  return import('./local').then(({ createLocalBackend }) => createLocalBackend(options.indexUrl));
}

function createSiteSearchClient(options: SearchClientOptions): SiteSearchClient {
  const agents: AlgoliaAgent[] = [];
  let backend: Promise<SearchBackend> | null = null;

  // 加载失败（网络中断导致分块下载失败等）时不缓存，下一次查询重试。
  function load(): Promise<SearchBackend> {
    backend ??= loadBackend(options, agents).catch((error: unknown) => {
      backend = null;
      throw toRetryError(error, 'network');
    });
    return backend;
  }

  const algoliaAgent = {
    get value() {
      return agents.map(({ segment, version }) => (version ? `${segment} (${version})` : segment)).join('; ');
    },
    add({ segment, version }: AlgoliaAgent) {
      if (agents.some((agent) => agent.segment === segment)) return;
      agents.push({ segment, version });
      void backend?.then((loaded) => loaded.addAlgoliaAgent(segment, version)).catch(() => undefined);
    },
  };

  return {
    search: (searchMethodParams: unknown) => load().then((loaded) => loaded.search(searchMethodParams)),
    addAlgoliaAgent: (segment: string, version?: string) => algoliaAgent.add({ segment, version }),
    transporter: { algoliaAgent } as unknown as DocSearchTransformClient['transporter'],
    warm() {
      load()
        .then((loaded) => loaded.warm())
        .catch(() => undefined);
    },
  };
}

const clients = new Map<string, SiteSearchClient>();

/** 同一组选项在整个页面会话里只有一个客户端：弹窗和 /search 页面共享已下载的索引和主机状态。 */
export function getSearchClient(options: SearchClientOptions): SiteSearchClient {
  const key = JSON.stringify(options);
  let client = clients.get(key);
  if (!client) {
    client = createSiteSearchClient(options);
    clients.set(key, client);
  }
  return client;
}
