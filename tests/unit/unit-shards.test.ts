import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { test } from 'node:test';
import { testFiles } from './shards/load';

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
});
