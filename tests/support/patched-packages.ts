import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * patches/ 里的补丁改的是某个目录下的一份包，网页脚本和服务端渲染用的却是“使用它的包”按 Node 的查找规则找到的那一份。
 * 两者可能不是同一份：Docusaurus 3.7 起 `@docusaurus/core` 依赖改了名的分支（`npm:@slorber/react-helmet-async`），
 * 根目录还留着原来的包时，npm 把分支装进 core 自己的 node_modules，patch-package 打的是根目录那份，读根目录的测试照样通过。
 * 所以补丁的测试都从使用者的目录解析被补丁的包。
 */
const root = path.join(__dirname, '../..');

type LockEntry = {
  name?: string;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
};

let lockPackages: Record<string, LockEntry> | undefined;

function lockfile(): Record<string, LockEntry> {
  lockPackages ??= (
    JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as {
      packages: Record<string, LockEntry>;
    }
  ).packages;
  return lockPackages;
}

export type Consumer = {
  /** 使用者的名字（站点自己是 package.json 的 name）。 */
  name: string;
  /** 使用者所在的目录，从这里解析被补丁的包。 */
  dir: string;
};

/** 锁文件里依赖（含 peer、optional）`name` 的每个已安装的包，站点自己直接依赖它时也算一个。 */
export function consumersOf(name: string): Consumer[] {
  return Object.entries(lockfile()).flatMap(([key, entry]) => {
    const wanted = { ...entry.dependencies, ...entry.peerDependencies, ...entry.optionalDependencies };
    const dir = path.join(root, key);
    if (!(name in wanted) || !existsSync(dir)) return [];
    return [{ name: key === '' ? (entry.name ?? 'site') : key.replace(/^.*node_modules\//, ''), dir }];
  });
}

/**
 * `consumer` 目录里的代码 `require(name)` 或 `import name` 时拿到的那份包的根目录。有的包的 exports 不公开
 * package.json，就解析入口文件，再往上找到名为 `node_modules/<name>` 的目录（别名安装的分支也装在这个名字下）。
 */
export function packageDirFrom(name: string, consumerDir: string): string {
  const resolve = createRequire(path.join(consumerDir, 'package.json')).resolve;
  let entry: string;
  try {
    entry = resolve(`${name}/package.json`);
  } catch {
    entry = resolve(name);
  }
  const suffix = `${path.sep}node_modules${path.sep}${name.split('/').join(path.sep)}`;
  for (let dir = path.dirname(entry); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    if (dir.endsWith(suffix)) return dir;
  }
  throw new Error(`从 ${consumerDir} 解析出的 ${entry} 不在名为 ${name} 的包目录里`);
}

export function installedVersion(packageDir: string): { name: string; version: string } {
  return JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as { name: string; version: string };
}
