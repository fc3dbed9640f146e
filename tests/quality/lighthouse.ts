/**
 * npm run audit:lighthouse [-- --runs N]：用项目的静态服务器提供 build/，对预算页面的移动端和桌面端各跑 N 次
 * Lighthouse（默认 3 次），以 Markdown 表格打印性能得分居中的那一次的四个类别得分和 FCP/LCP/TBT/CLS。
 * 这是给人看的数字，不是测试：结果受机器负载影响。
 *
 * Chromium 由 chrome-launcher 启动（chromePath 指向 Debian 的 chromium），Lighthouse 以子进程的 CLI 形式连接它：
 * tsx 会给它转译的函数加上 __name 辅助函数，而 Lighthouse 把页面函数序列化后送进浏览器执行，浏览器里没有 __name。
 */
import { execFile } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import { createStaticServer, listen } from '../../src/server/static-server';
import { chromiumArgs, findChromium } from '../e2e/support/chromium';
import { formatTable, goalFor, medianRun, missesGoal, toRow, type LighthouseResult, type Row } from './lighthouse-report';
import { budgetPages } from './page-weight';

const buildDir = path.resolve(__dirname, '../../build');
const lighthouseCli = path.join(path.dirname(require.resolve('lighthouse/package.json')), 'cli/index.js');
const run = promisify(execFile);

async function audit(url: string, port: number, device: 'mobile' | 'desktop'): Promise<LighthouseResult> {
  const args = [
    lighthouseCli,
    url,
    `--port=${port}`,
    '--output=json',
    '--output-path=stdout',
    '--quiet',
    '--only-categories=performance,accessibility,best-practices,seo',
    ...(device === 'desktop' ? ['--preset=desktop'] : []),
  ];
  // 服务器就在本进程里，必须异步等待子进程，不能用 spawnSync 阻塞事件循环。
  const { stdout } = await run(process.execPath, args, { maxBuffer: 256 * 1024 * 1024 });
  return JSON.parse(stdout) as LighthouseResult;
}

/** --headless=new 与桌面版渲染一致；其余开关与端到端测试相同（无外网时关掉后台联网）。 */
const chromeFlags = ['--headless=new', ...chromiumArgs];

function parseRuns(argv: string[]): number {
  const index = argv.indexOf('--runs');
  const runs = index === -1 ? 3 : Number(argv[index + 1]);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs 需要一个正整数，收到：${argv[index + 1]}`);
  return runs;
}

async function main() {
  const runs = parseRuns(process.argv.slice(2));
  const server = createStaticServer({ root: buildDir });
  await listen(server, { port: 0, host: '127.0.0.1' });
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const chrome = await chromeLauncher.launch({ chromePath: findChromium(), chromeFlags });
  const rows: Row[] = [];
  try {
    for (const page of budgetPages) {
      const status = (await fetch(origin + page)).status;
      if (status !== 200) {
        console.error(`跳过 ${page}：页面不存在（HTTP ${status}）`);
        continue;
      }
      for (const device of ['mobile', 'desktop'] as const) {
        const results: LighthouseResult[] = [];
        for (let run = 0; run < runs; run++) results.push(await audit(origin + page, chrome.port, device));
        const row = toRow(page, device, medianRun(results));
        rows.push(row);
        const all = results.map((result) => Math.round((result.categories.performance?.score ?? 0) * 100)).join('、');
        console.error(`${page}（${device === 'mobile' ? '移动' : '桌面'}）：${row.scores.join(' / ')}（各次性能得分：${all}）`);
      }
    }
  } finally {
    await chrome.kill();
    server.close();
  }

  console.log(`\n每个页面和设备运行 ${runs} 次，表中是性能得分居中的那一次。\n\n${formatTable(rows)}\n`);
  const short = rows.filter(missesGoal);
  if (short.length > 0) {
    console.log('未达到目标（移动端性能 ≥ 95、桌面端 100，其余三项 100）的页面及得分不足 90 的审计项：');
    for (const row of short) {
      const goal = goalFor(row.device);
      console.log(`- ${row.page}（${row.device === 'mobile' ? '移动' : '桌面'}，目标性能 ${goal.performance}）：${row.problems.join('、') || '无单项低于 90'}`);
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
