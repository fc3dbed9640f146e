/** 文档示例检查工具（tests/support/doc-examples）自身的测试，全部使用很小的内联样例。 */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import {
  type CodeBlock,
  type RunEnvironment,
  analyzeBlock,
  checkBlock,
  checkGroup,
  checkSite,
  createLiveScope,
  extractCodeBlocks,
  parseMeta,
  renderToText,
  startExampleServer,
} from '../support/doc-examples';

const fence = '```';
const block = (lang: string, code: string, meta = ''): CodeBlock => ({ file: 'fixture.md', line: 1, lang, meta, code });

describe('extractCodeBlocks', () => {
  test('切出代码块，记录行号、语言、meta，并去掉缩进', () => {
    const source = [
      '# 标题',
      '',
      `${fence}js title="a.js"`,
      'console.log(1);',
      fence,
      '',
      `  ${fence}ts no-run="仅为类型声明"`,
      '  type A = string;',
      `  ${fence}`,
      '~~~bash',
      'npm install cheerio',
      '~~~',
    ].join('\n');
    assert.deepEqual(extractCodeBlocks(source, 'a.md'), [
      { file: 'a.md', line: 3, lang: 'js', meta: 'title="a.js"', code: 'console.log(1);' },
      { file: 'a.md', line: 7, lang: 'ts', meta: 'no-run="仅为类型声明"', code: 'type A = string;' },
      { file: 'a.md', line: 10, lang: 'bash', meta: '', code: 'npm install cheerio' },
    ]);
  });

  test('更长的围栏里包着的 ``` 只是正文', () => {
    const source = ['````md', `${fence}js`, 'x();', fence, '````'].join('\n');
    const blocks = extractCodeBlocks(source, 'a.md');
    assert.equal(blocks.length, 1);
    assert.equal(blocks[0].lang, 'md');
    assert.equal(blocks[0].code, [`${fence}js`, 'x();', fence].join('\n'));
  });
});

describe('parseMeta', () => {
  test('识别 live、noInline 和 no-run 的理由', () => {
    assert.deepEqual(parseMeta('live noInline'), { live: true, noInline: true, noRun: undefined });
    assert.deepEqual(parseMeta('no-run="需要真实网络" title="x"'), {
      live: false,
      noInline: false,
      noRun: '需要真实网络',
    });
    assert.equal(parseMeta('no-run').noRun, '');
  });
});

describe('analyzeBlock', () => {
  const analyze = (code: string, lang = 'js', live = false) => analyzeBlock(code, lang, { live, noInline: live });

  test('读出同一行、下一行和多行的 `// =>`', () => {
    const { sites, problems } = analyze(
      [
        'console.log(1); // => 1',
        'console.log("a"); // 说明',
        '// => a',
        'console.log([1,',
        '  2]);',
        '// => [',
        '//   1, 2,',
        '// ]',
      ].join('\n'),
    );
    assert.deepEqual(problems, []);
    assert.deepEqual(
      sites.map((site) => site.expected),
      ['1', 'a', '[\n  1, 2,\n]'],
    );
  });

  test('回调里的 console.log 可以把期望值写在外层语句之后', () => {
    const { sites, problems } = analyze(['[1, 2].forEach((n) => console.log(n));', '// => 1', '// 2'].join('\n'));
    assert.deepEqual(problems, []);
    assert.equal(sites[0].expected, '1\n2');
  });

  test('同一条外层语句里的多处输出共用一个 `// =>`', () => {
    const { sites, problems } = analyze(
      [
        'for (const n of [1, 2]) {',
        '  if (n > 1) console.log("大", n);',
        '  else console.log("小", n);',
        '}',
        '// => 小 1',
        '// 大 2',
      ].join('\n'),
    );
    assert.deepEqual(problems, []);
    assert.deepEqual(
      sites.map((site) => site.group),
      [0, 0],
    );
  });

  test('报告缺少期望值的 console.log 和孤立的 `// =>`', () => {
    const { problems } = analyze(['console.log(1);', 'const a = 2;', '// => 2'].join('\n'));
    assert.equal(problems.length, 2);
    assert.match(problems[0], /第 1 行.*缺少/);
    assert.match(problems[1], /第 3 行.*没有对应/);
  });

  test('没有断言也没有 no-run 的代码块会被报告；只有 import 的代码块不会', () => {
    assert.match(analyze("import { load } from 'cheerio';\nload('<p>');").problems.join(), /既没有/);
    assert.deepEqual(analyze("import * as cheerio from 'cheerio';").problems, []);
    assert.equal(analyze("const cheerio = require('cheerio');").importOnly, true);
    assert.equal(analyze("const cheerio = require('cheerio');").commonJs, true);
  });

  test('报告语法错误', () => {
    assert.match(analyze('console.log((1);\n// => 1').problems.join(), /语法错误/);
  });

  test('实时代码块必须 noInline 并恰好调用一次 render', () => {
    assert.match(
      analyzeBlock('render(<p />);\n// => x', 'jsx', { live: true, noInline: false }).problems.join(),
      /noInline/,
    );
    assert.match(analyze('const a = 1;', 'jsx', true).problems.join(), /恰好调用一次/);
    assert.deepEqual(analyze('render(<p>x</p>);\n// => x', 'jsx', true).problems, []);
  });

  test('改写调用但不改变行号', () => {
    const { instrumented } = analyze('console.log(1);\n// => 1');
    assert.equal(instrumented, '__docExampleHook(0)(1);\n// => 1');
  });
});

