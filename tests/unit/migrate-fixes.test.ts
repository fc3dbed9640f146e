/**
 * 迁移检查的每种自动修改：旧代码在旧版本 cheerio 下运行的输出，必须等于修改后的代码在已安装的 cheerio 1.2.0 下
 * 运行的输出。旧版本从 npm 装进 node_modules/.cache/cheerio-releases/<版本>/，装过一次就复用（CI 上 npm 的缓存
 * 让首次安装也只要几秒）。TypeScript 的示例另外按 1.2.0 的类型声明做一次类型检查。
 * 文件末尾用同一批旧版本核对升级对照表里写的版本范围。
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';
import { RULES, applyFixes, checkCode } from '../../src/tools/migrate/check';
import { UPGRADES, type RuleId } from '../../src/tools/migrate/upgrades';
import { PLAIN_OUTPUT_ENV } from '../support/plain-output-env';

const root = path.join(__dirname, '../..');
const cacheDir = path.join(root, 'node_modules/.cache');
const releasesDir = path.join(cacheDir, 'cheerio-releases');
const fixedDir = path.join(cacheDir, 'migrate-fixes');

type Release =
  '0.22.0' | '1.0.0-rc.6' | '1.0.0-rc.7' | '1.0.0-rc.8' | '1.0.0-rc.9' | '1.0.0-rc.11' | '1.0.0-rc.12' | '1.0.0';

interface FixCase {
  name: string;
  rule: RuleId;
  /** 旧代码当初运行的版本。 */
  release: Release;
  extension: 'cjs' | 'mjs' | 'ts';
  code: string;
}

/** 只报告、不自动修改的规则：它们的改法取决于代码的意图（见各自的说明）。 */
const REPORT_ONLY: RuleId[] = ['table-child-row', 'normalize-whitespace', 'get-result-type'];

