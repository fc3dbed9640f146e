import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { readBaseUrl } from '../../src/config/env';
import { renderNginxConfig } from '../../src/hosting/nginx';
import { createStaticServer, listen } from '../../src/server/static-server';

/** 配置里某个 location 块的内容。 */
function locationBlock(config: string, header: string): string {
  const start = config.indexOf(`location ${header} {`);
  assert.ok(start >= 0, `配置里没有 location ${header}`);
  return config.slice(start, config.indexOf('\n}', start));
}

/** 块里 add_header 的名字和值（都必须带 always，404 也要有）。 */
function addedHeaders(block: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [, name = '', value = '', always] of block.matchAll(/add_header (\S+) "((?:[^"\\]|\\.)*)"( always)?;/g)) {
    assert.ok(always, `${name} 缺少 always`);
    headers[name.toLowerCase()] = value;
  }
  return headers;
}

describe('第二个主机的 nginx 配置（npm run hosting:nginx）', () => {
  const root = renderNginxConfig({ basePath: '/', root: '/srv/www/' });
  const sub = renderNginxConfig({ basePath: '/cheerio/', root: '/srv/www' });

  it('查找顺序与 GitHub Pages 相同，找不到时以 404 状态返回 404.html', () => {
    assert.match(root, /^root \/srv\/www;$/m);
    assert.match(locationBlock(root, '/'), /try_files \$uri \$uri\.html \$uri\/index\.html =404;/);
    assert.match(locationBlock(root, '~ ^/(.+/)$'), /try_files \$\{uri\}index\.html =404;/);
    assert.match(root, /^error_page 404 \/404\.html;$/m);
    // 没有路径前缀时不需要把前缀本身 301 到带斜杠的形式。
    assert.doesNotMatch(root, /return 301/);
  });

  it('只有沙箱页可以被本站的页面嵌入，并且总在不透明的源里；编码的分隔符（%2F、%5C、%00）一律 404', () => {
    // 沙箱页（sandbox.html 和旧版本的 sandbox/<版本>.html）按文件名列在一个正则 location 里；真实 nginx 的行为见 hosting-nginx.test.ts。
    const sandboxHeader = /^location (~ \^\/\(sandbox\|[^\n]*\)\(\\\.html\)\?\$) \{$/m.exec(root)?.[1];
    assert.ok(sandboxHeader, '配置里没有沙箱页的 location');
    assert.match(sandboxHeader, /\|sandbox\/1\\\.0\\\.0-rc\\\.3\|/);
    assert.match(
      locationBlock(root, sandboxHeader),
      /Content-Security-Policy "sandbox allow-scripts; frame-ancestors 'self'"/,
    );
    assert.match(locationBlock(root, '/'), /if \(\$request_uri ~\* "\^\[\^\?\]\*%\(2f\|5c\|00\)"\) \{ return 404; \}/);
  });

  it('带路径前缀时，所有地址都在前缀之下，前缀本身 301 到带斜杠的形式', () => {
    assert.match(locationBlock(sub, '/cheerio/'), /try_files \$uri \$uri\.html \$uri\/index\.html =404;/);
    assert.match(locationBlock(sub, '= /cheerio'), /return 301 \/cheerio\/\$is_args\$args;/);
    assert.match(sub, /^error_page 404 \/cheerio\/404\.html;$/m);
    assert.match(sub, /location \^~ \/cheerio\/assets\/ \{/);
  });

  it('文本类响应 gzip；.md 以 text/markdown 提供', () => {
    assert.match(root, /^gzip_types .*\btext\/css\b.*;$/m);
    assert.match(root, /^gzip_types .*\bapplication\/javascript\b.*;$/m);
    assert.match(locationBlock(root, '~ ^/.+\\.md$'), /default_type "text\/markdown; charset=utf-8";/);
  });

  it('基础路径必须以 / 开头和结尾，不含 . 或 .. 段', () => {
    assert.equal(readBaseUrl(undefined), '/');
    assert.equal(readBaseUrl('/cheerio/'), '/cheerio/');
    assert.equal(readBaseUrl('/a/b-c/'), '/a/b-c/');
    for (const bad of ['cheerio/', '/cheerio', '/../', '/a/./', '//', '/a b/', '/a"/']) {
      assert.throws(() => readBaseUrl(bad), /BASE_URL/, bad);
    }
  });
});

describe('第二个主机必须发送的响应头与本地静态服务器一致', () => {
  let site: string;

  before(async () => {
    site = await mkdtemp(path.join(tmpdir(), 'hosting-'));
    await mkdir(path.join(site, 'assets', 'js'), { recursive: true });
    await mkdir(path.join(site, 'docs'), { recursive: true });
    await writeFile(path.join(site, 'index.html'), '首页');
    await writeFile(path.join(site, '404.html'), '找不到页面');
    await writeFile(path.join(site, 'docs', 'intro.html'), '简介');
    await writeFile(path.join(site, 'docs', 'intro.md'), '# 简介');
    await writeFile(path.join(site, 'assets', 'js', 'main.abc.js'), 'console.log(1);');
  });

  after(async () => {
    await rm(site, { recursive: true, force: true });
  });

  for (const basePath of ['/', '/cheerio/']) {
    it(`路径前缀 ${basePath}：页面、带哈希的资源、404 的每个响应头`, async () => {
      const config = renderNginxConfig({ basePath, root: '/srv/www' });
      const server = createStaticServer({ root: site, basePath });
      await listen(server, { port: 0 });
      const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      try {
        for (const [url, location, status] of [
          [`${basePath}docs/intro`, basePath, 200],
          [`${basePath}assets/js/main.abc.js`, `^~ ${basePath}assets/`, 200],
          [`${basePath}no/such/page`, basePath, 404],
          [`${basePath}assets/js/missing.js`, basePath, 404],
        ] as const) {
          const response = await fetch(origin + url);
          assert.equal(response.status, status, url);
          for (const [name, value] of Object.entries(addedHeaders(locationBlock(config, location)))) {
            assert.equal(response.headers.get(name), value, `${url} 的 ${name}`);
          }
        }
        const markdown = await fetch(`${origin}${basePath}docs/intro.md`);
        assert.equal(markdown.headers.get('content-type'), 'text/markdown; charset=utf-8');
        if (basePath !== '/') {
          const bare = await fetch(origin + basePath.slice(0, -1), { redirect: 'manual' });
          assert.equal(bare.status, 301);
          assert.equal(bare.headers.get('location'), basePath);
          assert.equal((await fetch(`${origin}/docs/intro`)).status, 404);
        }
      } finally {
        server.close();
      }
    });
  }
});
