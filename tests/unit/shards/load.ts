/**
 * npm run test:unit 把 tests/unit 下的测试文件分成两组，每组在一个进程里加载（两组并行）。
 * 每个文件各用一个进程时，每个进程都要重新启动 tsx、重新加载 cheerio、TypeScript 等共同的依赖：测量时的 48 个文件
 * 在两核机器上要约 54 s、98 CPU 秒，分两组后约 30 s、54 CPU 秒，测试本身不变；文件越多，省下的越多。
 * 单独调试一个文件仍可以直接运行它：npx tsx --test tests/unit/<名字>.test.ts。
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';

const unitDir = path.join(__dirname, '..');

/**
 * 明显比其他文件慢的测试文件各要几秒（两核机器、沙盒已装好时量的）。同一组里的测试依次运行，两个最慢的文件
 * 按文件名轮流分组时恰好落在同一组，这一组比另一组晚结束一分钟；按耗时分组让两组差不多同时结束。
 * 没列出的文件按 1 秒计；某个文件变慢很多时把它加进来。
 */
const SLOW_FILE_SECONDS: Record<string, number> = {
  'error-messages.test.ts': 37,
  'migrate-fixes.test.ts': 21,
  'api-known-issues.test.ts': 13,
  'api-english.test.ts': 10,
  'doc-examples.test.ts': 9,
  'api-since.test.ts': 8,
  'playground-extract.test.ts': 7,
  'http-clients-recipe.test.ts': 7,
  'dark-code-css.test.ts': 5,
  'encoding-lab.test.ts': 5,
  'upstream-status.test.ts': 5,
};

export function testFiles(): string[] {
  return readdirSync(unitDir)
    .filter((name) => name.endsWith('.test.ts'))
    .sort();
}

/** 把文件分成 count 组：从最慢的文件起，每个放进目前总耗时最少的一组。结果只取决于文件名，两个进程分得一样。 */
export function shardFiles(files: string[], count: number): string[][] {
  const shards = Array.from({ length: count }, () => ({ files: [] as string[], seconds: 0 }));
  const seconds = (file: string) => SLOW_FILE_SECONDS[file] ?? 1;
  const bySlowest = [...files].sort((a, b) => seconds(b) - seconds(a) || a.localeCompare(b));
  for (const file of bySlowest) {
    const lightest = shards.reduce((best, shard) => (shard.seconds < best.seconds ? shard : best));
    lightest.files.push(file);
    lightest.seconds += seconds(file);
  }
  return shards.map((shard) => shard.files);
}

/** 加载第 index 组（从 0 起，共 count 组）的测试文件。加载时抛错的文件记为一个失败的测试，不会让同组的其他文件漏跑。 */
export function loadShard(index: number, count: number) {
  for (const name of shardFiles(testFiles(), count)[index]) {
    try {
      require(path.join(unitDir, name));
    } catch (error) {
      test(`加载 ${name}`, () => {
        throw error;
      });
    }
  }
}