const CASES: FixCase[] = [
  {
    name: '默认导入',
    rule: 'default-import',
    release: '0.22.0',
    extension: 'mjs',
    code: `import cheerio from 'cheerio';
const $ = cheerio.load('<ul><li>苹果</li><li>香蕉</li></ul>');
console.log($('li').length, $('li').last().text());`,
  },
  {
    name: 'require(…).default',
    rule: 'default-import',
    release: '1.0.0-rc.12',
    extension: 'cjs',
    code: `const cheerio = require('cheerio').default;
const $ = cheerio.load('<p class="price">5 元</p>');
console.log($('.price').text());`,
  },
  {
    name: '直接调用模块',
    rule: 'call-module',
    release: '0.22.0',
    extension: 'cjs',
    code: `const cheerio = require('cheerio');
const $list = cheerio('<ul><li>苹果</li><li>香蕉</li></ul>');
console.log($list.find('li').length, $list.find('li').first().text());
console.log(cheerio('li', '<ul><li>梨</li></ul>').text());`,
  },
  {
    name: '调用默认导出',
    rule: 'call-module',
    release: '1.0.0-rc.12',
    extension: 'cjs',
    code: `const $p = require('cheerio').default('<p><b>粗体</b>和<i>斜体</i></p>');
console.log($p.find('b').text(), $p.children().length);`,
  },
  {
    name: '模块上的静态方法',
    rule: 'static-methods',
    release: '0.22.0',
    extension: 'mjs',
    code: `import cheerio from 'cheerio';
// 0.22 输出 HTML 时把中文写成字符实体（对照表的另一行），这里只用 ASCII 文字，只比较静态方法本身。
const $ = cheerio.load('<ul><li>Apple</li><li>Banana</li></ul>');
console.log(cheerio.html($('li').first()));
console.log(cheerio.text($('li')));
console.log(cheerio.parseHTML('<b>一</b><i>二</i>').length);`,
  },
  {
    // 0.22 – rc.6 还能用；rc.9、rc.10 的模块上没有 html，rc.11 起单独取出的 html() 丢了 this，只返回空字符串。
    name: '解构出来的静态方法',
    rule: 'static-methods',
    release: '0.22.0',
    extension: 'cjs',
    code: `const { load, html, text } = require('cheerio');
const $ = load('<p>Hello</p><p>World</p>');
console.log(html($('p')));
console.log(text($('p')));`,
  },
  {
    name: 'decodeEntities: false',
    rule: 'decode-entities',
    release: '0.22.0',
    extension: 'cjs',
    code: `const cheerio = require('cheerio');
const $ = cheerio.load('<p title="问候">你好，世界</p>', { decodeEntities: false });
console.log($.html($('p')));
console.log($('p').text());`,
  },
  {
    name: 'XML 模式下的 htmlparser2 选项',
    rule: 'htmlparser2-options',
    release: '0.22.0',
    extension: 'cjs',
    code: `const cheerio = require('cheerio');
const options = { xmlMode: true, withStartIndices: true };
const $ = cheerio.load('<items><item id="a"/><item id="b"/></items>', options);
console.log($('item').map((i, el) => el.startIndex).get().join(','));
console.log($.xml());`,
  },
  {
    name: 'xmlMode',
    rule: 'xml-mode',
    release: '1.0.0-rc.12',
    extension: 'cjs',
    code: `const cheerio = require('cheerio');
const $ = cheerio.load('<feed><entry>第一条</entry><entry>第二条</entry></feed>', { xmlMode: true });
console.log($('entry').last().text());
console.log($.xml());`,
  },
  {
    name: '_useHtmlParser2',
    rule: 'use-htmlparser2',
    release: '1.0.0-rc.12',
    extension: 'cjs',
    code: `const cheerio = require('cheerio');
const $ = cheerio.load('<table><tr><td>1</td></tr></table>', { _useHtmlParser2: true });
console.log($.html());
console.log($('table > tr').length);`,
  },
  {
    name: 'cheerio/lib/slim',
    rule: 'lib-paths',
    release: '1.0.0-rc.12',
    extension: 'cjs',
    code: `const { load } = require('cheerio/lib/slim');
const $ = load('<table><tr><td>1</td></tr></table>');
console.log($.html());`,
  },
  {
    name: '从 cheerio 导入节点类型',
    rule: 'node-type-imports',
    release: '1.0.0-rc.12',
    extension: 'ts',
    code: `import { load } from 'cheerio';
import type { Element } from 'cheerio';

const $ = load('<h1>标题</h1><p>正文</p>');
const names = $('body').children().toArray().map((el: Element) => el.tagName);
console.log(names.join(','));`,
  },
  {
    name: '@types/cheerio 的类型',
    rule: 'types-package',
    release: '0.22.0',
    extension: 'ts',
    code: `import * as cheerio from 'cheerio';

const options: cheerio.CheerioParserOptions = { xmlMode: false };
const $: cheerio.Root = cheerio.load('<a href="/phones">手机</a><a href="/tablets">平板</a>', options);
const links: cheerio.Cheerio = $('a');
const hrefs: string[] = [];
links.each((i: number, el: cheerio.Element) => {
  hrefs.push($(el).attr('href') ?? '');
});
console.log(hrefs.join(','));`,
  },
];

function install(release: Release): string {
  const dir = path.join(releasesDir, release);
  if (existsSync(path.join(dir, 'node_modules/cheerio/package.json'))) return dir;
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'package.json'), '{ "private": true }\n');
  const result = spawnSync(
    'npm',
    ['install', '--no-save', '--no-package-lock', '--no-audit', '--no-fund', '--ignore-scripts', `cheerio@${release}`],
    { cwd: dir, encoding: 'utf8', env: PLAIN_OUTPUT_ENV },
  );
  assert.equal(result.status, 0, `安装 cheerio@${release} 失败（需要能访问 npm 仓库）：\n${result.stderr}`);
  return dir;
}

/**
 * 一个目录里的示例在同一个 Node 进程里依次运行（每个示例单独起进程，在两核的机器上要多花好几秒），
 * 每个示例的 console.log 分别记下。TypeScript 示例去掉类型后按 CommonJS 运行，和当年 tsc 的默认输出一样。
 */
const RUNNER = `import { createRequire } from 'node:module';
import { format } from 'node:util';
const require = createRequire(import.meta.url);
const outputs = {};
const print = console.log;
for (const file of JSON.parse(process.argv[2])) {
  const lines = [];
  console.log = (...args) => lines.push(format(...args));
  try {
    if (file.endsWith('.cjs')) require(file);
    else await import(file);
  } catch (error) {
    lines.push('运行出错：' + error.message);
  }
  outputs[file] = lines.join('\\n');
}
console.log = print;
process.stdout.write(JSON.stringify(outputs));
`;

