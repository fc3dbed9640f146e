import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import * as cheerio from 'cheerio';
import type { AnyNode, Element } from 'domhandler';
import { cheerioOptions } from '../../src/tools/playground/cheerioOptions';
import { cssEscape } from '../../src/tools/playground/cssEscape';
import { isElement, selectorFor } from '../../src/tools/playground/selectorFor';
import { DEFAULT_OPTIONS, type ParseOptions } from '../../src/tools/playground/state';

function loadDocument(html: string, options: Partial<ParseOptions> = {}) {
  const parseOptions = { ...DEFAULT_OPTIONS, ...options };
  const $ = cheerio.load(html, cheerioOptions(parseOptions), parseOptions.isDocument);
  const query = (selector: string) => $(selector).toArray();
  const elements: Element[] = [];
  const stack: AnyNode[] = [...$.root().toArray()];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (isElement(node)) elements.push(node);
    if ('children' in node) stack.push(...[...node.children].reverse());
  }
  return { $, query, elements };
}

/** 对文档里的每个元素生成选择器，并确认它恰好只匹配这个元素；返回 选择器 → 元素的外层 HTML 开头，方便断言“短”。 */
function selectorsForAll(html: string, options: Partial<ParseOptions> = {}) {
  const { $, query, elements } = loadDocument(html, options);
  const results = new Map<Element, string | null>();
  for (const element of elements) {
    const result = selectorFor(element, query);
    if (result.selector !== null) {
      const matches = query(result.selector);
      assert.equal(matches.length, 1, `${result.selector} 应只匹配一个节点，实际 ${matches.length} 个`);
      assert.equal(matches[0], element, `${result.selector} 匹配到的不是被点的节点 ${$.html(element).slice(0, 60)}`);
    }
    results.set(element, result.selector);
  }
  return { $, results, query };
}

function selectorOf(
  html: string,
  pick: (query: (s: string) => readonly AnyNode[]) => AnyNode,
  options: Partial<ParseOptions> = {},
) {
  const { query } = loadDocument(html, options);
  const target = pick(query);
  assert.ok(isElement(target));
  return selectorFor(target, query);
}

