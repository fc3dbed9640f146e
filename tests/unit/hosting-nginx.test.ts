import assert from 'node:assert/strict';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { renderNginxConfig } from '../../src/hosting/nginx';
import { SANDBOX_PAGE_HEADER_POLICY } from '../../src/sandbox/protocol';
import { createStaticServer, listen } from '../../src/server/static-server';

/**
 * 生成的 nginx 配置交给真正的 nginx 运行，与本地静态服务器逐个地址比较状态码和响应头：只比较配置的文字，
 * 看不出 nginx 对 try_files、location 的优先级和地址规范化的实际处理。CI 里（.ci/run 会装上 nginx）必须运行；
 * 本机没有 nginx 时跳过并说明原因。
 */
const nginxBinary = ['/usr/sbin/nginx', 'nginx'].find(
  (candidate) => spawnSync(candidate, ['-v'], { stdio: 'ignore' }).status === 0,
);
if (!nginxBinary && process.env.CI) throw new Error('CI 里需要 nginx 来检查生成的配置：apt-get install -y nginx');
const skip = nginxBinary ? false : '本机没有 nginx（Debian：apt-get install -y nginx），跳过真实 nginx 的对照';

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

async function waitUntilServing(origin: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      await fetch(origin);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  throw new Error(`nginx 没有在 ${origin} 上启动`);
}

/** 两边都该一致的部分：状态码、缓存策略、安全头、内容类型的主类型（nginx 把 .js 标成 application/javascript）。 */
async function observable(origin: string, url: string) {
  const response = await fetch(origin + url, { redirect: 'manual' });
  const type = (response.headers.get('content-type') ?? '').replace(/^application\/javascript/, 'text/javascript');
  return {
    status: response.status,
    cacheControl: response.headers.get('cache-control'),
    nosniff: response.headers.get('x-content-type-options'),
    frameAncestors: response.headers.get('content-security-policy'),
    // 重定向的正文各写各的（nginx 给一页 HTML），只比较去向。
    type: response.status >= 300 && response.status < 400 ? 'redirect' : type.split(';')[0],
    location: response.headers.get('location'),
  };
}

describe('真实的 nginx 按生成的配置提供站点，与本地静态服务器一致', { skip }, () => {
  let work: string;
  // nginx 的 root 是网站根目录，构建结果放在 <root><路径前缀> 下（README“发布到第二个主机”）；同一份构建放两处。
  const siteDir = (basePath: string) => path.join(work, 'www', basePath);

  before(async () => {
    work = await mkdtemp(path.join(tmpdir(), 'hosting-nginx-'));
    for (const basePath of ['/', '/cheerio/']) await writeSite(siteDir(basePath));
  });

  after(async () => {
    await rm(work, { recursive: true, force: true });
  });

  async function writeSite(site: string) {
    for (const dir of ['assets/js', 'docs/basics', 'playground', 'sandbox'])
      await mkdir(path.join(site, dir), { recursive: true });
    const files: Record<string, string> = {
      'index.html': '<p>首页</p>',
      '404.html': '<p>找不到页面</p>',
      'docs/intro.html': '<p>简介</p>',
      'docs/intro.md': '# 简介',
      'docs/basics/loading.html': '<p>加载</p>',
      'playground.html': '<p>演练场</p>',
      'playground/encoding.html': '<p>编码实验室</p>',
      'assets/js/main.abc.js': 'console.log(1);',
      'sw.js': 'self.addEventListener("fetch", () => {});',
      'search-index.json': '{}',
      'sandbox.html': '<p>沙箱</p>',
      'sandbox/1.0.0-rc.3.html': '<p>旧版本的沙箱</p>',
      // 沙箱页的目录里别的文件不是沙箱页，不许嵌入。
      'sandbox/notes.html': '<p>别的页面</p>',
    };
    for (const [file, text] of Object.entries(files)) await writeFile(path.join(site, file), text);
  }

  for (const basePath of ['/', '/cheerio/']) {
    it(`路径前缀 ${basePath}`, async () => {
      const port = await freePort();
      const prefix = path.join(work, `nginx${basePath.replaceAll('/', '-')}`);
      await mkdir(prefix, { recursive: true });
      const conf = path.join(prefix, 'nginx.conf');
      // 以 root 运行测试时 worker 会切到 nobody，读不了 mkdtemp 建的 0700 目录：只用主进程。
      await writeFile(
        conf,
        [
          'master_process off;',
          'daemon off;',
          `pid ${prefix}/nginx.pid;`,
          `error_log ${prefix}/error.log;`,
          'events {}',
          'http {',
          '  include /etc/nginx/mime.types;',
          '  access_log off;',
          ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
            (kind) => `  ${kind}_temp_path ${prefix}/${kind};`,
          ),
          '  server {',
          `    listen 127.0.0.1:${port};`,
          renderNginxConfig({ basePath, root: path.join(work, 'www') }).replace(/^/gm, '    '),
          '  }',
          '}',
        ].join('\n'),
      );
      const nginx: ChildProcess = spawn(nginxBinary ?? 'nginx', ['-p', prefix, '-c', conf], { stdio: 'ignore' });
      const local = createStaticServer({ root: siteDir(basePath), basePath });
      await listen(local, { port: 0 });
      const localOrigin = `http://127.0.0.1:${(local.address() as AddressInfo).port}`;
      const nginxOrigin = `http://127.0.0.1:${port}`;
      try {
        await waitUntilServing(nginxOrigin);
        const urls = [
          '',
          'docs/intro',
          'docs/intro.html',
          'docs/intro/',
          'docs/intro.md',
          'docs/basics/loading',
          'playground',
          'playground/encoding',
          'assets/js/main.abc.js',
          'assets/js/missing.js',
          'assets/../index.html',
          'sw.js',
          'search-index.json',
          'sandbox.html',
          'sandbox',
          'sandbox/1.0.0-rc.3.html',
          'sandbox/1.0.0-rc.3',
          'sandbox/notes.html',
          'sandbox/9.9.9.html',
          'sandbox/',
          'sandbox%2F1.0.0-rc.3.html',
          'docs%2Fintro',
          'docs%2fintro.md',
          'docs%5Cintro',
          'assets%2Fjs%2Fmain.abc.js',
          'playground%2F',
          '404.html',
          'no/such/page',
        ].map((url) => basePath + url);
        for (const url of urls) {
          assert.deepEqual(await observable(nginxOrigin, url), await observable(localOrigin, url), url);
        }
        for (const url of ['sandbox.html', 'sandbox/1.0.0-rc.3.html', 'sandbox/1.0.0-rc.3']) {
          const { frameAncestors } = await observable(nginxOrigin, basePath + url);
          assert.equal(frameAncestors, SANDBOX_PAGE_HEADER_POLICY, `${url} 是沙箱页，本站的页面要能嵌入它`);
        }
        if (basePath !== '/') {
          const bare = basePath.slice(0, -1);
          assert.deepEqual(await observable(nginxOrigin, bare), await observable(localOrigin, bare), bare);
        }
      } finally {
        nginx.kill();
        local.close();
      }
    });
  }
});
