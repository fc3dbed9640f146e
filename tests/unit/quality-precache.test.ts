import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import type { BudgetFile } from '../quality/page-weight';
import {
  PRECACHE_CEILING_BYTES,
  formatPrecacheTable,
  judgePrecache,
  precacheKind,
  precacheUrls,
  summarizePrecache,
  updatePrecacheBudget,
} from '../quality/precache';

const files = [
  { url: 'assets/js/main.abc.js', bytes: 3000, gzip: 1000 },
  { url: 'assets/css/styles.abc.css', bytes: 1000, gzip: 300 },
  { url: 'docs/intro.html', bytes: 2000, gzip: 500 },
  { url: 'search-index.json', bytes: 4000, gzip: 800 },
  { url: 'img/logo.svg', bytes: 100, gzip: 90 },
];
const budget = { bytes: 10_100, gzip: 2_690, reason: '测试' };

describe('预缓存预算', () => {
  it('从 sw.js 里读出 Workbox 写入的清单', () => {
    const sw = 'self.x=[{"revision":null,"url":"assets/js/main.abc.js"},{"revision":"f00","url":"docs/intro.html"}];';
    assert.deepEqual(precacheUrls(sw), ['assets/js/main.abc.js', 'docs/intro.html']);
  });

  it('按脚本与样式、页面、搜索索引、其他分类汇总', () => {
    assert.equal(precacheKind('assets/js/worker.abc.js'), '脚本与样式');
    assert.equal(precacheKind('playground/encoding.html'), '页面');
    const summary = summarizePrecache(files);
    assert.deepEqual(
      { files: summary.files, bytes: summary.bytes, gzip: summary.gzip },
      { files: 5, bytes: 10_100, gzip: 2_690 },
    );
    assert.deepEqual(summary.byKind['脚本与样式'], { files: 2, bytes: 4000, gzip: 1300 });
    assert.deepEqual(summary.byKind['其他'], { files: 1, bytes: 100, gzip: 90 });
    assert.match(formatPrecacheTable(summary, budget), /\| \*\*合计\*\*.* \| 5 \| 0\.01 MiB \| 0\.00 MiB \|/);
  });

  it('不超过 5% 通过；超出、没有预算记录、清单为空、超过硬上限都失败', () => {
    const summary = summarizePrecache(files);
    assert.deepEqual(judgePrecache(summary, budget).failures, []);
    assert.match(judgePrecache(summary, { ...budget, gzip: 2_000 }).failures.join(), /gzip 2690 字节，超出预算/);
    assert.match(judgePrecache(summary, undefined).failures.join(), /没有预缓存的预算/);
    assert.match(judgePrecache(summarizePrecache([]), budget).failures.join(), /清单是空的/);
    const huge = summarizePrecache([{ url: 'assets/js/a.js', bytes: PRECACHE_CEILING_BYTES + 1, gzip: 1 }]);
    assert.match(judgePrecache(huge, { ...budget, bytes: PRECACHE_CEILING_BYTES + 1 }).failures.join(), /超过上限/);
  });

  it('--update 只在数字变了时换上新原因', () => {
    const summary = summarizePrecache(files);
    assert.equal(updatePrecacheBudget(budget, summary, '新原因').reason, '测试');
    assert.deepEqual(updatePrecacheBudget({ ...budget, gzip: 1 }, summary, '新原因'), {
      bytes: 10_100,
      gzip: 2_690,
      reason: '新原因',
    });
  });

  it('budgets.json 记录了预缓存的预算和原因，且在硬上限之内', () => {
    const recorded = JSON.parse(
      readFileSync(new URL('../quality/budgets.json', import.meta.url), 'utf8'),
    ) as BudgetFile;
    assert.ok(recorded.precache);
    assert.ok(recorded.precache.reason.trim().length > 0);
    assert.ok(recorded.precache.bytes <= PRECACHE_CEILING_BYTES);
  });
});
