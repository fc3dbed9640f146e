/**
 * 《加载文档》里关于代理的说法，对着一个本地代理验证：Node.js 自带的 fetch 不读 HTTP(S)_PROXY，fromURL 用不上代理，
 * 页面上的两段写法（ProxyAgent；EnvHttpProxyAgent 加 setGlobalDispatcher）确实经过代理。
 * 会改动全局设置的代码都在子进程里运行：单元测试按组在同一个进程里加载，全局的 dispatcher 会影响别的测试。
 */
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { promisify } from 'node:util';
import { checkBlock, createLiveScope, readCodeBlocks, renderToText, startExampleServer } from '../support/doc-examples';
import type { ExampleServer } from '../support/doc-examples/example-site';
import { sandbox } from '../support/package-sandbox';
import { PLAIN_OUTPUT_ENV } from '../support/plain-output-env';

const root = path.join(__dirname, '..', '..');
const workDir = path.join(root, 'node_modules', '.cache', 'proxy-recipe');
const execFileAsync = promisify(execFile);

/** 在子进程里运行一段 ES 模块代码（放在仓库的 node_modules 里，才能导入 cheerio 和 undici），返回它的输出。 */
async function runModule(name: string, code: string, env: Record<string, string>): Promise<string> {
  mkdirSync(workDir, { recursive: true });
  const file = path.join(workDir, name);
  writeFileSync(file, code);
  const { stdout } = await execFileAsync(process.execPath, [file], {
    env: { ...PLAIN_OUTPUT_ENV, NO_PROXY: '', no_proxy: '', ...env },
    timeout: 30_000,
  });
  return stdout.trim();
}

/** 《加载文档》里包含 text 的代码块。 */
function loadingBlock(text: string) {
  const block = readCodeBlocks(root, ['docs/basics/loading.md']).find((candidate) => candidate.code.includes(text));
  assert.ok(block, `docs/basics/loading.md 里没有包含 ${text} 的代码块`);
  return block;
}

describe('代理', () => {
  let site: ExampleServer;
  let proxyEnv: Record<string, string>;

  before(async () => {
    site = await startExampleServer();
    proxyEnv = { HTTP_PROXY: site.proxyOrigin, HTTPS_PROXY: site.proxyOrigin };
  });
  after(() => site.close());

  it('Node.js 自带的 fetch 不读 HTTP_PROXY、HTTPS_PROXY：请求直接到达网站，代理什么也没收到', async () => {
    const before = site.proxied.length;
    const output = await runModule(
      'builtin-fetch.mjs',
      `const response = await fetch(${JSON.stringify(`${site.origin}/books`)});\nconsole.log(response.status);\n`,
      proxyEnv,
    );
    assert.equal(output, '200');
    assert.equal(site.proxied.length, before);
  });

  it('fromURL 用不上代理：设置了环境变量和全局的 EnvHttpProxyAgent，仍然直接连接（只有代理能解析的主机名因此找不到）', async () => {
    const output = await runModule(
      'fromurl.mjs',
      [
        "import * as cheerio from 'cheerio';",
        "import { EnvHttpProxyAgent, setGlobalDispatcher } from 'undici';",
        'setGlobalDispatcher(new EnvHttpProxyAgent());',
        "try { await cheerio.fromURL('http://books.example.com/books'); } catch (error) { console.log(error.code); }",
        '',
      ].join('\n'),
      proxyEnv,
    );
    assert.equal(output, 'ENOTFOUND');
    assert.ok(!site.proxied.some((target) => target.startsWith('books.example.com')));
  });

  it('页面上的 ProxyAgent 写法经过代理，输出与页面一致', async () => {
    const before = site.proxied.length;
    const report = await checkBlock(loadingBlock('new ProxyAgent('), {
      workDir: path.join(root, 'node_modules', '.cache', 'doc-examples'),
      origin: site.origin,
      proxyOrigin: site.proxyOrigin,
      liveScope: await createLiveScope(root),
      renderToText,
    });
    assert.deepEqual(report.problems, []);
    assert.equal(report.status, 'ran');
    assert.deepEqual(site.proxied.slice(before), [new URL(site.origin).host]);
  });

  it('页面上的 EnvHttpProxyAgent 写法：设置 HTTPS_PROXY 后，自带的 fetch 也经过代理，输出与页面一致', async () => {
    const block = loadingBlock('new EnvHttpProxyAgent()');
    const expected = /\/\/ => (.+)$/m.exec(block.code)?.[1];
    const before = site.proxied.length;
    const output = await runModule(
      'env-proxy.mjs',
      block.code.replaceAll('https://example.com', site.origin),
      proxyEnv,
    );
    assert.equal(output, expected);
    assert.deepEqual(site.proxied.slice(before), [new URL(site.origin).host]);
  });

  it('setGlobalDispatcher 之后，undici 自己的 fetch 同样经过代理', async () => {
    const before = site.proxied.length;
    const output = await runModule(
      'undici-fetch.mjs',
      [
        "import { EnvHttpProxyAgent, fetch, setGlobalDispatcher } from 'undici';",
        'setGlobalDispatcher(new EnvHttpProxyAgent());',
        `console.log((await fetch(${JSON.stringify(`${site.origin}/books`)})).status);`,
        '',
      ].join('\n'),
      proxyEnv,
    );
    assert.equal(output, '200');
    assert.deepEqual(site.proxied.slice(before), [new URL(site.origin).host]);
  });

  it('页面说要写 undici@7：undici 8 在 Node.js 20 上一导入就报错', async () => {
    const undici8 = await sandbox('undici8', ['undici@8']);
    const output = await execFileAsync(
      process.execPath,
      ['-e', `require(${JSON.stringify(undici8.packageDir('undici'))})`],
      {
        env: PLAIN_OUTPUT_ENV,
      },
    ).then(
      () => '',
      (error: { stderr?: string }) => error.stderr ?? '',
    );
    const quoted = /一导入 undici 就报 `([^`]+)`/.exec(
      readFileSync(path.join(root, 'docs/basics/loading.md'), 'utf8'),
    )?.[1];
    assert.ok(quoted, '页面上找不到 undici 8 的报错');
    assert.ok(output.includes(quoted), output.slice(0, 1000));
  });

  it('页面说 Node.js 20 的 fetch 不读代理变量：这里跑的确实是 Node.js 20', () => {
    const engines = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
      engines?: { node?: string };
    };
    assert.match(
      process.version,
      /^v20\./,
      `这段说法针对 Node.js 20，当前是 ${process.version}（engines：${engines.engines?.node}）`,
    );
  });
});
