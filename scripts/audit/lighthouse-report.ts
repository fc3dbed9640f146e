/** Lighthouse 结果的摘取与 Markdown 表格；运行 Lighthouse 的部分在 lighthouse.ts。 */

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
        details?: { items?: Array<{ group?: string; duration?: number; startTime?: number; url?: string }> };
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
