import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { contentTypeFor, createStaticServer, listen, resolveRequestPath } from '../../src/server/static-server';

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
    assert.equal(await resolveRequestPath(root, '/classes/Cheerio.html'), path.join(root, 'classes', 'Cheerio.html.html'));
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
