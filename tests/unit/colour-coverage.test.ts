import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import * as cheerio from 'cheerio';
import { colourSignatures, coveringPages } from '../e2e/support/colour-coverage';

const page = (body: string) => `<!doctype html><html><body>${body}</body></html>`;

describe('需要完整检查颜色的页面', () => {
  it('签名只看有文字或可交互的元素，代码记号按颜色区分，CSS 模块的哈希被去掉', () => {
    const signatures = colourSignatures(
      cheerio.load(
        page(
          '<div class="row"><div class="col"></div></div>' +
            '<pre class="prism-code codeBlock_bY9V" style="color:#393A34"><span class="token keyword" style="color:#00009f">const</span></pre>' +
            '<div class="admonition alert--info"><p>提示<a href="/x">链接</a></p></div>',
        ),
      ),
    );
    assert.deepEqual([...signatures.keys()].sort(), [
      'div|admonition.alert--info > a',
      'div|admonition.alert--info > p',
      'pre|color:#393A34 > span|color:#00009f',
    ]);
  });

  it('每个签名的选择器选中带这个签名的全部元素，而不会经由没有类名的外层元素选中整页', () => {
    const $ = cheerio.load(
      page(
        '<div><div>包裹层里的文字<p>正文<code>a</code></p></div></div>' +
          '<header><h1>标题<code>Cheerio</code></h1></header>' +
          '<div id="root"><span>带 id 的祖先</span></div>' +
          '<span class="">空的 class</span>' +
          '<table><tbody><tr><td>单元格 <a href="/x">链接</a></td></tr></tbody></table>' +
          '<div class="theme-admonition admonition_xJq3"><p>提示</p></div>' +
          '<pre style="color:#393A34"><span style="color:#00009f">const</span></pre>',
      ),
    );
    const signatures = colourSignatures($);
    for (const [signature, { selectors, elements }] of signatures) {
      const selected = $([...selectors].join(', '));
      for (const element of elements) assert.ok(selected.is(element), `${signature} 的选择器漏掉了 ${$.html(element)}`);
      assert.ok(
        selected.length <= 2,
        `${signature} 的选择器 ${[...selectors].join(', ')} 选中了 ${selected.length} 个元素`,
      );
    }
    assert.deepEqual(
      [...(signatures.get('header > code')?.selectors ?? [])],
      ['header:not([class]) > h1:not([class]) > code:not([class])'],
    );
    assert.deepEqual([...(signatures.get('page > span')?.selectors ?? [])].sort(), [
      'body:not([class]) > span',
      'div[id="root"] > span:not([class])',
    ]);
  });

  it('贪心覆盖：每个签名至少被选中的一页包含，能用小页面覆盖的不选大页面', () => {
    const chosen = coveringPages([
      { route: '/big', signatures: new Set(['a', 'b', 'c']), cost: 1000 },
      { route: '/small-a', signatures: new Set(['a', 'b']), cost: 10 },
      { route: '/small-c', signatures: new Set(['c']), cost: 10 },
      { route: '/same', signatures: new Set(['a']), cost: 5 },
    ]);
    assert.deepEqual([...chosen.keys()].sort(), ['/small-a', '/small-c']);
    assert.deepEqual([...(chosen.get('/small-c') ?? [])], ['c']);
  });

  it('没有签名时不选任何页面', () => {
    assert.equal(coveringPages([{ route: '/', signatures: new Set(), cost: 1 }]).size, 0);
  });
});
