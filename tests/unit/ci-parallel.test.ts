import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseArgs } from '../../scripts/ci/parallel';

describe('scripts/ci/parallel.ts 的参数', () => {
  it('--live 标出输出直接写到终端的脚本，它也在要运行的脚本里', () => {
    assert.deepEqual(parseArgs(['test:built', '--live', 'test:e2e']), {
      scripts: ['test:built', 'test:e2e'],
      live: 'test:e2e',
    });
    assert.deepEqual(parseArgs(['lint', 'typecheck']), { scripts: ['lint', 'typecheck'], live: undefined });
  });

  it('--live 缺脚本名或出现两次时报错', () => {
    assert.throws(() => parseArgs(['lint', '--live']), /--live/);
    assert.throws(() => parseArgs(['--live', 'a', '--live', 'b']), /--live/);
  });
});
