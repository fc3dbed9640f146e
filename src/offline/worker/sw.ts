/**
 * 离线阅读的服务工作线程。由 `src/offline-build/cli.ts` 在构建之后打包成 `build/sw.js`，Workbox 的
 * injectManifest 把预缓存清单填进 `self.__WB_MANIFEST`。
 *
 * - 预缓存（安装时下载）：全部脚本和样式、教程与指南的页面、首页、搜索页和搜索索引、图标、离线页，清单与预算见
 *   `src/offline-build/precache.ts`。这些地址总是从缓存返回，新部署随新的工作线程一起整体替换，不会新旧混用。
 * - 其他页面：先走网络，读者打开过的存进页面缓存；网络 4 秒没有响应时用缓存里的副本。
 * - 没有副本、网络又不通（或 10 秒都没有响应）时，返回列出本机已保存页面的离线页，而不是浏览器的出错页。
 * - 新版本安装好后等待，由页面上的提示（“有新版本，刷新即可查看”）发来 SKIP_WAITING 才接管。
 */
import { clientsClaim, setCacheNameDetails } from 'workbox-core';
import type { RouteHandlerCallbackOptions, RouteMatchCallbackOptions, WorkboxPlugin } from 'workbox-core/types';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  addPlugins,
  cleanupOutdatedCaches,
  matchPrecache,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import {
  ASSETS_CACHE,
  CACHE_PREFIX,
  OFFLINE_PAGE_FILE,
  PAGES_CACHE,
  isAssetPath,
  isPagePath,
  pageCacheKey,
  sitePath,
} from '../routes';
import { SANDBOX_PAGE_FILE, SANDBOX_PAGE_HEADER_POLICY } from '../../sandbox/protocol';
import { isBuiltContent, type SiteDigests } from '../digests';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | PrecacheEntry)[];
  /** 构建的最后一步换成摘要表（src/offline-build/digests.ts）。 */
  __SITE_DIGESTS: SiteDigests;
};

const digests = self.__SITE_DIGESTS;

/** 有缓存副本时，网络超过这么久没有响应就先给副本（慢速或时断时续的连接上不让读者干等）。 */
const CACHED_PAGE_TIMEOUT_SECONDS = 4;
/** 没有副本时最多等这么久，之后给离线页（站点不响应时浏览器自己要等一分钟以上才报错）。 */
const UNCACHED_PAGE_DEADLINE_MS = 10_000;

const basePath = new URL(self.registration.scope).pathname;

setCacheNameDetails({ prefix: CACHE_PREFIX });

function relativePath({ url, sameOrigin }: RouteMatchCallbackOptions): string | null {
  return sameOrigin ? sitePath(url.pathname, basePath) : null;
}

/**
 * 三个缓存（预缓存、页面、/assets/）里取出的响应，都要是构建写下的那一份（src/offline/digests.ts）：对不上就删掉
 * 那一项，当作没有缓存，改走网络。这样即使同源的代码往缓存里放了东西，服务工作线程也不会把它送给页面。
 */
const onlyBuiltContent: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cacheName, request, cachedResponse }) => {
    if (!cachedResponse) return null;
    const path = sitePath(new URL(request.url).pathname, basePath);
    if (path !== null && (await isBuiltContent(digests, path, cachedResponse))) return cachedResponse;
    await (await caches.open(cacheName)).delete(request);
    return null;
  },
};

/** 预缓存里的一个文件，核对过内容；matchPrecache 不经过插件，这里自己核对。 */
async function builtPrecache(file: string): Promise<Response | undefined> {
  const cached = await matchPrecache(`${basePath}${file}`);
  return cached && (await isBuiltContent(digests, file, cached)) ? cached : undefined;
}

/**
 * 沙箱页（src/sandbox/）：浏览器不让服务工作线程接管带 sandbox 属性的 iframe 的导航，离线时页面改用不带属性的
 * iframe 来取它。这里从预缓存给出，并加上 sandbox 响应头，让它照样落在不透明的源里。要排在预缓存的路由之前。
 */
registerRoute(
  (options) => relativePath(options) === SANDBOX_PAGE_FILE,
  async ({ request }) => {
    const cached = await builtPrecache(SANDBOX_PAGE_FILE);
    if (!cached) return fetch(request);
    const headers = new Headers(cached.headers);
    headers.set('Content-Security-Policy', SANDBOX_PAGE_HEADER_POLICY);
    return new Response(cached.body, { status: 200, headers });
  },
);

addPlugins([onlyBuiltContent]);
// 预缓存的页面是 `docs/intro.html`；cleanURLs 让 `/docs/intro` 也命中它。静态托管对查询参数一视同仁，匹配时全部忽略。
precacheAndRoute(self.__WB_MANIFEST, { ignoreURLParametersMatching: [/.*/], cleanURLs: true });
cleanupOutdatedCaches();
clientsClaim();

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

const pages = new NetworkFirst({
  cacheName: PAGES_CACHE,
  networkTimeoutSeconds: CACHED_PAGE_TIMEOUT_SECONDS,
  plugins: [
    { cacheKeyWillBeUsed: ({ request }) => Promise.resolve(pageCacheKey(request.url)) },
    onlyBuiltContent,
    new ExpirationPlugin({ maxEntries: 200, purgeOnQuotaError: true }),
  ],
});

async function offlinePage(): Promise<Response> {
  const page = await builtPrecache(OFFLINE_PAGE_FILE);
  if (!page) return Response.error();
  return new Response(page.body, { status: 503, statusText: 'Service Unavailable', headers: page.headers });
}

function deadline(ms: number): Promise<never> {
  return new Promise((_, reject) => setTimeout(() => reject(new Error(`${ms} ms 内没有响应`)), ms));
}

async function page(options: RouteHandlerCallbackOptions): Promise<Response> {
  try {
    return await Promise.race([pages.handle(options), deadline(UNCACHED_PAGE_DEADLINE_MS)]);
  } catch {
    return offlinePage();
  }
}

// 导航请求，以及页面通过 CACHE_URLS 消息要求保存的页面地址（那是普通请求，不是导航）。
registerRoute((options) => {
  const path = relativePath(options);
  return path !== null && (options.request.mode === 'navigate' || isPagePath(path));
}, page);

// 预缓存之外的脚本和样式（文件名带内容哈希，内容永不改变）：一次下载，之后都从缓存取。
registerRoute(
  (options) => {
    const path = relativePath(options);
    return path !== null && isAssetPath(path);
  },
  new CacheFirst({
    cacheName: ASSETS_CACHE,
    plugins: [onlyBuiltContent, new ExpirationPlugin({ maxEntries: 150, purgeOnQuotaError: true })],
  }),
);
