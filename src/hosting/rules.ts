/**
 * 静态托管必须满足的语义，本站唯一的定义：本地静态服务器（src/server/）照此应答，生成的 nginx 配置（nginx.ts）
 * 照此书写，README 的“发布到第二个主机”照此说明。GitHub Pages 满足其中的查找顺序和 404；响应头它设置不了。
 *
 * 1. 查找顺序：原路径的文件 → 路径 + `.html` → 路径/`index.html`；以 `/` 结尾的路径只找 路径/`index.html`。
 * 2. 都找不到时以 404 状态返回站点的 `404.html`。
 * 3. 缓存：`assets/` 下的文件名带内容哈希，按解析出的文件（而不是请求地址）判断，可以永久缓存；其余一律每次验证
 *    （页面、sw.js、搜索索引都会在新部署时原地改变）。
 * 4. 每个响应都带下面的安全头（`<meta>` 形式的内容安全策略不能包含 frame-ancestors）。只有沙箱页（SANDBOX_PAGE_FILES：
 *    sandbox.html 和旧版本的 sandbox/<版本>.html）允许本站自己的页面把它放进 iframe：演练场和实时代码块在这个不透明的源里
 *    运行读者的代码（src/sandbox/）。
 */

import { SANDBOX_PAGE_HEADER_POLICY } from '../sandbox/protocol';
import { isSandboxPageFile } from '../sandbox/releases';

export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
export const REVALIDATE_CACHE = 'no-cache';

/** 站点目录里可以永久缓存的子目录（相对站点根目录，带结尾的 `/`）。 */
export const IMMUTABLE_DIRECTORY = 'assets/';

export const securityHeaders = {
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "frame-ancestors 'none'",
} as const;

/** 沙箱页的安全头：只有本站的页面能嵌入它，而且它总在不透明的源里。 */
export const sandboxPageHeaders = {
  ...securityHeaders,
  'Content-Security-Policy': SANDBOX_PAGE_HEADER_POLICY,
} as const;

/** 一个找到的文件应带的安全头。 */
export function securityHeadersFor(relativeFile: string): Readonly<Record<string, string>> {
  return isSandboxPageFile(relativeFile) ? sandboxPageHeaders : securityHeaders;
}

/** 文件扩展名对应的 Content-Type；表里没有的按二进制发送。 */
export const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  // 页面的 Markdown 版本（/docs/intro.md 等）；GitHub Pages 同样以 text/markdown 提供 .md 文件。
  '.md': 'text/markdown; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
  '.map': 'application/json; charset=utf-8',
};

/** 值得 gzip 的内容类型（GitHub Pages 也压缩文本类响应）。 */
export const compressibleContentType = /^(text\/|application\/(json|xml)|image\/svg\+xml)/;

/** 一个响应应带的 Cache-Control：只有找到的、位于 assets/ 下的文件可以永久缓存。 */
export function cacheControlFor({ found, relativeFile }: { found: boolean; relativeFile: string }): string {
  return found && relativeFile.startsWith(IMMUTABLE_DIRECTORY) ? IMMUTABLE_CACHE : REVALIDATE_CACHE;
}