function writeSample(dir: string, name: string, extension: FixCase['extension'], code: string): string {
  writeFileSync(path.join(dir, `${name}.${extension}`), `${code}\n`);
  if (extension !== 'ts') return path.join(dir, `${name}.${extension}`);
  const file = path.join(dir, `${name}.cjs`);
  const options = { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, esModuleInterop: true };
  writeFileSync(file, ts.transpileModule(code, { compilerOptions: options }).outputText);
  return file;
}

function runAll(dir: string, files: string[]): Record<string, string> {
  const runner = path.join(dir, 'run-samples.mjs');
  writeFileSync(runner, RUNNER);
  const result = spawnSync(process.execPath, [runner, JSON.stringify(files)], {
    cwd: dir,
    encoding: 'utf8',
    env: PLAIN_OUTPUT_ENV,
  });
  assert.equal(result.status, 0, `${path.relative(root, dir)} 里的示例运行失败：\n${result.stderr}`);
  return JSON.parse(result.stdout) as Record<string, string>;
}

function typeErrors(files: string[]): string[] {
  const program = ts.createProgram(files, {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    types: ['node'],
  });
  return ts.getPreEmitDiagnostics(program).map((diagnostic) => {
    const where = diagnostic.file ? `${path.basename(diagnostic.file.fileName)}: ` : '';
    return where + ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
  });
}

describe('迁移检查的自动修改在 cheerio 1.2.0 下得到旧版本的输出', () => {
  const runs = CASES.map((fixCase, index) => ({
    fixCase,
    name: `case-${index}`,
    fixed: applyFixes(fixCase.code).code,
    oldFile: '',
    fixedFile: '',
  }));
  const outputs: Record<string, string> = {};
  before(() => {
    mkdirSync(fixedDir, { recursive: true });
    const byDir = new Map<string, string[]>();
    const queue = (dir: string, file: string) => byDir.set(dir, [...(byDir.get(dir) ?? []), file]);
    for (const entry of runs) {
      const releaseDir = install(entry.fixCase.release);
      entry.oldFile = writeSample(releaseDir, entry.name, entry.fixCase.extension, entry.fixCase.code);
      entry.fixedFile = writeSample(fixedDir, entry.name, entry.fixCase.extension, entry.fixed);
      queue(releaseDir, entry.oldFile);
      queue(fixedDir, entry.fixedFile);
    }
    for (const [dir, files] of byDir) Object.assign(outputs, runAll(dir, files));
  });

  it('每条能自动修改的规则都有运行对照', () => {
    const covered = new Set(CASES.map((c) => c.rule));
    const fixable = (Object.keys(RULES) as RuleId[]).filter((rule) => !REPORT_ONLY.includes(rule));
    assert.deepEqual([...covered].sort(), fixable.sort());
  });

  for (const entry of runs) {
    const { fixCase, fixed } = entry;
    it(`${fixCase.rule}：${fixCase.name}（旧代码运行于 ${fixCase.release}）`, () => {
      const finding = checkCode(fixCase.code).findings.find((f) => f.rule === fixCase.rule);
      assert.ok(finding?.fix, `规则 ${fixCase.rule} 没有对这段代码给出修改`);
      assert.deepEqual(
        checkCode(fixed)
          .findings.filter((f) => f.fix)
          .map((f) => f.rule),
        [],
        '修改之后不应再有可以自动修改的结果',
      );
      const before = outputs[entry.oldFile];
      assert.ok(before && !before.includes('运行出错'), `旧代码在 ${fixCase.release} 下没有正常输出：${before}`);
      assert.equal(outputs[entry.fixedFile], before, `修改后的代码：\n${fixed}`);
    });
  }

  it('修改后的 TypeScript 示例按 cheerio 1.2.0 的类型声明检查没有错误', () => {
    const files = runs
      .filter((entry) => entry.fixCase.extension === 'ts')
      .map((entry) => path.join(fixedDir, `${entry.name}.ts`));
    assert.ok(files.length >= 2);
    assert.deepEqual(typeErrors(files), []);
  });
});

/**
 * 对照表“直接调用 cheerio()”一行的版本范围：rc.6 及更早可以调用模块本身，rc.9 起改为调用默认导出，1.0 两样都不行。
 * （rc.7、rc.8 在 npm 上无法加载，见下面“多选 select 的 val()”一行的测试。）
 */
