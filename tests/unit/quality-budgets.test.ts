import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import {
  budgetPages,
  firstLoadKind,
  forbiddenCodeFailures,
  formatTable,
  judge,
  staleMarkers,
  updateBudgets,
  type BudgetFile,
} from '../quality/page-weight';

const origin = 'http://127.0.0.1:4000';
const request = (path: string, resourceType: string, headers: Record<string, string> = {}) => ({
  url: origin + path,
  resourceType,
  headers,
});

describe('页面体积预算：哪些请求算首屏', () => {
  it('本站的脚本和样式表计入', () => {
    assert.equal(firstLoadKind(request('/assets/js/main.js', 'script'), origin), 'js');
    assert.equal(firstLoadKind(request('/assets/css/styles.css', 'stylesheet'), origin), 'css');
  });

  it('为其他页面做的预取、图片、文档和第三方请求不计入', () => {
    assert.equal(firstLoadKind(request('/assets/js/other-page.js', 'other'), origin), null);
    assert.equal(firstLoadKind(request('/assets/js/a.js', 'script', { 'sec-purpose': 'prefetch' }), origin), null);
    assert.equal(firstLoadKind(request('/img/logo.svg', 'image'), origin), null);
    assert.equal(firstLoadKind(request('/docs/intro', 'document'), origin), null);
    assert.equal(
      firstLoadKind({ url: 'https://cdn.example.com/x.js', resourceType: 'script', headers: {} }, origin),
      null,
    );
  });
});

describe('页面体积预算：判定', () => {
  const budget = { js: 100_000, css: 10_000, reason: '首次记录' };
  const files: string[] = [];

  it('不超过 5% 通过', () => {
    assert.deepEqual(judge('/', { js: 105_000, css: 10_500, files }, budget).failures, []);
  });

  it('超过 5% 失败，并说明如何更新预算', () => {
    const { failures } = judge('/', { js: 105_001, css: 10_000, files }, budget);
    assert.equal(failures.length, 1);
    assert.match(failures[0], /JS 105001 字节.*超出预算 100000 字节 \+5\.0%/);
    assert.match(failures[0], /--update --reason/);
  });

  it('明显小于预算时提醒收紧，但不失败', () => {
    const verdict = judge('/', { js: 50_000, css: 10_000, files }, budget);
    assert.deepEqual(verdict.failures, []);
    assert.equal(verdict.notes.length, 1);
  });

  it('页面不存在或没有预算记录都失败，而不是跳过', () => {
    assert.match(
      judge('/blog/cheerio-1.0', { missing: '页面不存在（HTTP 404）' }, budget).failures[0],
      /HTTP 404.*必须存在/,
    );
    assert.match(judge('/', { js: 1, css: 1, files }, undefined).failures[0], /没有这个页面的预算/);
  });
});

describe('页面体积预算：首屏不该出现的代码', () => {
  const forbidden = [{ name: '实时代码编辑器', marker: 'plaintext-only', allowedOn: ['/docs/basics/traversing'] }];
  const sources = new Map([
    ['/assets/js/main.js', 'console.log(1)'],
    ['/assets/js/123.js', 'el.contentEditable="plaintext-only"'],
  ]);

  it('不需要它的页面加载了它就失败，并指出文件', () => {
    const failures = forbiddenCodeFailures('/docs/intro', sources, forbidden);
    assert.equal(failures.length, 1);
    assert.match(failures[0], /\/assets\/js\/123\.js/);
  });

  it('需要它的页面可以加载', () => {
    assert.deepEqual(forbiddenCodeFailures('/docs/basics/traversing', sources, forbidden), []);
  });

  it('标记在整个构建里都找不到时报告标记失效', () => {
    assert.deepEqual(staleMarkers(['plaintext-only'], forbidden), []);
    assert.equal(staleMarkers(['nothing here'], forbidden).length, 1);
  });
});

describe('页面体积预算：更新与输出', () => {
  const file: BudgetFile = {
    note: '',
    pages: { '/': { js: 10, css: 5, reason: '旧原因' }, '/docs/intro': { js: 20, css: 5, reason: '旧原因' } },
    notInFirstLoad: [],
  };

  it('只有数字变了的条目换上新原因；这次测不到的页面保留原记录', () => {
    const updated = updateBudgets(
      file,
      { '/': { js: 10, css: 5, files: [] }, '/docs/api/classes/Cheerio': { js: 30, css: 5, files: [] } },
      '新原因',
    );
    assert.deepEqual(updated.pages, {
      '/': { js: 10, css: 5, reason: '旧原因' },
      '/docs/intro': { js: 20, css: 5, reason: '旧原因' },
      '/docs/api/classes/Cheerio': { js: 30, css: 5, reason: '新原因' },
    });
  });

  it('Markdown 表格每页一行', () => {
    const table = formatTable([judge('/', { js: 2048, css: 1024, files: [] }, { js: 2048, css: 1024, reason: '' })]);
    assert.match(table, /\| `\/` \| 2\.0 KiB \| 1\.0 KiB \| 2\.0 KiB \/ 1\.0 KiB \| JS \+0\.0%，CSS \+0\.0% \|/);
  });

  it('budgets.json 只记录预算页面，并且每条都写了原因', () => {
    const recorded = JSON.parse(
      readFileSync(new URL('../quality/budgets.json', import.meta.url), 'utf8'),
    ) as BudgetFile;
    for (const [page, entry] of Object.entries(recorded.pages)) {
      assert.ok((budgetPages as readonly string[]).includes(page), `${page} 不是预算页面`);
      assert.ok(entry.reason.trim().length > 0, `${page} 的预算缺少原因`);
      assert.ok(Number.isInteger(entry.js) && Number.isInteger(entry.css));
    }
  });
});
