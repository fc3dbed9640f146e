/**
 * npm run bench:build：依次做一次冷构建（先删除 .docusaurus/、build/ 和 node_modules/.cache/）和一次热构建（都是 npm run build 的全部步骤），
 * 打印耗时和构建进程树的峰值常驻内存（每 100 ms 采样一次 /proc，仅 Linux）。会覆盖 build/。
 */
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { formatMiB, formatSeconds, parseStatus, treeRss, type ProcessInfo } from './process-memory';

const root = path.resolve(__dirname, '../..');
const tsxCli = require.resolve('tsx/cli');

function snapshot(): ProcessInfo[] {
  const processes: ProcessInfo[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const info = parseStatus(Number(entry), readFileSync(`/proc/${entry}/status`, 'utf8'));
      if (info) processes.push(info);
    } catch {
      // 进程在读取前已经退出。
    }
  }
  return processes;
}

async function timedBuild(): Promise<{ ms: number; peakKiB: number | null }> {
  const canSample = process.platform === 'linux';
  const started = performance.now();
  const child = spawn(process.execPath, [tsxCli, 'scripts/build.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let peakKiB = 0;
  const timer = canSample
    ? setInterval(() => (peakKiB = Math.max(peakKiB, treeRss(snapshot(), child.pid!))), 100)
    : undefined;
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  clearInterval(timer);
  if (code !== 0) throw new Error(`构建失败（退出码 ${code}）`);
  return { ms: performance.now() - started, peakKiB: canSample ? peakKiB : null };
}

async function main() {
  for (const dir of ['.docusaurus', 'build', 'node_modules/.cache'])
    rmSync(path.join(root, dir), { recursive: true, force: true });
  console.error('冷构建……');
  const cold = await timedBuild();
  console.error('热构建……');
  const warm = await timedBuild();
  const memory = (kib: number | null) => (kib === null ? '不可用（仅 Linux）' : formatMiB(kib));
  console.log('\n| 构建 | 耗时 | 峰值内存（进程树 RSS） |\n| --- | --- | --- |');
  console.log(`| 冷（无缓存） | ${formatSeconds(cold.ms)} | ${memory(cold.peakKiB)} |`);
  console.log(`| 热（保留 .docusaurus 与缓存） | ${formatSeconds(warm.ms)} | ${memory(warm.peakKiB)} |`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
