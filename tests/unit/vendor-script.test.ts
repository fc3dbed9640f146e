/** src/plugins/vendor-script：浏览器端打包把初始脚本里 node_modules 的模块拆成一个单独的初始脚本。 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import vendorScriptPlugin, { VENDOR_CHUNK } from '../../src/plugins/vendor-script';

type CacheGroup = { name: string; test: RegExp; chunks: string; enforce: boolean };
const configure = (isServer: boolean) =>
  vendorScriptPlugin().configureWebpack?.({}, isServer, {} as never, {}) as {
    optimization?: { splitChunks: { cacheGroups: Record<string, CacheGroup> } };
  };

describe('vendor-script 插件', () => {
  test('浏览器端：只从初始代码块里拆出 node_modules 的模块，名字固定', () => {
    const group = configure(false).optimization?.splitChunks.cacheGroups[VENDOR_CHUNK];
    assert.ok(group);
    assert.equal(group.name, 'vendors');
    assert.equal(group.chunks, 'initial');
    assert.equal(group.enforce, true);
    for (const vendor of [
      '/site/node_modules/react-dom/cjs/react-dom.production.min.js',
      'C:\\site\\node_modules\\react\\index.js',
    ]) {
      assert.ok(group.test.test(vendor), vendor);
    }
    for (const own of ['/site/src/theme/CodeBlock/index.tsx', '/site/.docusaurus/registry.js']) {
      assert.ok(!group.test.test(own), own);
    }
  });

  test('服务端打包不拆', () => {
    assert.deepEqual(configure(true), {});
  });
});
