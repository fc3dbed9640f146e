/**
 * npm run build：站点的生产构建，一步接一步地在同一个输出目录上运行。端到端测试的另外几份构建（托管搜索模式、
 * 带路径前缀）也调用这个脚本，只换输出目录和环境变量，所以新增的一步只写在下面的 `steps` 里，三份构建都会有。
 *
 * 用法：tsx scripts/build.ts [--out-dir <目录>] [--no-minify]（默认 build/；npm run build -- --out-dir <目录> 同样可以）。
 * `--no-minify` 交给 docusaurus build：npm run audit:profile 要看清函数名时用的不压缩的构建。
 * 环境变量原样交给每一步（BASE_URL、SEARCH_MODE 等只由 src/config/env.ts 读取）。
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '..');
const docusaurusBin = path.join(path.dirname(require.resolve('@docusaurus/core/package.json')), 'bin/docusaurus.mjs');
const tsxCli = require.resolve('tsx/cli');

export type BuildOptions = {
  /** 相对仓库根目录的输出目录。 */
  outDir: string;
  minify: boolean;
};

export type BuildStep = {
  /** 日志里的名字。 */
  name: string;
  /** 在仓库根目录用 Node 运行的命令行（不含 node 本身）。 */
  argv: (options: BuildOptions) => string[];
};

export const steps: BuildStep[] = [
  // 页面、脚本和插件的 postBuild（搜索索引、Markdown 版本、robots.txt……）。
  {
    name: 'docusaurus build',
    argv: ({ outDir, minify }) => [docusaurusBin, 'build', '--out-dir', outDir, ...(minify ? [] : ['--no-minify'])],
  },
  // 所有插件（包括客户端重定向）都写完页面之后，每个 HTML 文件按自己的内联脚本得到策略。
  { name: '内容安全策略', argv: ({ outDir }) => [tsxCli, 'src/csp/cli.ts', outDir] },
  // 演练场和实时代码块运行读者代码的沙箱页：在内容安全策略之后（它有自己的策略，不能被全站的覆盖），离线阅读之前（它在预缓存里）。
  { name: '代码沙箱页', argv: ({ outDir }) => [tsxCli, 'src/sandbox-build/cli.ts', outDir] },
  // 最后一步：预缓存清单记下每个文件最终内容的修订号，之后再改文件，清单就对不上。
  { name: '离线阅读', argv: ({ outDir }) => [tsxCli, 'src/offline-build/cli.ts', outDir] },
];

export function parseArgs(args: string[]): BuildOptions {
  let outDir = 'build';
  let minify = true;
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index];
    if (arg === '--out-dir' && args[index + 1]) outDir = args[++index];
    else if (arg.startsWith('--out-dir=')) outDir = arg.slice('--out-dir='.length);
    else if (arg === '--no-minify') minify = false;
    else throw new Error(`不认识的参数 ${arg}。用法：tsx scripts/build.ts [--out-dir <目录>] [--no-minify]`);
  }
  return { outDir: path.relative(root, path.resolve(root, outDir)) || '.', minify };
}

function main(): number {
  const options = parseArgs(process.argv.slice(2));
  const { outDir } = options;
  const timings: string[] = [];
  for (const step of steps) {
    const started = performance.now();
    const { status, signal } = spawnSync(process.execPath, step.argv(options), { cwd: root, stdio: 'inherit' });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    if (status !== 0) {
      console.error(`构建的“${step.name}”一步失败（${signal ?? `退出码 ${status}`}），之后的步骤没有运行。`);
      return status ?? 1;
    }
    timings.push(`${step.name} ${seconds} s`);
  }
  console.log(`构建完成（${outDir}/）：${timings.join('，')}`);
  return 0;
}

if (require.main === module) process.exitCode = main();
