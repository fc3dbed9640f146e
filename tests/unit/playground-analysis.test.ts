import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import * as cheerio from 'cheerio';
import { LoadedDocument, MAX_TREE_ROWS } from '../../src/tools/playground/analysis';
import { explainSelectorError, neverMatchingHint } from '../../src/tools/playground/selectorHelp';
import { DEFAULT_OPTIONS } from '../../src/tools/playground/state';

function errorOf(selector: string): unknown {
  try {
    cheerio.load('<p>x</p>')(selector);
  } catch (error) {
    return error;
  }
  assert.fail(`${selector} 应当报错`);
}

describe('选择器报错的中文说明', () => {
  it('伪元素、浏览器状态伪类、jQuery 的 :visible、未知伪类、语法错误各有说明和教程链接', () => {
    const cases: [string, RegExp, RegExp][] = [
      ['p::before', /伪元素 ::before/, /troubleshooting#browser-only-selectors/],
      ['p:before', /伪元素 ::before/, /troubleshooting/],
      ['a:focus', /:focus 只在浏览器里有意义/, /troubleshooting/],
      ['p:visible', /:visible 只在浏览器里有意义/, /troubleshooting/],
      ['p:nope', /不认识伪类 :nope/, /selecting#pseudo-classes/],
      ['p[', /属性选择器没有写完|应该是一个名字/, /selecting#/],
      ['p:not(.a', /括号没有配对/, /selecting#/],
      ['p,,a', /有一段是空的/, /selecting#/],
      ['li:nth-child(x)', /:nth-child\(\)/, /selecting#/],
      ['svg|rect', /命名空间/, /xml-namespaces/],
    ];
    for (const [selector, summary, link] of cases) {
      const help = explainSelectorError(errorOf(selector), selector);
      assert.match(help.summary, summary, selector);
      assert.match(help.link.href, link, selector);
      assert.ok(help.engineMessage && !/\n\s+at /.test(help.engineMessage), '只给引擎的一句话，不给调用栈');
    }
  });

  it(':hover、:active、:visited 不报错，但提醒它们永远不匹配', () => {
    assert.match(neverMatchingHint('a:hover')?.summary ?? '', /:hover/);
    assert.equal(neverMatchingHint('a:hovered'), null);
    assert.equal(neverMatchingHint('a.hover'), null);
  });
});

describe('分析 worker 的文档：树与点选', () => {
  it('一万层嵌套的文档也能给出树的行（显式的栈，不递归）', () => {
    const deep = new LoadedDocument(`${'<div>'.repeat(10_000)}深${'</div>'.repeat(10_000)}`, DEFAULT_OPTIONS);
    const selection = deep.select('div');
    assert.ok(selection.ok && selection.count === 10_000);
    assert.ok(deep.tree([], [], null).rows.some((row) => row.matched));
    // 点中最深处的文字：它的一万个祖先都要展开；行数到上限为止，树从它前面不远处开始显示，它自己看得见。
    const deepest = deep.nodeCount - 1;
    const pick = deep.pick(deepest);
    assert.equal(pick?.selector, null);
    const { rows, truncated, skipped } = deep.tree([], [], deepest);
    assert.equal(rows.length, MAX_TREE_ROWS);
    assert.equal(rows.at(-1)?.picked, true);
    assert.equal(skipped, deep.nodeCount - MAX_TREE_ROWS);
    assert.equal(truncated, false);
    assert.equal(deep.tree([], [], null).skipped, 0);
  });

  it('匹配的节点的祖先默认展开；读者折叠过的保持折叠；点文本节点取它所在的元素', () => {
    const document = new LoadedDocument(
      '<main><section><div><ul><li>一</li><li class="b">二</li></ul></div></section></main>',
      DEFAULT_OPTIONS,
    );
    document.select('.b');
    const rows = document.tree([], [], null).rows;
    const matched = rows.find((row) => row.matched);
    assert.equal(matched?.label, 'li');
    const ul = rows.find((row) => row.label === 'ul')!;
    assert.ok(ul.open);
    const closed = document.tree([], [ul.id], null).rows;
    assert.equal(closed.find((row) => row.id === ul.id)?.open, false);
    assert.equal(
      closed.some((row) => row.matched),
      false,
    );
    const text = document.tree([matched.id], [], null).rows.find((row) => row.kind === 'text' && row.label === '二')!;
    const pick = document.pick(text.id);
    assert.deepEqual(pick && { tag: pick.tag, selector: pick.selector }, { tag: 'li', selector: '.b' });
  });

  it('<template> 的内容显示为单独的片段；前几个匹配附带 .text()、.html() 和属性', () => {
    const document = new LoadedDocument('<template><p title="t">模板</p></template>', {
      ...DEFAULT_OPTIONS,
      isDocument: false,
    });
    const selection = document.select('p');
    assert.ok(selection.ok);
    assert.deepEqual(
      selection.details[0] && { text: selection.details[0].text, attributes: selection.details[0].attributes },
      {
        text: '模板',
        attributes: [['title', 't']],
      },
    );
    assert.ok(document.tree([], [], null).rows.some((row) => row.kind === 'fragment'));
  });
});
