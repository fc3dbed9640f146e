/**
 * 页面体积预算：npm run test:budgets（检查）或 npm run test:budgets -- --update --reason "<原因>"（记录新数字）。
 *
 * 在 Chromium 里打开 build/ 中的页面，等 React 水合完成、网络空闲、离线阅读的服务工作线程就绪，记下页面请求的 JS 和 CSS
 * （不含为其他页面做的预取），再按磁盘上的文件计算 gzip 体积。同一份构建结果得到的数字总是相同的。
 * 最后汇总 build/sw.js 的预缓存清单（tests/quality/precache.ts）。
 */
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from '@playwright/test';
import { createStaticServer, listen } from '../../src/server/static-server';
import { chromiumArgs, findChromium, offlineHostRule } from '../e2e/support/chromium';
import {
  formatPrecacheTable,
  judgePrecache,
  precacheUrls,
  summarizePrecache,
  updatePrecacheBudget,
  type PrecacheSummary,
} from './precache';
import {
  budgetPages,
  firstLoadKind,
  forbiddenCodeFailures,
  formatTable,
  judge,
  staleMarkers,
  updateBudgets,
  type BudgetFile,
  type Measurement,
  type ObservedRequest,
} from './page-weight';

const root = path.resolve(__dirname, '../..');
const buildDir = path.join(root, 'build');
const budgetFile = path.join(__dirname, 'budgets.json');

function gzipSize(file: string): number {
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

async function measure(
  browser: Browser,
  origin: string,
  page: string,
): Promise<{ measurement: Measurement; sources: Map<string, string> } | { missing: string }> {
  const context = await browser.newContext();
  const tab = await context.newPage();
  const requests: ObservedRequest[] = [];
  tab.on('request', (request) =>
    requests.push({ url: request.url(), resourceType: request.resourceType(), headers: request.headers() }),
  );
  try {
    const response = await tab.goto(origin + page);
    if (response?.status() !== 200) return { missing: `页面不存在（HTTP ${response?.status()}）` };
    await tab.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached', timeout: 60_000 });
    await tab.waitForLoadState('networkidle');
    // 离线阅读的注册代码在页面加载完、主线程空闲时才下载，可能晚于网络空闲：等服务工作线程就绪，它才确定计入。
    if (existsSync(path.join(buildDir, 'sw.js'))) {
      await tab.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      await tab.waitForLoadState('networkidle');
    }
  } finally {
    await context.close();
  }
  const measurement: Measurement = { js: 0, css: 0, files: [] };
  const sources = new Map<string, string>();
  for (const request of requests) {
    const kind = firstLoadKind(request, origin);
    if (!kind) continue;
    const { pathname } = new URL(request.url);
    if (sources.has(pathname)) continue;
    const file = path.join(buildDir, pathname);
    sources.set(pathname, readFileSync(file, 'utf8'));
    measurement[kind] += gzipSize(file);
    measurement.files.push(pathname);
  }
  measurement.files.sort();
  return { measurement, sources };
}

/** build/sw.js 的预缓存清单里每个文件的大小；没有 sw.js 时返回 null。 */
function measurePrecache(): PrecacheSummary | null {
  const swFile = path.join(buildDir, 'sw.js');
  if (!existsSync(swFile)) return null;
  return summarizePrecache(
    precacheUrls(readFileSync(swFile, 'utf8')).map((url) => {
      const file = path.join(buildDir, url);
      return { url, bytes: statSync(file).size, gzip: gzipSize(file) };
    }),
  );
}

function allAssetSources(): string[] {
  const dir = path.join(buildDir, 'assets/js');
  return readdirSync(dir)
    .filter((name) => name.endsWith('.js'))
    .map((name) => readFileSync(path.join(dir, name), 'utf8'));
}

function parseArgs(argv: string[]) {
  const update = argv.includes('--update');
  const reasonIndex = argv.indexOf('--reason');
  const reason = reasonIndex >= 0 ? argv[reasonIndex + 1]?.trim() : undefined;
  if (update && !reason) throw new Error('--update 必须带 --reason "<为什么数字变了>"，原因会写进 budgets.json。');
  return { update, reason: reason ?? '' };
}

async function main() {
  const { update, reason } = parseArgs(process.argv.slice(2));
  const budgets = JSON.parse(readFileSync(budgetFile, 'utf8')) as BudgetFile;
  const server = createStaticServer({ root: buildDir });
  await listen(server, { port: 0, host: '127.0.0.1' });
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // 页面不能依赖第三方主机；万一有这样的请求，它在浏览器里解析失败，不影响结果。
  const browser = await chromium.launch({ executablePath: findChromium(), args: [...chromiumArgs, offlineHostRule] });

  const failures: string[] = staleMarkers(allAssetSources(), budgets.notInFirstLoad);
  const notes: string[] = [];
  const measured: Record<string, Measurement> = {};
  const verdicts = [];
  try {
    // 每个页面要等离线阅读的服务工作线程就绪，第一次访问时它在页面停留 10 秒后才注册：各页面在自己的上下文里同时等，
    // 不必一个接一个地等（六个页面依次测要一分半，同时测二十来秒）。记下的请求只取决于页面本身，与先后无关。
    const results = await Promise.all(budgetPages.map((page) => measure(browser, origin, page)));
    for (const [index, page] of budgetPages.entries()) {
      const result = results[index];
      if ('missing' in result) {
        verdicts.push(judge(page, result, budgets.pages[page]));
        continue;
      }
      measured[page] = result.measurement;
      verdicts.push(judge(page, result.measurement, budgets.pages[page]));
      failures.push(...forbiddenCodeFailures(page, result.sources, budgets.notInFirstLoad));
      console.log(`${page}：${result.measurement.files.join(' ')}`);
    }
  } finally {
    await browser.close();
    server.close();
  }

  const precache = measurePrecache();
  const precacheVerdict = precache
    ? judgePrecache(precache, budgets.precache)
    : { failures: ['预缓存：build/sw.js 不存在，请先运行 npm run build（它的最后一步生成服务工作线程）。'], notes: [] };

  if (update) {
    const updated = updateBudgets(budgets, measured, reason);
    if (precache) updated.precache = updatePrecacheBudget(budgets.precache, precache, reason);
    writeFileSync(budgetFile, `${JSON.stringify(updated, null, 2)}\n`);
    console.log('已更新 tests/quality/budgets.json；请把它和引起变化的改动放在同一个提交里。');
  }
  console.log(`\n${formatTable(verdicts)}\n`);
  if (precache) console.log(`${formatPrecacheTable(precache, budgets.precache)}\n`);
  if (!update || !precache) failures.push(...precacheVerdict.failures);
  notes.push(...precacheVerdict.notes);
  for (const verdict of verdicts) {
    if (!update) failures.push(...verdict.failures);
    else if ('missing' in verdict.measured) failures.push(...verdict.failures);
    notes.push(...verdict.notes);
  }
  for (const note of notes) console.log(`提示：${note}`);
  if (failures.length > 0) {
    for (const failure of failures) console.error(`✗ ${failure}`);
    process.exitCode = 1;
  } else {
    console.log('✓ 所有页面都在预算之内。');
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
