/**
 * 离线阅读的地址规则：服务工作线程（worker/sw.ts）、页面上的注册代码和离线页共用。只有纯函数，不碰 DOM 或 Worker API。
 */

/** 所有缓存名的前缀：Workbox 的预缓存是 `cheerio-precache-v2-<范围>`，运行时缓存见下面。离线页按前缀找到它们。 */
export const CACHE_PREFIX = 'cheerio';
/** 读者打开过的页面（HTML）。 */
export const PAGES_CACHE = `${CACHE_PREFIX}-pages`;
/** 预缓存之外的 /assets/ 文件（新部署的分块等）。 */
export const ASSETS_CACHE = `${CACHE_PREFIX}-assets`;
/** 离线页的文件名（由 src/plugins/offline-page 生成，随预缓存保存）。 */
export const OFFLINE_PAGE_FILE = 'offline.html';

/**
 * 第一次安装离线阅读之前，读者在站点上停留的时间（毫秒）：安装要在后台下载整套预缓存，不和第一个页面的加载抢带宽
 * （见 src/clientModules/offlineReading.ts）。
 */
export const FIRST_INSTALL_DELAY_MS = 10_000;

/** 页面通知服务工作线程保存一个地址时用的消息（Workbox 路由自带的 CACHE_URLS 协议）。 */
export interface CacheUrlsMessage {
  type: 'CACHE_URLS';
  payload: { urlsToCache: string[] };
}

/** 服务工作线程不会当作页面的文件扩展名。博客地址里有 `cheerio-1.0` 这样带点的 slug，所以不能按“有没有点”判断。 */
const FILE_EXTENSION =
  /\.(?:js|mjs|css|json|xml|txt|md|map|svg|png|jpe?g|gif|webp|avif|ico|woff2?|ttf|webmanifest|zip|gz)$/i;

/** 站点基础路径之下的相对路径（不带开头的 `/`）；不在基础路径之下时返回 null。 */
export function sitePath(pathname: string, basePath: string): string | null {
  return pathname.startsWith(basePath) ? pathname.slice(basePath.length) : null;
}

/** 相对路径是不是一个页面：/assets/ 下的都是脚本、样式和图片，其余按扩展名判断（`.html` 和干净地址是页面）。 */
export function isPagePath(relativePath: string): boolean {
  if (relativePath.startsWith('assets/')) return false;
  const name = relativePath.slice(relativePath.lastIndexOf('/') + 1);
  return !FILE_EXTENSION.test(name);
}

export function isAssetPath(relativePath: string): boolean {
  return relativePath.startsWith('assets/');
}

/**
 * 页面缓存的键：去掉查询参数和锚点。静态托管对同一路径的不同查询返回同一个文件，`/search?q=a` 与 `/search?q=b`
 * 共用一份，缓存不会随查询无限增长。
 */
export function pageCacheKey(url: string): string {
  const key = new URL(url);
  key.search = '';
  key.hash = '';
  return key.href;
}
