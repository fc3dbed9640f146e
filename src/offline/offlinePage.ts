/**
 * 离线页（`offline.html`，由 src/offline-build/ 生成）的脚本：服务工作线程拿不到页面时返回离线页，这里列出这台设备上
 * 已经保存、现在就能打开的页面。列表直接读 Cache Storage，所以是真实保存了的，而不是“应该保存了”的。
 * 站点的基础路径和标题由离线页写在 <html> 的 data 属性里。
 */
import { CACHE_PREFIX, OFFLINE_PAGE_FILE, PAGES_CACHE, sitePath } from './routes';

interface SavedPage {
  path: string;
  title: string;
  savedWithSite: boolean;
}

const root = document.documentElement;
const baseUrl = root.dataset.baseUrl ?? '/';
const siteTitle = root.dataset.siteTitle ?? '';

// 与站点的颜色模式一致（站点把读者的选择存在 localStorage 的 theme 里）；这段脚本在 <head> 里，先于首次绘制。
try {
  if (localStorage.getItem('theme') === 'dark') root.dataset.theme = 'dark';
} catch {
  // 存储不可用时保持浅色。
}

/** 页面文件的地址对应的干净地址：`/docs/intro.html` → `/docs/intro`，`/index.html` → `/`。 */
function cleanPath(pathname: string): string {
  if (!pathname.endsWith('.html')) return pathname;
  const withoutSuffix = pathname.slice(0, -'.html'.length);
  return withoutSuffix.endsWith('/index') ? withoutSuffix.slice(0, -'index'.length) : withoutSuffix;
}

/** 只读 HTML 开头到 </title> 为止：API 页面有几百 KB，列表只需要标题。 */
async function readHead(response: Response): Promise<string> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let head = '';
  while (!/<\/title>/i.test(head) && head.length < 64 * 1024) {
    const { done, value } = await reader.read();
    if (done) break;
    head += decoder.decode(value, { stream: true });
  }
  await reader.cancel();
  return head;
}

function titleOf(head: string): string | null {
  const match = /<title[^>]*>([\s\S]*?)<\/title>/i.exec(head);
  if (!match) return null;
  const title = new DOMParser().parseFromString(`<title>${match[1] ?? ''}</title>`, 'text/html').title;
  const suffix = ` | ${siteTitle}`;
  return title.endsWith(suffix) ? title.slice(0, -suffix.length) : title;
}

async function savedPages(): Promise<SavedPage[]> {
  const offlinePath = cleanPath(`${baseUrl}${OFFLINE_PAGE_FILE}`);
  const pages = new Map<string, SavedPage>();
  for (const name of await caches.keys()) {
    const savedWithSite = name.startsWith(`${CACHE_PREFIX}-precache`);
    if (!savedWithSite && name !== PAGES_CACHE) continue;
    const cache = await caches.open(name);
    for (const request of await cache.keys()) {
      const url = new URL(request.url);
      if (url.origin !== window.location.origin || sitePath(url.pathname, baseUrl) === null) continue;
      const path = cleanPath(url.pathname);
      if (path === offlinePath || pages.has(path)) continue;
      const response = await cache.match(request);
      if (!response?.headers.get('content-type')?.includes('text/html')) continue;
      const head = await readHead(response);
      // 旧地址的重定向页面（meta refresh）不是可读的页面。
      if (/<meta[^>]+http-equiv=["']?refresh/i.test(head)) continue;
      pages.set(path, { path, title: titleOf(head) ?? path, savedWithSite });
    }
  }
  return [...pages.values()];
}

function section(heading: string, pages: SavedPage[]): HTMLElement[] {
  if (pages.length === 0) return [];
  const title = document.createElement('h3');
  title.textContent = heading;
  const list = document.createElement('ul');
  for (const page of pages) {
    const link = document.createElement('a');
    link.href = page.path;
    link.textContent = page.title;
    const item = document.createElement('li');
    item.append(link);
    list.append(item);
  }
  return [title, list];
}

/** 随站点保存的页面按阅读顺序排：首页、简介、基础教程、进阶教程，然后是其余页面。 */
const READING_ORDER = ['', 'docs/intro', 'docs/basics/', 'docs/category/tutorials---basics', 'docs/advanced/'];

function readingRank(path: string): number {
  const relative = sitePath(path, baseUrl) ?? path;
  const rank = READING_ORDER.findIndex((prefix) => (prefix === '' ? relative === '' : relative.startsWith(prefix)));
  return rank === -1 ? READING_ORDER.length : rank;
}

async function showSavedPages(summary: HTMLElement, container: HTMLElement): Promise<void> {
  if (!('caches' in window)) {
    summary.textContent = '这个浏览器不支持离线保存页面。';
    return;
  }
  const pages = await savedPages();
  const byTitle = (a: SavedPage, b: SavedPage) => a.title.localeCompare(b.title, 'zh-CN');
  const byReadingOrder = (a: SavedPage, b: SavedPage) =>
    readingRank(a.path) - readingRank(b.path) || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0);
  summary.textContent =
    pages.length === 0 ? '这台设备上还没有保存任何页面。' : `这台设备上保存了 ${pages.length} 个页面，现在就能打开：`;
  container.append(
    ...section('教程与指南（随站点一起保存）', pages.filter((page) => page.savedWithSite).sort(byReadingOrder)),
    ...section('你打开过的页面', pages.filter((page) => !page.savedWithSite).sort(byTitle)),
  );
}

document.addEventListener('DOMContentLoaded', () => {
  const requested = document.getElementById('requested-page');
  if (requested) {
    try {
      requested.textContent = decodeURI(window.location.pathname);
    } catch {
      requested.textContent = window.location.pathname;
    }
  }
  document.getElementById('reload')?.addEventListener('click', () => window.location.reload());
  const summary = document.getElementById('offline-summary');
  const container = document.getElementById('offline-pages');
  if (!summary || !container) return;
  showSavedPages(summary, container).catch(() => {
    summary.textContent = '无法读取这台设备上保存的页面。';
  });
});
