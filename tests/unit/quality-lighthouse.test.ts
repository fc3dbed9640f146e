import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import {
  formatBreakdown,
  formatComparison,
  formatFigures,
  formatLongTask,
  formatTable,
  goalFor,
  longestTaskAfterFcp,
  medianFigures,
  medianRun,
  missesGoal,
  runFigures,
  shortfalls,
  toRow,
  type LighthouseResult,
} from '../../scripts/audit/lighthouse-report';
import {
  allAuditPages,
  calibratedCpuSlowdown,
  matchingPages,
  parseAuditArgs,
  pathInBuild,
} from '../../scripts/audit/lighthouse';

const lhr = (performance: number): LighthouseResult => ({
  categories: {
    performance: { score: performance },
    accessibility: { score: 1 },
    'best-practices': { score: 1 },
    seo: { score: 1 },
  },
  audits: {
    'first-contentful-paint': { numericValue: 812.4, score: 0.99, title: 'FCP' },
    'largest-contentful-paint': { numericValue: 1503.6, score: 0.95, title: 'LCP' },
    'total-blocking-time': { numericValue: 20, score: 1, title: 'TBT' },
    'cumulative-layout-shift': { numericValue: 0, score: 1, title: 'CLS' },
    'mainthread-work-breakdown': {
      score: 1,
      title: '主线程',
      details: {
        items: [
          { group: 'scriptEvaluation', duration: 812.6 },
          { group: 'styleLayout', duration: 300 },
        ],
      },
    },
    'unused-javascript': { score: 0.5, title: '未使用的 JS', displayValue: 'Est savings of 96 KiB' },
    diagnostics: { score: null, title: '信息' },
    'long-tasks': {
      score: 0,
      title: '长任务',
      details: {
        items: [
          { url: 'http://127.0.0.1:4000/assets/js/main.abc.js', startTime: 2104.2, duration: 372.4 },
          { url: 'http://127.0.0.1:4000/docs/intro', startTime: 903, duration: 151 },
        ],
      },
    },
  },
  environment: { benchmarkIndex: 2150.5 },
});

/** 一次运行，只带对照表用到的审计项。 */
const figuresRun = (tbt: number, longTasks: Array<{ startTime: number; duration: number }>, benchmarkIndex = 2000) =>
  ({
    categories: { performance: { score: 0.934 } },
    audits: {
      'first-contentful-paint': { numericValue: 900, score: 1, title: 'FCP' },
      'largest-contentful-paint': { numericValue: 1080, score: 1, title: 'LCP' },
      'total-blocking-time': { numericValue: tbt, score: 1, title: 'TBT' },
      'cumulative-layout-shift': { numericValue: 0, score: 1, title: 'CLS' },
      'long-tasks': { score: 0, title: '长任务', details: { items: longTasks } },
      'resource-summary': {
        score: null,
        title: '资源',
        details: {
          items: [
            { resourceType: 'total', transferSize: 400_000 },
            { resourceType: 'script', transferSize: 148_480 },
          ],
        },
      },
    },
    environment: { benchmarkIndex },
  }) satisfies LighthouseResult;

