import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import vm from 'node:vm';
import { build } from 'esbuild';
import { CHEERIO_VERSION } from '../../src/constants/cheerio';
import { bundleOldRunner, nodeBuiltinShims, oldRunnerEntry } from '../../src/sandbox-build/bundle';
import { oldRelease } from '../../src/sandbox/oldRelease';
import type { OutputEntry, RunMessage, RunRequest } from '../../src/sandbox/protocol';
import { OLD_RELEASES, SANDBOX_PAGE_FILES, type OldRelease, loadArgumentsFor } from '../../src/sandbox/releases';
import { OutputLimiter, runCode } from '../../src/sandbox/runCode';
import { runRequest } from '../../src/tools/playground/cheerioOptions';
import { encodeFragmentSync, decodeFragmentSync } from '../../src/plugins/playground-links/fragmentSync';
import type { VersionRun } from '../../src/tools/playground/hooks/useVersionRuns';
import {
  DEFAULT_OPTIONS,
  InvalidStateError,
  parseState,
  serializableState,
  type ParseOptions,
} from '../../src/tools/playground/state';
import { apiGaps } from '../../src/tools/playground/versions/apiGaps';
import { MAX_DIFF_LINES, diffOutputs, outputLines } from '../../src/tools/playground/versions/outputDiff';
import { versionStatus } from '../../src/tools/playground/versions/versionStatus';

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
  it('每个旧版本都以精确版本的别名装在 devDependencies 里（锁文件记下它们，构建不联网）；站点的版本与 CHEERIO_VERSION 一致', () => {
    const pkg = manifest('package.json');
    assert.equal(pkg.dependencies.cheerio, CHEERIO_VERSION);
    assert.equal(manifest('node_modules/cheerio/package.json').version, CHEERIO_VERSION);
    for (const release of OLD_RELEASES) {
      assert.equal(pkg.devDependencies[`cheerio-${release}`], `npm:cheerio@${release}`, release);
      assert.equal(manifest(`node_modules/cheerio-${release}/package.json`).version, release);
      assert.equal(manifest('package-lock.json').packages[`node_modules/cheerio-${release}`]?.version, release);
    }
  });

  it('旧版本的包只由 src/sandbox-build/ 打包进沙箱页：站点的代码里没有一处引入 cheerio-<版本>，它们进不了任何页面脚本', () => {
    const sources = readdirSync(path.join(root, 'src'), { recursive: true, encoding: 'utf8' }).filter((file) =>
      /\.(ts|tsx|js|mjs)$/.test(file),
    );
    const importing = sources.filter((file) =>
      /(from\s+|require\(|import\()\s*['"`]cheerio-\d/.test(readFileSync(path.join(root, 'src', file), 'utf8')),
    );
    assert.deepEqual(importing, []);
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

describe('对比版本的比较与状态', () => {
  it('输出按行对齐：共有的行只出现一次，只在一边的行标明是哪一边；级别算进行里', () => {
    const current = outputLines([
      { level: 'log', text: '<p>你好</p>' },
      { level: 'log', text: '共 2 个\n完' },
      { level: 'result', text: "'function'" },
    ]);
    const old = outputLines([
      { level: 'log', text: '<p>&#x4F60;&#x597D;</p>' },
      { level: 'log', text: '共 2 个\n完' },
      { level: 'exception', text: 'TypeError: $.extract is not a function' },
    ]);
    const diff = diffOutputs(current, old);
    assert.deepEqual(diff.lines, [
      { kind: 'current', text: '<p>你好</p>' },
      { kind: 'old', text: '<p>&#x4F60;&#x597D;</p>' },
      { kind: 'same', text: '共 2 个' },
      { kind: 'same', text: '完' },
      { kind: 'current', text: "最后一个表达式的值：'function'" },
      { kind: 'old', text: '异常：TypeError: $.extract is not a function' },
    ]);
    assert.deepEqual([diff.currentOnly, diff.oldOnly, diff.truncated], [2, 2, false]);
    // 一段里有几行不同时，两边的行成对地排列。
    assert.deepEqual(
      diffOutputs(['a', 'b', 'c', 'x'], ['A', 'B', 'x']).lines.map(({ kind, text }) => `${kind} ${text}`),
      ['current a', 'old A', 'current b', 'old B', 'current c', 'same x'],
    );
    assert.deepEqual(diffOutputs(['a'], ['a']), {
      lines: [{ kind: 'same', text: 'a' }],
      currentOnly: 0,
      oldOnly: 0,
      truncated: false,
    });
    const long = Array.from({ length: MAX_DIFF_LINES + 5 }, (_, index) => String(index));
    const capped = diffOutputs(long, long);
    assert.equal(capped.lines.length, MAX_DIFF_LINES);
    assert.ok(capped.truncated);
  });

  it('每种情况一句清楚的中文：加载中、没能加载、等 1.2.0、相同、不同、超时', () => {
    const base: VersionRun = {
      load: { status: 'ready' },
      run: { status: 'done', ms: 3, dropped: 0 },
      entries: [],
      dropped: 0,
    };
    const done = { status: 'done', ms: 5, dropped: 0 } as const;
    const same = diffOutputs(['a'], ['a']);
    assert.equal(versionStatus('1.1.2', base, done, same).text, '与 1.2.0 相同。');
    assert.equal(
      versionStatus('0.22.0', base, done, diffOutputs(['a', 'b'], ['a', 'c'])).text,
      '与 1.2.0 不同：1 行只在 1.2.0 的输出里，1 行只在 0.22.0 的输出里。',
    );
    assert.equal(
      versionStatus('1.0.0', { ...base, load: { status: 'loading' }, run: { status: 'running' } }, done, null).text,
      '正在加载 cheerio 1.0.0……',
    );
    assert.equal(versionStatus('1.0.0', base, { status: 'running' }, same).text, '已运行完，正在等 1.2.0 的结果……');
    const failed = versionStatus(
      '1.0.0',
      { ...base, load: { status: 'failed', message: '代码沙箱没有启动' }, run: { status: 'failed', message: 'x' } },
      done,
      null,
    );
    assert.ok(failed.problem);
    assert.match(failed.text, /^没能加载 cheerio 1\.0\.0 的沙箱页：.*联网后取消勾选再勾选一次/);
    const timeout = versionStatus(
      '1.0.0-rc.3',
      { ...base, run: { status: 'timeout' } },
      done,
      diffOutputs([], ['（运行超过 3 秒，已停止）']),
    );
    assert.match(timeout.text, /^运行超过 3 秒，已停止；与 1\.2\.0 不同/);
  });

  it("API 的差别来自逐个运行真实版本的数据：rc.12 还没有 extract、loadBuffer、fromURL；1.1.2 只差 find(':scope') 的行为", () => {
    const rc12 = apiGaps('1.0.0-rc.12');
    for (const name of ['CheerioAPI.extract', 'Cheerio.extract', 'loadBuffer', 'fromURL'])
      assert.ok(
        rc12.missing.some((entry) => entry.name === name && entry.since === '1.0.0'),
        name,
      );
    const latest = apiGaps('1.1.2');
    assert.deepEqual(latest.missing, []);
    assert.deepEqual(
      latest.changed.map(({ name, version }) => `${name} ${version}`),
      ['Cheerio.find 1.2.0'],
    );
    assert.ok(
      apiGaps('0.22.0').changed.some(({ name, version }) => name === 'CheerioAPI.html' && version === '1.0.0-rc.4'),
    );
  });

  it('勾选的版本写进链接和状态文件，按版本表的顺序；不认得的版本略过，类型不对的字段让状态作废', () => {
    const state = { html: '<p>你好</p>', selector: '', code: '$.html()', options: DEFAULT_OPTIONS };
    assert.deepEqual(serializableState(state), { html: '<p>你好</p>', selector: '', code: '$.html()' });
    assert.deepEqual(serializableState({ ...state, versions: [] }), serializableState(state));
    const withVersions = { ...state, versions: ['0.22.0', '1.1.2'] as const };
    assert.deepEqual(decodeFragmentSync(encodeFragmentSync(withVersions)), withVersions);
    assert.deepEqual(parseState({ ...state, versions: ['1.1.2', '9.9.9', '0.22.0'] }).versions, ['0.22.0', '1.1.2']);
    assert.equal(parseState({ ...state, versions: ['9.9.9'] }).versions, undefined);
    assert.throws(() => parseState({ ...state, versions: '0.22.0' }), InvalidStateError);
    assert.throws(() => parseState({ ...state, versions: [22] }), InvalidStateError);
  });
});
