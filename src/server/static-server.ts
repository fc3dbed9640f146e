import { open, realpath, stat, type FileHandle } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream';
import { promisify } from 'node:util';
import { gzip as gzipCallback } from 'node:zlib';
import {
  cacheControlFor,
  compressibleContentType,
  contentTypes,
  securityHeaders,
  securityHeadersFor,
} from '../hosting/rules';
import { parseHttpDate } from './http-date';

const gzip = promisify(gzipCallback);

/**
 * 一个行为与 GitHub Pages 相同的静态服务器：依次尝试「原路径的文件」「路径 + .html」「路径/index.html」，
 * 都不存在时返回 404.html 并带 404 状态码。语义（连同缓存头和安全头）的定义在 src/hosting/rules.ts，
 * 第二个主机的配置也由它生成。
 * 不用 docusaurus serve 的原因：它会把旧的 /classes/Cheerio.html 301 到不存在的地址，重定向页面永远到不了（见 CONTRIBUTING.md 的“重定向”）。
 * e2e 测试和 Lighthouse 都经由它访问站点，所以线上会 404 的地址在这里也必须 404，否则测试会在坏地址上通过。
 */

export function contentTypeFor(filePath: string): string {
  return contentTypes[path.extname(filePath).toLowerCase()] ?? 'application/octet-stream';
}

