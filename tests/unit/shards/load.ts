/**
 * npm run test:unit 把 tests/unit 下的测试文件按文件名轮流分成两组，每组在一个进程里加载（两组并行）。
 * 每个文件各用一个进程时，每个进程都要重新启动 tsx、重新加载 cheerio、TypeScript 等共同的依赖：测量时的 48 个文件
 * 在两核机器上要约 54 s、98 CPU 秒，分两组后约 30 s、54 CPU 秒，测试本身不变；文件越多，省下的越多。
 * 单独调试一个文件仍可以直接运行它：npx tsx --test tests/unit/<名字>.test.ts。
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';

const unitDir = path.join(__dirname, '..');

export function testFiles(): string[] {
  return readdirSync(unitDir)
    .filter((name) => name.endsWith('.test.ts'))
    .sort();
}

/** 加载第 index 组（从 0 起，共 count 组）的测试文件。加载时抛错的文件记为一个失败的测试，不会让同组的其他文件漏跑。 */
export function loadShard(index: number, count: number) {
  for (const [position, name] of testFiles().entries()) {
    if (position % count !== index) continue;
    try {
      require(path.join(unitDir, name));
    } catch (error) {
      test(`加载 ${name}`, () => {
        throw error;
      });
    }
  }
}
