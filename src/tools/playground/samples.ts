/**
 * 几份样本：同一个选择器（和同一段代码）要在读者的几份页面上都对，像 regex101 的测试字符串那样。状态里的 `html`
 * 始终是正在编辑的那一份（其余代码照旧只看它）；`samples` 在有两份以上时才有，保存每一份的名字、HTML 和期望的匹配数，
 * 其中正在编辑的那一份的 HTML 以 `html` 为准。这里只有纯函数，构建时和单元测试在 Node 里也用它。
 */

/** 最多几份样本。 */
export const MAX_SAMPLES = 5;

/** 期望的匹配数：恰好 N 个、至少 N 个、没有匹配。 */
export type Expectation = { kind: 'exactly'; count: number } | { kind: 'atLeast'; count: number } | { kind: 'none' };

export interface Sample {
  name: string;
  html: string;
  expect?: Expectation;
}

export interface SampleFields {
  html: string;
  samples?: Sample[];
  active?: number;
}

export function defaultSampleName(index: number): string {
  return `样本 ${index + 1}`;
}

/** 全部样本，正在编辑的那一份换上最新的 HTML。只有一份时就是 `html` 本身。 */
export function sampleList(state: SampleFields): Sample[] {
  const { samples, active = 0 } = state;
  if (!samples || samples.length === 0) return [{ name: defaultSampleName(0), html: state.html }];
  return samples.map((sample, index) => (index === active ? { ...sample, html: state.html } : sample));
}

export function activeIndex(state: SampleFields): number {
  return state.samples && state.samples.length > 0 ? (state.active ?? 0) : 0;
}

/** 只剩一份、没有名字以外的东西时，回到只有 `html` 的形式（链接和旧版本的演练场都认得）。 */
function normalized<T extends SampleFields>(state: T, samples: Sample[], active: number): T {
  const { samples: _samples, active: _active, ...rest } = state;
  const html = samples[active]?.html ?? '';
  if (samples.length === 1 && !samples[0]?.expect && samples[0]?.name === defaultSampleName(0))
    return { ...rest, html } as T;
  return { ...rest, html, samples, active } as T;
}

export function switchSample<T extends SampleFields>(state: T, index: number): T {
  const samples = sampleList(state);
  if (index < 0 || index >= samples.length) return state;
  return normalized(state, samples, index);
}

/** 添加一份样本（默认是空的），并切换到它；已经有 MAX_SAMPLES 份时不变。 */
export function addSample<T extends SampleFields>(state: T, html = '', name?: string): T {
  const samples = sampleList(state);
  if (samples.length >= MAX_SAMPLES) return state;
  const next = [...samples, { name: name ?? defaultSampleName(samples.length), html }];
  return normalized(state, next, next.length - 1);
}

export function removeSample<T extends SampleFields>(state: T, index: number): T {
  const samples = sampleList(state);
  if (samples.length <= 1 || index < 0 || index >= samples.length) return state;
  const next = samples.filter((_, position) => position !== index);
  const active = activeIndex(state);
  const nextActive = index < active ? active - 1 : Math.min(active, next.length - 1);
  return normalized(state, next, nextActive);
}

export function updateSample<T extends SampleFields>(state: T, index: number, change: Partial<Sample>): T {
  const samples = sampleList(state).map((sample, position) => {
    if (position !== index) return sample;
    const updated = { ...sample, ...change };
    if (change.expect === undefined && 'expect' in change) delete updated.expect;
    return updated;
  });
  return normalized(state, samples, activeIndex(state));
}

export function expectationText(expectation: Expectation): string {
  switch (expectation.kind) {
    case 'exactly':
      return `恰好 ${expectation.count} 个`;
    case 'atLeast':
      return `至少 ${expectation.count} 个`;
    case 'none':
      return '0 个';
  }
}

export function expectationMet(expectation: Expectation, count: number): boolean {
  switch (expectation.kind) {
    case 'exactly':
      return count === expectation.count;
    case 'atLeast':
      return count >= expectation.count;
    case 'none':
      return count === 0;
  }
}
