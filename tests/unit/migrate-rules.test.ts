import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import ts from 'typescript';
import { RULES, applyFixes, checkCode } from '../../src/tools/migrate/check';
import { hasTableChildRow } from '../../src/tools/migrate/rules/module';
import { CHEERIO_1X_TYPES } from '../../src/tools/migrate/rules/types';
import { MIGRATING_FILE, regenerateUpgradeTable } from '../../src/upgrades/upgradeTable';
import { UPGRADES, rowAnchor, type RuleId } from '../../src/tools/migrate/upgrades';
import { findDocFiles, parseMeta, readCodeBlocks } from '../support/doc-examples';

const root = path.join(__dirname, '../..');

/**
 * 每条规则一段会触发它的旧代码。键的类型是全部规则，新增规则时类型检查会要求在这里补一段；
 * `fixable` 说明这段代码里这条规则的结果应当带自动修改。
 */
const OLD_CODE: Record<RuleId, { code: string; fixable: boolean }> = {
  'default-import': { code: "import cheerio from 'cheerio';\ncheerio.load('<p>');", fixable: true },
  'call-module': { code: "const cheerio = require('cheerio');\nconst $p = cheerio('<p>段落</p>');", fixable: true },
  'static-methods': { code: "import { html } from 'cheerio';\nhtml('<b>x</b>');", fixable: true },
  'table-child-row': {
    code: "const $ = require('cheerio').load('<table></table>');\n$('table.list > tr').length;",
    fixable: false,
  },
  'decode-entities': {
    code: "cheerio.load(html, { decodeEntities: false });\nimport * as cheerio from 'cheerio';",
    fixable: true,
  },
  'htmlparser2-options': {
    code: "import { load } from 'cheerio';\nload(xml, { xmlMode: true, withStartIndices: true });",
    fixable: true,
  },
  'normalize-whitespace': {
    code: "const cheerio = require('cheerio');\nconst options = { normalizeWhitespace: true };\ncheerio.load(html, options);",
    fixable: false,
  },
  'xml-mode': { code: "const cheerio = require('cheerio');\ncheerio.load(xml, { xmlMode: true });", fixable: true },
  'use-htmlparser2': {
    code: "const cheerio = require('cheerio');\ncheerio.load(x, { useHtmlParser2: true });",
    fixable: true,
  },
  'lib-paths': { code: "import { load } from 'cheerio/lib/slim';", fixable: true },
  'node-type-imports': { code: "import type { AnyNode } from 'cheerio';\nlet node: AnyNode;", fixable: true },
  'types-package': { code: 'function f(el: cheerio.TagElement) {}', fixable: true },
  'get-result-type': {
    code: "import * as cheerio from 'cheerio';\nconst href: string = cheerio.load('<a>')('a').get(0).attribs.href;",
    fixable: false,
  },
};

/** 每条规则在几个相近的 1.x 写法上都不应出声（文档里的示例另有一条测试整体检查）。 */
const NEW_CODE = `
import * as cheerio from 'cheerio';
import { load, contains, type CheerioAPI, type Cheerio } from 'cheerio';
import type { Element, AnyNode } from 'domhandler';
import { load as loadSlim } from 'cheerio/slim';
const $: CheerioAPI = cheerio.load('<table><tr><td>1</td></tr></table>', { xml: { withStartIndices: true, decodeEntities: false } });
const rows: Cheerio<Element> = $('table > tbody > tr');
const first = $('a').get(0)?.attribs;
const list: cheerio.Cheerio<AnyNode> = $.root();
const api: cheerio.CheerioAPI = load('<p>', { baseURI: 'https://example.com/' }, false);
console.log($.html(rows), $.text(rows), contains, loadSlim, first, list, api, $('table tr').length);
const map = new Map<number, { x: number }>();
`;

function rulesIn(code: string): RuleId[] {
  return checkCode(code).findings.map((finding) => finding.rule);
}