describe('checkSite', () => {
  const site = (expected: string) => ({ id: 0, kind: 'log' as const, line: 0, expected, group: 0 });

  test('字符串逐字比较（忽略首尾和行尾空白）', () => {
    assert.equal(checkSite(site('<p>你好</p>'), [['<p>你好</p>  ']]), undefined);
    assert.match(checkSite(site('<p>你好</p>'), [['<p>再见</p>']]) ?? '', /不符[^]*再见/);
  });

  test('其他值把期望值当作表达式做深度比较', () => {
    assert.equal(checkSite(site("{ a: [1, 'x'], b: undefined }"), [[{ a: [1, 'x'], b: undefined }]]), undefined);
    assert.equal(checkSite(site('{ id: "a" }'), [[Object.assign(Object.create(null), { id: 'a' })]]), undefined);
    assert.match(checkSite(site('3'), [[4]]) ?? '', /不符/);
    assert.match(checkSite(site('{ a: '), [[4]]) ?? '', /无法求值/);
  });

  test('一组调用按执行顺序拼接后比较', () => {
    const sites = [
      { id: 0, kind: 'log' as const, line: 1, expected: '小 1\n大 2', group: 0 },
      { id: 1, kind: 'log' as const, line: 2, expected: '小 1\n大 2', group: 0 },
    ];
    assert.equal(
      checkGroup(sites, [
        { site: 1, args: ['小', 1] },
        { site: 0, args: ['大', 2] },
      ]),
      undefined,
    );
    assert.match(
      checkGroup(sites, [
        { site: 0, args: ['大', 2] },
        { site: 1, args: ['小', 1] },
      ]) ?? '',
      /不符/,
    );
  });

  test('多次调用按 console.log 的打印结果逐行比较', () => {
    assert.equal(
      checkSite(site('a 1\nb 2'), [
        ['a', 1],
        ['b', 2],
      ]),
      undefined,
    );
    assert.match(checkSite(site('a'), []) ?? '', /没有被执行到/);
  });
});

