import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { gunzipSync } from 'node:zlib';
import { createStaticServer, listen, shouldGzip } from '../../src/server/static-server';

/** fetch 会自动解压，这里用 node:http 看原始响应。 */
function rawGet(port: number, urlPath: string, acceptEncoding?: string) {
  return new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    const req = request(
      { port, path: urlPath, headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {} },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describe('静态服务器的 gzip 压缩（与 GitHub Pages 一致）', () => {
  it('只压缩文本类内容，且只在浏览器接受 gzip 时', () => {
    assert.equal(shouldGzip('text/html; charset=utf-8', 'gzip, deflate, br'), true);
    assert.equal(shouldGzip('text/javascript; charset=utf-8', 'gzip'), true);
    assert.equal(shouldGzip('image/svg+xml', 'gzip'), true);
    assert.equal(shouldGzip('image/png', 'gzip'), false);
    assert.equal(shouldGzip('text/css; charset=utf-8', 'br'), false);
    assert.equal(shouldGzip('text/css; charset=utf-8', undefined), false);
  });

  it('压缩后的内容解压后与原文件相同；不接受 gzip 时发送原文', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'static-gzip-'));
    const html = `<p>${'中文内容'.repeat(500)}</p>`;
    await writeFile(path.join(root, 'index.html'), html);
    const server = createStaticServer({ root });
    await listen(server, { port: 0 });
    const { port } = server.address() as AddressInfo;
    try {
      const compressed = await rawGet(port, '/', 'gzip, deflate');
      assert.equal(compressed.headers['content-encoding'], 'gzip');
      assert.equal(compressed.headers.vary, 'Accept-Encoding');
      assert.ok(compressed.body.length < Buffer.byteLength(html));
      assert.equal(gunzipSync(compressed.body).toString('utf8'), html);

      const plain = await rawGet(port, '/');
      assert.equal(plain.headers['content-encoding'], undefined);
      assert.equal(plain.body.toString('utf8'), html);
    } finally {
      server.close();
      await rm(root, { recursive: true, force: true });
    }
  });
});
