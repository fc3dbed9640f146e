import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, symlink, unlink, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { parseHttpDate } from '../../src/server/http-date';
import {
  acceptsGzip,
  contentTypeFor,
  createStaticServer,
  etagFor,
  isNotModified,
  listen,
  resolveRequestPath,
} from '../../src/server/static-server';

let root: string;

before(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'static-server-'));
  await mkdir(path.join(root, 'docs', 'api'), { recursive: true });
  await mkdir(path.join(root, 'classes'), { recursive: true });
  await writeFile(path.join(root, 'index.html'), '首页');
  await writeFile(path.join(root, '404.html'), '找不到页面');
  await writeFile(path.join(root, 'docs', 'intro.html'), '简介');
  await writeFile(path.join(root, 'docs', 'api', 'index.html'), 'API');
  await writeFile(path.join(root, 'classes', 'Cheerio.html.html'), '重定向');
});

after(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('resolveRequestPath：与 GitHub Pages 相同的查找顺序', () => {
  it('先找原路径的文件', async () => {
    assert.equal(await resolveRequestPath(root, '/docs/intro.html'), path.join(root, 'docs', 'intro.html'));
  });
  it('再找「路径 + .html」', async () => {
    assert.equal(await resolveRequestPath(root, '/docs/intro'), path.join(root, 'docs', 'intro.html'));
    assert.equal(
      await resolveRequestPath(root, '/classes/Cheerio.html'),
      path.join(root, 'classes', 'Cheerio.html.html'),
    );
  });
  it('最后找「路径/index.html」', async () => {
    assert.equal(await resolveRequestPath(root, '/'), path.join(root, 'index.html'));
    assert.equal(await resolveRequestPath(root, '/docs/api'), path.join(root, 'docs', 'api', 'index.html'));
  });
  it('找不到、编码错误或试图跳出根目录时返回 null', async () => {
    assert.equal(await resolveRequestPath(root, '/nope'), null);
    assert.equal(await resolveRequestPath(root, '/%E0%A4%A'), null);
    assert.equal(await resolveRequestPath(root, '/../../etc/passwd'), null);
    assert.equal(await resolveRequestPath(root, '/%2e%2e/%2e%2e/etc/passwd'), null);
    assert.equal(await resolveRequestPath(root, '/docs%00intro'), null);
  });
});

describe('createStaticServer', () => {
  it('找到文件时返回 200，找不到时以 404 状态返回 404.html', async () => {
    const server = createStaticServer({ root });
    await listen(server, { port: 0 });
    const { port } = server.address() as AddressInfo;
    try {
      const ok = await fetch(`http://127.0.0.1:${port}/docs/intro`);
      assert.equal(ok.status, 200);
      assert.equal(ok.headers.get('content-type'), 'text/html; charset=utf-8');
      assert.equal(await ok.text(), '简介');

      const missing = await fetch(`http://127.0.0.1:${port}/no/such/page`);
      assert.equal(missing.status, 404);
      assert.equal(await missing.text(), '找不到页面');

      const post = await fetch(`http://127.0.0.1:${port}/`, { method: 'POST' });
      assert.equal(post.status, 405);
    } finally {
      server.close();
    }
  });

  it('按扩展名给出内容类型', () => {
    assert.equal(contentTypeFor('a/b.js'), 'text/javascript; charset=utf-8');
    assert.equal(contentTypeFor('a/b.svg'), 'image/svg+xml');
    assert.equal(contentTypeFor('a/b.unknown'), 'application/octet-stream');
  });
});

/** 用原始 TCP 发送请求，绕过 fetch 对地址的规范化；只连本机，超时 5 秒。 */
function rawRequest(port: number, requestText: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host: '127.0.0.1' });
    const chunks: Buffer[] = [];
    socket.setTimeout(5000, () => socket.destroy(new Error('超时')));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('end', () => resolve(Buffer.concat(chunks).toString('latin1')));
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('latin1')));
    socket.on('error', reject);
    socket.write(requestText);
  });
}

function statusOf(rawResponse: string): number {
  return Number(/^HTTP\/1\.1 (\d{3})/.exec(rawResponse)?.[1]);
}

