import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import * as cheerio from 'cheerio';
import { ErrorCodes } from 'parse5';
import { LoadedDocument, MAX_TREE_ROWS } from '../../src/tools/playground/analysis';
import { cheerioOptions } from '../../src/tools/playground/cheerioOptions';
import { explainParseError } from '../../src/tools/playground/parseErrorCodes';
import { MARK_LABELS, changesSummary, errorsSummary } from '../../src/tools/playground/parserReportText';
import { MAX_LOCATED_CHARS, type TreeRow } from '../../src/tools/playground/protocol';
import { MAX_LISTED_ERRORS, withSourceLocations } from '../../src/tools/playground/sourceLocations';
import { LineIndex } from '../../src/tools/playground/sourcePosition';
import { DEFAULT_OPTIONS, type ParseOptions } from '../../src/tools/playground/state';

function open(html: string, options: Partial<ParseOptions> = {}) {
  return new LoadedDocument(html, { ...DEFAULT_OPTIONS, ...options });
}

/** 树的全部可见行（把每个节点都展开）。 */
function allRows(document: LoadedDocument): TreeRow[] {
  const ids = Array.from({ length: document.nodeCount }, (_, id) => id);
  return document.tree(ids, [], null).rows;
}

/** 带标记的行：“标签名 → 原因”。 */
function marks(document: LoadedDocument): string[] {
  return allRows(document)
    .filter((row) => row.mark)
    .map((row) => `${row.label}·${row.mark!.kind}·${row.mark!.reason}`);
}

describe('行列与字符下标互换（与 CodeMirror 的换行规则相同）', () => {
  it('\\n、\\r\\n、\\r 各算一次换行；落在换行符上算行尾；超出范围取最近的一端', () => {
    const text = 'ab\r\ncd\ref\n\ngh';
    const lines = new LineIndex(text);
    assert.equal(lines.lineCount, 5);
    assert.deepEqual(lines.position(0), { line: 1, column: 1 });
    assert.deepEqual(lines.position(2), { line: 1, column: 3 });
    assert.deepEqual(lines.position(3), { line: 1, column: 3 }, '\\r\\n 的中间');
    assert.deepEqual(lines.position(4), { line: 2, column: 1 });
    assert.deepEqual(lines.position(7), { line: 3, column: 1 });
    assert.deepEqual(lines.position(10), { line: 4, column: 1 });
    assert.deepEqual(lines.position(text.length), { line: 5, column: 3 });
    assert.deepEqual(lines.position(999), { line: 5, column: 3 });
    assert.deepEqual(lines.position(-5), { line: 1, column: 1 });
    for (let offset = 0; offset <= text.length; offset += 1) {
      if (text[offset - 1] === '\r' && text[offset] === '\n') continue;
      assert.equal(lines.offset(lines.position(offset)), offset, `下标 ${offset} 往返`);
    }
    assert.equal(lines.offset({ line: 1, column: 99 }), 2, '列超出行尾取行尾');
    assert.equal(lines.offset({ line: 99, column: 1 }), text.length - 2, '行超出取最后一行');
    assert.equal(lines.offset({ line: 0, column: 0 }), 0);
  });

  it('空文档只有一行；编辑器里的行列（\\r\\n 已换成 \\n）在原文里指向同一个字符', () => {
    const empty = new LineIndex('');
    assert.deepEqual(empty.position(0), { line: 1, column: 1 });
    assert.equal(empty.offset({ line: 3, column: 4 }), 0);
    const original = '<p>\r\n  <b>一</b>\r\n</p>';
    const inEditor = original.replace(/\r\n/g, '\n');
    const position = new LineIndex(inEditor).position(inEditor.indexOf('一'));
    assert.equal(original[new LineIndex(original).offset(position)], '一');
  });
});

