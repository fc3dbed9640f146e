import { createServer } from 'node:http';
import { connect, type AddressInfo } from 'node:net';

/**
 * 文档示例里 `https://example.com/...` 的替身。示例运行前，代码里的 https://example.com
 * 被换成本地服务器的地址；记录到的输出再换回来，所以页面上写的仍是 example.com。
 * 新示例需要新页面时，在这里加一条路由。
 */
export const EXAMPLE_ORIGIN = 'https://example.com';

/**
 * 文档里代理的地址（本机常见的代理端口）。示例运行前换成测试启动的本地代理：它只处理 CONNECT 隧道，
 * 记下每个隧道的目标，再把隧道接到那个目标上。
 */
export const EXAMPLE_PROXY = 'http://127.0.0.1:7890';

export interface ExampleResponse {
  status?: number;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** 过这么多毫秒才开始响应，演示超时。 */
  delayMs?: number;
  /** 请求的 Cookie 里没有这一项时回应 403，演示需要会话的网站。 */
  requireCookie?: string;
  /** 正文是一页 HTML，列出请求带来的 User-Agent、Accept-Language 和 Referer。 */
  echoHeaders?: boolean;
  /** 按请求的方法、Cookie 和正文决定回应（演示登录表单）；有它时忽略上面的其他字段。 */
  respond?: (request: { method: string; cookies: string[]; body: string }) => ExampleResponse;
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
  // 请求太多：fromURL 拒绝时，错误对象上有状态码和响应头，正文丢掉了。
  '/busy': {
    status: 429,
    headers: { 'content-type': 'text/html; charset=utf-8', 'retry-after': '120' },
    body: '<h1>请稍后再试</h1>',
  },

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
  // 登录表单：GET 给出带 CSRF 令牌的表单和一个预备会话的 Cookie；POST 核对令牌、预备会话和密码后，
  // 在 302 重定向的响应里发下真正的会话 Cookie（fetch 自动跟随重定向时，这个 Cookie 就丢了）。
  '/account/login': {
    respond: ({ method, cookies, body }): ExampleResponse => {
      if (method !== 'POST') {
        return {
          headers: { 'content-type': 'text/html; charset=utf-8', 'set-cookie': 'pre_session=p7; Path=/; HttpOnly' },
          body:
            '<!doctype html><title>登录</title><form method="post" action="/account/login">' +
            '<input type="hidden" name="csrf_token" value="k9Yp2Q">' +
            '<input name="username"><input type="password" name="password">' +
            '<label><input type="checkbox" name="remember" value="1"> 记住我</label>' +
            '<button type="submit">登录</button></form>',
        };
      }
      const fields = new URLSearchParams(body);
      const valid =
        cookies.includes('pre_session=p7') &&
        fields.get('csrf_token') === 'k9Yp2Q' &&
        fields.get('username') === 'xiaoming' &&
        fields.get('password') === 'correct-horse';
      return valid
        ? { status: 302, headers: { location: '/account', 'set-cookie': 'session=s31; Path=/; HttpOnly' } }
        : { status: 403, headers: { 'content-type': 'text/html; charset=utf-8' }, body: '<h1>登录失败</h1>' };
    },
  },
  '/account': {
    ...html('<!doctype html><title>我的账户</title><p class="name">小明</p>'),
    requireCookie: 'session=s31',
  },
  // 会话：/login 发给浏览器一个 Cookie，/orders 没有它就回应 403。
  '/login': {
    headers: { 'content-type': 'text/html; charset=utf-8', 'set-cookie': 'session=abc123; Path=/; HttpOnly' },
    body: '<p>欢迎</p>',
  },
  '/orders': { ...html('<!doctype html><title>我的订单</title>'), requireCookie: 'session=abc123' },
  // 原样列出请求带来的几个请求头。
  '/headers': { ...html(''), echoHeaders: true },
  // 两秒之后才开始响应，演示请求超时。
  '/slow': { ...html('<!doctype html><title>终于来了</title>'), delayMs: 2000 },
  // 约 1 MiB 的页面，演示读取响应时限制字节数。
  '/huge': html(`<!doctype html><html><body>${'<p>填充内容</p>'.repeat(60_000)}</body></html>`),
};

export interface ExampleServer {
  origin: string;
  /** 本地代理的地址，代码里的 EXAMPLE_PROXY 被换成它。 */
  proxyOrigin: string;
  /** 代理收到的 CONNECT 请求的目标（`主机:端口`），按到达顺序。 */
  proxied: string[];
  close(): Promise<void>;
}

export async function startExampleServer(routes = exampleRoutes): Promise<ExampleServer> {
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    const listed = routes[path];
    if (!listed) {
      response.writeHead(404, { 'content-type': 'text/html; charset=utf-8' });
      response.end('<h1>404</h1>');
      return;
    }
    if (listed.respond) {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const answer = listed.respond!({
          method: request.method ?? 'GET',
          cookies: (request.headers.cookie ?? '').split(/;\s*/),
          body: Buffer.concat(chunks).toString('utf8'),
        });
        response.writeHead(answer.status ?? 200, answer.headers ?? {});
        response.end(answer.body);
      });
      return;
    }
    const route = listed;
    const headers = Object.fromEntries(
      Object.entries(route.headers ?? {}).map(([name, value]) => [name, toLocalUrls(value, origin)]),
    );
    const send = () => {
      if (response.destroyed) return;
      if (route.requireCookie && !(request.headers.cookie ?? '').split(/;\s*/).includes(route.requireCookie)) {
        response.writeHead(403, { 'content-type': 'text/html; charset=utf-8' });
        response.end('<h1>403 Forbidden</h1>');
        return;
      }
      const echoed = ['user-agent', 'accept-language', 'referer']
        .map((name) => `<p class="${name}">${String(request.headers[name] ?? '（没有）')}</p>`)
        .join('');
      response.writeHead(route.status ?? 200, headers);
      response.end(route.echoHeaders ? echoed : route.body);
    };
    if (route.delayMs) setTimeout(send, route.delayMs).unref();
    else send();
  });
  let origin = '';
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const proxied: string[] = [];
  const proxy = createServer((request, response) => {
    response.writeHead(405);
    response.end();
  });
  proxy.on('connect', (request, socket, head) => {
    const target = request.url ?? '';
    proxied.push(target);
    const [host, port] = [target.slice(0, target.lastIndexOf(':')), Number(target.slice(target.lastIndexOf(':') + 1))];
    const upstream = connect(port, host, () => {
      socket.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      upstream.write(head);
      upstream.pipe(socket);
      socket.pipe(upstream);
    });
    upstream.on('error', () => socket.destroy());
    socket.on('error', () => upstream.destroy());
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const proxyOrigin = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;

  const closeServer = (target: typeof server) =>
    new Promise<void>((resolve, reject) => {
      target.closeAllConnections();
      target.close((error) => (error ? reject(error) : resolve()));
    });
  return {
    origin,
    proxyOrigin,
    proxied,
    close: async () => {
      await Promise.all([closeServer(server), closeServer(proxy)]);
    },
  };
}

export function toLocalUrls(code: string, origin: string, proxyOrigin?: string): string {
  const local = code.replace(/https?:\/\/example\.com\b/g, origin);
  return proxyOrigin ? local.replaceAll(EXAMPLE_PROXY, proxyOrigin) : local;
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