describe('静态服务器面对恶意或异常请求', () => {
  let adversarialRoot: string;
  let outside: string;
  let server: Server;
  let port: number;

  before(async () => {
    adversarialRoot = await mkdtemp(path.join(tmpdir(), 'static-adversarial-'));
    outside = await mkdtemp(path.join(tmpdir(), 'static-outside-'));
    // 站点根目录放在名为 assets 的目录下，检验缓存头看的是文件相对于站点根目录的位置，而不是磁盘上的完整路径。
    adversarialRoot = path.join(adversarialRoot, 'assets', 'site');
    await mkdir(path.join(adversarialRoot, 'docs'), { recursive: true });
    await mkdir(path.join(adversarialRoot, 'assets', 'js'), { recursive: true });
    await writeFile(path.join(adversarialRoot, 'index.html'), '首页');
    await writeFile(path.join(adversarialRoot, '404.html'), '找不到页面');
    await writeFile(path.join(adversarialRoot, 'docs', 'intro.html'), '简介');
    await writeFile(path.join(adversarialRoot, 'assets', 'js', 'main.abc.js'), 'console.log(1);');
    await writeFile(path.join(adversarialRoot, 'big.txt'), 'x'.repeat(4 * 1024 * 1024));
    await writeFile(path.join(outside, 'secret.txt'), '机密');
    await symlink(path.join(outside, 'secret.txt'), path.join(adversarialRoot, 'leak.txt'));
    await symlink(outside, path.join(adversarialRoot, 'outside-dir'));
    server = createStaticServer({ root: adversarialRoot });
    await listen(server, { port: 0 });
    ({ port } = server.address() as AddressInfo);
  });

  after(async () => {
    server.close();
    await rm(path.dirname(path.dirname(adversarialRoot)), { recursive: true, force: true });
    await rm(outside, { recursive: true, force: true });
  });

  it('曾让进程退出的请求目标得到 400 或 404，服务器继续工作', async () => {
    for (const target of ['//[', '//a:b', '//%', '/%', '/%zz', '*', 'http://[/']) {
      const response = await rawRequest(port, `GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
      assert.ok([400, 404].includes(statusOf(response)), `${target} → ${response.slice(0, 40)}`);
    }
    assert.equal(statusOf(await rawRequest(port, 'GET //[ HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n')), 404);
    assert.equal(statusOf(await rawRequest(port, 'GET //% HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n')), 400);
    assert.equal(statusOf(await rawRequest(port, 'GET * HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n')), 400);
    assert.equal(statusOf(await rawRequest(port, 'GET /%zz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n')), 400);
    assert.equal(statusOf(await rawRequest(port, 'GARBAGE\r\n\r\n')), 400);
    assert.equal((await fetch(`http://127.0.0.1:${port}/docs/intro`)).status, 200);
  });

  it('以 // 开头的目标按路径处理，不当作主机名', async () => {
    const response = await rawRequest(port, 'GET //docs/intro HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    assert.equal(statusOf(response), 200);
    assert.ok(response.endsWith(Buffer.from('简介').toString('latin1')));
  });

  it('与 GitHub Pages 一致：带尾斜杠的页面地址和编码的斜杠都是 404', async () => {
    assert.equal((await fetch(`http://127.0.0.1:${port}/docs/intro/`)).status, 404);
    assert.equal((await fetch(`http://127.0.0.1:${port}/docs%2fintro`)).status, 404);
    assert.equal((await fetch(`http://127.0.0.1:${port}/docs%2Fintro`)).status, 404);
    assert.equal((await fetch(`http://127.0.0.1:${port}/docs/`)).status, 404);
    assert.equal((await fetch(`http://127.0.0.1:${port}/`)).status, 200);
  });

  it('不跟随指向根目录之外的符号链接', async () => {
    const leak = await fetch(`http://127.0.0.1:${port}/leak.txt`);
    assert.equal(leak.status, 404);
    assert.notEqual(await leak.text(), '机密');
    assert.equal((await fetch(`http://127.0.0.1:${port}/outside-dir/secret.txt`)).status, 404);
  });

  it('缓存头：页面 no-cache，/assets/ 下的文件长期缓存，找不到的文件不缓存', async () => {
    const page = await fetch(`http://127.0.0.1:${port}/docs/intro`);
    assert.equal(page.headers.get('cache-control'), 'no-cache');
    const asset = await fetch(`http://127.0.0.1:${port}/assets/js/main.abc.js`);
    assert.equal(asset.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    const missing = await fetch(`http://127.0.0.1:${port}/assets/js/missing.js`);
    assert.equal(missing.status, 404);
    assert.equal(missing.headers.get('cache-control'), 'no-cache');
  });

  it('immutable 按解析出的文件判断：经 /assets/ 里的点段回到根目录的页面仍是 no-cache', async () => {
    for (const target of [
      '/assets/../index.html',
      '/assets/%2e%2e/index.html',
      '/assets/%2E%2E/docs/intro',
      '/assets/js/../../index.html',
    ]) {
      const response = await rawRequest(port, `GET ${target} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
      assert.equal(statusOf(response), 200, target);
      assert.match(response, /\r\nCache-Control: no-cache\r\n/, target);
    }
    const viaDotSegment = await rawRequest(
      port,
      'GET /docs/../assets/js/main.abc.js HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
    );
    assert.match(viaDotSegment, /\r\nCache-Control: public, max-age=31536000, immutable\r\n/);
  });

  it('gzip 表示的 ETag 后缀在引号之内，两种表示的校验器互不匹配', async () => {
    const gzipped = await fetch(`http://127.0.0.1:${port}/docs/intro`, { headers: { 'Accept-Encoding': 'gzip' } });
    const identity = await fetch(`http://127.0.0.1:${port}/docs/intro`, { headers: { 'Accept-Encoding': 'identity' } });
    const gzipTag = gzipped.headers.get('etag') ?? '';
    const identityTag = identity.headers.get('etag') ?? '';
    assert.equal(gzipped.headers.get('content-encoding'), 'gzip');
    // RFC 9110 的 entity-tag：[W/] DQUOTE *etagc DQUOTE，引号之后不能再有字符。
    assert.match(gzipTag, /^W\/"[\x21\x23-\x7e]+-gzip"$/);
    assert.match(identityTag, /^W\/"[\x21\x23-\x7e]+"$/);
    assert.equal(gzipTag, identityTag.replace(/"$/, '-gzip"'));
    const crossed = await fetch(`http://127.0.0.1:${port}/docs/intro`, {
      headers: { 'Accept-Encoding': 'gzip', 'If-None-Match': identityTag },
    });
    assert.equal(crossed.status, 200);
    const same = await fetch(`http://127.0.0.1:${port}/docs/intro`, {
      headers: { 'Accept-Encoding': 'gzip', 'If-None-Match': gzipTag },
    });
    assert.equal(same.status, 304);
  });

  it('发送 nosniff、Content-Length、ETag 与 Last-Modified，并支持条件请求', async () => {
    const first = await fetch(`http://127.0.0.1:${port}/docs/intro`, { headers: { 'Accept-Encoding': 'identity' } });
    assert.equal(first.headers.get('x-content-type-options'), 'nosniff');
    assert.equal(first.headers.get('content-length'), String(Buffer.byteLength('简介')));
    const etag = first.headers.get('etag');
    const lastModified = first.headers.get('last-modified');
    assert.ok(etag && lastModified);
    const byTag = await fetch(`http://127.0.0.1:${port}/docs/intro`, {
      headers: { 'Accept-Encoding': 'identity', 'If-None-Match': etag },
    });
    assert.equal(byTag.status, 304);
    const byDate = await fetch(`http://127.0.0.1:${port}/docs/intro`, {
      headers: { 'Accept-Encoding': 'identity', 'If-Modified-Since': lastModified },
    });
    assert.equal(byDate.status, 304);
    const stale = await fetch(`http://127.0.0.1:${port}/docs/intro`, { headers: { 'If-None-Match': 'W/"other"' } });
    assert.equal(stale.status, 200);
  });

  it('If-Modified-Since 只认合法的 HTTP-date：其他写法和将来的日期都得到完整的 200', async () => {
    const page = `http://127.0.0.1:${port}/docs/intro`;
    const soon = new Date(Date.now() + 60_000);
    for (const value of [new Date().toISOString(), '9999', soon.toUTCString(), 'Fri, 31 Dec 9999 23:59:59 GMT']) {
      const response = await fetch(page, { headers: { 'If-Modified-Since': value } });
      assert.equal(response.status, 200, value);
      assert.equal(await response.text(), '简介');
    }
    const valid = await fetch(page, { headers: { 'If-Modified-Since': new Date().toUTCString() } });
    assert.equal(valid.status, 304);
    const overruled = await fetch(page, {
      headers: { 'If-Modified-Since': new Date().toUTCString(), 'If-None-Match': 'W/"other"' },
    });
    assert.equal(overruled.status, 200);
  });

  it('遵守 Accept-Encoding 的 q 值', () => {
    assert.equal(acceptsGzip('gzip;q=0'), false);
    assert.equal(acceptsGzip('gzip;q=0, br'), false);
    assert.equal(acceptsGzip('br;q=1, gzip;q=0.5'), true);
    assert.equal(acceptsGzip('*'), true);
    assert.equal(acceptsGzip('*;q=0'), false);
    assert.equal(acceptsGzip('identity'), false);
    assert.equal(acceptsGzip(undefined), false);
  });

  it('下载中途断开不影响服务器，200 个并发请求全部得到正确应答', async () => {
    for (let i = 0; i < 5; i += 1) {
      await new Promise<void>((resolve) => {
        const socket = connect({ port, host: '127.0.0.1' });
        socket.write('GET /big.txt HTTP/1.1\r\nHost: x\r\n\r\n');
        socket.once('data', () => {
          socket.destroy();
          resolve();
        });
      });
    }
    const targets = ['/', '/docs/intro', '/nope', '/assets/js/main.abc.js'];
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, i) => {
        const target = targets[i % targets.length] ?? '/';
        return fetch(`http://127.0.0.1:${port}${target}`).then(async (response) => ({
          target,
          status: response.status,
          body: await response.text(),
        }));
      }),
    );
    for (const { target, status, body } of responses) {
      assert.equal(status, target === '/nope' ? 404 : 200);
      assert.ok(body.length > 0);
    }
  });

  it('文件在两次请求之间被删除时返回 404 页面而不是崩溃', async () => {
    const file = path.join(adversarialRoot, 'vanishing.html');
    await writeFile(file, '短暂');
    assert.equal(await resolveRequestPath(adversarialRoot, '/vanishing'), file);
    await unlink(file);
    const response = await fetch(`http://127.0.0.1:${port}/vanishing`);
    assert.equal(response.status, 404);
    assert.equal(await response.text(), '找不到页面');
  });
});

describe('条件请求（RFC 9110 §13.1）', () => {
  const mtime = new Date('2024-05-01T08:00:00.250Z');
  const now = new Date('2024-06-01T00:00:00Z');
  const etag = etagFor(10, mtime.getTime(), false);
  const notModified = (headers: Record<string, string>) => isNotModified(headers, etag, mtime, now);

  it('If-Modified-Since 认得三种 HTTP-date 写法', () => {
    assert.equal(notModified({ 'if-modified-since': 'Wed, 01 May 2024 08:00:00 GMT' }), true);
    assert.equal(notModified({ 'if-modified-since': 'Wednesday, 01-May-24 08:00:00 GMT' }), true);
    assert.equal(notModified({ 'if-modified-since': 'Wed May  1 08:00:00 2024' }), true);
    assert.equal(notModified({ 'if-modified-since': 'Wed, 01 May 2024 07:59:59 GMT' }), false);
  });

  it('不是 HTTP-date 的值、不存在的日期和晚于当前时间的日期一律忽略', () => {
    for (const value of [
      '2024-05-02',
      '2024',
      '1',
      'Thu, 02 May 2024 08:00:00',
      'Thu, 02 May 2024 08:00:00 +0000',
      'Thu, 2 May 2024 08:00:00 GMT',
      'Fri, 31 Feb 2024 08:00:00 GMT',
      'Thu, 02 May 2024 25:00:00 GMT',
      'Tue, 01 Jun 2100 00:00:00 GMT',
      'Sat, 01 Jun 2024 00:00:01 GMT',
    ]) {
      assert.equal(notModified({ 'if-modified-since': value }), false, value);
    }
    assert.equal(notModified({ 'if-modified-since': 'Sat, 01 Jun 2024 00:00:00 GMT' }), true);
  });

  it('有 If-None-Match 时不看 If-Modified-Since', () => {
    const recent = 'Fri, 31 May 2024 00:00:00 GMT';
    assert.equal(notModified({ 'if-none-match': 'W/"other"', 'if-modified-since': recent }), false);
    assert.equal(notModified({ 'if-none-match': etag, 'if-modified-since': 'nonsense' }), true);
    assert.equal(notModified({ 'if-none-match': `"x", ${etag.slice(2)}` }), true);
    assert.equal(notModified({ 'if-none-match': '*' }), true);
  });

  it('parseHttpDate：RFC 850 的两位年份按“不超过 50 年后”补全', () => {
    assert.equal(parseHttpDate('Sunday, 06-Nov-94 08:49:37 GMT', now), Date.UTC(1994, 10, 6, 8, 49, 37));
    assert.equal(parseHttpDate('Monday, 06-Nov-73 08:49:37 GMT', now), Date.UTC(2073, 10, 6, 8, 49, 37));
    assert.equal(parseHttpDate('Tuesday, 06-Nov-75 08:49:37 GMT', now), Date.UTC(1975, 10, 6, 8, 49, 37));
    assert.equal(parseHttpDate('Sun Nov  6 08:49:37 1994', now), Date.UTC(1994, 10, 6, 8, 49, 37));
  });
});
