import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';
import { SANDBOX_PAGE_FILE } from '../sandbox/protocol';
import { renderSandboxPage } from './page';

/**
 * 用法：tsx src/sandbox-build/cli.ts [构建目录]。npm run build 的一步，在写入内容安全策略之后（沙箱页有自己的策略，
 * 不能被全站的覆盖）、生成服务工作线程之前（沙箱页在预缓存里，离线也能运行代码）。
 *
 * 用 esbuild 把 worker（runner.ts，含浏览器版 cheerio 和 sucrase）和沙箱页的脚本（frame.ts）各打成一个文件，
 * 写进 sandbox.html。
 */
const sandboxDir = path.resolve(__dirname, '../sandbox');

async function bundle(entry: string): Promise<string> {
  const result = await build({
    entryPoints: [path.join(sandboxDir, entry)],
    bundle: true,
    write: false,
    minify: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    define: { 'process.env.NODE_ENV': '"production"' },
    legalComments: 'none',
    logLevel: 'warning',
  });
  const [output] = result.outputFiles;
  if (!output) throw new Error(`esbuild 没有输出 ${entry}`);
  return output.text;
}

async function main(outDir: string): Promise<void> {
  const [runnerScript, frameScript] = await Promise.all([bundle('runner.ts'), bundle('frame.ts')]);
  const page = renderSandboxPage({ frameScript, runnerScript });
  await writeFile(path.join(outDir, SANDBOX_PAGE_FILE), page);
  console.log(`代码沙箱：${SANDBOX_PAGE_FILE} ${(Buffer.byteLength(page) / 1024).toFixed(0)} KiB（未压缩）`);
}

main(path.resolve(process.argv[2] ?? 'build')).catch((error: unknown) => {
  console.error(`生成沙箱页失败：${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
