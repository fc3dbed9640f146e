import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { CreateBucketCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { desiredObjects, planSync } from '../../ops/mirror/plan';
import { mirrorClient, syncMirror } from '../../ops/mirror/sync';
import { IMMUTABLE_CACHE, REVALIDATE_CACHE } from '../../src/hosting/rules';
import { createStaticServer, listen } from '../../src/server/static-server';

const file = (relative: string, md5 = 'a'.repeat(32)) => ({ relative, md5 });

describe('国内镜像的同步计划', () => {
  it('每个文件按托管规则设置 Content-Type 和 Cache-Control；页面另存一份不带 .html 的副本', () => {
    const objects = desiredObjects(
      [
        file('index.html'),
        file('404.html'),
        file('docs/intro.html'),
        file('docs/api/index.html'),
        file('classes/Cheerio.html.html'),
        file('assets/js/main.1a2b.js'),
        file('docs/intro.md'),
        file('sw.js'),
        file('img/cards/docs/intro.png'),
      ],
      'cheerio/',
    );
    assert.deepEqual([...objects.keys()].sort(), [
      'cheerio/404.html',
      'cheerio/assets/js/main.1a2b.js',
      'cheerio/classes/Cheerio.html',
      'cheerio/classes/Cheerio.html.html',
      'cheerio/docs/api/index.html',
      'cheerio/docs/intro',
      'cheerio/docs/intro.html',
      'cheerio/docs/intro.md',
      'cheerio/img/cards/docs/intro.png',
      'cheerio/index.html',
      'cheerio/sw.js',
    ]);
    const headers = (key: string) => {
      const { contentType, cacheControl } = objects.get(`cheerio/${key}`)!;
      return [contentType, cacheControl];
    };
    assert.deepEqual(headers('docs/intro'), ['text/html; charset=utf-8', REVALIDATE_CACHE]);
    assert.deepEqual(headers('classes/Cheerio.html'), ['text/html; charset=utf-8', REVALIDATE_CACHE]);
    assert.deepEqual(headers('assets/js/main.1a2b.js'), ['text/javascript; charset=utf-8', IMMUTABLE_CACHE]);
    assert.deepEqual(headers('docs/intro.md'), ['text/markdown; charset=utf-8', REVALIDATE_CACHE]);
    assert.deepEqual(headers('sw.js'), ['text/javascript; charset=utf-8', REVALIDATE_CACHE]);
    assert.deepEqual(headers('img/cards/docs/intro.png'), ['image/png', REVALIDATE_CACHE]);
  });

  it('资源先传、页面其次、sw.js 最后；ETag 相同的不传，桶里多出来的删掉；force 时全部重传', () => {
    const desired = desiredObjects([file('index.html', 'b'.repeat(32)), file('sw.js'), file('assets/a.js')], '');
    const plan = planSync(
      desired,
      new Map([
        ['assets/a.js', `"${'A'.repeat(32)}"`],
        ['old.html', '"x"'],
      ]),
    );
    assert.deepEqual(
      plan.upload.map((object) => object.key),
      ['index.html', 'sw.js'],
    );
    assert.deepEqual(plan.remove, ['old.html']);
    assert.equal(plan.unchanged, 1);
    assert.equal(planSync(desired, new Map(), { force: true }).upload[0].key, 'assets/a.js');
  });
});

describe('国内镜像的同步：对着本机的 S3 兼容服务器（s3rver）', () => {
  let server: S3rver;
  let storage: string;
  let site: string;
  let endpoint: string;
  const bucket = 'mirror';
  const client = () =>
    mirrorClient({
      endpoint,
      region: 'us-east-1',
      bucket,
      prefix: 'cheerio/',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      pathStyle: true,
    });

  before(async () => {
    storage = await mkdtemp(path.join(tmpdir(), 's3rver-'));
    site = await mkdtemp(path.join(tmpdir(), 'mirror-site-'));
    const files: Record<string, string> = {
      'index.html': '<!doctype html><title>首页</title>',
      '404.html': '<!doctype html><title>找不到页面</title>',
      'docs/intro.html': '<!doctype html><title>简介</title>',
      'docs/intro.md': '# 简介\n',
      'classes/Cheerio.html.html': '<!doctype html><title>跳转</title>',
      'assets/js/main.1a2b.js': 'console.log(1);',
      'sw.js': 'self.addEventListener("fetch", () => {});',
      'img/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    };
    for (const [name, body] of Object.entries(files)) {
      await mkdir(path.dirname(path.join(site, name)), { recursive: true });
      await writeFile(path.join(site, name), body);
    }
    server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: storage });
    const { port } = await server.run();
    endpoint = `http://127.0.0.1:${port}`;
    const s3 = client();
    await s3.send(new CreateBucketCommand({ Bucket: bucket }));
    // 上一次部署留下、这次构建里已经没有的页面，以及桶里站点目录之外的东西。
    await s3.send(new PutObjectCommand({ Bucket: bucket, Key: 'cheerio/docs/removed.html', Body: 'old' }));
    await s3.send(new PutObjectCommand({ Bucket: bucket, Key: 'other/keep.txt', Body: 'keep' }));
  });

  after(async () => {
    await server.close();
    await rm(storage, { recursive: true, force: true });
    await rm(site, { recursive: true, force: true });
  });

  const keys = async () =>
    ((await client().send(new ListObjectsV2Command({ Bucket: bucket }))).Contents ?? []).map((object) => object.Key);

  it('上传全部文件（带托管规则的响应头），删掉旧对象，不碰站点目录之外的对象', async () => {
    const plan = await syncMirror(client(), { root: site, bucket, prefix: 'cheerio/' });
    assert.equal(plan.upload.length, 10);
    assert.deepEqual(plan.remove, ['cheerio/docs/removed.html']);
    assert.deepEqual((await keys()).sort(), [
      'cheerio/404.html',
      'cheerio/assets/js/main.1a2b.js',
      'cheerio/classes/Cheerio.html',
      'cheerio/classes/Cheerio.html.html',
      'cheerio/docs/intro',
      'cheerio/docs/intro.html',
      'cheerio/docs/intro.md',
      'cheerio/img/logo.svg',
      'cheerio/index.html',
      'cheerio/sw.js',
      'other/keep.txt',
    ]);
  });

  it('对象的 Content-Type 和 Cache-Control 与本地静态服务器（托管规则的参照实现）发出的相同', async () => {
    const local = createStaticServer({ root: site, basePath: '/' });
    await listen(local, { port: 0 });
    const origin = `http://127.0.0.1:${(local.address() as AddressInfo).port}`;
    try {
      for (const [key, route] of [
        ['docs/intro', '/docs/intro'],
        ['docs/intro.html', '/docs/intro.html'],
        ['classes/Cheerio.html', '/classes/Cheerio.html'],
        ['docs/intro.md', '/docs/intro.md'],
        ['assets/js/main.1a2b.js', '/assets/js/main.1a2b.js'],
        ['sw.js', '/sw.js'],
        ['img/logo.svg', '/img/logo.svg'],
      ]) {
        const head = await client().send(new HeadObjectCommand({ Bucket: bucket, Key: `cheerio/${key}` }));
        const response = await fetch(origin + route);
        assert.equal(response.status, 200, route);
        assert.deepEqual(
          [head.ContentType, head.CacheControl],
          [response.headers.get('content-type'), response.headers.get('cache-control')],
          key,
        );
      }
    } finally {
      local.closeAllConnections();
      await new Promise((resolve) => local.close(resolve));
    }
  });

  it('再运行一次什么也不传、不删；改了一个页面只传它和它的副本', async () => {
    const again = await syncMirror(client(), { root: site, bucket, prefix: 'cheerio/' });
    assert.deepEqual([again.upload.length, again.remove.length, again.unchanged], [0, 0, 10]);
    await writeFile(path.join(site, 'docs/intro.html'), '<!doctype html><title>简介（新）</title>');
    const changed = await syncMirror(client(), { root: site, bucket, prefix: 'cheerio/' });
    assert.deepEqual(
      changed.upload.map((object) => object.key),
      ['cheerio/docs/intro', 'cheerio/docs/intro.html'],
    );
  });
});
