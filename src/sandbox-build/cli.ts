import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { CHEERIO_VERSION } from '../constants/cheerio';
import { SANDBOX_PAGE_FILE } from '../sandbox/protocol';
import { OLD_RELEASES, oldReleasePageFile } from '../sandbox/releases';
import { bundleOldRunner, bundleSandboxFile } from './bundle';
import { renderSandboxPage } from './page';

/**
 * 用法：tsx src/sandbox-build/cli.ts [构建目录]。npm run build 的一步，在写入内容安全策略之后（沙箱页有自己的策略，
 * 不能被全站的覆盖）、生成服务工作线程之前（sandbox.html 在预缓存里，离线也能运行代码）。
 *
 * 写出 sandbox.html（站点安装的 cheerio）和每个旧版本的 sandbox/<版本>.html（演练场的“对比版本”）。旧版本的沙箱页
 * 不进预缓存（src/offline-build/precache.ts）：每个都有一整份 cheerio，只有对比版本的读者用得到。
 */
async function main(outDir: string): Promise<void> {
  const pages = [
    { file: SANDBOX_PAGE_FILE, version: CHEERIO_VERSION, runner: () => bundleSandboxFile('currentRunner.ts') },
    ...OLD_RELEASES.map((release) => ({
      file: oldReleasePageFile(release),
      version: release,
      runner: () => bundleOldRunner(release),
    })),
  ];
  const [frameScript, ...runnerScripts] = await Promise.all([
    bundleSandboxFile('frame.ts'),
    ...pages.map(({ runner }) => runner()),
  ]);
  const sizes: string[] = [];
  for (const [index, { file, version }] of pages.entries()) {
    const page = renderSandboxPage({ frameScript, runnerScript: runnerScripts[index], version });
    await mkdir(path.dirname(path.join(outDir, file)), { recursive: true });
    await writeFile(path.join(outDir, file), page);
    sizes.push(`${file} ${(Buffer.byteLength(page) / 1024).toFixed(0)} KiB`);
  }
  console.log(`代码沙箱（未压缩）：${sizes.join('，')}`);
}

main(path.resolve(process.argv[2] ?? 'build')).catch((error: unknown) => {
  console.error(`生成沙箱页失败：${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
