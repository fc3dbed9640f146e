import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * 文档示例里 `https://example.com/...` 的替身。示例运行前，代码里的 https://example.com
 * 被换成本地服务器的地址；记录到的输出再换回来，所以页面上写的仍是 example.com。
 * 新示例需要新页面时，在这里加一条路由。
 */
export const EXAMPLE_ORIGIN = 'https://example.com';

export interface ExampleResponse {
  status?: number;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

const html = (body: string): ExampleResponse => ({
  headers: { 'content-type': 'text/html; charset=utf-8' },
  body,
});

/** 「你好，世界」的 GBK 编码，用来演示按 <meta charset> 识别编码。 */
const gbkGreeting = Buffer.from([0xc4, 0xe3, 0xba, 0xc3, 0xa3, 0xac, 0xca, 0xc0, 0xbd, 0xe7]);

/** 「今日要闻」的 GBK 编码。 */
const gbkHeadline = Buffer.from([0xbd, 0xf1, 0xc8, 0xd5, 0xd2, 0xaa, 0xce, 0xc5]);

const phonePage = (items: string, next: string) =>
  html(
    '<!doctype html><html><head><title>手机 - 示例商城</title></head><body><main><ul class="products">' +
      items +
      `</ul>${next}</main></body></html>`,
  );

const phone = (id: number, name: string, price: string, rating: string, tags: string[]) =>
  `<li class="product" data-sku="P${id}"><a class="name" href="/item/${id}">${name}</a>` +
  `<span class="price">¥${price}</span><span class="rating" title="${rating} 分">★★★★</span>` +
  `<ul class="tags">${tags.map((tag) => `<li>${tag}</li>`).join('')}</ul></li>`;

export const exampleRoutes: Record<string, ExampleResponse> = {
  '/': html(
    '<!doctype html><html lang="zh-CN"><head><title>示例首页</title></head>' +
      '<body><h1>欢迎</h1><a href="/books">图书</a><a href="/about">关于</a></body></html>',
  ),
  '/books': html(
    '<!doctype html><html><head><title>图书列表</title></head><body><ul class="books">' +
      '<li><a href="/books/1">JavaScript 高级程序设计</a><span class="price">¥99.00</span></li>' +
      '<li><a href="/books/2">深入浅出 Node.js</a><span class="price">¥69.00</span></li>' +
      '</ul></body></html>',
  ),
  // 用绝对 URL：cheerio 1.2.0 搭配的 undici 遇到相对 URL 的 Location 会直接抛出未捕获的异常。
  '/old-books': { status: 301, headers: { location: `${EXAMPLE_ORIGIN}/books` } },
  '/gbk': {
    headers: { 'content-type': 'text/html' },
    body: Buffer.concat([
      Buffer.from('<html><head><meta charset="gbk"><title>GBK</title></head><body><p>'),
      gbkGreeting,
      Buffer.from('</p></body></html>'),
    ]),
  },
  '/feed.xml': {
    headers: { 'content-type': 'application/rss+xml; charset=utf-8' },
    body:
      '<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>更新日志</title>' +
      '<item><title>1.2.0 发布</title><link>https://example.com/releases/1.2.0</link></item>' +
      '<item><title>1.1.0 发布</title><link>https://example.com/releases/1.1.0</link></item>' +
      '</channel></rss>',
  },
  '/shop/phones': phonePage(
    phone(101, '星河 X1', '3,999.00', '4.8', ['5G', '新品']) + phone(102, '星河 Lite', '1,499.00', '4.5', ['5G']),
    '<a class="next" href="/shop/phones/2">下一页</a>',
  ),
  '/shop/phones/2': phonePage(phone(103, '晨光 S', '2,299.00', '4.6', ['折叠屏']), ''),
  '/data.json': { headers: { 'content-type': 'application/json' }, body: '{"ok":true}' },

  // 常见问题与排错、安全两篇用到的页面。
  // GBK 页面，编码只写在响应头里，页面中没有 <meta charset>：fetch().text() 和不带编码的 loadBuffer 都会解错。
  '/news-gbk': {
    headers: { 'content-type': 'text/html; charset=GBK' },
    body: Buffer.concat([
      Buffer.from('<html><head><title>'),
      gbkHeadline,
      Buffer.from('</title></head><body><h1>'),
      gbkGreeting,
      Buffer.from('</h1><a href="/news/1">1</a></body></html>'),
    ]),
  },
  // 同一个页面，响应头里的 charset 带引号（合乎规范）：只取到 `"GBK"` 的正则会让 loadBuffer 认不出编码。
  '/news-gbk-quoted': {
    headers: { 'content-type': 'text/html; charset="GBK"' },
    body: Buffer.concat([Buffer.from('<html><body><h1>'), gbkGreeting, Buffer.from('</h1></body></html>')]),
  },
  // Location 是相对 URL：cheerio 1.2.0 的 fromURL 会以 TypeError 拒绝。
  '/moved-relative': { status: 302, headers: { location: '/books' } },
  // 跳到另一个源（www.example.com 不会被换成本地地址）：fromURL 仍向原来的主机请求新路径，取回的就是下面这页。
  '/to-www': { status: 301, headers: { location: 'https://www.example.com/which-host' } },
  '/which-host': html(
    '<!doctype html><html><head><title>example.com</title></head><body><p>这是 example.com 的页面</p></body></html>',
  ),
  // 约 1 MiB 的页面，演示读取响应时限制字节数。
  '/huge': html(`<!doctype html><html><body>${'<p>填充内容</p>'.repeat(60_000)}</body></html>`),
};

export interface ExampleServer {
  origin: string;
  close(): Promise<void>;
}

export async function startExampleServer(routes = exampleRoutes): Promise<ExampleServer> {
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    const route = routes[path];
    if (!route) {
      response.writeHead(404, { 'content-type': 'text/html; charset=utf-8' });
      response.end('<h1>404</h1>');
      return;
    }
    const headers = Object.fromEntries(
      Object.entries(route.headers ?? {}).map(([name, value]) => [name, toLocalUrls(value, origin)]),
    );
    response.writeHead(route.status ?? 200, headers);
    response.end(route.body);
  });
  let origin = '';
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    close: () => new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

export function toLocalUrls(code: string, origin: string): string {
  return code.replace(/https?:\/\/example\.com\b/g, origin);
}

/** 把记录到的值里的本地地址换回 https://example.com（深入数组和普通对象）。 */
export function toExampleUrls(value: unknown, origin: string): unknown {
  if (typeof value === 'string') return value.replaceAll(origin, EXAMPLE_ORIGIN);
  if (Array.isArray(value)) return value.map((item) => toExampleUrls(item, origin));
  if (value !== null && typeof value === 'object') {
    const proto = Object.getPrototypeOf(value);
    if (proto === null || proto === Object.prototype) {
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, toExampleUrls(item, origin)]));
    }
  }
  return value;
}
