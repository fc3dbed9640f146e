/** 基准与审计脚本共用的统计：只有纯函数，单元测试直接调用。 */

/** 中位数（偶数个取中间两个的平均）；空列表没有中位数。 */
export function median(values: readonly number[]): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** 去掉缺失的值再取中位数：某一轮没有某个指标（例如页面出错）时，其余几轮照常参与。 */
export function medianOf(values: ReadonlyArray<number | undefined>): number | undefined {
  return median(values.filter((value): value is number => typeof value === 'number' && Number.isFinite(value)));
}
