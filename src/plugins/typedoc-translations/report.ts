import type { Located, Outcome } from './apply';

function percent(part: number, whole: number): string {
  return whole ? `${Math.floor((part / whole) * 100)}%` : '—';
}

export function where({ file, key, path }: Located): string {
  return `${file} › ${key} › ${path}`;
}

/** 构建日志里的覆盖率：总数一行，再按页面类型（目录）各给一个小计。 */
export function formatCoverage(outcome: Outcome): string[] {
  const byDir = new Map<string, { translated: number; total: number }>();
  for (const [file, counts] of outcome.byFile) {
    const dir = file.split('/')[0];
    const sum = byDir.get(dir) ?? { translated: 0, total: 0 };
    sum.translated += counts.translated;
    sum.total += counts.total;
    byDir.set(dir, sum);
  }
  const parts = [...byDir]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([dir, { translated, total }]) => `${dir} ${translated}/${total}`);
  return [
    `API 译文覆盖率：${outcome.translated}/${outcome.total}（${percent(outcome.translated, outcome.total)}）`,
    `  ${parts.join(' · ')}`,
    ...(outcome.pending.length || outcome.missing.length
      ? [
          `  待翻译 ${outcome.missing.length + outcome.pending.length} 段（用英文原文代替），可用 npm run api:skeleton 生成条目骨架`,
        ]
      : []),
  ];
}

function excerpt(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 90 ? `${flat.slice(0, 90)}…` : flat;
}

/** 过期、孤立条目与分类问题；严格模式下它们让构建失败。 */
export function formatProblems(outcome: Outcome): string[] {
  return [
    ...outcome.stale.map(
      (entry) =>
        `译文过期（英文原文已改动，新 hash ${entry.hash}）：${where(entry)}\n    原文：${excerpt(entry.english)}`,
    ),
    ...outcome.orphans.map((entry) => `孤立条目（找不到对应的符号或原文）：${where(entry)}`),
    ...outcome.unusedCategories.map((name) => `孤立分类译名（源码里已没有这个 @category）：categories.yaml › ${name}`),
  ];
}

/** 尚未翻译的原文；严格模式要求覆盖率 100%，所以它们同样让构建失败。 */
export function formatUntranslated(outcome: Outcome): string[] {
  return [
    ...outcome.missing.map((entry) => `缺少译文条目：${where(entry)}`),
    ...outcome.pending.map((entry) => `译文为空：${where(entry)}`),
    ...outcome.missingCategories.map((name) => `分类「${name}」没有中文名`),
  ];
}

/** 目录本身写错了：无论是否严格模式都应修好再构建。 */
export function formatInvalid(outcome: Outcome): string[] {
  return outcome.invalid.map((entry) => `译文无法使用：${where(entry)}：${entry.problem}`);
}

export function formatMissingCategories(outcome: Outcome): string[] {
  return outcome.missingCategories.map((name) => `分类「${name}」还没有中文名，请在 categories.yaml 中补上`);
}

export interface PageCoverage {
  translated: number;
  total: number;
  /** 英文原文改过、译文因此暂以英文显示的段数。 */
  stale: number;
}

/**
 * 每个 API 页面的译文覆盖情况，键是页面相对 /docs/api 的路径（与目录文件同名：classes/Cheerio），
 * index 是全部页面的合计。站点的“翻译状态”页和各页的译文来源说明读的就是它。
 */
export function coverageByPage(outcome: Outcome): Record<string, PageCoverage> {
  const pages: Record<string, PageCoverage> = {
    index: { translated: outcome.translated, total: outcome.total, stale: outcome.stale.length },
  };
  for (const [file, { translated, total }] of outcome.byFile) {
    const stale = outcome.stale.filter((entry) => entry.file === file).length;
    pages[file.replace(/\.ya?ml$/, '')] = { translated, total, stale };
  }
  return pages;
}
