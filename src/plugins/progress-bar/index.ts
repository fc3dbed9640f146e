import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

/** theme-classic 注册的进度条客户端模块，与代替它的模块（说明见 browser/progressBar.ts 开头）。 */
export const THEME_PROGRESS_BAR = /[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]nprogress\.js$/;
export const progressBarModule = path.join(__dirname, 'browser/progressBar.ts');

/** 把主题的 nprogress 客户端模块换成 browser/progressBar.ts（两份打包都换：服务端的打包也会引入客户端模块）。 */
export default function progressBarPlugin(): Plugin {
  return {
    name: 'progress-bar',
    configureWebpack(_config, _isServer, { currentBundler }) {
      return {
        plugins: [new currentBundler.instance.NormalModuleReplacementPlugin(THEME_PROGRESS_BAR, progressBarModule)],
      };
    },
  };
}
