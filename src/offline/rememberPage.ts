import type { CacheUrlsMessage } from './routes';

/**
 * 请服务工作线程保存一个页面的 HTML。客户端路由切换页面时不会下载新页面的 HTML，不告诉它，读者打开过的页面
 * 离线时（刷新或直接输入地址）就打不开。工作线程还没有接管页面时什么也不做。
 */
export function rememberPage(url: string): void {
  const message: CacheUrlsMessage = { type: 'CACHE_URLS', payload: { urlsToCache: [url] } };
  navigator.serviceWorker?.controller?.postMessage(message);
}