/** 按 RFC 9110 解析 Accept-Encoding：`gzip;q=0` 表示拒绝，未列出 gzip 时看 `*` 的权重。 */
export function acceptsGzip(acceptEncoding: string | undefined): boolean {
  const weights = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (!name) continue;
    const q = params.find((param) => param.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weight = weights.get('gzip') ?? weights.get('x-gzip') ?? weights.get('*') ?? 0;
  return weight > 0;
}

/**
 * GitHub Pages 对文本类响应做 gzip 压缩；本地照做，Lighthouse 等工具测得的传输体积和加载时间才与线上一致。
 */
export function shouldGzip(contentType: string, acceptEncoding: string | undefined): boolean {
  return compressibleContentType.test(contentType) && acceptsGzip(acceptEncoding);
}

/**
 * 取出请求目标的路径部分。只接受以单个 `/` 开头的形式：`//host/x` 这类目标按路径处理，不当作主机名解析，
 * 否则 `//[` 之类的目标会让 URL 解析抛错。返回 null 表示目标无法理解（应答 400）。
 */
function requestPathname(target: string | undefined): string | null {
  if (!target?.startsWith('/')) return null;
  const pathname = target.split(/[?#]/, 1)[0] ?? '';
  // 控制字符和空白不会出现在合法的请求行里；Node 已拒绝大部分，这里兜底。
  return /[\u0000-\u0020\u007f\\]/.test(pathname) ? null : pathname;
}

/**
 * 逐段解码路径。编码错误返回 undefined；`%2f`（编码的斜杠）、`%5c` 和 NUL 在 GitHub Pages 上找不到文件，这里返回 null。
 */
function decodeSegments(urlPath: string): string[] | null | undefined {
  const segments: string[] = [];
  for (const raw of urlPath.split('/')) {
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return undefined;
    }
    if (/[/\\\0]/.test(segment)) return null;
    segments.push(segment);
  }
  return segments;
}

async function isFile(filePath: string): Promise<boolean> {
  try {
    return (await stat(filePath)).isFile();
  } catch {
    return false;
  }
}

function isInside(base: string, target: string): boolean {
  return target === base || target.startsWith(base + path.sep);
}

/**
 * 把请求路径映射到要发送的文件；返回 null 表示该发 404 页面。
 * 以 `/` 结尾的路径只找「路径/index.html」：`trailingSlash: false` 的站点上 `/docs/intro/` 在 GitHub Pages 是 404。
 * 符号链接解析到真实位置后再检查一次是否仍在根目录内。
 */
export async function resolveRequestPath(root: string, urlPath: string): Promise<string | null> {
  const segments = decodeSegments(urlPath);
  if (!segments) return null;
  const decoded = segments.join('/');
  const base = path.resolve(root);
  const target = path.resolve(base, `.${path.posix.normalize(`/${decoded}`)}`);
  if (!isInside(base, target)) return null;

  const candidates = decoded.endsWith('/')
    ? [path.join(target, 'index.html')]
    : [target, `${target}.html`, path.join(target, 'index.html')];
  for (const candidate of candidates) {
    if (!(await isFile(candidate))) continue;
    try {
      const [realBase, realCandidate] = await Promise.all([realpath(base), realpath(candidate)]);
      return isInside(realBase, realCandidate) ? candidate : null;
    } catch {
      return null;
    }
  }
  return null;
}

/** 压缩结果按文件、大小和修改时间缓存，总量有上限，避免每个请求都重新压缩同一个大脚本。 */
class GzipCache {
  private readonly entries = new Map<string, Buffer>();
  private bytes = 0;

  constructor(private readonly limit = 64 * 1024 * 1024) {}

  async get(key: string, read: () => Promise<Buffer>): Promise<Buffer> {
    const cached = this.entries.get(key);
    if (cached) return cached;
    const compressed = await gzip(await read());
    this.entries.set(key, compressed);
    this.bytes += compressed.length;
    for (const [oldKey, value] of this.entries) {
      if (this.bytes <= this.limit) break;
      this.entries.delete(oldKey);
      this.bytes -= value.length;
    }
    return compressed;
  }
}

/** 弱校验器：大小与修改时间；gzip 压缩后的表示是另一个表示，后缀放在引号之内（RFC 9110 的 entity-tag 语法）。 */
export function etagFor(size: number, mtimeMs: number, gzipped: boolean): string {
  return `W/"${size.toString(16)}-${Math.floor(mtimeMs).toString(16)}${gzipped ? '-gzip' : ''}"`;
}

/**
 * 条件请求（RFC 9110 §13.1.2、§13.1.3）：有 If-None-Match 时只看它（弱比较），If-Modified-Since 一概不看；
 * 没有它时才看 If-Modified-Since，且只认合法的 HTTP-date，晚于服务器当前时间的日期无效、同样忽略。精度到秒。
 */
export function isNotModified(
  headers: Pick<IncomingMessage['headers'], 'if-none-match' | 'if-modified-since'>,
  etag: string,
  mtime: Date,
  now = new Date(),
): boolean {
  const ifNoneMatch = headers['if-none-match'];
  if (ifNoneMatch !== undefined) {
    const opaque = etag.replace(/^W\//, '');
    return ifNoneMatch.split(',').some((tag) => {
      const value = tag.trim();
      return value === '*' || value.replace(/^W\//, '') === opaque;
    });
  }
  const ifModifiedSince = headers['if-modified-since'];
  if (ifModifiedSince === undefined) return false;
  const since = parseHttpDate(ifModifiedSince.trim(), now);
  if (since === undefined || since > now.getTime()) return false;
  return Math.floor(mtime.getTime() / 1000) * 1000 <= since;
}

function sendPlain(response: ServerResponse, status: number, text: string, extra: Record<string, string> = {}): void {
  const body = Buffer.from(text);
  response
    .writeHead(status, {
      'Content-Type': 'text/plain; charset=utf-8',
      'Content-Length': String(body.length),
      ...securityHeaders,
      ...extra,
    })
    .end(body);
}

async function openFile(filePath: string): Promise<FileHandle | null> {
  try {
    return await open(filePath, 'r');
  } catch {
    return null;
  }
}

/**
 * 站点放在路径前缀之下（BASE_URL，例如 `/cheerio/`）时，前缀之后的部分才是站点里的路径；不带结尾斜杠的前缀本身
 * 与 GitHub Pages 的项目站点一样 301 到带斜杠的形式。返回 null 表示地址在站点之外。
 */
function withinBase(pathname: string, basePath: string): string | { redirect: string } | null {
  if (basePath === '/') return pathname;
  if (pathname === basePath.slice(0, -1)) return { redirect: basePath };
  return pathname.startsWith(basePath) ? pathname.slice(basePath.length - 1) : null;
}

async function handle(
  { root, basePath }: Required<SiteOptions>,
  cache: GzipCache,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    sendPlain(response, 405, '405：只支持 GET 和 HEAD', { Allow: 'GET, HEAD' });
    return;
  }
  const requested = requestPathname(request.url);
  if (requested === null || decodeSegments(requested) === undefined) {
    sendPlain(response, 400, '400：无法理解的请求地址');
    return;
  }
  const pathname = withinBase(requested, basePath);
  if (pathname !== null && typeof pathname === 'object') {
    const query = request.url?.slice(requested.length) ?? '';
    sendPlain(response, 301, '301', { Location: pathname.redirect + query });
    return;
  }

  const found = pathname === null ? null : await resolveRequestPath(root, pathname);
  // 文件可能在查找之后、打开之前被删除（例如重新构建时）：打开失败就按找不到处理。
  let handleForFile = found ? await openFile(found) : null;
  let status = 200;
  let filePath = found ?? '';
  if (!handleForFile) {
    status = 404;
    filePath = path.join(root, '404.html');
    handleForFile = await openFile(filePath);
    if (!handleForFile) {
      sendPlain(response, 404, '404：找不到页面');
      return;
    }
  }

  const fileHandle = handleForFile;
  let streaming = false;
  try {
    const info = await fileHandle.stat();
    if (!info.isFile()) {
      sendPlain(response, 404, '404：找不到页面');
      return;
    }
    const contentType = contentTypeFor(filePath);
    const useGzip = shouldGzip(contentType, request.headers['accept-encoding']);
    const etag = etagFor(info.size, info.mtimeMs, useGzip);
    const relativeFile = path.relative(path.resolve(root), filePath).split(path.sep).join('/');
    const headers: Record<string, string> = {
      'Content-Type': contentType,
      'Cache-Control': cacheControlFor({ found: status === 200, relativeFile }),
      Vary: 'Accept-Encoding',
      ...securityHeadersFor(status === 200 ? relativeFile : ''),
      ETag: etag,
      'Last-Modified': info.mtime.toUTCString(),
    };
    if (status === 200 && isNotModified(request.headers, etag, info.mtime)) {
      response.writeHead(304, headers).end();
      return;
    }
    if (useGzip) {
      const key = `${filePath}\0${info.size}\0${info.mtimeMs}`;
      const body = await cache.get(key, () => fileHandle.readFile());
      response.writeHead(status, { ...headers, 'Content-Encoding': 'gzip', 'Content-Length': String(body.length) });
      response.end(request.method === 'HEAD' ? undefined : body);
      return;
    }
    response.writeHead(status, { ...headers, 'Content-Length': String(info.size) });
    if (request.method === 'HEAD' || info.size === 0) {
      response.end();
      return;
    }
    streaming = true;
    // pipeline 在下载中断或读取出错时销毁两端并关闭文件描述符；出错时连接已发出响应头，只能断开。
    pipeline(fileHandle.createReadStream({ start: 0, end: info.size - 1 }), response, () => undefined);
  } finally {
    if (!streaming) await fileHandle.close();
  }
}

export type StaticServerOptions = { root: string; port: number; host?: string };
/** basePath：站点的路径前缀（默认 `/`），与构建时的 BASE_URL 相同。 */
type SiteOptions = { root: string; basePath?: string };

export function createStaticServer({ root, basePath = '/' }: SiteOptions): Server {
  const cache = new GzipCache();
  const server = createServer((request, response) => {
    handle({ root, basePath }, cache, request, response).catch((error: unknown) => {
      // 意外错误只影响这一个请求，服务器继续运行。
      console.error(`静态服务器处理 ${request.url ?? ''} 时出错：${String(error)}`);
      if (!response.headersSent) sendPlain(response, 500, '500：服务器内部错误');
      else response.destroy();
    });
  });
  // 无法解析的请求行（例如非法字符）：回 400 后关闭连接，而不是让错误冒泡。
  server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
  });
  return server;
}

export function listen(server: Server, { port, host = '127.0.0.1' }: Omit<StaticServerOptions, 'root'>): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
}
