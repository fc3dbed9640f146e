import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { addSamples, formatLatencyTable, summarize } from '../../scripts/bench/interactions-report';
import { median, medianOf } from '../../scripts/bench/stats';

describe('基准的统计', () => {
  it('中位数：奇数个取中间，偶数个取中间两个的平均，空列表没有；medianOf 跳过缺失的值', () => {
    assert.equal(median([30, 10, 20]), 20);
    assert.equal(median([40, 10, 20, 30]), 25);
    assert.equal(median([]), undefined);
    assert.equal(medianOf([undefined, 5, Number.NaN, 7, 9]), 7);
    assert.equal(medianOf([undefined]), undefined);
  });
});

describe('交互延迟的报告', () => {
  it('没有结果的次数单独计数，不进中位数', () => {
    assert.deepEqual(summarize([120, null, 80, 100]), { count: 4, missed: 1, median: 100, min: 80, max: 120 });
    assert.deepEqual(summarize([null]), {
      count: 1,
      missed: 1,
      median: undefined,
      min: undefined,
      max: undefined,
    });
  });

  it('两段合计：任一段没有结果，整次就没有结果', () => {
    assert.equal(addSamples(40, 60), 100);
    assert.equal(addSamples(null, 60), null);
    assert.equal(addSamples(40, null), null);
  });

  it('Markdown 表格：每个交互和时机一行，毫秒取整', () => {
    const table = formatLatencyTable([
      { interaction: '搜索：两段合计', moment: '页面空闲之后（第一次交互）', samples: [210.4, 190.6, 250] },
      { interaction: '演练场：选择器框按键到新的匹配数', moment: 'load 之后立刻（第一次交互）', samples: [null, 95.5] },
    ]);
    assert.equal(
      table,
      [
        '| 交互 | 时机 | 次数 | 中位数 | 最小 | 最大 |',
        '| --- | --- | ---: | ---: | ---: | ---: |',
        '| 搜索：两段合计 | 页面空闲之后（第一次交互） | 3 | 210 ms | 191 ms | 250 ms |',
        '| 演练场：选择器框按键到新的匹配数 | load 之后立刻（第一次交互） | 2（1 次限时内没有结果） | 96 ms | 96 ms | 96 ms |',
      ].join('\n'),
    );
  });
});
