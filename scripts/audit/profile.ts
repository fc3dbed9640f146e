/**
 * npm run audit:profile [-- --page /路径 …] [--build 目录] [--runs N] [--save 文件]：
 * 在 4 倍减速 CPU、手机视口下打开页面，录一份 Chrome 性能记录（trace），列出 50 ms 以上的主线程任务各由什么组成：
 * 活动类别（脚本执行、样式与布局……）、CPU 采样按脚本文件和函数归并的时间。Lighthouse 只告诉我们哪个任务长，
 * 这里告诉我们它为什么长。每页录 N 次（默认 3），打印总阻塞时间居中的那一次；--save 把那一次的记录存下来，
 * 可以拖进 DevTools 的 Performance 面板细看。这是给人看的数字，不是测试。
 *
 * 生产构建的函数名经过压缩：要看清是 React 的哪一步，用 `npm run build -- --no-minify --out-dir 另一个目录` 另做一份不压缩的构建。
 */
import { writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { createStaticServer, listen } from '../../src/server/static-server';
import { chromiumArgs, findChromium } from '../../tests/e2e/support/chromium';
import { analyseTrace, formatProfile, type ProfileSummary, type TraceEvent } from './profile-report';

const categories = [
  '-*',
  'toplevel',
  'v8',
  'v8.execute',
  'blink.user_timing',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.stack',
  'disabled-by-default-v8.cpu_profiler',
  'loading',
];

type ProfileOptions = { pages: string[]; buildDir: string; runs: number; save?: string };

function parseProfileArgs(argv: string[]): ProfileOptions {
  const options: ProfileOptions = { pages: [], buildDir: path.resolve(__dirname, '../../build'), runs: 3 };
  for (let i = 0; i < argv.length; i += 1) {
    const value = argv[i + 1] ?? '';
    if (argv[i] === '--page') options.pages.push(value);
    else if (argv[i] === '--build') options.buildDir = path.resolve(value);
    else if (argv[i] === '--save') options.save = path.resolve(value);
    else if (argv[i] === '--runs') options.runs = Math.max(1, Number(value) || 1);
    else continue;
    i += 1;
  }
  if (options.pages.length === 0) options.pages.push('/docs/basics/loading');
  return options;
}

/** 与 Lighthouse 的移动端设置相同的视口与 4 倍 CPU 减速；不限网速（本机回环），所以任务的先后与 Lighthouse 略有不同。 */
async function record(browser: Browser, url: string): Promise<{ summary: ProfileSummary; trace: Buffer }> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await browser.startTracing(page, { categories });
    await page.goto(url, { waitUntil: 'load' });
    // 水合和空闲时的任务在 load 之后：再等几秒，让它们都进入记录（离线阅读的安装在 10 秒后，不在其中）。
    await page.waitForTimeout(6000);
    const trace = await browser.stopTracing();
    const { traceEvents } = JSON.parse(trace.toString('utf8')) as { traceEvents: TraceEvent[] };
    return { summary: analyseTrace(traceEvents), trace };
  } finally {
    await context.close();
  }
}

async function main() {
  const { pages, buildDir, runs, save } = parseProfileArgs(process.argv.slice(2));
  const server = createStaticServer({ root: buildDir });
  await listen(server, { port: 0, host: '127.0.0.1' });
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
  try {
    for (const route of pages) {
      const recordings = [];
      for (let run = 0; run < runs; run += 1) recordings.push(await record(browser, origin + route));
      recordings.sort((a, b) => a.summary.totalBlocking - b.summary.totalBlocking);
      const median = recordings[Math.floor(recordings.length / 2)];
      const all = recordings.map(({ summary }) => summary.totalBlocking).join('、');
      console.log(`${formatProfile(route, median.summary)}\n\n（${runs} 次的总阻塞时间：${all} ms）\n`);
      if (save) writeFileSync(pages.length > 1 ? `${save}.${pages.indexOf(route)}` : save, median.trace);
    }
  } finally {
    await browser.close();
    server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
