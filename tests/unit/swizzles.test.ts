import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';

const root = path.join(__dirname, '../..');
const themeDir = path.join(root, 'src/theme');
const themePackages = [
  '@docusaurus/theme-classic',
  '@docusaurus/theme-live-codeblock',
  '@docusaurus/theme-search-algolia',
]
  .map((name) => path.join(root, 'node_modules', name, 'lib/theme'))
  // 核心自带的兜底组件（Error 等）不在任何主题里，也可以覆盖。
  .concat(path.join(root, 'node_modules/@docusaurus/core/lib/client/theme-fallback'));

const swizzled = readdirSync(themeDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

describe('swizzle 清单', () => {
  it('每个 swizzle 的组件在已安装的主题中仍然存在（组件改名后，包装会悄悄失效）', () => {
    const missing = swizzled.filter((name) =>
      themePackages.every((dir) => !existsSync(path.join(dir, name)) && !existsSync(path.join(dir, `${name}.js`))),
    );
    assert.deepEqual(missing, [], '这些组件在主题中已不存在：请对照新版本主题重新 swizzle 或删除');
  });

  it('每个 swizzle 都登记在 src/theme/README.md 中', () => {
    const readme = readFileSync(path.join(themeDir, 'README.md'), 'utf8');
    const unlisted = swizzled.filter((name) => !readme.includes(`\`${name}\``));
    assert.deepEqual(unlisted, [], '请在 src/theme/README.md 的表格中为这些组件各加一行');
  });

  it('弹出或替换（而不是包装）的组件第一行写明来源版本和原因；弹出的副本保留上游的 MIT 版权声明', () => {
    for (const name of swizzled) {
      const index = ['index.tsx', 'index.ts']
        .map((file) => path.join(themeDir, name, file))
        .find((file) => existsSync(file));
      if (!index) continue;
      const source = readFileSync(index, 'utf8');
      const isWrap = /from '@theme-(original|init)\//.test(source) && !source.startsWith('// Swizzle (eject)');
      if (isWrap) continue;
      assert.match(
        source.split('\n')[0],
        /^\/\/ Swizzle \((?:eject\) from|replace\)) @docusaurus\/[\w-]+ v3\.6\.3: \S/,
        `${name}：弹出的组件第一行应是 "// Swizzle (eject) from @docusaurus/<包名> v3.6.3: <原因>"，` +
          '本站自己写、只占用主题位置的组件是 "// Swizzle (replace) @docusaurus/<包名> v3.6.3: <原因>"',
      );
      if (source.startsWith('// Swizzle (eject)')) {
        assert.match(
          source,
          /Copyright \(c\) Facebook, Inc\. and its affiliates\./,
          `${name}：弹出的副本要保留 MIT 版权声明`,
        );
      }
    }
  });
});
