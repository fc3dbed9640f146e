/**
 * npm run audit:lighthouse [-- --runs N] [--build 目录] [--compare 目录] [--device mobile|desktop] [--page /路径 …] [--all] [--reference-benchmark-index N]：
 * 用项目的静态服务器提供构建目录（默认 build/），对审计页面的移动端和桌面端各跑 N 次 Lighthouse（默认 3 次），
 * 以 Markdown 表格打印性能得分居中的那一次的四个类别得分、FCP/LCP/TBT/CLS 和最长的主线程任务。
 * --build 指向另一份构建（例如改动前的），就能在同一台机器上前后对比；--compare 再给一份构建时，两份构建的每一次运行
 * 交替进行（A、B、A、B……），机器忙闲的起伏落在两边，比先后各跑一遍公平；--device、--page 缩小范围；
 * --all 审计 sitemap 里的全部教程，外加首页、/search、Cheerio 类页面、一篇博文和演练场的页面。
 * 每次运行的 benchmarkIndex（本机 CPU 速度）一并打印：不同机器、不同时刻的数字只在它相近时可比。
 * --reference-benchmark-index N 把每次移动端运行折算到 benchmarkIndex 为 N 的机器：模拟的 CPU 减速取 4 × 这次测得的 benchmarkIndex ÷ N，
 * 本机忽快忽慢时（同一页面几分钟内 2,100–2,850），每次运行仍按它自己的速度折算。
 * 测量前先在每份构建上跑一次不计入的预热：新启动的 Chromium 第一次加载要冷启动字体和代码缓存，最长任务会长出两三倍。
 * 这是给人看的数字，不是测试：结果受机器负载影响。
 *
 * Chromium 由 chrome-launcher 启动（chromePath 指向 Debian 的 chromium），Lighthouse 以子进程的 CLI 形式连接它：
 * tsx 会给它转译的函数加上 __name 辅助函数，而 Lighthouse 把页面函数序列化后送进浏览器执行，浏览器里没有 __name。
 *
 * Lighthouse 不在项目的依赖里：它带来一百多个包（约 180 MB），npm test 用不到，却会让每次 npm ci 多花十几秒。
 * 它的版本固定在本目录的 package.json 和 package-lock.json 里，第一次审计时（或版本变了时）用 npm ci 装进本目录。
 */
import { execFile, execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import { createStaticServer, listen } from '../../src/server/static-server';
import { chromiumArgs, findChromium } from '../../tests/e2e/support/chromium';
import {
  formatBreakdown,
  formatTable,
  medianRun,
  missesGoal,
  shortfalls,
  toRow,
  type LighthouseResult,
  type Row,
} from './lighthouse-report';
import { budgetPages } from '../../tests/quality/page-weight';

const defaultBuildDir = path.resolve(__dirname, '../../build');
const lighthouseDir = path.join(__dirname, 'node_modules/lighthouse');
const lighthouseCli = path.join(lighthouseDir, 'cli/index.js');
const run = promisify(execFile);

type PackageJson = { version?: string; dependencies?: Record<string, string> };
const readPackage = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as PackageJson;

/** 没装或装的版本与本目录 package.json 固定的不同时，按锁文件安装 Lighthouse。 */
function ensureLighthouse() {
  const pinned = readPackage(path.join(__dirname, 'package.json')).dependencies?.lighthouse;
  const installedManifest = path.join(lighthouseDir, 'package.json');
  if (existsSync(installedManifest) && readPackage(installedManifest).version === pinned) return;
  console.error(`正在把 Lighthouse ${pinned} 装进 scripts/audit/node_modules（只在第一次或版本变化时）……`);
  execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: __dirname, stdio: 'inherit' });
}

async function lighthouse(args: string[]): Promise<string> {
  // 服务器就在本进程里，必须异步等待子进程，不能用 spawnSync 阻塞事件循环。
  const { stdout } = await run(process.execPath, [lighthouseCli, ...args], { maxBuffer: 256 * 1024 * 1024 });
  return stdout;
}

/** Lighthouse 模拟移动端时默认的 CPU 减速倍数。 */
export const defaultCpuSlowdown = 4;

/** 把这次运行折算到参考机器的 CPU 减速：本机越快，减速越多。 */
export function calibratedCpuSlowdown(measuredBenchmarkIndex: number, referenceBenchmarkIndex: number): number {
  return (defaultCpuSlowdown * measuredBenchmarkIndex) / referenceBenchmarkIndex;
}

type GatheredArtifacts = { BenchmarkIndex: number; settings: { throttling: { cpuSlowdownMultiplier: number } } };

