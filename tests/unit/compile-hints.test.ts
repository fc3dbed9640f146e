/** src/plugins/compile-hints：主脚本开头加上 V8 的编译提示，只在浏览器端的打包里、压缩之后加。 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import compileHintsPlugin, { compileHint, startupScripts } from '../../src/plugins/compile-hints';

class RecordedBannerPlugin {
  constructor(readonly options: Record<string, unknown>) {}
}
const bundler = {
  currentBundler: {
    instance: { BannerPlugin: RecordedBannerPlugin, Compilation: { PROCESS_ASSETS_STAGE_DEV_TOOLING: 500 } },
  },
} as never;

describe('compile-hints 插件', () => {
  test('浏览器端的打包：在压缩之后的阶段给主脚本加上原样的提示注释', () => {
    const config = compileHintsPlugin().configureWebpack?.({}, false, bundler, {}) as unknown as {
      plugins: RecordedBannerPlugin[];
    };
    assert.equal(config.plugins.length, 1);
    assert.deepEqual(config.plugins[0].options, {
      banner: '//# allFunctionsCalledOnLoad',
      raw: true,
      test: startupScripts,
      stage: 500,
    });
    assert.equal(compileHint, '//# allFunctionsCalledOnLoad');
  });

  test('服务端打包不加', () => {
    assert.deepEqual(compileHintsPlugin().configureWebpack?.({}, true, bundler, {}), {});
  });

  test('只匹配主脚本和第三方脚本，不匹配 runtime~main 和按需加载的代码块', () => {
    assert.ok(startupScripts.test('assets/js/main.741abc07.js'));
    assert.ok(startupScripts.test('assets/js/vendors.32936b3d.js'));
    for (const other of [
      'assets/js/runtime~main.5dbedffe.js',
      'assets/js/17896441.7c9986da.js',
      'assets/js/main.js.map',
      'assets/js/vendors.32936b3d.js.map',
      'assets/js/mainx741abc07.js',
    ]) {
      assert.ok(!startupScripts.test(other), other);
    }
  });
});