describe('selectorFor：点一个节点，得到只匹配它的选择器', () => {
  it('先用 id，其次是少见的 class，再次是属性', () => {
    const html = `
      <main id="app"><ul class="list">
        <li class="item">一</li><li class="item featured">二</li>
        <li class="item"><a href="/about" data-track="nav">关于</a></li>
        <li class="item"><input name="q" type="search"></li>
      </ul></main>`;
    assert.deepEqual(
      selectorOf(html, (q) => q('main')[0]),
      { selector: '#app' },
    );
    assert.deepEqual(
      selectorOf(html, (q) => q('li')[1]),
      { selector: '.featured' },
    );
    // 文档里只有一个 <input> 时，`input` 也唯一，但再加一个输入框就失效；属性更稳定。
    assert.deepEqual(
      selectorOf(html, (q) => q('input')[0]),
      { selector: 'input[name="q"]' },
    );
    assert.deepEqual(
      selectorOf(html + '<a href="/x">x</a>', (q) => q('a')[0]),
      { selector: 'a[href="/about"]' },
    );
  });

  it('没有可用的 id、class、属性时，用 :nth-child 从最近的可靠祖先往下走', () => {
    const html = '<ul id="fruits"><li>苹果</li><li>香蕉</li><li>橙子</li></ul><ul><li>苹果</li><li>香蕉</li></ul>';
    assert.deepEqual(
      selectorOf(html, (q) => q('li')[1]),
      { selector: '#fruits > li:nth-child(2)' },
    );
    const { results } = selectorsForAll(html);
    assert.ok([...results.values()].every((selector) => selector !== null));
  });

  it('文档模式（parse5）下表格补出 <tbody>：生成的路径经过 tbody，htmlparser2 下则没有', () => {
    const rows = '<tr><td>1</td><td>2</td></tr><tr><td>3</td><td>4</td></tr>';
    const html = `<table>${rows}</table><table id="prices">${rows}</table>`;
    const parse5 = selectorOf(html, (q) => q('td')[6]);
    assert.equal(parse5.selector, '#prices > tbody > tr:nth-child(2) > td:nth-child(1)');
    const htmlparser2 = selectorOf(html, (q) => q('td')[6], { parser: 'htmlparser2' });
    assert.equal(htmlparser2.selector, '#prices > tr:nth-child(2) > td:nth-child(1)');
    // 照着浏览器开发者工具里源码的样子写，在 parse5 的树上什么也选不到。
    assert.equal(loadDocument(html).query('#prices > tr').length, 0);
    selectorsForAll(html);
    selectorsForAll(html, { parser: 'htmlparser2' });
  });

  it('被挪出表格（foster parenting）的元素按 Cheerio 的树定位', () => {
    const html = '<table><tr><td>格子</td></tr><p>挪到表格前面</p><tr><td>格子</td></tr></table>';
    const { $, results } = selectorsForAll(html);
    const paragraph = $('p').get(0)!;
    // parse5 把 <p> 放在 <table> 之前，成为 body 的第一个子元素。
    assert.equal(paragraph.parent && $(paragraph.parent).prop('tagName'), 'BODY');
    assert.equal(results.get(paragraph), 'p');
  });

  it('<template> 的内容：能区分时给出选择器，区分不了时说明原因（组合器跨不过 template）', () => {
    const html =
      '<template id="row"><tr class="row"><td>模板里的格子</td></tr></template><template><p>一</p><p>二</p></template><p>外面</p>';
    const { $, results } = selectorsForAll(html);
    assert.equal(results.get($('.row').get(0)!), '.row');
    const inside = $('p').toArray();
    // 第二个模板里的两个 <p> 与外面的 <p> 只能靠位置区分，而 :nth-child 在片段里也成立。
    for (const element of inside) assert.notEqual(results.get(element), undefined);
    const twin = selectorOf('<template><p>一</p></template><template><p>一</p></template>', (q) => q('p')[0]);
    assert.equal(twin.selector, null);
    assert.match((twin as { reason: string }).reason, /<template>/);
  });

  it('重复的 id 不当作唯一标识', () => {
    const html = '<div id="dup"><b>一</b></div><div id="dup"><b>二</b></div>';
    const result = selectorOf(html, (q) => q('div')[1]);
    assert.notEqual(result.selector, '#dup');
    assert.equal(result.selector, 'div:nth-child(2)');
    selectorsForAll(html);
  });

  it('class 与 id 里的特殊字符都被正确转义', () => {
    const html =
      '<div class="md:flex w-1/2 2xl"></div><div class="md:flex"></div><p id="1st.item">一</p><p id="a&quot;b">二</p><span class="中文 类名"></span><span class="中文"></span><i class="-"></i><i></i>';
    const { results, $ } = selectorsForAll(html);
    assert.equal(results.get($('div').get(0)!), '.w-1\\/2');
    assert.equal(results.get($('p').get(0)!), '#\\31 st\\.item');
    assert.equal(results.get($('p').get(1)!), '#a\\"b');
    assert.equal(results.get($('span').get(0)!), '.类名');
    assert.equal(results.get($('i').get(0)!), '.\\-');
  });

  it('XML 模式：标签名区分大小写、带前缀的标签名被转义', () => {
    const xml =
      '<feed><entry><dc:title>一</dc:title></entry><entry><dc:title>二</dc:title><Link rel="self"/><link/></entry></feed>';
    const { $, results } = selectorsForAll(xml, { parser: 'xml' });
    assert.equal(results.get($('entry').get(1)!), 'entry:nth-child(2)');
    assert.equal(results.get($('Link').get(0)!), 'Link[rel="self"]');
    assert.equal(results.get($('link').get(0)!), 'link');
    assert.equal(results.get($('entry').eq(1).children().get(0)!), 'entry:nth-child(2) > dc\\:title');
  });

  it('片段模式：用 :root 把路径固定在片段的第一层', () => {
    const html = '<div><div><b>深</b></div><div><b>深</b></div></div><div><b>浅</b></div>';
    const { $, results } = selectorsForAll(html, { isDocument: false });
    assert.equal(results.get($('b').get(2)!), 'div:nth-child(2):root > b');
  });

  it('很深的节点不会得到几百层长的选择器', () => {
    const html =
      '<div>'.repeat(40) + '<b>x</b>' + '</div>'.repeat(40) + '<div>'.repeat(40) + '<b>y</b>' + '</div>'.repeat(40);
    const result = selectorOf(html, (q) => q('b')[0]);
    assert.equal(result.selector, null);
    assert.match((result as { reason: string }).reason, /嵌套太深/);
  });
});

describe('cssEscape 与浏览器的 CSS.escape 一致', () => {
  it('转义开头的数字、特殊字符与控制字符，保留非 ASCII 字符', () => {
    assert.equal(cssEscape('1a'), '\\31 a');
    assert.equal(cssEscape('-1a'), '-\\31 a');
    assert.equal(cssEscape('-'), '\\-');
    assert.equal(cssEscape('a b.c#d'), 'a\\ b\\.c\\#d');
    assert.equal(cssEscape('中文'), '中文');
    assert.equal(cssEscape('a\u0000b'), 'a\uFFFDb');
    assert.equal(cssEscape('\u0001'), '\\1 ');
    assert.equal(cssEscape('_x-y'), '_x-y');
  });
});
