/**
 * src/plugins/client-site-config：页面脚本里的站点配置去掉只在构建时有用的项。去掉的项必须没有浏览器代码在读。
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import type { DocusaurusConfig, LoadContext } from '@docusaurus/types';
import clientSiteConfigPlugin, {
  BUILD_ONLY_KEYS,
  clientSiteConfig,
  configModule,
} from '../../src/plugins/client-site-config';
import config from '../../docusaurus.config';

const root = path.join(__dirname, '../..');

/** 在浏览器里运行的代码：Docusaurus 的客户端与主题，以及站点自己的页面、主题组件、客户端模块和浏览器端模块。 */
const browserDirs = [
  'node_modules/@docusaurus/core/lib/client',
  'node_modules/@docusaurus/theme-classic/lib/theme',
  'node_modules/@docusaurus/theme-common/lib',
  'node_modules/@docusaurus/plugin-content-docs/lib/client',
  'node_modules/@docusaurus/plugin-content-blog/lib/client',
  'node_modules/@docusaurus/theme-search-algolia/lib/theme',
  'node_modules/@docusaurus/theme-search-algolia/lib/client',
  'node_modules/@docusaurus/theme-live-codeblock/lib/theme',
  'src/theme',
  'src/pages',
  'src/components',
  'src/clientModules',
  'src/search/browser',
  'src/tools',
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.(js|ts|tsx)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [file] : [];
  });
}

describe('页面脚本里的站点配置（src/plugins/client-site-config）', () => {
  it('只去掉构建时用的项，其余原样保留', () => {
    const siteConfig = config as unknown as DocusaurusConfig;
    const kept = clientSiteConfig(siteConfig);
    for (const key of BUILD_ONLY_KEYS) assert.ok(!(key in kept), key);
    const expected = Object.keys(siteConfig).filter((key) => !(BUILD_ONLY_KEYS as readonly string[]).includes(key));
    assert.deepEqual(Object.keys(kept), expected);
    assert.deepEqual(kept.themeConfig, siteConfig.themeConfig);
    assert.ok(configModule(kept).length < configModule(siteConfig).length / 2, '去掉的是配置里的大头');
  });

  it('浏览器代码不读去掉的项（升级后开始读时，这里失败，把那一项从清单里拿掉）', () => {
    const keys = BUILD_ONLY_KEYS.join('|');
    const readsKey = new RegExp(`siteConfig\\??\\.(${keys})\\b|siteConfig:\\s*\\{[^}]*\\b(${keys})\\b`);
    const readers = browserDirs
      .flatMap((dir) => sourceFiles(path.join(root, dir)))
      .filter((file) => readsKey.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(root, file));
    assert.deepEqual(readers, []);
  });

  it('两份打包都把 Docusaurus 生成的配置换成精简的那份', async () => {
    const generatedFilesDir = path.join(root, '.docusaurus');
    const plugin = clientSiteConfigPlugin({
      generatedFilesDir,
      siteConfig: config as unknown as DocusaurusConfig,
    } as LoadContext);
    const written: string[] = [];
    const contentLoaded = plugin.contentLoaded as (args: object) => Promise<void>;
    await contentLoaded({
      content: undefined,
      actions: {
        createData: async (name: string, data: string) => {
          written.push(data);
          return path.join(generatedFilesDir, 'client-site-config/default', name);
        },
      },
    });
    assert.doesNotMatch(written[0], /ssrTemplate|"plugins"/);
    class NormalModuleReplacementPlugin {
      constructor(
        readonly pattern: RegExp,
        readonly replacement: string,
      ) {}
    }
    const configure = plugin.configureWebpack as unknown as (
      config: object,
      isServer: boolean,
      utils: object,
    ) => { plugins: NormalModuleReplacementPlugin[] };
    for (const isServer of [true, false]) {
      const [replacement] = configure({}, isServer, {
        currentBundler: { instance: { NormalModuleReplacementPlugin } },
      }).plugins;
      assert.ok(replacement.pattern.test(path.join(generatedFilesDir, 'docusaurus.config.mjs')));
      assert.ok(!replacement.pattern.test(replacement.replacement), '精简的那份自己不被替换');
      assert.equal(
        replacement.replacement,
        path.join(generatedFilesDir, 'client-site-config/default/docusaurus.config.mjs'),
      );
    }
  });
});
