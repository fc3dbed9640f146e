/** Lighthouse 结果的摘取与 Markdown 表格；运行 Lighthouse 的部分在 lighthouse.ts。 */
import { medianOf } from '../bench/stats';

export const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export const metrics = [
  { id: 'first-contentful-paint', label: 'FCP' },
  { id: 'largest-contentful-paint', label: 'LCP' },
  { id: 'total-blocking-time', label: 'TBT' },
  { id: 'cumulative-layout-shift', label: 'CLS' },
] as const;

/** 只声明用到的字段，避免依赖 Lighthouse 内部的大型类型。 */
export type LighthouseResult = {
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<
    string,
    | {
        numericValue?: number;
        score: number | null;
        title: string;
        displayValue?: string;
        details?: {
          items?: Array<{
            group?: string;
            duration?: number;
            startTime?: number;
            url?: string;
            resourceType?: string;
            transferSize?: number;
          }>;
        };
      }
    | undefined
  >;
  runtimeError?: { code: string; message: string };
  /** benchmarkIndex：Lighthouse 在运行前测得的本机 CPU 速度，机器之间可差一倍，数字只在同一次会话里可比。 */
  environment?: { benchmarkIndex?: number };
  configSettings?: { throttling?: { cpuSlowdownMultiplier?: number } };
};

/** 模拟的 4 倍减速 CPU 上最长的主线程任务：时长、开始时刻和 Lighthouse 归因的脚本（或页面本身）。 */
export type LongTask = { duration: number; startTime: number; url: string };

export type Row = {
  page: string;
  device: 'mobile' | 'desktop';
  scores: (number | null)[];
  metrics: (number | undefined)[];
  problems: string[];
  /** 主线程时间按类别（脚本执行、样式与布局……）拆分，单位毫秒（Lighthouse 的 mainthread-work-breakdown）。 */
  breakdown: Record<string, number>;
  longestTask?: LongTask;
  benchmarkIndex?: number;
};

export type Goal = {
  performance: number;
  accessibility: number;
  'best-practices': number;
  seo: number;
  /** 移动端的 TBT 与模拟 LCP 上限（毫秒）和 CLS 上限；桌面端不设。 */
  tbt?: number;
  lcp?: number;
  cls?: number;
};

/** 上万个元素的 Cheerio 类页面，移动端目标放宽一档（性能 ≥ 93、TBT ≤ 250 ms）。 */
const heavyPages = new Set(['/docs/api/classes/Cheerio']);

/** 移动端性能 ≥ 95、TBT ≤ 150 ms、模拟 LCP ≤ 1.5 s、CLS 为 0；桌面端 100；其余三项 100。 */
export function goalFor(device: Row['device'], page = '/'): Goal {
  const heavy = heavyPages.has(page);
  const rest = { accessibility: 100, 'best-practices': 100, seo: 100 };
  if (device === 'desktop') return { performance: 100, ...rest };
  return { performance: heavy ? 93 : 95, ...rest, tbt: heavy ? 250 : 150, lcp: 1500, cls: 0 };
}

/**
 * 多次运行里性能得分居中的那一次（偶数次取偏低的一次）。单次 Lighthouse 在两核机器上波动很大（同一页面 TBT 可差一倍），
 * Lighthouse 文档建议取多次运行的中位数。
 */