describe('哪些节点是 parse5 改过的', () => {
  it('<table><tr>：补上 html、head、body 和 tbody，每个都有一句原因；它们没有源码位置', () => {
    const document = open('<table><tr><td>一</td></tr></table>');
    assert.deepEqual(marks(document), [
      'html·inserted·源码里没有 <html>，parse5 像浏览器一样补上了它',
      'head·inserted·源码里没有 <head>，parse5 像浏览器一样补上了它',
      'body·inserted·源码里没有 <body>，parse5 像浏览器一样补上了它',
      'tbody·inserted·parse5 像浏览器一样补上了 <tbody>：<tr> 不能直接放在 <table> 里',
    ]);
    const rows = allRows(document);
    assert.equal(rows.find((row) => row.label === 'tbody')?.source, null);
    assert.deepEqual(rows.find((row) => row.label === 'tr')?.source, {
      from: { line: 1, column: 8 },
      to: { line: 1, column: 27 },
    });
    assert.deepEqual(rows.find((row) => row.label === '一')?.source, {
      from: { line: 1, column: 16 },
      to: { line: 1, column: 17 },
    });
  });

  it('写全了的文档、空元素、SVG 的自闭合标签、<template> 的内容片段都不标记', () => {
    const document = open(
      '<!doctype html><html><head><meta charset="utf-8"><title>t</title></head>' +
        '<body><img src="a.png"><br><input><svg><path d="M0"/></svg><template><p>x</p></template></body></html>',
    );
    assert.deepEqual(marks(document), []);
    assert.deepEqual(document.source.report().errors, []);
    assert.equal(changesSummary(document.source.report()), 'parse5 没有补上元素，每个元素也都有自己的结束标签。');
  });

  it('自动结束的元素说明是被哪个标签结束的，到文档末尾才结束的也说明', () => {
    const document = open('<!doctype html><ul><li>一<li>二</ul><p>段落<div>块</div><p>最后');
    assert.deepEqual(
      marks(document).filter((mark) => mark.includes('unclosed')),
      [
        'li·unclosed·没有 </li>，parse5 在 <li> 前替它结束',
        'li·unclosed·没有 </li>，parse5 在 </ul> 前替它结束',
        'p·unclosed·没有 </p>，parse5 在 <div> 前替它结束',
        'p·unclosed·没有 </p>，一直到文档末尾才结束',
      ],
    );
  });

  it('多余的 </p> 和 </br>、被打断又复制的格式元素、重新打开的格式元素', () => {
    const document = open('<!doctype html><div></p></br></div><b><p>粗</b>体</p><p>a<i>b<p>c</i>d');
    assert.deepEqual(marks(document).slice(3), [
      'p·inserted·源码里有一个多余的 </p>，parse5 按标准补上一个空的 <p>',
      'br·inserted·源码里的 </br> 被当作 <br>',
      'b·inserted·<b> 被别的标签打断，parse5 按标准复制了一份，接着装后面的内容',
      'p·unclosed·没有 </p>，parse5 在 <p> 前替它结束',
      'i·unclosed·没有 </i>，parse5 在 <p> 前替它结束',
      'p·unclosed·没有 </p>，一直到文档末尾才结束',
      'i·reopened·前面的 <i> 还没结束就被打断，parse5 在这里重新打开了它；源码位置指向原来那个 <i>',
    ]);
    const report = document.source.report();
    assert.deepEqual([report.inserted, report.reopened, report.unclosed], [6, 1, 3]);
    assert.equal(
      changesSummary(report),
      'parse5 补上了 7 个元素、替 3 个元素结束了标签，文档树里标着“补上”“重开”“自动结束”并写明原因。',
    );
  });

  it('按片段解析时没有 html、head、body 可补；htmlparser2 与 XML 模式有位置、没有标记和错误', () => {
    assert.deepEqual(marks(open('<table><tr><td>一</td></tr></table>', { isDocument: false })), [
      'tbody·inserted·parse5 像浏览器一样补上了 <tbody>：<tr> 不能直接放在 <table> 里',
    ]);
    for (const parser of ['htmlparser2', 'xml'] as const) {
      const document = open('<ul><li>一<li>二</ul></p>', { parser });
      assert.deepEqual(marks(document), [], parser);
      const report = document.source.report();
      assert.deepEqual([report.errorCount, report.inserted, report.unclosed], [0, 0, 0], parser);
      assert.match(changesSummary(report), /标记和解析错误只有 parse5 才有/);
      assert.equal(errorsSummary(report), '解析错误：只有 parse5 报告。');
      const ul = allRows(document).find((row) => row.label === 'ul');
      assert.deepEqual(ul?.source, { from: { line: 1, column: 1 }, to: { line: 1, column: 20 } }, parser);
    }
  });

  it('超过 200 万个字符的 HTML 不记录位置（parse5 记录位置要慢两三倍）：没有标记、定位和错误，并说明原因', () => {
    const html = `<table>${'<tr><td>格子</td></tr>'.repeat(Math.ceil(MAX_LOCATED_CHARS / 20))}</table>`;
    assert.ok(html.length > MAX_LOCATED_CHARS);
    const big = open(html);
    const report = big.source.report();
    assert.deepEqual([report.located, report.inserted, report.errorCount], [false, 0, 0]);
    assert.equal(big.locate({ line: 1, column: 10 }), null);
    assert.ok(big.tree([], [], null).rows.every((row) => row.source === null && row.mark === null));
    assert.equal(
      changesSummary(report),
      '这份 HTML 超过 200 万个字符：为了解析得快，parse5 这次没有记录源码位置，所以没有标记、源码定位和解析错误。',
    );
    assert.equal(errorsSummary(report), '解析错误：这份 HTML 太大，没有检查。');
    // htmlparser2 的起止下标几乎不花时间，大文档也照样记录。
    const indexed = open(html, { parser: 'htmlparser2' });
    assert.equal(indexed.source.report().located, true);
    assert.notEqual(indexed.locate({ line: 1, column: 10 }), null);
  });

  it('位置选项只加在 worker 的 load() 上：交给沙箱的选项不变', () => {
    for (const parser of ['parse5', 'htmlparser2', 'xml'] as const) {
      const options = cheerioOptions({ ...DEFAULT_OPTIONS, parser });
      const before = JSON.stringify(options);
      const withLocations = withSourceLocations(options, () => {});
      assert.equal(JSON.stringify(options), before, parser);
      const $ = cheerio.load('<a>x</a>', withLocations);
      assert.equal($('a').html(), 'x', parser);
    }
  });
});

