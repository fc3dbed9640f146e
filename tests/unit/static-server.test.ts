import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, symlink, unlink, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import {
  acceptsGzip,
  contentTypeFor,
  createStaticServer,
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
    // 站点根目录放在名为 assets 的目录下，检验缓存头按 URL 而不是磁盘路径判断。
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

  it('缓存头按 URL 判断：页面 no-cache，/assets/ 下的文件长期缓存', async () => {
    const page = await fetch(`http://127.0.0.1:${port}/docs/intro`);
    assert.equal(page.headers.get('cache-control'), 'no-cache');
    const asset = await fetch(`http://127.0.0.1:${port}/assets/js/main.abc.js`);
    assert.equal(asset.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    const missing = await fetch(`http://127.0.0.1:${port}/assets/js/missing.js`);
    assert.equal(missing.status, 404);
    assert.equal(missing.headers.get('cache-control'), 'no-cache');
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