async function audit(
  url: string,
  port: number,
  device: 'mobile' | 'desktop',
  referenceBenchmarkIndex?: number,
): Promise<LighthouseResult> {
  const common = [
    url,
    '--quiet',
    '--only-categories=performance,accessibility,best-practices,seo',
    ...(device === 'desktop' ? ['--preset=desktop'] : []),
  ];
  const jsonOutput = ['--output=json', '--output-path=stdout'];
  if (device === 'desktop' || !referenceBenchmarkIndex) {
    return JSON.parse(await lighthouse([...common, `--port=${port}`, ...jsonOutput])) as LighthouseResult;
  }
  // 模拟节流是从不节流的加载记录推算的，所以先采集，再按采集前测得的 benchmarkIndex 定减速倍数来审计。
  const artifactsDir = await mkdtemp(path.join(tmpdir(), 'lighthouse-artifacts-'));
  try {
    await lighthouse([...common, `--port=${port}`, `--gather-mode=${artifactsDir}`]);
    const artifactsFile = path.join(artifactsDir, 'artifacts.json');
    const artifacts = JSON.parse(await readFile(artifactsFile, 'utf8')) as GatheredArtifacts;
    const cpuSlowdown = calibratedCpuSlowdown(artifacts.BenchmarkIndex, referenceBenchmarkIndex);
    // Lighthouse 拒绝用与采集时不同的设置审计，所以采集记下的设置也要改成同一个倍数。
    artifacts.settings.throttling.cpuSlowdownMultiplier = cpuSlowdown;
    await writeFile(artifactsFile, JSON.stringify(artifacts));
    const auditArgs = [`--audit-mode=${artifactsDir}`, `--throttling.cpuSlowdownMultiplier=${cpuSlowdown}`];
    return JSON.parse(await lighthouse([...common, ...auditArgs, ...jsonOutput])) as LighthouseResult;
  } finally {
    await rm(artifactsDir, { recursive: true, force: true });
  }
}

/** --headless=new 与桌面版渲染一致；其余开关与端到端测试相同（无外网时关掉后台联网）。 */
const chromeFlags = ['--headless=new', ...chromiumArgs];

/** 预算页面之外再审计一篇长教程：它是正文最长、静态内容最多的教程页。 */
export const auditPages: readonly string[] = [...budgetPages, '/docs/basics/loading'];

/** --all 的页面：sitemap 里的全部教程（简介、基础、进阶）、首页、搜索页、Cheerio 类页面、一篇博文、演练场各页。 */
export function allAuditPages(sitemapXml: string): string[] {
  const paths = [...sitemapXml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc).pathname);
  const guides = paths.filter((route) => /^\/docs\/(intro$|basics\/|advanced\/)/.test(route));
  const tools = paths.filter((route) => /^\/playground(\/|$)/.test(route));
  return [...new Set(['/', ...guides, '/search', '/docs/api/classes/Cheerio', '/blog/cheerio-1.0', ...tools])];
}

export type AuditOptions = {
  runs: number;
  buildDir: string;
  devices: Array<'mobile' | 'desktop'>;
  pages: string[];
  all: boolean;
  /** 与 buildDir 交替审计的第二份构建。 */
  compareDir?: string;
  /** 移动端每次运行折算到的参考机器 benchmarkIndex。 */
  referenceBenchmarkIndex?: number;
};

export function parseAuditArgs(argv: string[]): AuditOptions {
  const options: AuditOptions = {
    runs: 3,
    buildDir: defaultBuildDir,
    devices: ['mobile', 'desktop'],
    pages: [],
    all: false,
  };
  for (let i = 0; i < argv.length; i += 1) {
    const value = argv[i + 1];
    if (argv[i] === '--runs') {
      options.runs = Number(value);
      if (!Number.isInteger(options.runs) || options.runs < 1) throw new Error(`--runs 需要一个正整数，收到：${value}`);
    } else if (argv[i] === '--build') options.buildDir = path.resolve(value ?? '');
    else if (argv[i] === '--compare') options.compareDir = path.resolve(value ?? '');
    else if (argv[i] === '--device') {
      if (value !== 'mobile' && value !== 'desktop')
        throw new Error(`--device 只能是 mobile 或 desktop，收到：${value}`);
      options.devices = [value];
    } else if (argv[i] === '--page') options.pages.push(value ?? '');
    else if (argv[i] === '--reference-benchmark-index') {
      options.referenceBenchmarkIndex = Number(value);
      if (!(options.referenceBenchmarkIndex > 0))
        throw new Error(`--reference-benchmark-index 需要一个正数，收到：${value}`);
    } else {
      if (argv[i] === '--all') options.all = true;
      continue;
    }
    i += 1;
  }
  if (options.pages.length === 0 && !options.all) options.pages = [...auditPages];
  return options;
}

