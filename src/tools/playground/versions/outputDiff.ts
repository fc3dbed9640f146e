import type { OutputEntry } from '../../../sandbox/protocol';

/**
 * “对比版本”的逐行比较：两个版本的输出（console 的每一条、最后一个表达式的值、异常）各自变成文字行，再按最长公共
 * 子序列对齐，得到两边共有的行和只在一边出现的行。只有纯函数。
 */

/** 与输出面板相同的级别说明：同一段文字，一边是 log、一边是异常，也算不同。 */
const LEVEL_PREFIX: Partial<Record<OutputEntry['level'], string>> = {
  info: '信息：',
  warn: '警告：',
  error: '错误：',
  debug: '调试：',
  render: 'render() 输出：',
  result: '最后一个表达式的值：',
  exception: '异常：',
};

export function outputLines(entries: readonly OutputEntry[]): string[] {
  return entries.flatMap((entry) => `${LEVEL_PREFIX[entry.level] ?? ''}${entry.text}`.split('\n'));
}

export type DiffLine = { kind: 'same' | 'current' | 'old'; text: string };

/** 超过这么多行就只比较开头：对齐的代价是两边行数的乘积。 */
export const MAX_DIFF_LINES = 2000;

export interface OutputDiff {
  lines: DiffLine[];
  /** 只在 1.2.0 的输出里的行数。 */
  currentOnly: number;
  /** 只在旧版本的输出里的行数。 */
  oldOnly: number;
  /** 有一边超过 MAX_DIFF_LINES 行，只比较了开头。 */
  truncated: boolean;
}

/**
 * 一段连续的不同之处里，1.2.0 的第 n 行和旧版本的第 n 行挨着放：输出多是一行对一行地变了（`你好` 变成
 * `&#x4F60;&#x597D;`），成对地看比先列完一边再列另一边好读。
 */
function pairChanges(lines: DiffLine[]): DiffLine[] {
  const result: DiffLine[] = [];
  let current: DiffLine[] = [];
  let old: DiffLine[] = [];
  const flushHunk = () => {
    for (let index = 0; index < Math.max(current.length, old.length); index += 1) {
      if (index < current.length) result.push(current[index]);
      if (index < old.length) result.push(old[index]);
    }
    current = [];
    old = [];
  };
  for (const line of lines) {
    if (line.kind === 'same') {
      flushHunk();
      result.push(line);
    } else (line.kind === 'current' ? current : old).push(line);
  }
  flushHunk();
  return result;
}

export function diffOutputs(currentLines: readonly string[], oldLines: readonly string[]): OutputDiff {
  const truncated = currentLines.length > MAX_DIFF_LINES || oldLines.length > MAX_DIFF_LINES;
  const a = currentLines.slice(0, MAX_DIFF_LINES);
  const b = oldLines.slice(0, MAX_DIFF_LINES);
  const width = b.length + 1;
  // common[i * width + j]：a 从 i、b 从 j 开始的最长公共子序列的长度。
  const common = new Uint16Array((a.length + 1) * width);
  for (let i = a.length - 1; i >= 0; i -= 1) {
    for (let j = b.length - 1; j >= 0; j -= 1) {
      common[i * width + j] =
        a[i] === b[j]
          ? common[(i + 1) * width + j + 1] + 1
          : Math.max(common[(i + 1) * width + j], common[i * width + j + 1]);
    }
  }
  const lines: DiffLine[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      lines.push({ kind: 'same', text: a[i] });
      i += 1;
      j += 1;
    } else if (j >= b.length || (i < a.length && common[(i + 1) * width + j] >= common[i * width + j + 1])) {
      lines.push({ kind: 'current', text: a[i] });
      i += 1;
    } else {
      lines.push({ kind: 'old', text: b[j] });
      j += 1;
    }
  }
  const paired = pairChanges(lines);
  return {
    lines: paired,
    currentOnly: lines.filter((line) => line.kind === 'current').length,
    oldOnly: lines.filter((line) => line.kind === 'old').length,
    truncated,
  };
}
