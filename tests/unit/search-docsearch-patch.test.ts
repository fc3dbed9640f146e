import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { describe, it } from 'node:test';

const root = new URL('../../', import.meta.url);
const installed = JSON.parse(readFileSync(new URL('node_modules/@docsearch/react/package.json', root), 'utf8')) as {
  version: string;
};
const bundle = readFileSync(new URL('node_modules/@docsearch/react/dist/esm/index.js', root), 'utf8');

describe('DocSearch 出错界面补丁（patches/@docsearch+react+3.9.0.patch，原因见 patches/README.md）', () => {
  it('补丁针对的正是已安装的 DocSearch 版本', () => {
    const patches = readdirSync(new URL('patches/', root)).filter((name) => name.startsWith('@docsearch+react+'));
    assert.deepEqual(
      patches,
      [`@docsearch+react+${installed.version}.patch`],
      '升级 DocSearch 后请按 patches/README.md 重新制作补丁',
    );
  });

  it('已安装的文件带着补丁：出错状态不再被改回 idle，RetryError 被处理', () => {
    assert.ok(
      bundle.includes(
        '.catch((function(e){if("RetryError"!==e.name)throw e})).finally((function(){"error"!==c.getState().status&&p("idle")',
      ),
      '补丁没有应用：运行 npm install（postinstall 会执行 patch-package）',
    );
    assert.ok(!bundle.includes('.finally((function(){p("idle"),'), '文件里仍有未打补丁的代码');
  });
});