async function serve(buildDir: string) {
  const server = createStaticServer({ root: buildDir });
  await listen(server, { port: 0, host: '127.0.0.1' });
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

async function main() {
  const options = parseAuditArgs(process.argv.slice(2));
  const { runs, buildDir, devices, compareDir, referenceBenchmarkIndex } = options;
  const pages = options.all ? allAuditPages(readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8')) : options.pages;
  ensureLighthouse();
  const builds = await Promise.all([buildDir, ...(compareDir ? [compareDir] : [])].map(serve));
  const chrome = await chromeLauncher.launch({ chromePath: findChromium(), chromeFlags });
  const rowsByBuild: Row[][] = builds.map(() => []);
  try {
    console.error('预热：每份构建先加载一次首页，不计入结果……');
    for (const { origin } of builds) await audit(`${origin}/`, chrome.port, devices[0], referenceBenchmarkIndex);
    for (const page of pages) {
      const statuses = await Promise.all(builds.map(async ({ origin }) => (await fetch(origin + page)).status));
      if (statuses.some((status) => status !== 200)) {
        console.error(`跳过 ${page}：页面不存在（HTTP ${statuses.join('、')}）`);
        continue;
      }
      for (const device of devices) {
        const results: LighthouseResult[][] = builds.map(() => []);
        for (let run = 0; run < runs; run++) {
          for (const [index, { origin }] of builds.entries()) {
            results[index].push(await audit(origin + page, chrome.port, device, referenceBenchmarkIndex));
          }
        }
        for (const [index, buildResults] of results.entries()) {
          const row = toRow(page, device, medianRun(buildResults));
          rowsByBuild[index].push(row);
          const all = buildResults
            .map((result) => Math.round((result.categories.performance?.score ?? 0) * 100))
            .join('、');
          const speeds = buildResults.map((result) => Math.round(result.environment?.benchmarkIndex ?? 0)).join('、');
          const slowdowns = referenceBenchmarkIndex
            ? `；CPU 减速：${buildResults.map((result) => (result.configSettings?.throttling?.cpuSlowdownMultiplier ?? defaultCpuSlowdown).toFixed(1)).join('、')}`
            : '';
          const label = builds.length > 1 ? `[${index === 0 ? '--build' : '--compare'}] ` : '';
          console.error(
            `${label}${page}（${device === 'mobile' ? '移动' : '桌面'}）：${row.scores.join(' / ')}（各次性能得分：${all}；benchmarkIndex：${speeds}${slowdowns}）`,
          );
        }
      }
    }
  } finally {
    chrome.kill();
    for (const { server } of builds) server.close();
  }

  if (compareDir) {
    console.log(`\n--compare ${compareDir}（与下面的 --build 交替运行）：\n\n${formatTable(rowsByBuild[1])}\n`);
    console.log(`--build ${buildDir}：`);
  }
  const rows = rowsByBuild[0];
  const speeds = rows.flatMap((row) => (row.benchmarkIndex ? [row.benchmarkIndex] : [])).sort((a, b) => a - b);
  const speedNote = speeds.length
    ? `表中各次运行的 benchmarkIndex：${Math.round(speeds[0])}–${Math.round(speeds[speeds.length - 1])}，中位数 ${Math.round(speeds[Math.floor(speeds.length / 2)])}。`
    : '';
  const cpuNote = referenceBenchmarkIndex
    ? `每次运行按测得的 benchmarkIndex 折算到 ${referenceBenchmarkIndex}，减速 ${defaultCpuSlowdown} × 测得值 ÷ ${referenceBenchmarkIndex} 倍`
    : `减速 ${defaultCpuSlowdown} 倍`;
  console.log(
    `\n每个页面和设备运行 ${runs} 次，表中是性能得分居中的那一次。${speedNote}最长任务是模拟 CPU 上最长的主线程任务（移动端${cpuNote}；时长、归因的脚本、开始时刻）。\n\n${formatTable(rows)}\n`,
  );
  console.log(`主线程时间（毫秒，同一次运行）：\n\n${formatBreakdown(rows)}\n`);
  const short = rows.filter(missesGoal);
  if (short.length > 0) {
    console.log('未达到目标的页面（目标见 lighthouse-report.ts 的 goalFor），以及得分不足 90 的审计项：');
    for (const row of short) {
      const device = row.device === 'mobile' ? '移动' : '桌面';
      console.log(
        `- ${row.page}（${device}）：${shortfalls(row).join('，')}；${row.problems.join('、') || '无单项低于 90'}`,
      );
    }
  } else {
    console.log('所有页面都达到目标。');
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
