/**
 * npm run audit:lighthouse [-- --runs N] [--build 目录] [--compare 目录] [--cold] [--device mobile|desktop] [--page /路径 …] [--all | --matching-pages] [--reference-benchmark-index N]：
 * 用项目的静态服务器提供构建目录（默认 build/），对审计页面的移动端和桌面端各跑 N 次 Lighthouse（默认 3 次），
 * 以 Markdown 表格打印性能得分居中的那一次的四个类别得分、FCP/LCP/TBT/CLS 和最长的主线程任务。
 * --build 指向另一份构建（例如改动前的），就能在同一台机器上前后对比；--compare 再给一份构建时，两份构建的每一次运行
 * 交替进行（A、B、A、B……），机器忙闲的起伏落在两边，比先后各跑一遍公平；--device、--page 缩小范围；
 * --all 审计 sitemap 里的全部教程，外加首页、/search、Cheerio 类页面、一篇博文和演练场的页面。
 * 每次运行的 benchmarkIndex（本机 CPU 速度）一并打印：不同机器、不同时刻的数字只在它相近时可比。
 * --reference-benchmark-index N 把每次移动端运行折算到 benchmarkIndex 为 N 的机器：模拟的 CPU 减速取 4 × 这次测得的 benchmarkIndex ÷ N，
 * 本机忽快忽慢时（同一页面几分钟内 2,100–2,850），每次运行仍按它自己的速度折算。
 * 测量前先在每份构建上跑一次不计入的预热：新启动的 Chromium 第一次加载要冷启动字体和代码缓存，最长任务会长出两三倍。
 * --cold 则相反：每次运行都启动一个新的 headless Chromium（新的临时用户目录），不预热。读者第一次来到本站时对本站是冷的，
 * issue 43 的目标按这种方式判断；默认的热方式留作对照。
 * 运行按轮进行：每一轮里每个页面、每个设备、每份构建各跑一次（我们、对方、我们……），机器忙闲的起伏落在两边和各个页面上。
 * 表格之外，再按每个指标各自的中位数打印性能得分、TBT、LCP、CLS、FCP 之后最长的任务、加载时执行的 JS（gzip）和 benchmarkIndex；
 * 给了 --compare 时再打印两边并排的对照表和 TBT 之比。
 * --compare 也可以是 cheerio.js.org 的参考构建（Astro，页面地址以斜杠结尾、Cheerio 类页面是小写的 /docs/api/classes/cheerio/）：
 * 每个页面在每份构建里按 pathInBuild 找到 GitHub Pages 不经重定向就能提供的地址，对方没有的页面（/search、/playground）只审计我们的。
 * --matching-pages 审计 issue 43 的页面：两个站点都有的十个页面，外加 /search 和 /playground。
 * 这是给人看的数字，不是测试：结果受机器负载影响。
 *
 * Chromium 由 chrome-launcher 启动（chromePath 指向 Debian 的 chromium），Lighthouse 以子进程的 CLI 形式连接它：
 * tsx 会给它转译的函数加上 __name 辅助函数，而 Lighthouse 把页面函数序列化后送进浏览器执行，浏览器里没有 __name。
 *
 * Lighthouse 不在项目的依赖里：它带来一百多个包（约 180 MB），npm test 用不到，却会让每次 npm ci 多花十几秒。
 * 它的版本固定在本目录的 package.json 和 package-lock.json 里，第一次审计时（或版本变了时）用 npm ci 装进本目录。
 */
