import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { test } from 'node:test';
import { shardFiles, testFiles } from './shards/load';

test('单元测试的两组合起来正好是 tests/unit 下的全部测试文件', () => {
  const files = testFiles();
  const found = execFileSync('find', ['.', '-name', '*.test.ts'], { cwd: __dirname, encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((file) => path.relative('.', file))
    .sort();
  // 分组只读 tests/unit 这一层：子目录里的测试文件不会被加载。
  assert.deepEqual(files, found);
  assert.ok(files.includes('unit-shards.test.ts'));
  const shards = shardFiles(files, 2);
  assert.deepEqual([...shards[0], ...shards[1]].sort(), files);
});

test('两个最慢的文件分在不同的组里，其余文件把两组补到差不多一样长', () => {
  const shards = shardFiles(testFiles(), 2);
  const shardOf = (file: string) => shards.findIndex((shard) => shard.includes(file));
  assert.notEqual(shardOf('error-messages.test.ts'), shardOf('migrate-fixes.test.ts'));
  assert.ok(Math.abs(shards[0].length - shards[1].length) < testFiles().length / 2);
});
