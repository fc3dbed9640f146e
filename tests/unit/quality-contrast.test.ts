import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { blend, contrastRatio, parseColour } from '../quality/contrast';

describe('对比度计算', () => {
  it('解析 #rgb、#rrggbb 和 rgb()', () => {
    assert.deepEqual(parseColour('#fff'), [255, 255, 255]);
    assert.deepEqual(parseColour('#F6F8FA'), [246, 248, 250]);
    assert.deepEqual(parseColour('rgb(98, 114, 164)'), [98, 114, 164]);
    assert.throws(() => parseColour('red'), /无法解析/);
  });

  it('黑白对比度为 21:1，同色为 1:1，与参数顺序无关', () => {
    assert.equal(contrastRatio([0, 0, 0], [255, 255, 255]), 21);
    assert.equal(contrastRatio([255, 255, 255], [0, 0, 0]), 21);
    assert.equal(contrastRatio([120, 30, 9], [120, 30, 9]), 1);
  });

  it('与 WebAIM 对比度工具的结果一致', () => {
    assert.equal(contrastRatio(parseColour('#767676'), parseColour('#ffffff')).toFixed(2), '4.54');
  });

  it('半透明叠加', () => {
    assert.deepEqual(blend([0, 0, 0], [200, 100, 50], 0.1), [180, 90, 45]);
  });
});
