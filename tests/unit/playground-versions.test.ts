import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import vm from 'node:vm';
import { build } from 'esbuild';
import { bundleOldRunner, nodeBuiltinShims, oldRunnerEntry } from '../../src/sandbox-build/bundle';
import { oldRelease } from '../../src/sandbox/oldRelease';
import type { OutputEntry, RunMessage, RunRequest } from '../../src/sandbox/protocol';
import {
  CURRENT_RELEASE,
  OLD_RELEASES,
  SANDBOX_PAGE_FILES,
  type OldRelease,
  loadArgumentsFor,
} from '../../src/sandbox/releases';
import { OutputLimiter, runCode } from '../../src/sandbox/runCode';
import { runRequest } from '../../src/tools/playground/cheerioOptions';
import { DEFAULT_OPTIONS, type ParseOptions } from '../../src/tools/playground/state';

/**
 * 演练场的“对比版本”（issue 39 第 4 节）：每个旧版本都是 npm 上的那个包，按那个版本的写法加载 HTML，打包后在没有
 * Node 内置模块的环境里照样能运行。浏览器里的行为差异由 tests/e2e/playground-versions.spec.ts 证明。
 */
const root = path.join(__dirname, '../..');
const manifest = (file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8'));

// eslint-disable-next-line @typescript-eslint/no-require-imports -- 别名包没有类型，按 Node 的方式加载真实的旧版本
const requireRelease = (release: OldRelease) => require(`cheerio-${release}`);

async function run(release: OldRelease, code: string, html: string, options: Partial<ParseOptions> = {}) {
  const entries: OutputEntry[] = [];
  const limiter = new OutputLimiter((entry) => entries.push(entry));
  await runCode(runRequest({ code, html, options: { ...DEFAULT_OPTIONS, ...options } }), {
    emit: limiter.emit,
    loadSucrase: () => import('sucrase'),
    release: oldRelease(release, requireRelease(release)),
  });
  return entries.map(({ level, text }) => `${level}: ${text}`);
}

describe('旧版本的 cheerio', () => {
  it('每个旧版本都以精确版本的别名装在 devDependencies 里（锁文件记下它们，构建不联网）；站点的版本与 CURRENT_RELEASE 一致', () => {
    const pkg = manifest('package.json');
    assert.equal(pkg.dependencies.cheerio, CURRENT_RELEASE);
    assert.equal(manifest('node_modules/cheerio/package.json').version, CURRENT_RELEASE);
    for (const release of OLD_RELEASES) {
      assert.equal(pkg.devDependencies[`cheerio-${release}`], `npm:cheerio@${release}`, release);
      assert.equal(manifest(`node_modules/cheerio-${release}/package.json`).version, release);
      assert.equal(manifest('package-lock.json').packages[`node_modules/cheerio-${release}`]?.version, release);
    }
  });

  it('load() 的选项按各版本的写法给出：0.22 只有 htmlparser2 和两个参数，rc.3 用 _useHtmlParser2，rc.12 起与 1.2.0 相同', () => {
    const cases: [OldRelease, ParseOptions['parser'], boolean, ReturnType<typeof loadArgumentsFor>['options']][] = [
      ['0.22.0', 'parse5', true, {}],
      ['0.22.0', 'htmlparser2', false, { xmlMode: false, decodeEntities: false }],
      ['0.22.0', 'xml', true, { xmlMode: true, decodeEntities: true }],
      ['1.0.0-rc.3', 'parse5', true, {}],
      ['1.0.0-rc.3', 'htmlparser2', true, { _useHtmlParser2: true, decodeEntities: true }],
      ['1.0.0-rc.3', 'xml', false, { xml: { decodeEntities: false } }],
      ['1.0.0-rc.12', 'htmlparser2', true, { xml: { xmlMode: false, decodeEntities: true } }],
    ];
    for (const [release, parser, decodeEntities, options] of cases) {
      const { loadOptions, isDocument } = runRequest({
        code: '',
        html: '',
        options: { ...DEFAULT_OPTIONS, parser, decodeEntities },
      });
      const args = loadArgumentsFor(release, loadOptions, isDocument);
      assert.deepEqual(args.options, options, `${release} ${parser}`);
      assert.equal(args.isDocument, release === '0.22.0' ? undefined : true, `${release} ${parser}`);
    }
    assert.match(loadArgumentsFor('0.22.0', {}, true).notes.join(), /没有 parse5.*<html>/);
    assert.match(loadArgumentsFor('1.0.0-rc.3', { baseURI: 'https://example.com/' }, true).notes.join(), /baseURI/);
    assert.deepEqual(loadArgumentsFor('1.1.2', { baseURI: 'https://example.com/' }, false), {
      options: { baseURI: 'https://example.com/' },
      isDocument: false,
      notes: [],
    });
  });

  it('在真实的旧版本里，三种解析器都真的生效（parse5 补 tbody，htmlparser2 不补，XML 保留大小写和自闭合），decodeEntities 也一样', async () => {
    const code = "console.log($('tbody').length, $.html())";
    const html = '<table><tr><td>&amp;你好</td></tr></table><Item/>';
    const expected: Record<OldRelease, [string, string, string]> = {
      '0.22.0': [
        '0 <table><tr><td>&amp;&#x4F60;&#x597D;</td></tr></table><item></item>',
        '0 <table><tr><td>&amp;你好</td></tr></table><item></item>',
        '0 <table><tr><td>&amp;&#x4F60;&#x597D;</td></tr></table><Item/>',
      ],
      '1.0.0-rc.3': [
        '1 <table><tbody><tr><td>&amp;&#x4F60;&#x597D;</td></tr></tbody></table><item></item>',
        '0 <table><tr><td>&amp;你好</td></tr></table><item></item>',
        '0 <table><tr><td>&amp;&#x4F60;&#x597D;</td></tr></table><Item/>',
      ],
      '1.0.0-rc.12': [
        '1 <table><tbody><tr><td>&amp;你好</td></tr></tbody></table><item></item>',
        '0 <table><tr><td>&amp;你好</td></tr></table><item></item>',
        '0 <table><tr><td>&amp;&#x4f60;&#x597d;</td></tr></table><Item/>',
      ],
      '1.0.0': [
        '1 <table><tbody><tr><td>&amp;你好</td></tr></tbody></table><item></item>',
        '0 <table><tr><td>&amp;你好</td></tr></table><item></item>',
        '0 <table><tr><td>&amp;&#x4f60;&#x597d;</td></tr></table><Item/>',
      ],
      '1.1.2': [
        '1 <table><tbody><tr><td>&amp;你好</td></tr></tbody></table><item></item>',
        '0 <table><tr><td>&amp;你好</td></tr></table><item></item>',
        '0 <table><tr><td>&amp;&#x4f60;&#x597d;</td></tr></table><Item/>',
      ],
    };
    for (const release of OLD_RELEASES) {
      const results = [
        await run(release, code, html, { isDocument: false }),
        await run(release, code, html, { isDocument: false, parser: 'htmlparser2', decodeEntities: false }),
        await run(release, code, html, { isDocument: false, parser: 'xml' }),
      ];
      assert.deepEqual(
        results,
        expected[release].map((line) => [`log: ${line}`]),
        release,
      );
    }
  });

  it('读者的代码拿到的 cheerio 就是那个版本的模块：import 和 require 也一样；选择集照常显示', async () => {
    for (const release of OLD_RELEASES) {
      const keys = Object.keys(requireRelease(release)).sort().join();
      assert.deepEqual(
        await run(
          release,
          "import * as imported from 'cheerio';\nconsole.log(Object.keys(cheerio).sort().join(), imported.load === cheerio.load, require('cheerio') === cheerio);\n$('li')",
          '<ul><li>a</li></ul>',
        ),
        [`log: ${keys} true true`, 'result: Cheerio(1) [<li>a</li>]'],
        release,
      );
    }
  });
});

/**
 * 打包好的 worker 在一个没有 Node 内置模块、没有 Buffer 和 process 的 JavaScript 环境里运行（浏览器的 worker 里也没有），
 * 收发的消息与沙箱页里相同。
 */
async function runBundled(script: string, request: RunRequest): Promise<string[]> {
  const self: { addEventListener(): void; onmessage: ((event: unknown) => Promise<void>) | null } = {
    addEventListener: () => undefined,
    onmessage: null,
  };
  const context = vm.createContext({ self, atob, performance, setTimeout, clearTimeout, queueMicrotask });
  vm.runInContext(script, context);
  const messages: RunMessage[] = [];
  await self.onmessage?.({ data: { request, port: { postMessage: (message: RunMessage) => messages.push(message) } } });
  assert.equal(messages.at(-1)?.type, 'done');
  return messages.flatMap((message) =>
    message.type === 'output' ? [`${message.entry.level}: ${message.entry.text}`] : [],
  );
}

describe('旧版本的沙箱 worker（esbuild 打包）', () => {
  it('Node 内置模块换成 nodeShims/ 里的替身；没有替身的让构建失败并说明该补哪个', async () => {
    await assert.rejects(
      build({
        stdin: { contents: "require('fs')", resolveDir: root, sourcefile: 'probe.js' },
        bundle: true,
        write: false,
        platform: 'browser',
        logLevel: 'silent',
        plugins: [nodeBuiltinShims],
      }),
      /Node 内置模块 fs，沙箱里没有它的替身/,
    );
    assert.match(oldRunnerEntry('0.22.0', { esModule: false }), /const cheerio = require\("cheerio-0\.22\.0"\);/);
    assert.match(oldRunnerEntry('1.1.2', { esModule: true }), /import \* as cheerio from "cheerio-1\.1\.2";/);
  });

  it('每个旧版本打包后都能在没有 Node 的环境里运行，输出与 Node 里的同一个版本相同', async () => {
    const code = "console.log($.html(), Object.keys(cheerio).sort().join());\n$('p').text()";
    const request: RunRequest = { code, html: '<p>你好</p>', loadOptions: {}, isDocument: true };
    const scripts = await Promise.all(OLD_RELEASES.map((release) => bundleOldRunner(release)));
    for (const [index, release] of OLD_RELEASES.entries()) {
      const bundled = await runBundled(scripts[index], request);
      const inNode = await run(release, code, request.html);
      const [html, bundledKeys] = bundled[0].replace(/^log: /, '').split(' ');
      const [nodeHtml, nodeKeys] = inNode[0].replace(/^log: /, '').split(' ');
      assert.equal(html, nodeHtml, release);
      assert.match(html, release === '0.22.0' ? /^<p>&#x4F60;/ : /<p>(你好|&#x4F60;)/, release);
      assert.equal(bundled[1], "result: '你好'", release);
      // 1.0.0 起的包有浏览器构建，它没有 loadBuffer、fromURL 这些依赖 Node 的函数（与沙箱里的 1.2.0 一样）；
      // 更早的版本只有一份代码，浏览器里看到的导出与 Node 里完全相同。
      if (['0.22.0', '1.0.0-rc.3', '1.0.0-rc.12'].includes(release)) assert.equal(bundledKeys, nodeKeys, release);
      else assert.equal(bundledKeys, 'contains,load,merge', release);
    }
  });
});

describe('全站的内容安全策略那一步', () => {
  it('跳过每个沙箱页（它们有自己更严的策略），其余页面照常写入', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'csp-sandbox-pages-'));
    try {
      const sandboxPage =
        '<!doctype html><html><head><meta charset="utf-8"><title>沙箱</title></head><body></body></html>';
      for (const file of ['index.html', ...SANDBOX_PAGE_FILES]) {
        mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
        writeFileSync(path.join(dir, file), sandboxPage);
      }
      execFileSync(process.execPath, [require.resolve('tsx/cli'), path.join(root, 'src/csp/cli.ts'), dir], {
        stdio: 'pipe',
      });
      assert.match(readFileSync(path.join(dir, 'index.html'), 'utf8'), /Content-Security-Policy/);
      for (const file of SANDBOX_PAGE_FILES)
        assert.equal(readFileSync(path.join(dir, file), 'utf8'), sandboxPage, file);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