describe('Lighthouse 报告', () => {
  it('得分换算成百分制，取出四个指标，列出不足 90 分的审计项', () => {
    const row = toRow('/', 'mobile', lhr(0.964));
    assert.deepEqual(row.scores, [96, 100, 100, 100]);
    assert.deepEqual(row.metrics, [812.4, 1503.6, 20, 0]);
    assert.deepEqual(row.breakdown, { scriptEvaluation: 812.6, styleLayout: 300 });
    assert.deepEqual(row.problems, ['unused-javascript（Est savings of 96 KiB）', 'long-tasks']);
  });

  it('多次运行取性能得分居中的一次', () => {
    const runs = [lhr(0.7), lhr(0.9), lhr(0.6)];
    assert.equal(medianRun(runs), runs[0]);
    assert.equal(medianRun([lhr(0.8), lhr(0.6)]).categories.performance?.score, 0.6);
    assert.throws(() => medianRun([]), /至少需要一次/);
  });

  it('目标：移动端性能 95、TBT 150 ms、LCP 1.5 s、CLS 0，Cheerio 类页面放宽到 93 和 250 ms；桌面端 100', () => {
    assert.deepEqual(goalFor('mobile', '/docs/intro'), {
      performance: 95,
      accessibility: 100,
      'best-practices': 100,
      seo: 100,
      tbt: 150,
      lcp: 1500,
      cls: 0,
    });
    assert.equal(goalFor('mobile', '/docs/api/classes/Cheerio').performance, 93);
    assert.equal(goalFor('mobile', '/docs/api/classes/Cheerio').tbt, 250);
    assert.equal(goalFor('mobile', '/docs/basics/traversing').tbt, 150);
    assert.equal(goalFor('desktop', '/').performance, 100);
    assert.equal(goalFor('desktop', '/docs/api/classes/Cheerio').performance, 100);
    assert.equal(missesGoal(toRow('/', 'mobile', lhr(0.95))), true, 'LCP 1504 ms 超过 1.5 s');
    assert.deepEqual(shortfalls(toRow('/', 'mobile', lhr(0.95))), ['LCP 1503.6 ms > 1500 ms']);
    assert.equal(missesGoal(toRow('/', 'desktop', lhr(0.99))), true);
    assert.equal(missesGoal(toRow('/docs/api/classes/Cheerio', 'desktop', lhr(1))), false);
  });

  it('最长任务与 benchmarkIndex：只留脚本文件名，页面自己的任务写作“页面”', () => {
    const row = toRow('/docs/intro', 'mobile', lhr(1));
    assert.equal(row.benchmarkIndex, 2150.5);
    assert.equal(formatLongTask(row.longestTask, row.page), '372 ms（main.abc.js，2.1 s）');
    assert.equal(
      formatLongTask({ url: 'http://127.0.0.1:4000/docs/intro', startTime: 903, duration: 151 }, '/docs/intro'),
      '151 ms（页面，0.9 s）',
    );
    assert.equal(formatLongTask(undefined, '/'), '—');
  });

  it('主线程时间表', () => {
    const table = formatBreakdown([toRow('/docs/intro', 'mobile', lhr(1))]);
    assert.match(table, /\| `\/docs\/intro` \| 移动 \| 1113 \| 813 \| 300 \| 0 \|/);
  });

  it('Markdown 表格', () => {
    const table = formatTable([toRow('/docs/intro', 'desktop', lhr(1))]);
    assert.match(
      table,
      /^\| 页面 \| 设备 \| 性能 \| 无障碍 \| 最佳实践 \| SEO \| FCP \| LCP \| TBT \| 最长任务 \| CLS \|/,
    );
    assert.match(
      table,
      /\| `\/docs\/intro` \| 桌面 \| 100 \| 100 \| 100 \| 100 \| 812 ms \| 1504 ms \| 20 ms \| 372 ms（main\.abc\.js，2\.1 s） \| 0\.000 \|/,
    );
  });

  it('没有得分时显示破折号，并算作未达标', () => {
    const broken = toRow('/', 'mobile', {
      categories: {},
      audits: {},
      runtimeError: { code: 'NO_FCP', message: '页面没有绘制' },
    });
    assert.match(formatTable([broken]), /\| — \| — \| — \| — \|/);
    assert.equal(missesGoal(broken), true);
    assert.match(broken.problems[0], /NO_FCP/);
  });
});

