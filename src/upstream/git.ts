import { execFileSync } from 'node:child_process';

/** 在 repo 中运行一条 git 命令，返回标准输出；命令失败时抛出带 git 报错的异常。 */
export function git(repo: string, args: string[]): string {
  return execFileSync('git', ['-C', repo, ...args], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** `rev:path` 或提交等对象是否存在。 */
export function exists(repo: string, object: string): boolean {
  try {
    git(repo, ['cat-file', '-e', object]);
    return true;
  } catch {
    return false;
  }
}
