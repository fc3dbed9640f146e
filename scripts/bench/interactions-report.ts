/** npm run bench:interactions 的汇总与表格：纯函数，单元测试直接调用；跑浏览器的部分在 interactions.ts。 */
import { median } from './stats';

/** 一次测量：毫秒数，或者在限时内没有出现结果（记为 null，单独计数，不混进中位数）。 */
export type Sample = number | null;

export type LatencySummary = { count: number; missed: number; median?: number; min?: number; max?: number };

export function summarize(samples: readonly Sample[]): LatencySummary {
  const times = samples.filter((sample): sample is number => sample !== null);
  return {
    count: samples.length,
    missed: samples.length - times.length,
    median: median(times),
    min: times.length ? Math.min(...times) : undefined,
    max: times.length ? Math.max(...times) : undefined,
  };
}

export type LatencyRow = { interaction: string; moment: string; samples: readonly Sample[] };

const ms = (value: number | undefined) => (value === undefined ? '—' : `${Math.round(value)} ms`);

/** 每行：交互、时机、次数（没出结果的次数写在括号里）、中位数、最小、最大。 */
export function formatLatencyTable(rows: readonly LatencyRow[]): string {
  const lines = ['| 交互 | 时机 | 次数 | 中位数 | 最小 | 最大 |', '| --- | --- | ---: | ---: | ---: | ---: |'];
  for (const { interaction, moment, samples } of rows) {
    const s = summarize(samples);
    const count = s.missed ? `${s.count}（${s.missed} 次限时内没有结果）` : String(s.count);
    lines.push(`| ${interaction} | ${moment} | ${count} | ${ms(s.median)} | ${ms(s.min)} | ${ms(s.max)} |`);
  }
  return lines.join('\n');
}

/** 两段时间相加；任一段没有结果，整次就没有结果。 */
export function addSamples(first: Sample, second: Sample): Sample {
  return first === null || second === null ? null : first + second;
}