describe('迁移检查的规则', () => {
  for (const [rule, sample] of Object.entries(OLD_CODE) as [RuleId, (typeof OLD_CODE)[RuleId]][]) {
    it(`${rule}：在旧代码上报告${sample.fixable ? '并给出修改' : ''}，修改之后不再报告`, () => {
      const findings = checkCode(sample.code).findings.filter((finding) => finding.rule === rule);
      assert.ok(findings.length > 0, `没有报告 ${rule}`);
      assert.equal(
        findings.every((finding) => Boolean(finding.fix)),
        sample.fixable,
      );
      for (const finding of findings) {
        assert.ok(finding.line >= 1 && finding.column >= 1);
        assert.match(finding.message, /\p{Script=Han}/u);
      }
      if (sample.fixable)
        assert.deepEqual(
          rulesIn(applyFixes(sample.code).code).filter((r) => r === rule),
          [],
        );
    });
  }

  it('在 1.x 的写法上不报告任何问题', () => {
    const result = checkCode(NEW_CODE);
    assert.deepEqual(result.problems, []);
    assert.deepEqual(
      result.findings.map((finding) => `${finding.line}:${finding.column} ${finding.rule}`),
      [],
    );
  });

  /** 有意演示旧写法或常见错误的示例：文件、规则和原因。 */
  const DELIBERATE = [
    {
      file: 'docs/basics/troubleshooting.md',
      rule: 'table-child-row',
      reason: '演示 table > tr 选不到补上 tbody 之后的行',
    },
  ];

  it('文档和博客里的每个 1.x 示例都不触发任何规则（有意演示错误写法的除外）', () => {
    const blocks = readCodeBlocks(root, findDocFiles(root, ['docs', 'blog'], ['docs/api'])).filter(
      (block) =>
        ['js', 'ts', 'javascript', 'typescript'].includes(block.lang) && parseMeta(block.meta).noRun === undefined,
    );
    assert.ok(blocks.length > 100, `只找到 ${blocks.length} 个示例`);
    const noisy = blocks.flatMap((block) => {
      const result = checkCode(block.code);
      return [
        ...result.problems.map((p) => `${block.file}:${block.line} 语法错误 ${p.message}`),
        ...result.findings
          .filter((f) => !DELIBERATE.some((d) => d.file === block.file && d.rule === f.rule))
          .map((f) => `${block.file}:${block.line + f.line} ${f.rule}`),
      ];
    });
    assert.deepEqual(noisy, []);
  });

  it('对照表里的旧写法示例（no-run 代码块）会被报告', () => {
    const oldBlocks = readCodeBlocks(root, ['docs/advanced/migrating.md', 'blog/2024-08-07-cheerio-1.0.md']).filter(
      (block) => parseMeta(block.meta).noRun?.includes('旧写法'),
    );
    assert.ok(oldBlocks.length >= 2);
    for (const block of oldBlocks) {
      const rules = new Set(rulesIn(block.code));
      assert.ok(rules.has('default-import') && rules.has('call-module') && rules.has('static-methods'), block.file);
    }
  });

  it('1.x 仍然导出的类型清单与已安装的 cheerio 一致', () => {
    const entry = require.resolve('cheerio').replace(/\.js$/, '.d.ts');
    const program = ts.createProgram([entry], { strict: true, noEmit: true, skipLibCheck: true });
    const checker = program.getTypeChecker();
    const exported = checker.getExportsOfModule(checker.getSymbolAtLocation(program.getSourceFile(entry)!)!);
    const types = exported
      .filter((symbol) => {
        const flags = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol).flags : symbol.flags;
        return (flags & ts.SymbolFlags.Type) !== 0;
      })
      .map((symbol) => symbol.name);
    assert.deepEqual(types.sort(), [...CHEERIO_1X_TYPES].sort());
  });

  it('代码无法解析时给出位置，并检查其余能解析的代码', () => {
    const result = checkCode("const broken = {;\nimport cheerio from 'cheerio';\ncheerio.text(cheerio('<p>'));");
    assert.equal(result.unparsable, false);
    assert.deepEqual(result.skippedLines, [1]);
    assert.equal(result.problems[0].line, 1);
    assert.deepEqual(rulesIn("const broken = {;\nimport cheerio from 'cheerio';"), ['default-import']);
    assert.equal(applyFixes("const broken = {;\nimport cheerio from 'cheerio';").applied, 0, '有语法错误时不自动修改');
    assert.equal(checkCode("import cheerio from 'cheerio';\nfunction f() {\n  if (x) {\n").unparsable, true);
  });

  it('选择器里只认 table 之后紧跟的 > tr', () => {
    assert.equal(hasTableChildRow('table > tr'), true);
    assert.equal(hasTableChildRow('#prices table[summary] > tr:first-child'), true);
    assert.equal(hasTableChildRow('table > tbody > tr'), false);
    assert.equal(hasTableChildRow('table tr, div > tr'), false);
    assert.equal(hasTableChildRow('table >'), false);
  });
});

describe('升级对照表（src/tools/migrate/upgrades.ts）', () => {
  it('《迁移与升级》页面里的表格由数据生成，且是最新的', () => {
    const source = readFileSync(MIGRATING_FILE, 'utf8');
    assert.equal(regenerateUpgradeTable(source), source, '表格过期了：运行 npm run upgrades:sync');
  });

  it('每条规则都属于表格的一行，行锚点不重复', () => {
    const anchors = UPGRADES.map(rowAnchor);
    assert.equal(new Set(anchors).size, anchors.length);
    const checks = UPGRADES.flatMap((row) => [...row.checks]);
    assert.equal(new Set(checks).size, checks.length, '一条规则只能属于一行');
    assert.deepEqual(checks.sort(), Object.keys(RULES).sort());
  });
});
