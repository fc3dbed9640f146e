import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { MAX_HIGHLIGHTED_CHARS, highlightsHtml, nestingDepth } from '../../src/tools/playground/nestingDepth';

describe('nestingDepth：编辑器据此决定是否做语法分析', () => {
  it('按开始、结束标签计数，空元素和自闭合标签不加深；超过上限就停止', () => {
    assert.equal(nestingDepth('<ul><li><a href="x">a</a><br><img src=x /></li></ul>', 100), 3);
    assert.equal(nestingDepth('<p>a</p><p>b</p>', 100), 1);
    assert.equal(nestingDepth('文本 a < b > c', 100), 0);
    assert.equal(nestingDepth('<div>'.repeat(10_000), 500), 501);
  });

  it('太深或太长的 HTML 不做语法分析：几千层嵌套会耗尽调用栈，几十万字符会让后台分析一段段地占住主线程', () => {
    assert.equal(highlightsHtml('<ul><li>a</li></ul>'), true);
    assert.equal(highlightsHtml('<div>'.repeat(501)), false);
    assert.equal(highlightsHtml('<p>'.padEnd(MAX_HIGHLIGHTED_CHARS, 'x')), true);
    assert.equal(highlightsHtml('<p>'.padEnd(MAX_HIGHLIGHTED_CHARS + 1, 'x')), false);
  });
});
