/**
 * 页面体积预算的纯逻辑：哪些请求算首屏、与预算比较、更新预算文件、输出表格。浏览器部分在 budgets.ts。
 */
import type { PrecacheBudget } from './precache';

/** 预算覆盖的页面：issue 7 指定的五个，以及演练场（编辑器和 worker 只在它自己的页面上加载，它自己的体积也要看住）。 */
export const budgetPages = [
  '/',
  '/docs/intro',
  '/docs/basics/traversing',
  '/docs/api/classes/Cheerio',
  '/blog/cheerio-1.0',
  '/playground',
] as const;

/** 超出预算多少算失败。 */
export const tolerance = 0.05;

export type PageWeight = { js: number; css: number };
export type BudgetEntry = PageWeight & { reason: string };

/** 首屏不应加载的代码：用只出现在该代码里的字符串识别。allowedOn 列出确实需要它的页面。 */
export type ForbiddenCode = { name: string; marker: string; allowedOn: string[] };

export type BudgetFile = {
  /** 说明这个文件的用法，写进 JSON 是为了打开文件的人一眼看到。 */
  note: string;
  pages: Record<string, BudgetEntry>;
  notInFirstLoad: ForbiddenCode[];
  /** 离线阅读的预缓存（tests/quality/precache.ts）。 */
  precache?: PrecacheBudget;
};

export type ObservedRequest = {
  url: string;
  resourceType: string;
  headers: Record<string, string>;
};

/**
 * 首屏加载的 JS 与 CSS：页面自己的脚本和样式表请求。
 * Docusaurus 会用 <link rel="prefetch"> 预取视口里链接指向的页面，Chromium 给这些请求带上
 * Sec-Purpose: prefetch；它们属于将来的导航，不计入本页。
 */
export function firstLoadKind(request: ObservedRequest, origin: string): 'js' | 'css' | null {
  const url = new URL(request.url);
  if (url.origin !== origin) return null;
  const purpose = request.headers['sec-purpose'] ?? request.headers.purpose ?? '';
  if (/prefetch/i.test(purpose)) return null;
  if (request.resourceType === 'script') return 'js';
  if (request.resourceType === 'stylesheet') return 'css';
  return null;
}

export type Measurement = PageWeight & { files: string[] };

export type Verdict = {
  page: string;
  measured: Measurement | { missing: string };
  budget: BudgetEntry | undefined;
  failures: string[];
  notes: string[];
};

function percent(value: number, base: number): string {
  const change = ((value - base) / base) * 100;
  return `${change >= 0 ? '+' : ''}${change.toFixed(1)}%`;
}

/** 一个页面的结论：超出预算 5% 以上、页面不存在、没有预算记录都算失败；明显低于预算只提醒收紧。 */
export function judge(
  page: string,
  measured: Measurement | { missing: string },
  budget: BudgetEntry | undefined,
): Verdict {
  const verdict: Verdict = { page, measured, budget, failures: [], notes: [] };
  if ('missing' in measured) {
    verdict.failures.push(`${page}：${measured.missing}。预算页面必须存在：页面被删除或改名时，要同时更新预算表。`);
    return verdict;
  }
  if (!budget) {
    verdict.failures.push(
      `${page}：budgets.json 中没有这个页面的预算。确认数字合理后运行 npm run test:budgets -- --update --reason "<原因>"，与改动放在同一个提交里。`,
    );
    return verdict;
  }
  for (const kind of ['js', 'css'] as const) {
    const limit = budget[kind] * (1 + tolerance);
    if (measured[kind] > limit) {
      verdict.failures.push(
        `${page}：首屏 ${kind.toUpperCase()} ${measured[kind]} 字节（gzip），超出预算 ${budget[kind]} 字节 ${percent(measured[kind], budget[kind])}（允许 +${tolerance * 100}%）。` +
          `要么减小体积，要么在同一个提交里运行 npm run test:budgets -- --update --reason "<为什么变大>" 更新预算。`,
      );
    } else if (measured[kind] < budget[kind] * (1 - tolerance)) {
      verdict.notes.push(
        `${page}：${kind.toUpperCase()} 比预算小 ${percent(measured[kind], budget[kind])}，可以用 --update 收紧预算。`,
      );
    }
  }
  return verdict;
}

/** 首屏里出现了不该出现的代码（例如不需要实时编辑器的页面加载了 react-live）。 */
export function forbiddenCodeFailures(
  page: string,
  firstLoadSources: Map<string, string>,
  forbidden: ForbiddenCode[],
): string[] {
  return forbidden
    .filter(({ allowedOn }) => !allowedOn.includes(page))
    .flatMap(({ name, marker }) => {
      const files = [...firstLoadSources].filter(([, source]) => source.includes(marker)).map(([file]) => file);
      return files.length > 0
        ? [`${page}：首屏加载了${name}（${files.join('、')} 含有「${marker}」），应改为按需加载。`]
        : [];
    });
}

/** 标记字符串在整个构建里都找不到，说明代码改了、标记失效，这项检查已经形同虚设。 */
export function staleMarkers(allSources: string[], forbidden: ForbiddenCode[]): string[] {
  return forbidden
    .filter(({ marker }) => !allSources.some((source) => source.includes(marker)))
    .map(
      ({ name, marker }) =>
        `「${name}」的标记「${marker}」在 build/assets 的任何文件里都找不到，请在 budgets.json 里换一个仍然有效的标记。`,
    );
}

/** --update：写入新数字；数字有变化的条目换上这次的原因，没变的保留原来的原因。 */
export function updateBudgets(file: BudgetFile, measured: Record<string, Measurement>, reason: string): BudgetFile {
  const pages: Record<string, BudgetEntry> = {};
  for (const page of budgetPages) {
    const current = measured[page];
    const previous = file.pages[page];
    if (!current) {
      if (previous) pages[page] = previous;
      continue;
    }
    const unchanged = previous && previous.js === current.js && previous.css === current.css;
    pages[page] = { js: current.js, css: current.css, reason: unchanged ? previous.reason : reason };
  }
  return { ...file, pages };
}

function kib(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KiB`;
}

export function formatTable(verdicts: Verdict[]): string {
  const rows = verdicts.map(({ page, measured, budget }) => {
    if ('missing' in measured) return `| \`${page}\` | — | — | — | 缺失 |`;
    const budgetText = budget ? `${kib(budget.js)} / ${kib(budget.css)}` : '无';
    const change = budget ? `JS ${percent(measured.js, budget.js)}，CSS ${percent(measured.css, budget.css)}` : '—';
    return `| \`${page}\` | ${kib(measured.js)} | ${kib(measured.css)} | ${budgetText} | ${change} |`;
  });
  return [
    '| 页面 | 首屏 JS（gzip） | 首屏 CSS（gzip） | 预算 JS / CSS | 变化 |',
    '| --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
}
