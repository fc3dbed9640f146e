import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { createGzip } from 'node:zlib';

/**
 * 一个行为与 GitHub Pages 相同的静态服务器：依次尝试「原路径的文件」「路径 + .html」「路径/index.html」，
 * 都不存在时返回 404.html 并带 404 状态码。
 * 不用 docusaurus serve 的原因：它会把旧的 /classes/Cheerio.html 301 到不存在的地址，重定向页面永远到不了（见 CONTRIBUTING.md 的“重定向”）。
 */

const contentTypes: Record<string, string> = {
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
  '.map': 'application/json; charset=utf-8',
};

export function contentTypeFor(filePath: string): string {
  return contentTypes[path.extname(filePath).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * GitHub Pages 对文本类响应做 gzip 压缩；本地照做，Lighthouse 等工具测得的传输体积和加载时间才与线上一致。
 */
export function shouldGzip(contentType: string, acceptEncoding: string | undefined): boolean {
  const compressible = /^(text\/|application\/(json|xml)|image\/svg\+xml)/.test(contentType);
  return compressible && /\bgzip\b/i.test(acceptEncoding ?? '');
}

async function isFile(filePath: string): Promise<boolean> {
  try {
    return (await stat(filePath)).isFile();
  } catch {
    return false;
  }
}

/** 把请求路径映射到要发送的文件；返回 null 表示该发 404 页面。 */
export async function resolveRequestPath(root: string, urlPath: string): Promise<string | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const base = path.resolve(root);
  const target = path.resolve(base, `.${path.posix.normalize(`/${decoded}`)}`);
  if (target !== base && !target.startsWith(base + path.sep)) return null;

  const candidates = [target, `${target}.html`, path.join(target, 'index.html')];
  for (const candidate of candidates) {
    if (await isFile(candidate)) return candidate;
  }
  return null;
}

export type StaticServerOptions = { root: string; port: number; host?: string };

export function createStaticServer({ root }: Pick<StaticServerOptions, 'root'>): Server {
  return createServer(async (request, response) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    const found = await resolveRequestPath(root, pathname);
    const filePath = found ?? path.join(root, '404.html');
    const status = found ? 200 : 404;
    const contentType = contentTypeFor(filePath);
    const gzip = shouldGzip(contentType, request.headers['accept-encoding']);
    const headers = {
      'Content-Type': contentType,
      'Cache-Control': filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
      Vary: 'Accept-Encoding',
      ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
    };
    if (!(await isFile(filePath))) {
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('404：找不到页面');
      return;
    }
    response.writeHead(status, headers);
    if (request.method === 'HEAD') {
      response.end();
      return;
    }
    const body = createReadStream(filePath);
    if (gzip) body.pipe(createGzip()).pipe(response);
    else body.pipe(response);
  });
}

export function listen(server: Server, { port, host = '127.0.0.1' }: Omit<StaticServerOptions, 'root'>): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
}
