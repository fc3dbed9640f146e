import type * as Preset from '@docusaurus/preset-classic';
import type { Config } from '@docusaurus/types';
import { analyticsScripts } from './src/config/analytics';
import { blogOptions } from './src/config/blog';
import { docsOptions } from './src/config/docs';
import { env } from './src/config/env';
import { i18n } from './src/config/i18n';
import { links } from './src/constants/links';
import { markdown } from './src/config/markdown';
import { markdownTwinsOptions } from './src/config/markdownTwins';
import { mirror } from './src/config/mirror';
import { headTags } from './src/config/noscript';
import { clientRedirectsOptions } from './src/config/redirects';
import { searchCustomFields, searchIndexPluginOptions } from './src/config/search';
import { siteRepository } from './src/config/siteRepository';
import { socialCardsOptions } from './src/config/socialCards';
import { ssrTemplate } from './src/config/ssrTemplate';
import { themeConfig } from './src/config/theme';
import { typedocOptions } from './src/config/typedoc';
import announcementResetPlugin from './src/plugins/announcement-reset';
import apiEnglishPlugin from './src/plugins/api-english';
import clientSiteConfigPlugin from './src/plugins/client-site-config';
import compileHintsPlugin from './src/plugins/compile-hints';
import darkCodeCssPlugin from './src/plugins/dark-code-css';
import docCardDescriptionsPlugin from './src/plugins/doc-card-descriptions';
import leanHeadPlugin from './src/plugins/lean-head';
import leanPrismPlugin from './src/plugins/lean-prism';
import markdownTwinsPlugin from './src/plugins/markdown-twins';
import progressBarPlugin from './src/plugins/progress-bar';
import robotsTxtPlugin from './src/plugins/robots-txt';
import searchIndexPlugin from './src/plugins/search-index';
import staticRunsLayoutCssPlugin from './src/plugins/static-runs/layoutCss';
import splitStaticRunsPlugin from './src/plugins/static-runs/splitRunsPlugin';
import socialCardsPlugin from './src/plugins/social-cards';
import toolStylesPlugin from './src/plugins/tool-styles';
import translationStatusPlugin from './src/plugins/translation-status';
import readerToolsPlugin from './src/plugins/reader-tools';
import vendorScriptPlugin from './src/plugins/vendor-script';

const config = {
  title: 'Cheerio 中文文档',
  tagline: '在 Node.js 中快速、灵活地解析与操作 HTML 和 XML',
  favicon: 'img/favicon.svg',
  url: env.siteUrl,
  baseUrl: env.baseUrl,
  trailingSlash: false,
  noIndex: env.noIndex,
  onBrokenLinks: 'warn',
  onBrokenMarkdownLinks: 'warn',
  onBrokenAnchors: 'warn',
  // 这个横幅靠一段内联脚本检测 baseUrl 配错，文字是英文；baseUrl 在构建时由 BASE_URL 决定（默认 /），发布到哪个路径就用
  // 哪个值构建（README 的“发布到第二个主机”），不需要在浏览器里再检测。
  baseUrlIssueBanner: false,
  i18n,
  markdown,
  future: {
    experimental_faster: true,
    experimental_router: env.router,
  },
  scripts: analyticsScripts(),
  headTags,
  ssrTemplate,
  presets: [
    [
      'classic',
      {
        docs: docsOptions,
        blog: blogOptions,
        theme: { customCss: './src/css/custom.css' },
        sitemap: { lastmod: 'date', ignorePatterns: ['/search'] },
      } satisfies Preset.Options,
    ],
  ],
  themes: ['@docusaurus/theme-live-codeblock'],
  plugins: [
    ['docusaurus-plugin-typedoc', typedocOptions],
    ['@docusaurus/plugin-client-redirects', clientRedirectsOptions],
    robotsTxtPlugin,
    announcementResetPlugin,
    leanPrismPlugin,
    leanHeadPlugin,
    progressBarPlugin,
    docCardDescriptionsPlugin,
    clientSiteConfigPlugin,
    compileHintsPlugin,
    vendorScriptPlugin,
    darkCodeCssPlugin,
    staticRunsLayoutCssPlugin,
    splitStaticRunsPlugin,
    readerToolsPlugin,
    toolStylesPlugin,
    searchIndexPlugin(searchIndexPluginOptions),
    markdownTwinsPlugin(markdownTwinsOptions),
    translationStatusPlugin({ path: links.translationStatus }),
    socialCardsPlugin(socialCardsOptions),
    apiEnglishPlugin,
  ],
  // 长文章锚点跳转后保持目标在视口顶部（配合静态段的 content-visibility）；离线阅读；新部署后缺失分块时整页重新加载。
  clientModules: [
    './src/clientModules/holdFragmentTarget.ts',
    './src/clientModules/offlineReading.ts',
    './src/clientModules/missingChunkReload.ts',
  ],
  themeConfig,
  customFields: { search: searchCustomFields, siteRepository, canonicalUrl: mirror.canonicalUrl ?? null },
} satisfies Config;

export default config;
