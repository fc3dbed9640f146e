import path from 'node:path';
import type { DocusaurusConfig, LoadContext, Plugin } from '@docusaurus/types';

/**
 * Docusaurus 把整个站点配置写进 `@generated/docusaurus.config`，每个页面的首屏脚本都带着它，其中一半以上只在构建时有用：
 * 页面 HTML 模板、插件和预设的选项、`<head>` 里的标签……（gzip 约 3.5 KiB）。这个插件另写一份去掉这些项的配置，
 * 让两份打包（浏览器和服务端渲染，两边的 siteConfig 因此一样）引入它。
 */
export const BUILD_ONLY_KEYS = [
  'ssrTemplate',
  'plugins',
  'presets',
  'themes',
  'headTags',
  'scripts',
  'stylesheets',
  'clientModules',
  'staticDirectories',
  'onBrokenLinks',
  'onBrokenMarkdownLinks',
  'onBrokenAnchors',
  'onDuplicateRoutes',
] as const satisfies readonly (keyof DocusaurusConfig)[];

export function clientSiteConfig(siteConfig: DocusaurusConfig): Partial<DocusaurusConfig> {
  const kept: Partial<DocusaurusConfig> = { ...siteConfig };
  for (const key of BUILD_ONLY_KEYS) delete kept[key];
  return kept;
}

/** 与 Docusaurus 自己生成的文件同样的写法（JSON.stringify 丢掉函数，例如 webpack 选项）。 */
export const configModule = (config: object) => `export default ${JSON.stringify(config, null, 2)};\n`;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export default function clientSiteConfigPlugin(context: LoadContext): Plugin {
  const generated = path.join(context.generatedFilesDir, 'docusaurus.config.mjs');
  let trimmed: string | undefined;
  return {
    name: 'client-site-config',
    async contentLoaded({ actions }) {
      trimmed = await actions.createData('docusaurus.config.mjs', configModule(clientSiteConfig(context.siteConfig)));
    },
    configureWebpack(_config, _isServer, { currentBundler }) {
      if (!trimmed) throw new Error('client-site-config：contentLoaded 还没有写出精简的站点配置。');
      const { NormalModuleReplacementPlugin } = currentBundler.instance;
      return { plugins: [new NormalModuleReplacementPlugin(new RegExp(`^${escapeRegExp(generated)}$`), trimmed)] };
    },
  };
}
