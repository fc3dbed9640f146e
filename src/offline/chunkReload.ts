/**
 * 新部署删掉了旧页面还要按需加载的分块（实时编辑器、读者工具等）时，整页重新加载一次，换上新版本的页面和分块，
 * 而不是留下一个坏掉的组件或“页面出错了”。
 *
 * 只在分块确实已经不存在（服务器回 404）时才重新加载：断网导致的加载失败重新加载也没用，只会丢掉读者眼前的页面。
 * 同一个页面 30 秒内只重新加载一次（记在 sessionStorage 的 `cheerio.chunkReload` 里），新版本仍然缺分块时不会
 * 无限循环；sessionStorage 不可用时不重新加载。
 */
const RELOAD_KEY = 'cheerio.chunkReload';
const RELOAD_WINDOW_MS = 30_000;

type ChunkLoadError = Error & { request?: string };

export function isChunkLoadError(error: unknown): error is ChunkLoadError {
  return error instanceof Error && error.name === 'ChunkLoadError';
}

function reloadedRecently(now: number): boolean {
  const last = JSON.parse(sessionStorage.getItem(RELOAD_KEY) ?? 'null') as { path?: string; at?: number } | null;
  return last?.path === window.location.pathname && now - (last.at ?? 0) < RELOAD_WINDOW_MS;
}

async function chunkIsGone(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { method: 'HEAD', cache: 'no-store' });
    return response.status === 404;
  } catch {
    return false;
  }
}

/** 已经决定重新加载：同一次失败常常连带几个分块（几个 import 各自报错），后面的不再另做决定，也不再打印。 */
let reloading = false;

/** 错误是缺失的分块、分块在服务器上确实没有了、最近没有为它重新加载过时，重新加载并返回 true。 */
export async function reloadForMissingChunk(error: unknown): Promise<boolean> {
  if (!isChunkLoadError(error) || !error.request) return false;
  if (reloading) return true;
  const gone = await chunkIsGone(error.request);
  if (reloading) return true;
  if (!gone) return false;
  const now = Date.now();
  try {
    if (reloadedRecently(now)) return false;
    sessionStorage.setItem(RELOAD_KEY, JSON.stringify({ path: window.location.pathname, at: now }));
  } catch {
    return false;
  }
  reloading = true;
  window.location.reload();
  return true;
}