describe('直接调用 cheerio() 在各版本里的行为', () => {
  const probe = `const cheerio = require('cheerio');
const call = (fn) => { try { return fn('<p>段落</p>').length; } catch (error) { return error.constructor.name; } };
console.log(call(cheerio), typeof cheerio.default === 'function' ? call(cheerio.default) : 'undefined');`;

  for (const [release, expected] of [
    ['1.0.0-rc.6', '1 undefined'],
    ['1.0.0-rc.9', 'TypeError 1'],
    ['1.0.0-rc.12', 'TypeError 1'],
    ['1.0.0', 'TypeError undefined'],
  ] as [Release, string][]) {
    it(release, () => {
      const dir = install(release);
      const file = path.join(dir, 'call-module.cjs');
      writeFileSync(file, probe);
      const result = spawnSync(process.execPath, [file], { cwd: dir, encoding: 'utf8', env: PLAIN_OUTPUT_ENV });
      assert.equal(result.stdout.trim(), expected);
    });
  }
});

const upgradeRow = (id: string) => UPGRADES.find((row) => row.id === id)!;

type Statics = Partial<Record<'html' | 'xml' | 'text', (dom?: unknown) => string>>;
type OldApi = ((selector: string) => unknown) & Statics;
type OldModule = Statics & { load(html: string): OldApi; default?: OldApi };

/** 在测试进程里 require 某个旧版本（每个版本的依赖各自解析，互不干扰）；加载失败时返回错误码。 */
function requireRelease(release: Release): OldModule | string {
  const requireFrom = createRequire(path.join(install(release), 'package.json'));
  try {
    return requireFrom('cheerio') as OldModule;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code ?? String(error);
  }
}

const outcome = (run: () => unknown) => {
  try {
    return run();
  } catch (error) {
    return (error as Error).constructor.name;
  }
};

/**
 * 多选 select 的 `.val()`：0.22 – rc.6 返回各项的 value，rc.9 起返回文字。npm 上的 rc.7 只有说明文件，
 * rc.8 的代码编译到了 lib/src/，package.json 指向的 lib/index.js 不存在：两者都无法 require，所以表里写“rc.9 起”。
 */
describe('对照表“多选 select 的 val()”一行', () => {
  it('写的是 rc.9 起', () => {
    assert.equal(upgradeRow('select-val').versions, '0.22 – rc.6');
    assert.equal(upgradeRow('select-val').since, 'rc.9');
  });

  const select =
    '<select multiple><option value="a" selected>甲</option><option value="b" selected>乙</option><option value="c">丙</option></select>';
  for (const [release, expected] of [
    ['0.22.0', ['a', 'b']],
    ['1.0.0-rc.6', ['a', 'b']],
    ['1.0.0-rc.7', 'MODULE_NOT_FOUND'],
    ['1.0.0-rc.8', 'MODULE_NOT_FOUND'],
    ['1.0.0-rc.9', ['甲', '乙']],
  ] as [Release, string[] | string][]) {
    it(release, () => {
      const cheerio = requireRelease(release);
      const actual =
        typeof cheerio === 'string' ? cheerio : (cheerio.load(select)('select') as { val(): unknown }).val();
      assert.deepEqual(actual, expected);
    });
  }
});

/**
 * 静态方法 html、xml、text：0.22 – rc.6 挂在模块本身上，rc.9 起挂在默认导出上；rc.11 起模块上也有，但 html、xml
 * 丢了 this：单独调用的 html() 只返回空字符串，写成 cheerio.html(…) 抛出 TypeError。1.0 两处都没有了。
 */