export function medianRun(runs: readonly LighthouseResult[]): LighthouseResult {
  if (runs.length === 0) throw new Error('medianRun：至少需要一次运行结果');
  const performance = (run: LighthouseResult) => run.categories.performance?.score ?? -1;
  const sorted = [...runs].sort((a, b) => performance(a) - performance(b));
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

export function toRow(page: string, device: Row['device'], lhr: LighthouseResult): Row {
  const scores = categories.map((id) => {
    const score = lhr.categories[id]?.score;
    return typeof score === 'number' ? Math.round(score * 100) : null;
  });
  const values = metrics.map(({ id }) => lhr.audits[id]?.numericValue);
  // 不满分的审计项，方便直接看到该修什么（信息类审计的 score 为 null，不列出）。
  const problems = Object.entries(lhr.audits)
    .filter(([, audit]) => audit && typeof audit.score === 'number' && audit.score < 0.9)
    .map(([id, audit]) => `${id}${audit?.displayValue ? `（${audit.displayValue}）` : ''}`);
  if (lhr.runtimeError) problems.unshift(`运行错误 ${lhr.runtimeError.code}：${lhr.runtimeError.message}`);
  const breakdown: Record<string, number> = {};
  for (const item of lhr.audits['mainthread-work-breakdown']?.details?.items ?? []) {
    if (item.group && typeof item.duration === 'number') breakdown[item.group] = item.duration;
  }
  return {
    page,
    device,
    scores,
    metrics: values,
    problems,
    breakdown,
    longestTask: longestTask(lhr),
    benchmarkIndex: lhr.environment?.benchmarkIndex,
  };
}

/** long-tasks 审计按时长从长到短列出 50 ms 以上的任务；没有长任务时审计不适用、没有条目。 */
function longestTask(lhr: LighthouseResult): LongTask | undefined {
  const items = lhr.audits['long-tasks']?.details?.items ?? [];
  const longest = items.reduce<(typeof items)[number] | undefined>(
    (best, item) => ((item.duration ?? 0) > (best?.duration ?? 0) ? item : best),
    undefined,
  );
  if (longest?.duration === undefined) return undefined;
  return { duration: longest.duration, startTime: longest.startTime ?? 0, url: longest.url ?? '' };
}

/** 例如 `372 ms（main.js，2.1 s）`：只留文件名，页面本身（样式与布局、HTML 解析）写作“页面”。 */
export function formatLongTask(task: LongTask | undefined, page: string): string {
  if (!task) return '—';
  let source = task.url;
  try {
    const url = new URL(task.url);
    source = url.pathname === page || url.pathname === `${page}/` ? '页面' : (url.pathname.split('/').pop() ?? '');
  } catch {
    source = task.url || '未归因';
  }
  return `${Math.round(task.duration)} ms（${source}，${(task.startTime / 1000).toFixed(1)} s）`;
}

function formatMetric(label: string, value: number | undefined): string {
  if (value === undefined) return '—';
  if (label === 'CLS') return value.toFixed(3);
  return `${Math.round(value)} ms`;
}

/** 未达标的项目，例如 `TBT 320 ms > 200 ms`；没有得分的类别也算未达标。 */
export function shortfalls(row: Row): string[] {
  const goal = goalFor(row.device, row.page);
  const misses = categories.flatMap((id, i) => {
    const score = row.scores[i];
    return score === null || score < goal[id] ? [`${id} ${score ?? '—'} < ${goal[id]}`] : [];
  });
  const [, lcp, tbt, cls] = row.metrics;
  const over = (label: string, value: number | undefined, limit: number | undefined, unit: string) =>
    limit !== undefined && (value === undefined || Number(value.toFixed(3)) > limit)
      ? [`${label} ${value === undefined ? '—' : `${Math.round(value * 1000) / 1000}${unit}`} > ${limit}${unit}`]
      : [];
  return [
    ...misses,
    ...over('TBT', tbt, goal.tbt, ' ms'),
    ...over('LCP', lcp, goal.lcp, ' ms'),
    ...over('CLS', cls, goal.cls, ''),
  ];
}

export function missesGoal(row: Row): boolean {
  return shortfalls(row).length > 0;
}

/** Lighthouse 的主线程类别，按手机上通常的耗时排序。 */
const breakdownGroups = [
  { id: 'scriptEvaluation', label: '脚本执行' },
  { id: 'styleLayout', label: '样式与布局' },
  { id: 'paintCompositeRender', label: '绘制与合成' },
  { id: 'parseHTML', label: '解析 HTML' },
  { id: 'scriptParseCompile', label: '脚本解析编译' },
  { id: 'garbageCollection', label: '垃圾回收' },
  { id: 'other', label: '其他' },
] as const;

/** 每个页面的主线程时间拆分（毫秒，Lighthouse 模拟的 4 倍减速 CPU 上）。 */
export function formatBreakdown(rows: Row[]): string {
  const lines = [
    `| 页面 | 设备 | 合计 | ${breakdownGroups.map(({ label }) => label).join(' | ')} |`,
    `| --- | --- | --- | ${breakdownGroups.map(() => '---').join(' | ')} |`,
  ];
  for (const row of rows) {
    const total = Object.values(row.breakdown).reduce((sum, value) => sum + value, 0);
    const cells = breakdownGroups.map(({ id }) => Math.round(row.breakdown[id] ?? 0));
    lines.push(
      `| \`${row.page}\` | ${row.device === 'mobile' ? '移动' : '桌面'} | ${Math.round(total)} | ${cells.join(' | ')} |`,
    );
  }
  return lines.join('\n');
}

export function formatTable(rows: Row[]): string {
  const header = '| 页面 | 设备 | 性能 | 无障碍 | 最佳实践 | SEO | FCP | LCP | TBT | 最长任务 | CLS |';
  const lines = [header, '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |'];
  for (const row of rows) {
    const scores = row.scores.map((score) => (score === null ? '—' : String(score)));
    const [fcp, lcp, tbt, cls] = metrics.map(({ label }, i) => formatMetric(label, row.metrics[i]));
    const longest = formatLongTask(row.longestTask, row.page);
    lines.push(
      `| \`${row.page}\` | ${row.device === 'mobile' ? '移动' : '桌面'} | ${scores.join(' | ')} | ${[fcp, lcp, tbt, longest, cls].join(' | ')} |`,
    );
  }
  return lines.join('\n');
}

/** 一次运行里用来比较两个站点的数字；时间单位毫秒，JS 单位字节。 */
export type RunFigures = {
  performance?: number;
  tbt?: number;
  lcp?: number;
  cls?: number;
  /** 首次内容绘制之后最长的主线程任务，从 FCP 起算（与 TBT 的算法一样截掉 FCP 之前的部分）；没有 50 ms 以上的任务时缺省。 */
  longestAfterFcp?: number;
  /** 加载时下载并执行的脚本（resource-summary 的 script 一行，gzip 之后的传输字节；预取的分块不算）。 */
  scriptBytes?: number;
  benchmarkIndex?: number;
};

/**
 * long-tasks 审计只列 50 ms 以上的任务（模拟节流时是模拟出的开始时刻和时长），FCP 也是模拟值，两者可以直接比较。
 * 跨过 FCP 的任务只算 FCP 之后的部分。
 */
export function longestTaskAfterFcp(lhr: LighthouseResult): number | undefined {
  const fcp = lhr.audits['first-contentful-paint']?.numericValue;
  if (fcp === undefined) return undefined;
  let longest: number | undefined;
  for (const item of lhr.audits['long-tasks']?.details?.items ?? []) {
    if (item.duration === undefined) continue;
    const start = item.startTime ?? 0;
    const afterFcp = start + item.duration - Math.max(start, fcp);
    if (afterFcp > 0 && afterFcp > (longest ?? 0)) longest = afterFcp;
  }
  return longest;
}

export function runFigures(lhr: LighthouseResult): RunFigures {
  const score = lhr.categories.performance?.score;
  const value = (id: string) => lhr.audits[id]?.numericValue;
  const scripts = lhr.audits['resource-summary']?.details?.items?.find((item) => item.resourceType === 'script');
  return {
    performance: typeof score === 'number' ? Math.round(score * 100) : undefined,
    tbt: value('total-blocking-time'),
    lcp: value('largest-contentful-paint'),
    cls: value('cumulative-layout-shift'),
    longestAfterFcp: longestTaskAfterFcp(lhr),
    scriptBytes: scripts?.transferSize,
    benchmarkIndex: lhr.environment?.benchmarkIndex,
  };
}

/**
 * 每个指标各自取各轮的中位数（不是挑出得分居中的那一次）：issue 43 的对照表就是这样算的。
 * 某一轮没有 50 ms 以上的长任务时，它那一轮的“FCP 后最长任务”按 0 计，中位数才不会偏向有长任务的几轮。
 */
export function medianFigures(runs: readonly RunFigures[]): RunFigures {
  const pick = (key: keyof RunFigures) => medianOf(runs.map((run) => run[key]));
  return {
    performance: pick('performance'),
    tbt: pick('tbt'),
    lcp: pick('lcp'),
    cls: pick('cls'),
    longestAfterFcp: runs.length ? medianOf(runs.map((run) => run.longestAfterFcp ?? 0)) : undefined,
    scriptBytes: pick('scriptBytes'),
    benchmarkIndex: pick('benchmarkIndex'),
  };
}

const dash = '—';
const formatScore = (value: number | undefined) => (value === undefined ? dash : String(Math.round(value)));
const formatMs = (value: number | undefined) => (value === undefined ? dash : `${Math.round(value)} ms`);
const formatSeconds = (value: number | undefined) => (value === undefined ? dash : `${(value / 1000).toFixed(2)} s`);
const formatCls = (value: number | undefined) => (value === undefined ? dash : value.toFixed(3));
/** 0 表示没有 50 ms 以上的任务。 */
const formatLongest = (value: number | undefined) =>
  value === undefined ? dash : value === 0 ? '< 50 ms' : `${Math.round(value)} ms`;
const formatKb = (bytes: number | undefined) => (bytes === undefined ? dash : `${(bytes / 1024).toFixed(0)} KB`);

/** 一个页面在一份构建上的各轮中位数。 */
export type FigureRow = { page: string; device: Row['device']; runs: number; figures: RunFigures };

export function formatFigures(rows: readonly FigureRow[]): string {
  const lines = [
    '| 页面 | 设备 | 轮数 | 性能 | TBT | LCP | CLS | FCP 后最长任务 | 加载时执行的 JS（gzip） | benchmarkIndex |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const { page, device, runs, figures: f } of rows) {
    const cells = [
      formatScore(f.performance),
      formatMs(f.tbt),
      formatSeconds(f.lcp),
      formatCls(f.cls),
      formatLongest(f.longestAfterFcp),
      formatKb(f.scriptBytes),
      formatScore(f.benchmarkIndex),
    ];
    lines.push(`| \`${page}\` | ${device === 'mobile' ? '移动' : '桌面'} | ${runs} | ${cells.join(' | ')} |`);
  }
  return lines.join('\n');
}

/** 例如 `93 · 309 ms · 1.08 s · 0.000 · 120 ms · 145 KB`：性能 · TBT · LCP · CLS · FCP 后最长任务 · 加载时执行的 JS。 */
export function formatFigureCell(figures: RunFigures | undefined): string {
  if (!figures) return dash;
  return [
    formatScore(figures.performance),
    formatMs(figures.tbt),
    formatSeconds(figures.lcp),
    formatCls(figures.cls),
    formatLongest(figures.longestAfterFcp),
    formatKb(figures.scriptBytes),
  ].join(' · ');
}

/** TBT 之比（--build ÷ --compare），对方的 TBT 为 0 或缺失时没有比值。 */
export function tbtRatio(ours: RunFigures | undefined, theirs: RunFigures | undefined): string {
  if (ours?.tbt === undefined || !theirs?.tbt) return dash;
  return (ours.tbt / theirs.tbt).toFixed(1);
}

export type ComparisonRow = {
  /** --build 上的页面路径；对方的路径不同（例如结尾带斜杠）时写在 theirsPath。 */
  page: string;
  theirsPath?: string;
  device: Row['device'];
  ours: RunFigures;
  theirs?: RunFigures;
};

export function formatComparison(rows: readonly ComparisonRow[]): string {
  const lines = [
    '| 页面 | 设备 | --build：性能 · TBT · LCP · CLS · FCP 后最长任务 · JS | --compare | TBT 之比 |',
    '| --- | --- | --- | --- | ---: |',
  ];
  for (const row of rows) {
    const page =
      row.theirsPath && row.theirsPath !== row.page ? `\`${row.page}\`（\`${row.theirsPath}\`）` : `\`${row.page}\``;
    lines.push(
      `| ${page} | ${row.device === 'mobile' ? '移动' : '桌面'} | ${formatFigureCell(row.ours)} | ${formatFigureCell(row.theirs)} | ${tbtRatio(row.ours, row.theirs)} |`,
    );
  }
  return lines.join('\n');
}