describe('parse5 的解析错误', () => {
  it('parse5 的每个错误代码都有自己的中文说明；不认识的代码给通用说明', () => {
    const fallback = explainParseError('no-such-code');
    assert.match(fallback, /HTML 标准/);
    for (const code of Object.values(ErrorCodes)) {
      const text = explainParseError(code);
      assert.notEqual(text, fallback, code);
      assert.match(text, /[\u4e00-\u9fff]/, code);
    }
  });

  it('常见的错误：代码、说明和行列（\\r\\n 的文档里也对）；说明里说的后果与 Cheerio 的结果一致', () => {
    const html = '<p id="a" id="b">一</p>\r\n<div class="x"class="y"/>二\r\n<a href=x"y>&copy 三</a></>';
    const document = open(html);
    const report = document.source.report();
    assert.deepEqual(
      report.errors.map((error) => [error.code, error.from.line, error.from.column]),
      [
        ['missing-doctype', 1, 1],
        ['duplicate-attribute', 1, 13],
        ['non-void-html-element-start-tag-with-trailing-solidus', 2, 1],
        ['missing-whitespace-between-attributes', 2, 15],
        ['duplicate-attribute', 2, 20],
        ['unexpected-character-in-unquoted-attribute-value', 3, 10],
        ['missing-semicolon-after-character-reference', 3, 18],
        ['missing-end-tag-name', 3, 26],
      ],
    );
    assert.equal(report.errorCount, 8);
    assert.equal(errorsSummary(report), 'parse5 报告了 8 个解析错误');
    assert.equal(report.errors[1].explanation, '同一个属性写了两次，只保留第一个');
    const $ = cheerio.load(html);
    assert.equal($('p').attr('id'), 'a', '重复的属性只保留第一个');
    assert.equal($('div > a').length, 1, '<div/> 不自闭合：后面的内容成了它的子节点');
  });

  it('说明里写的几种后果，用 Cheerio 核对', () => {
    const check = (html: string, code: string, consequence: ($: cheerio.CheerioAPI) => boolean) => {
      const report = open(html).source.report();
      assert.ok(
        report.errors.some((error) => error.code === code),
        `${html} 应当报告 ${code}：${report.errors.map((e) => e.code).join()}`,
      );
      assert.ok(consequence(cheerio.load(html)), `${code} 的说明`);
    };
    check('<!doctype html><p>1 <2</p>', 'invalid-first-character-of-tag-name', ($) => $('p').text() === '1 <2');
    check('<!doctype html><p>&nosuch;</p>', 'unknown-named-character-reference', ($) => $('p').text() === '&nosuch;');
    check('<!doctype html><p>a</x y>b</p>', 'end-tag-with-attributes', ($) => $('p').text() === 'ab');
    check('<!doctype html><?xml version="1.0"?><p>a</p>', 'unexpected-question-mark-instead-of-tag-name', ($) =>
      $.html().includes('<!--?xml version="1.0"?-->'),
    );
    check('<!doctype html><p><![CDATA[x]]></p>', 'cdata-in-html-content', ($) => $('p').html() === '<!--[CDATA[x]]-->');
    check('<!doctype html><p>a<!-- 注释', 'eof-in-comment', ($) => $('p').text() === 'a');
    check(
      '<!doctype html><title>标题</p>',
      'eof-in-element-that-can-contain-only-text',
      ($) => $('title').text() === '标题</p>',
    );
    check('<!doctype html><p>&#128;&#0;</p>', 'control-character-reference', ($) => $('p').text() === '€\ufffd');
    check(
      '<!doctype html><head></head><meta name="a"><body>',
      'abandoned-head-element-child',
      ($) => $('head > meta[name="a"]').length === 1,
    );
    check('<!doctype html><p>a<div', 'eof-in-tag', ($) => $('div').length === 0);
    check('<p>a</p>', 'missing-doctype', () => true);
  });

  it('二进制垃圾：错误照数，只列出前 200 个', () => {
    const garbage = Array.from({ length: 20_000 }, (_, index) => String.fromCharCode((index * 7919) % 256)).join('');
    const report = open(garbage).source.report();
    assert.ok(report.errorCount > MAX_LISTED_ERRORS, String(report.errorCount));
    assert.equal(report.errors.length, MAX_LISTED_ERRORS);
  });
});