describe('对照表“顶层的静态方法”一行', () => {
  it('写的是 0.22 – rc.12', () => {
    assert.ok(upgradeRow('static-methods').versions.startsWith('0.22 – rc.12（'));
  });

  const names = ['html', 'xml', 'text'] as const;
  const probe = (cheerio: OldModule) => {
    const $ = cheerio.load('<p>Hi</p>');
    const { html } = cheerio;
    return {
      onModule: names.filter((name) => typeof cheerio[name] === 'function').join(' '),
      onDefault: names.filter((name) => typeof cheerio.default?.[name] === 'function').join(' '),
      detachedHtml: outcome(() => html!($('p'))),
      memberHtml: outcome(() => cheerio.html!($('p'))),
      defaultHtml: outcome(() => cheerio.default!.html!($('p'))),
    };
  };
  const all = 'html xml text';
  const onModule = {
    onModule: all,
    onDefault: '',
    detachedHtml: '<p>Hi</p>',
    memberHtml: '<p>Hi</p>',
    defaultHtml: 'TypeError',
  };
  const onDefault = {
    onModule: '',
    onDefault: all,
    detachedHtml: 'TypeError',
    memberHtml: 'TypeError',
    defaultHtml: '<p>Hi</p>',
  };
  const brokenOnModule = { ...onDefault, onModule: all, detachedHtml: '' };
  const removed = { ...onDefault, onDefault: '', defaultHtml: 'TypeError' };
  for (const [release, expected] of [
    ['0.22.0', onModule],
    ['1.0.0-rc.6', onModule],
    ['1.0.0-rc.9', onDefault],
    ['1.0.0-rc.11', brokenOnModule],
    ['1.0.0-rc.12', brokenOnModule],
    ['1.0.0', removed],
  ] as [Release, ReturnType<typeof probe>][]) {
    it(release, () => {
      const cheerio = requireRelease(release);
      if (typeof cheerio === 'string') assert.fail(`cheerio@${release} 无法加载：${cheerio}`);
      assert.deepEqual(probe(cheerio), expected);
    });
  }

  it("1.0.0-rc.12：import { html, xml } from 'cheerio'", async () => {
    const entry = path.join(install('1.0.0-rc.12'), 'node_modules/cheerio/lib/esm/index.js');
    const { load, html, xml } = (await import(pathToFileURL(entry).href)) as Required<OldModule>;
    const $ = load('<p>Hi</p>');
    assert.equal(html($('p')), '');
    assert.equal(
      outcome(() => xml($('p'))),
      'TypeError',
    );
  });
});

/**
 * 从 cheerio 导入节点类型：rc.9、rc.10 的类型声明重新导出 domhandler 4 的 Node、Element、Document，rc.11 起换成
 * domhandler 5，多了 AnyNode；rc.6 的声明里没有它们，1.0 又删掉了。按当年常见的 node10 模块解析检查。
 */
describe('对照表“从 cheerio 导入节点类型”一行', () => {
  it('写的是 rc.9 – rc.12，AnyNode 从 rc.11 起', () => {
    assert.ok(upgradeRow('node-type-imports').versions.startsWith('rc.9 – rc.12（其中 `AnyNode` rc.11 起'));
  });

  it('各版本的类型声明导出了哪些节点类型', () => {
    const names = ['Element', 'Document', 'Node', 'AnyNode'];
    const releases: Release[] = ['1.0.0-rc.6', '1.0.0-rc.9', '1.0.0-rc.11', '1.0.0-rc.12', '1.0.0'];
    const files = releases.map((release) => {
      const file = path.join(install(release), 'node-types.ts');
      writeFileSync(
        file,
        names.map((name) => `import type { ${name} } from 'cheerio';\nexport type Old${name} = ${name};\n`).join(''),
      );
      return file;
    });
    const program = ts.createProgram(files, {
      strict: true,
      noEmit: true,
      skipLibCheck: true,
      module: ts.ModuleKind.CommonJS,
      moduleResolution: ts.ModuleResolutionKind.Node10,
      types: [],
    });
    const missing = ts.getPreEmitDiagnostics(program).map((diagnostic) => {
      // 2305、2614：模块找到了，只是没有这个导出；其他错误（找不到模块、找不到声明）说明检查本身出了问题。
      assert.ok([2305, 2614].includes(diagnostic.code), ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      const release = releases[files.indexOf(diagnostic.file!.fileName)];
      const line = diagnostic.file!.getLineAndCharacterOfPosition(diagnostic.start!).line;
      return `${release} ${names[Math.floor(line / 2)]}`;
    });
    const notExported = (release: Release, missingNames: string[]) => missingNames.map((name) => `${release} ${name}`);
    assert.deepEqual(
      missing.sort(),
      [
        ...notExported('1.0.0', names),
        ...notExported('1.0.0-rc.6', names),
        ...notExported('1.0.0-rc.9', ['AnyNode']),
      ].sort(),
    );
  });
});
