import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';

/** 代替 prism-react-renderer 的模块，见 browser/runtime.tsx 开头的说明。 */
export const runtimeModule = path.join(__dirname, 'browser/runtime.tsx');

/** Highlight 取 Prism 的地方：服务端同步加载（这一份），浏览器里按需加载（下面那一份）。 */
export const prismSourceModule = path.join(__dirname, 'browser/prismSource.ts');
export const browserPrismSourceModule = path.join(__dirname, 'browser/prismSource.browser.ts');

/** 主题注册的客户端模块 prism-include-languages，与代替它的空模块。 */
export const THEME_INCLUDE_LANGUAGES = /[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages\.js$/;
export const noIncludeLanguagesModule = path.join(__dirname, 'browser/noIncludeLanguages.ts');

/** 主题的代码块组件：服务端同步引入（这一份），浏览器里按需加载（下面那一份）。 */
export const themeCodeBlockModule = path.join(__dirname, '../../theme/CodeBlock/themeCodeBlock.ts');
export const browserThemeCodeBlockModule = path.join(__dirname, '../../theme/CodeBlock/themeCodeBlock.browser.ts');

/** 读者要切换到另一页时就开始加载 Prism 和主题代码块组件的客户端模块。 */
export const loadOnNavigationModule = path.join(__dirname, 'browser/loadOnNavigation.ts');

/** 把 Docusaurus 主题和 react-live 对 prism-react-renderer 的引用换成 browser/runtime.tsx（服务端和浏览器端的打包都换）。 */
export default function leanPrismPlugin(context: LoadContext): Plugin {
  const prism = context.siteConfig.themeConfig.prism as { additionalLanguages?: string[] } | undefined;
  if (prism?.additionalLanguages?.length) {
    throw new Error(
      'themeConfig.prism.additionalLanguages 应为空：语言在 src/plugins/lean-prism/browser/prism.ts 里注册（主题的注册模块已被换成空模块）。',
    );
  }
  return {
    name: 'lean-prism',
    getClientModules() {
      return [loadOnNavigationModule];
    },
    configureWebpack(_config, isServer, { currentBundler }) {
      const { ContextReplacementPlugin, NormalModuleReplacementPlugin } = currentBundler.instance;
      return {
        resolve: { alias: { 'prism-react-renderer$': runtimeModule } },
        plugins: [
          // 语言都由 prism.ts 注册，additionalLanguages 为空。主题据它把 prismjs/components 的动态 require 限定为
          // `^./()$`，恰好匹配目录本身，于是 Prism 的 loadLanguages 和整张语言清单（gzip 约 8 KiB）进了每个页面的
          // 主脚本。这里让那个从不执行的动态 require 什么也不匹配（本插件在主题之后注册，规则以它为准）。
          new ContextReplacementPlugin(/prismjs[\\/]components$/, /^$/),
          // 同理，主题的 prism-include-languages 客户端模块什么也不注册，换成空模块（上面已确认 additionalLanguages 为空）。
          new NormalModuleReplacementPlugin(THEME_INCLUDE_LANGUAGES, noIncludeLanguagesModule),
          // 浏览器里 Prism 和语法、主题的代码块组件按需加载，不进首屏脚本（见 browser/prismSource.browser.ts 与
          // theme/CodeBlock/themeCodeBlock.browser.ts）：水合时代码块都保留服务端 HTML，用不到它们。
          ...(isServer
            ? []
            : [
                new NormalModuleReplacementPlugin(/[\\/]prismSource\.ts$/, browserPrismSourceModule),
                new NormalModuleReplacementPlugin(
                  /[\\/]theme[\\/]CodeBlock[\\/]themeCodeBlock\.ts$/,
                  browserThemeCodeBlockModule,
                ),
              ]),
        ],
      };
    },
  };
}
