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
  audits: Record<string, { numericValue?: number; score: number | null; title: string; displayValue?: string } | undefined>;
  runtimeError?: { code: string; message: string };
};

export type Row = {
  page: string;
  device: 'mobile' | 'desktop';
  scores: (number | null)[];
  metrics: (number | undefined)[];
  problems: string[];
};

export type Goal = { performance: number; accessibility: number; 'best-practices': number; seo: number };

/** issue 7 的目标：移动端性能 ≥ 95，桌面端 100，其余三项 100。 */
export function goalFor(device: Row['device']): Goal {
  return { performance: device === 'mobile' ? 95 : 100, accessibility: 100, 'best-practices': 100, seo: 100 };
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
  return { page, device, scores, metrics: values, problems };
}

function formatMetric(label: string, value: number | undefined): string {
  if (value === undefined) return '—';
  if (label === 'CLS') return value.toFixed(3);
  return `${Math.round(value)} ms`;
}

export function missesGoal(row: Row): boolean {
  const goal = goalFor(row.device);
  return categories.some((id, i) => row.scores[i] === null || (row.scores[i] as number) < goal[id]);
}

export function formatTable(rows: Row[]): string {
  const header = '| 页面 | 设备 | 性能 | 无障碍 | 最佳实践 | SEO | FCP | LCP | TBT | CLS |';
  const lines = [header, '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |'];
  for (const row of rows) {
    const scores = row.scores.map((score) => (score === null ? '—' : String(score)));
    const values = metrics.map(({ label }, i) => formatMetric(label, row.metrics[i]));
    lines.push(`| \`${row.page}\` | ${row.device === 'mobile' ? '移动' : '桌面'} | ${scores.join(' | ')} | ${values.join(' | ')} |`);
  }
  return lines.join('\n');
}
