import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';

const lock = JSON.parse(readFileSync(new URL('../../package-lock.json', import.meta.url), 'utf8')) as {
  packages: Record<string, { version?: string; hasInstallScript?: boolean }>;
};
const manifest = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  allowScripts?: Record<string, boolean>;
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

  it('锁文件里每个带安装脚本的依赖都在 package.json 的 allowScripts 里有一项（npm 11 只运行记为 true 的）', () => {
    const withScripts = Object.entries(lock.packages)
      // 空键是本项目自己（它的 postinstall 是 patch-package）。
      .filter(([name, entry]) => name !== '' && entry.hasInstallScript)
      .map(([name]) => name.replace(/^.*node_modules\//, ''));
    const uncovered = withScripts.filter((name) => !(name in (manifest.allowScripts ?? {})));
    assert.deepEqual(
      uncovered,
      [],
      '这些依赖有安装脚本，npm 11 会运行并警告：确认是否需要，在 allowScripts 里记为 true 或 false（见 README“部署”）',
    );
  });
});
