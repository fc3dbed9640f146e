import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { nestingDepth } from '../../src/tools/playground/nestingDepth';

describe('nestingDepth：编辑器据此决定是否做语法分析', () => {
  it('按开始、结束标签计数，空元素和自闭合标签不加深；超过上限就停止', () => {
    assert.equal(nestingDepth('<ul><li><a href="x">a</a><br><img src=x /></li></ul>', 100), 3);
    assert.equal(nestingDepth('<p>a</p><p>b</p>', 100), 1);
    assert.equal(nestingDepth('文本 a < b > c', 100), 0);
    assert.equal(nestingDepth('<div>'.repeat(10_000), 500), 501);
  });
});