describe('编辑器里的光标 → 树里的节点', () => {
  const html = '<!doctype html>\n<table>\n  <tr><td class="c">格子</td></tr>\n</table>\n<p>段落</p>';
  const document = open(html);
  const labelAt = (line: number, column: number) => {
    const id = document.locate({ line, column });
    return id === null ? null : allRows(document).find((row) => row.id === id)?.label;
  };

  it('光标在文字、开始标签、结束标签里各得到对应的节点；补上的 tbody 不挡路；空白取父元素', () => {
    assert.equal(labelAt(3, 22), '格子');
    assert.equal(labelAt(3, 8), 'td');
    assert.equal(labelAt(3, 26), 'td', '</td> 也属于 td');
    assert.equal(labelAt(3, 3), 'tr');
    assert.equal(labelAt(3, 1), 'table', '行首的空白不在树里，取它所在的 table');
    assert.equal(labelAt(5, 5), '段落');
    assert.equal(labelAt(1, 3), '!DOCTYPE html');
    assert.equal(labelAt(2, 99), 'table', '列超出行尾，取行尾');
  });

  it('找到的节点就是点中的节点：它的祖先展开；排在 500 行以后时，树从它附近开始显示', () => {
    const items = Array.from({ length: 2_000 }, (_, index) => `<li>第 ${index} 项</li>`).join('\n');
    const long = open(`<ul>\n${items}\n</ul>`);
    const id = long.locate({ line: 1_900, column: 6 });
    assert.notEqual(id, null);
    const tree = long.tree([], [], id);
    const picked = tree.rows.find((row) => row.picked);
    assert.equal(picked?.label, '第 1898 项');
    assert.ok(tree.skipped > 0 && tree.rows.length === MAX_TREE_ROWS, String(tree.skipped));
    assert.equal(long.pick(id!)?.tag, 'li');
    assert.equal(long.locate({ line: 1, column: 1 }) !== null, true);
  });

  it('光标落在几千项的长列表里：生成选择器不去验证 :nth-child() 路径（那要几分钟），说明原因', () => {
    const items = '<li class="item">商品<b>¥1</b></li>\n'.repeat(6_000);
    const long = open(`<ul>\n${items}</ul>`);
    const started = performance.now();
    const pick = long.pick(long.locate({ line: 5_000, column: 2 })!);
    assert.equal(pick?.tag, 'li');
    assert.equal(pick?.selector, null);
    assert.match(
      pick && 'reason' in pick ? pick.reason : '',
      /所在的这一层有 6,000 个元素，只能用 :nth-child\(\) 区分它/,
    );
    assert.ok(performance.now() - started < 5_000, `${performance.now() - started} ms`);
    const inside = long.pick(long.locate({ line: 5_000, column: 21 })!);
    assert.equal(inside?.tag, 'b');
    assert.match(inside && 'reason' in inside ? inside.reason : '', /^它的祖先 <li> 所在的这一层有 6,000 个元素/);
    // 短一些的列表照旧用 :nth-child()。
    const short = open(`<ul>\n${'<li class="item">商品</li>\n'.repeat(50)}</ul>`);
    assert.equal(short.pick(short.locate({ line: 40, column: 2 })!)?.selector, 'li:nth-child(39)');
  });

  it('htmlparser2 自动结束的 li 与下一个 li 的范围重叠：取更靠里（开始得晚）的那个', () => {
    const document = open('<ul><li>一<li>二</ul>', { parser: 'htmlparser2' });
    const id = document.locate({ line: 1, column: 11 });
    const rows = allRows(document);
    assert.equal(rows.find((row) => row.id === id)?.label, 'li');
    assert.equal(rows.filter((row) => row.label === 'li')[1].id, id);
  });

  it('标记的字样不只靠颜色：每种都有文字', () => {
    assert.deepEqual(Object.values(MARK_LABELS), ['补上', '重开', '自动结束']);
  });
});
