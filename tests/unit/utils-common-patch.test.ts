import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, it } from 'node:test';
import { packageDirFrom } from '../support/patched-packages';

const root = path.join(__dirname, '../..');
/** 浏览器里的链接和路由经 `@docusaurus/core` 用到它：读 core 解析到的那一份，而不是根目录碰巧提升上来的那份。 */
const utilsCommonDir = packageDirFrom('@docusaurus/utils-common', packageDirFrom('@docusaurus/core', root));

describe('@docusaurus/utils-common 补丁（patches/@docusaurus+utils-common+3.6.3.patch）：首屏不带整个 tslib', () => {
  it('入口文件不再引入 tslib', () => {
    const entry = readFileSync(path.join(utilsCommonDir, 'lib/index.js'), 'utf8');
    assert.doesNotMatch(entry, /require\(["']tslib["']\)/, '补丁没有生效：按 patches/README.md 重做');
  });

  it('applyTrailingSlash 仍是原来的默认导出，行为不变', () => {
    const load = createRequire(path.join(utilsCommonDir, 'package.json'));
    const { applyTrailingSlash } = load(path.join(utilsCommonDir, 'lib/index.js')) as {
      applyTrailingSlash: (path: string, options: { trailingSlash: boolean | undefined; baseUrl: string }) => string;
    };
    const original = (load(path.join(utilsCommonDir, 'lib/applyTrailingSlash.js')) as { default: unknown }).default;
    assert.equal(applyTrailingSlash, original);
    assert.equal(applyTrailingSlash('/docs/intro', { trailingSlash: true, baseUrl: '/' }), '/docs/intro/');
    assert.equal(applyTrailingSlash('/docs/intro/', { trailingSlash: false, baseUrl: '/' }), '/docs/intro');
  });
});
