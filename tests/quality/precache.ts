/**
 * 离线阅读的预缓存预算（npm run test:budgets 的一部分）：从 build/sw.js 读出 Workbox 写进去的清单，按类别汇总
 * 未压缩的字节数（占用读者设备的存储）和 gzip 字节数（首次访问后在后台下载的流量），与 budgets.json 比较。
 */
import { tolerance } from './page-weight';

export type PrecacheBudget = { bytes: number; gzip: number; reason: string };
export type PrecacheFile = { url: string; bytes: number; gzip: number };

export const precacheKinds = ['脚本与样式', '页面', '搜索索引', '其他'] as const;
export type PrecacheKind = (typeof precacheKinds)[number];

type Totals = { files: number; bytes: number; gzip: number };
export type PrecacheSummary = Totals & { byKind: Record<PrecacheKind, Totals> };

/**
 * 不论预算记录是多少都不能超过的上限。移动浏览器给每个站点的配额通常是设备剩余空间的一部分（数百 MB 起），
 * 但预缓存是每位读者第一次访问后都要在后台下载的：保持在 10 MiB（未压缩）以内，gzip 后约两三 MiB。
 */
export const PRECACHE_CEILING_BYTES = 10 * 1024 * 1024;

/** injectManifest 把清单写成 JSON 数组（`[{"revision":…,"url":"…"},…]`）。 */
export function precacheUrls(swSource: string): string[] {
  return [...swSource.matchAll(/"url":"([^"]+)"/g)].map(([, url = '']) => url);
}

export function precacheKind(url: string): PrecacheKind {
  if (/^assets\/.*\.(js|mjs|css|wasm)$/.test(url)) return '脚本与样式';
  if (url.endsWith('.html')) return '页面';
  if (url === 'search-index.json') return '搜索索引';
  return '其他';
}

export function summarizePrecache(files: PrecacheFile[]): PrecacheSummary {
  const empty = (): Totals => ({ files: 0, bytes: 0, gzip: 0 });
  const summary: PrecacheSummary = {
    ...empty(),
    byKind: Object.fromEntries(precacheKinds.map((kind) => [kind, empty()])) as Record<PrecacheKind, Totals>,
  };
  for (const file of files) {
    for (const totals of [summary, summary.byKind[precacheKind(file.url)]]) {
      totals.files += 1;
      totals.bytes += file.bytes;
      totals.gzip += file.gzip;
    }
  }
  return summary;
}

function percent(value: number, base: number): string {
  const change = ((value - base) / base) * 100;
  return `${change >= 0 ? '+' : ''}${change.toFixed(1)}%`;
}

/** 清单为空、超过上限、超出预算 5% 以上、没有预算记录都算失败；明显低于预算只提醒收紧。 */
export function judgePrecache(
  summary: PrecacheSummary,
  budget: PrecacheBudget | undefined,
): { failures: string[]; notes: string[] } {
  const failures: string[] = [];
  const notes: string[] = [];
  if (summary.files === 0) failures.push('预缓存：build/sw.js 的清单是空的，离线阅读什么也不会保存。');
  if (summary.bytes > PRECACHE_CEILING_BYTES) {
    failures.push(
      `预缓存：${summary.bytes} 字节超过上限 ${PRECACHE_CEILING_BYTES} 字节（tests/quality/precache.ts 写明了原因）：` +
        '请在 src/offline-build/precache.ts 里少选一些文件。',
    );
  }
  if (!budget) {
    failures.push(
      '预缓存：budgets.json 中没有预缓存的预算。确认数字合理后运行 npm run test:budgets -- --update --reason "<原因>"。',
    );
    return { failures, notes };
  }
  for (const [kind, label] of [
    ['bytes', '未压缩'],
    ['gzip', 'gzip'],
  ] as const) {
    if (summary[kind] > budget[kind] * (1 + tolerance)) {
      failures.push(
        `预缓存：${label} ${summary[kind]} 字节，超出预算 ${budget[kind]} 字节 ${percent(summary[kind], budget[kind])}` +
          `（允许 +${tolerance * 100}%）。要么在 src/offline-build/precache.ts 里少选一些文件，要么在同一个提交里运行 ` +
          'npm run test:budgets -- --update --reason "<为什么变大>" 更新预算。',
      );
    } else if (summary[kind] < budget[kind] * (1 - tolerance)) {
      notes.push(`预缓存：${label}比预算小 ${percent(summary[kind], budget[kind])}，可以用 --update 收紧预算。`);
    }
  }
  return { failures, notes };
}

/** --update：数字有变化时换上这次的原因，没变时保留原来的原因。 */
export function updatePrecacheBudget(
  previous: PrecacheBudget | undefined,
  summary: PrecacheSummary,
  reason: string,
): PrecacheBudget {
  const unchanged = previous && previous.bytes === summary.bytes && previous.gzip === summary.gzip;
  return { bytes: summary.bytes, gzip: summary.gzip, reason: unchanged ? previous.reason : reason };
}

function mib(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(2)} MiB`;
}

export function formatPrecacheTable(summary: PrecacheSummary, budget: PrecacheBudget | undefined): string {
  const rows = precacheKinds.map((kind) => {
    const { files, bytes, gzip } = summary.byKind[kind];
    return `| ${kind} | ${files} | ${mib(bytes)} | ${mib(gzip)} |`;
  });
  const budgetText = budget ? `${mib(budget.bytes)} / ${mib(budget.gzip)}` : '无';
  return [
    '| 预缓存 | 文件数 | 未压缩 | gzip |',
    '| --- | --- | --- | --- |',
    ...rows,
    `| **合计**（预算 ${budgetText}，上限 ${mib(PRECACHE_CEILING_BYTES)}） | ${summary.files} | ${mib(summary.bytes)} | ${mib(summary.gzip)} |`,
  ].join('\n');
}
