import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { formatViolations } from '../quality/axe-report';

describe('axe 违规项的文字报告', () => {
  it('每个出问题的元素一行：规则、严重程度、说明、选择器、压缩空白后的 HTML 片段和修复提示', () => {
    const lines = formatViolations([
      {
        id: 'color-contrast',
        impact: 'serious',
        help: '对比度不足',
        nodes: [
          {
            target: ['.a'],
            html: '<span  class="a">\n  文字</span>',
            failureSummary: 'Fix any of the following:\n  ratio 2.1',
            any: [],
            all: [],
            none: [],
          },
          { target: ['.b'], html: '<span class="b">x</span>', any: [], all: [], none: [] },
        ],
      },
    ]);
    assert.deepEqual(lines, [
      '[color-contrast] (serious) 对比度不足：.a <span class="a"> 文字</span> — Fix any of the following: ratio 2.1',
      '[color-contrast] (serious) 对比度不足：.b <span class="b">x</span>',
    ]);
  });
});