describe('checkBlock（真实执行）', () => {
  let env: RunEnvironment;
  let closeServer: () => Promise<void>;
  const root = join(__dirname, '..', '..');

  before(async () => {
    const server = await startExampleServer();
    closeServer = server.close;
    env = {
      workDir: join(root, 'node_modules', '.cache', 'doc-examples-harness'),
      origin: server.origin,
      liveScope: await createLiveScope(root),
      renderToText,
      timeoutMs: 1000,
    };
  });
  after(() => closeServer());

  const cheerioBlock = (body: string, lang = 'js') => block(lang, `import * as cheerio from 'cheerio';\n${body}`);

  test('期望值正确时通过', async () => {
    const report = await checkBlock(
      cheerioBlock("console.log(cheerio.load('<p>你好</p>')('p').text());\n// => 你好"),
      env,
    );
    assert.deepEqual(report, { status: 'ran', live: false, assertions: 1, importOnly: false, problems: [] });
  });

  test('期望值写错时失败', async () => {
    const report = await checkBlock(
      cheerioBlock("console.log(cheerio.load('<p>你好</p>')('p').text());\n// => 再见"),
      env,
    );
    assert.equal(report.problems.length, 1);
    assert.match(report.problems[0], /console.log 结果与[^]*页面上写的：再见[^]*实际得到的：你好/);
  });

  test('既无标记又无断言的代码块被报告，且不会执行', async () => {
    const report = await checkBlock(cheerioBlock("cheerio.load('<p>');"), env);
    assert.match(report.problems.join(), /既没有 `\/\/ =>` 断言，也没有 no-run/);
    assert.equal(report.assertions, 0);
  });

  test('no-run 必须写理由；bash 等语言不执行', async () => {
    assert.deepEqual((await checkBlock(block('js', 'x(', 'no-run="片段"'), env)).problems, []);
    assert.equal((await checkBlock(block('js', 'x(', 'no-run'), env)).problems.length, 1);
    assert.equal((await checkBlock(block('bash', 'npm i'), env)).status, 'not-runnable');
  });

  test('TypeScript 代码块去掉类型后执行', async () => {
    const code =
      "import type { CheerioAPI } from 'cheerio';\nconst $: CheerioAPI = cheerio.load('<b>1</b>');\nconsole.log($('b').length as number);\n// => 1";
    assert.deepEqual((await checkBlock(cheerioBlock(code, 'ts'), env)).problems, []);
  });

  test('用 require 的代码块按 CommonJS 执行', async () => {
    const code =
      "const { load } = require('cheerio');\nconsole.log(typeof module.exports);\n// => object\nconsole.log(load('<i>x</i>')('i').text());\n// => x";
    assert.deepEqual((await checkBlock(block('js', code), env)).problems, []);
  });

  test('等待回调里的输出；抛出的错误被报告', async () => {
    const ok = "setTimeout(() => {\n  console.log('稍后');\n  // => 稍后\n}, 20);";
    assert.deepEqual((await checkBlock(block('js', ok), env)).problems, []);
    const failing = "console.log(1);\n// => 1\nawait Promise.reject(new Error('出错了'));";
    assert.match((await checkBlock(block('js', failing), env)).problems.join(), /运行时出错：出错了/);
  });

  test('fromURL 访问本地服务器，输出里仍是 https://example.com', async () => {
    const code =
      "const $ = await cheerio.fromURL('https://example.com/books');\n" +
      "console.log($('title').text());\n// => 图书列表\n" +
      "console.log($('a').first().attr('href'));\n// => /books/1\n" +
      "const $$ = await cheerio.fromURL('https://example.com/old-books');\n" +
      "console.log($$('a').first().prop('href'));\n// => https://example.com/books/1";
    assert.deepEqual((await checkBlock(cheerioBlock(code), env)).problems, []);
  });

  test('实时代码块：捕获 render 的结果并核对；cheerio 来自浏览器构建', async () => {
    const code =
      "const $ = cheerio.load('<p>甲</p><p>乙</p>');\nrender(<pre>{$('p').length} 个 & {String(typeof cheerio.fromURL)}</pre>);\n// => 2 个 & undefined";
    assert.deepEqual((await checkBlock(block('jsx', code, 'live noInline'), env)).problems, []);
    const wrong = (await checkBlock(block('jsx', code.replace('// => 2', '// => 3'), 'live noInline'), env)).problems;
    assert.match(wrong.join(), /render\(\.\.\.\) 结果与/);
    const text = (await checkBlock(block('jsx', "render('文字');\n// => 文字", 'live noInline'), env)).problems;
    assert.match(text.join(), /必须是 JSX 元素/);
  });
});
