import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';

const lock = JSON.parse(readFileSync(new URL('../../package-lock.json', import.meta.url), 'utf8')) as {
  packages: Record<string, { version?: string }>;
};

describe('依赖版本', () => {
  it('所有 @docusaurus/* 包都解析为 3.6.3', () => {
    const mismatched = Object.entries(lock.packages)
      .filter(([name]) => /node_modules\/@docusaurus\/[^/]+$/.test(name))
      .filter(([, { version }]) => version !== '3.6.3')
      .map(([name, { version }]) => `${name}@${version}`);
    assert.deepEqual(mismatched, [], '请把这些包固定到 3.6.3（package.json 中写精确版本，再运行 npm install）');
  });

  it('DocSearch 固定在 3.9.0，typedoc 固定在 0.27', () => {
    assert.equal(lock.packages['node_modules/@docsearch/react']?.version, '3.9.0');
    assert.match(lock.packages['node_modules/typedoc']?.version ?? '', /^0\.27\./);
  });
});