describe('两个站点的对照', () => {
  it('FCP 之后最长的任务：跨过 FCP 的任务只算 FCP 之后的部分，FCP 之前结束的不算', () => {
    const run = figuresRun(100, [
      { startTime: 700, duration: 150 },
      { startTime: 850, duration: 120 },
      { startTime: 1500, duration: 60 },
    ]);
    assert.equal(longestTaskAfterFcp(run), 70);
    assert.equal(longestTaskAfterFcp(figuresRun(0, [{ startTime: 100, duration: 300 }])), undefined);
    assert.equal(longestTaskAfterFcp(figuresRun(0, [])), undefined);
  });

  it('一次运行的数字：性能得分、TBT、LCP、CLS、FCP 后最长任务、加载时执行的脚本（gzip 后）和 benchmarkIndex', () => {
    assert.deepEqual(runFigures(figuresRun(120, [{ startTime: 1000, duration: 80 }])), {
      performance: 93,
      tbt: 120,
      lcp: 1080,
      cls: 0,
      longestAfterFcp: 80,
      scriptBytes: 148_480,
      benchmarkIndex: 2000,
    });
  });

  it('每个指标各自取中位数；没有长任务的一轮按 0 计', () => {
    const runs = [
      runFigures(figuresRun(300, [{ startTime: 1000, duration: 90 }], 1800)),
      runFigures(figuresRun(100, [], 2400)),
      runFigures(figuresRun(200, [{ startTime: 1000, duration: 60 }], 2100)),
    ];
    const median = medianFigures(runs);
    assert.equal(median.tbt, 200);
    assert.equal(median.longestAfterFcp, 60);
    assert.equal(median.benchmarkIndex, 2100);
    assert.equal(medianFigures([runs[1]]).longestAfterFcp, 0);
    assert.equal(medianFigures([]).longestAfterFcp, undefined);
  });

  it('中位数表与并排的对照表（对方没有的页面写破折号，TBT 之比 = 我们 ÷ 对方）', () => {
    const ours = medianFigures([runFigures(figuresRun(309, [{ startTime: 1000, duration: 120 }]))]);
    const theirs = medianFigures([runFigures(figuresRun(103, []))]);
    assert.match(
      formatFigures([{ page: '/docs/intro', device: 'mobile', runs: 3, figures: ours }]),
      /\| `\/docs\/intro` \| 移动 \| 3 \| 93 \| 309 ms \| 1\.08 s \| 0\.000 \| 120 ms \| 145 KB \| 2000 \|/,
    );
    const table = formatComparison([
      { page: '/docs/intro', theirsPath: '/docs/intro/', device: 'mobile', ours, theirs },
      { page: '/search', device: 'mobile', ours },
    ]);
    assert.match(
      table,
      /\| `\/docs\/intro`（`\/docs\/intro\/`） \| 移动 \| 93 · 309 ms · 1\.08 s · 0\.000 · 120 ms · 145 KB \| 93 · 103 ms · 1\.08 s · 0\.000 · < 50 ms · 145 KB \| 3\.0 \|/,
    );
    assert.match(table, /^\| `\/search` \| 移动 \| 93 · 309 ms · [^|]+ \| — \| — \|$/m);
  });

  it('页面在每份构建里的地址：我们的 路径.html 原样，参考构建的 路径/index.html 带斜杠，找不到时试小写，都没有时为 null', () => {
    const ours = new Set(['index.html', 'docs/intro.html', 'docs/intro/index.html', 'docs/api/classes/Cheerio.html']);
    const theirs = new Set(['index.html', 'docs/intro/index.html', 'docs/api/classes/cheerio/index.html']);
    const inOurs = (file: string) => ours.has(file);
    const inTheirs = (file: string) => theirs.has(file);
    assert.equal(pathInBuild('/', inOurs), '/');
    assert.equal(pathInBuild('/docs/intro', inOurs), '/docs/intro');
    assert.equal(pathInBuild('/docs/api/classes/Cheerio', inOurs), '/docs/api/classes/Cheerio');
    assert.equal(pathInBuild('/', inTheirs), '/');
    assert.equal(pathInBuild('/docs/intro', inTheirs), '/docs/intro/');
    assert.equal(pathInBuild('/docs/intro/', inTheirs), '/docs/intro/');
    assert.equal(pathInBuild('/docs/api/classes/Cheerio', inTheirs), '/docs/api/classes/cheerio/');
    assert.equal(pathInBuild('/search', inTheirs), null);
    assert.equal(
      pathInBuild('/', () => false),
      null,
    );
  });

  it('--matching-pages 是 issue 43 的十二个页面，--cold 每次运行用新的 Chromium', () => {
    assert.equal(matchingPages.length, 12);
    assert.deepEqual(parseAuditArgs(['--matching-pages']).pages, matchingPages);
    assert.deepEqual(parseAuditArgs(['--matching-pages', '--page', '/']).pages, ['/']);
    assert.equal(parseAuditArgs(['--cold']).cold, true);
    assert.equal(parseAuditArgs([]).cold, false);
    assert.throws(() => parseAuditArgs(['--all', '--matching-pages']), /只能选一个/);
  });
});

describe('审计的页面', () => {
  it('--all 取 sitemap 里的全部教程，外加首页、搜索页、Cheerio 类页面、一篇博文和演练场', () => {
    const loc = (route: string) => `<url><loc>https://example.org${route}</loc></url>`;
    const sitemap = ['/', '/docs/intro', '/docs/basics/loading', '/docs/advanced/extract', '/docs/api/functions/load']
      .concat(['/blog/new-website', '/playground', '/playground/encoding', '/attribution'])
      .map(loc)
      .join('');
    assert.deepEqual(allAuditPages(sitemap), [
      '/',
      '/docs/intro',
      '/docs/basics/loading',
      '/docs/advanced/extract',
      '/search',
      '/docs/api/classes/Cheerio',
      '/blog/cheerio-1.0',
      '/playground',
      '/playground/encoding',
    ]);
    assert.equal(parseAuditArgs(['--all']).all, true);
    assert.deepEqual(parseAuditArgs(['--all']).pages, []);
    assert.ok(parseAuditArgs([]).pages.includes('/docs/basics/loading'));
    assert.equal(parseAuditArgs([]).compareDir, undefined);
    assert.equal(parseAuditArgs(['--compare', 'before-build']).compareDir, path.resolve('before-build'));
    assert.equal(parseAuditArgs([]).referenceBenchmarkIndex, undefined);
    assert.equal(parseAuditArgs(['--reference-benchmark-index', '2150', '--all']).referenceBenchmarkIndex, 2150);
    assert.throws(() => parseAuditArgs(['--reference-benchmark-index', 'slow']), /--reference-benchmark-index/);
  });

  it('模拟的 CPU 减速按这次测得的 benchmarkIndex 与参考机器之比放大', () => {
    assert.equal(calibratedCpuSlowdown(2150, 2150), 4);
    assert.equal(calibratedCpuSlowdown(3225, 2150), 6);
    assert.equal(calibratedCpuSlowdown(1075, 2150), 2);
  });
});