import { execFile, execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import { defaultBuildDir, serveBuild } from '../bench/browser';
import { chromiumArgs, findChromium } from '../../tests/e2e/support/chromium';
import {
  formatBreakdown,
  formatComparison,
  formatFigures,
  formatTable,
  medianFigures,
  medianRun,
  missesGoal,
  runFigures,
  shortfalls,
  toRow,
  type ComparisonRow,
  type FigureRow,
  type LighthouseResult,
  type Row,
} from './lighthouse-report';
import { budgetPages } from '../../tests/quality/page-weight';

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

/**
 * issue 43 的页面：我们和 cheerio.js.org 都有的页面（首页、简介、四篇基础教程、常见问题、安全、Cheerio 类、1.0 博文），
 * 外加只有我们有的 /search 和 /playground。
 */
export const matchingPages: readonly string[] = [
  '/',
  '/docs/intro',
  '/docs/basics/loading',
  '/docs/basics/selecting',
  '/docs/basics/traversing',
  '/docs/basics/manipulation',
  '/docs/basics/troubleshooting',
  '/docs/advanced/security',
  '/docs/api/classes/Cheerio',
  '/blog/cheerio-1.0',
  '/search',
  '/playground',
];

/**
 * 我们的页面路径在一份构建里的地址，取 GitHub Pages 不经重定向就能提供的那一个：有 `路径.html` 时是路径本身
 * （我们的 trailingSlash: false），有 `路径/index.html` 时是带结尾斜杠的形式（参考构建的写法；GitHub Pages 会把
 * 不带斜杠的请求 301 过去）。原样找不到时再试全小写的路径（参考构建的 /docs/api/classes/cheerio/）。
 * hasFile 判断构建目录里的相对路径是不是文件；返回 null 表示这份构建没有这个页面。
 */
export function pathInBuild(page: string, hasFile: (relativeFile: string) => boolean): string | null {
  const trimmed = page.replace(/\/+$/, '');
  if (trimmed === '') return hasFile('index.html') ? '/' : null;
  for (const candidate of new Set([trimmed, trimmed.toLowerCase()])) {
    const relative = candidate.slice(1);
    if (hasFile(`${relative}.html`)) return candidate;
    if (hasFile(`${relative}/index.html`)) return `${candidate}/`;
  }
  return null;
}

function fileExistsIn(buildDir: string) {
  return (relativeFile: string) => {
    try {
      return statSync(path.join(buildDir, relativeFile)).isFile();
    } catch {
      return false;
    }
  };
}

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
  /** 每次运行启动一个新的 Chromium，不预热。 */
  cold: boolean;
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
    cold: false,
  };
  let matching = false;
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
      else if (argv[i] === '--cold') options.cold = true;
      else if (argv[i] === '--matching-pages') matching = true;
      continue;
    }
    i += 1;
  }
  if (options.all && matching) throw new Error('--all 与 --matching-pages 只能选一个');
  if (options.pages.length === 0 && !options.all) options.pages = [...(matching ? matchingPages : auditPages)];
  return options;
}

/** 热方式共用一个 Chromium；冷方式每次运行都启动一个新的，用完即关。 */
async function withChrome<T>(shared: chromeLauncher.LaunchedChrome | undefined, audit: (port: number) => Promise<T>) {
  if (shared) return audit(shared.port);
  const chrome = await chromeLauncher.launch({ chromePath: findChromium(), chromeFlags });
  try {
    return await audit(chrome.port);
  } finally {
    chrome.kill();
  }
}

const deviceLabel = (device: 'mobile' | 'desktop') => (device === 'mobile' ? '移动' : '桌面');
const loadNote = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ');

