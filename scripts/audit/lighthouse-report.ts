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
        details?: { items?: Array<{ group?: string; duration?: number }> };
      }
    | undefined
  >;
  runtimeError?: { code: string; message: string };
};

export type Row = {
  page: string;
  device: 'mobile' | 'desktop';
  scores: (number | null)[];
  metrics: (number | undefined)[];
  problems: string[];
  /** 主线程时间按类别（脚本执行、样式与布局……）拆分，单位毫秒（Lighthouse 的 mainthread-work-breakdown）。 */
  breakdown: Record<string, number>;
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

/** 有实时编辑器或上万个元素的两个页面，移动端目标放宽一档（性能 ≥ 90、TBT ≤ 600 ms）；Cheerio 类页面桌面端 ≥ 98。 */
const heavyPages = new Set(['/docs/basics/traversing', '/docs/api/classes/Cheerio']);

/** 移动端性能 ≥ 95、TBT ≤ 200 ms、模拟 LCP ≤ 1.5 s、CLS 为 0；桌面端 100；其余三项 100。 */
export function goalFor(device: Row['device'], page = '/'): Goal {
  const heavy = heavyPages.has(page);
  const rest = { accessibility: 100, 'best-practices': 100, seo: 100 };
  if (device === 'desktop') return { performance: page === '/docs/api/classes/Cheerio' ? 98 : 100, ...rest };
  return { performance: heavy ? 90 : 95, ...rest, tbt: heavy ? 600 : 200, lcp: 1500, cls: 0 };
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
  return { page, device, scores, metrics: values, problems, breakdown };
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
  const header = '| 页面 | 设备 | 性能 | 无障碍 | 最佳实践 | SEO | FCP | LCP | TBT | CLS |';
  const lines = [header, '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |'];
  for (const row of rows) {
    const scores = row.scores.map((score) => (score === null ? '—' : String(score)));
    const values = metrics.map(({ label }, i) => formatMetric(label, row.metrics[i]));
    lines.push(
      `| \`${row.page}\` | ${row.device === 'mobile' ? '移动' : '桌面'} | ${scores.join(' | ')} | ${values.join(' | ')} |`,
    );
  }
  return lines.join('\n');
}