async function main() {
  const options = parseAuditArgs(process.argv.slice(2));
  const { runs, buildDir, devices, compareDir, referenceBenchmarkIndex, cold } = options;
  const pages = options.all ? allAuditPages(readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8')) : options.pages;
  ensureLighthouse();
  const dirs = [buildDir, ...(compareDir ? [compareDir] : [])];
  const builds = await Promise.all(dirs.map(async (dir) => ({ dir, ...(await serveBuild(dir)) })));
  const buildLabel = (index: number) => (builds.length > 1 ? `[${index === 0 ? '--build' : '--compare'}] ` : '');

  // 每个页面在每份构建里的地址；--build 没有的页面整个跳过，--compare 没有的只审计 --build。
  const targets: Array<{ page: string; paths: Array<string | null> }> = [];
  for (const page of pages) {
    const paths = await Promise.all(
      builds.map(async ({ dir, origin }) => {
        const found = pathInBuild(page, fileExistsIn(dir));
        return found !== null && (await fetch(origin + found)).status === 200 ? found : null;
      }),
    );
    if (paths[0] === null) console.error(`跳过 ${page}：--build 里没有这个页面`);
    else {
      if (paths.some((found) => found === null)) console.error(`${page}：--compare 里没有这个页面，只审计 --build`);
      targets.push({ page, paths });
    }
  }

  const method = cold ? '冷方式：每次运行启动一个新的 Chromium，不预热' : '热方式：同一个 Chromium，先预热';
  console.error(`${method}；${runs} 轮；开始时负载 ${loadNote()}`);
  const shared = cold ? undefined : await chromeLauncher.launch({ chromePath: findChromium(), chromeFlags });
  // results[构建][页面 + 设备] = 各轮的结果
  const results = builds.map(() => new Map<string, LighthouseResult[]>());
  const key = (page: string, device: string) => `${device} ${page}`;
  try {
    if (shared) {
      console.error('预热：每份构建先加载一次首页，不计入结果……');
      for (const { origin } of builds) await audit(`${origin}/`, shared.port, devices[0], referenceBenchmarkIndex);
    }
    for (let round = 1; round <= runs; round++) {
      for (const { page, paths } of targets) {
        for (const device of devices) {
          for (const [index, { origin }] of builds.entries()) {
            const found = paths[index];
            if (found === null) continue;
            const result = await withChrome(shared, (port) =>
              audit(origin + found, port, device, referenceBenchmarkIndex),
            );
            const list = results[index].get(key(page, device)) ?? [];
            list.push(result);
            results[index].set(key(page, device), list);
            const f = runFigures(result);
            const slowdown = referenceBenchmarkIndex
              ? `，CPU 减速 ${(result.configSettings?.throttling?.cpuSlowdownMultiplier ?? defaultCpuSlowdown).toFixed(1)}`
              : '';
            console.error(
              `第 ${round}/${runs} 轮 ${buildLabel(index)}${found}（${deviceLabel(device)}）：性能 ${f.performance ?? '—'}，TBT ${Math.round(f.tbt ?? NaN)} ms，LCP ${Math.round(f.lcp ?? NaN)} ms（benchmarkIndex ${Math.round(f.benchmarkIndex ?? 0)}${slowdown}）`,
            );
          }
        }
      }
    }
  } finally {
    shared?.kill();
    for (const { server } of builds) server.close();
  }

  const rowsByBuild: Row[][] = builds.map(() => []);
  const figuresByBuild: FigureRow[][] = builds.map(() => []);
  const comparison: ComparisonRow[] = [];
  for (const { page, paths } of targets) {
    for (const device of devices) {
      const figures = builds.map((_, index) => {
        const buildResults = results[index].get(key(page, device));
        if (!buildResults?.length) return undefined;
        rowsByBuild[index].push(toRow(paths[index] ?? page, device, medianRun(buildResults)));
        const median = medianFigures(buildResults.map(runFigures));
        figuresByBuild[index].push({ page: paths[index] ?? page, device, runs: buildResults.length, figures: median });
        return median;
      });
      if (figures[0])
        comparison.push({ page, theirsPath: paths[1] ?? undefined, device, ours: figures[0], theirs: figures[1] });
    }
  }

  console.log(
    `\n${method}；每个页面、设备和构建 ${runs} 轮；结束时负载 ${loadNote()}（1 / 5 / 15 分钟，${builds.length > 1 ? '两份构建' : '一份构建'}）。`,
  );
  console.log(
    '下面的数字是每个指标各自的中位数；FCP 后最长任务从 FCP 起算，“< 50 ms”表示没有长任务；JS 是加载时执行的脚本（gzip 后的传输量）。\n',
  );
  if (compareDir) {
    console.log(`--build ${buildDir} 与 --compare ${compareDir} 并排：\n\n${formatComparison(comparison)}\n`);
    console.log(`--compare ${compareDir}：\n\n${formatFigures(figuresByBuild[1])}\n`);
    console.log(`\n--compare 各页面性能得分居中的那一次：\n\n${formatTable(rowsByBuild[1])}\n`);
  }
  console.log(`--build ${buildDir}：\n\n${formatFigures(figuresByBuild[0])}\n`);
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
      console.log(
        `- ${row.page}（${deviceLabel(row.device)}）：${shortfalls(row).join('，')}；${row.problems.join('、') || '无单项低于 90'}`,
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
