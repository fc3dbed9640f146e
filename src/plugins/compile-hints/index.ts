import type { Plugin } from '@docusaurus/types';
import { VENDOR_CHUNK } from '../vendor-script';

/** V8 的显式编译提示：文件开头的这行注释让 V8 在下载时就在后台线程编译文件里的全部函数。 */
export const compileHint = '//# allFunctionsCalledOnLoad';

/**
 * 只给两个初始脚本（主脚本和拆出来的第三方脚本，见 vendor-script 插件）加：React 与主题的模块几乎都在页面打开时执行；
 * 其他代码块按需加载，里面多是读者用到才调用的函数。
 */
export const startupScripts = new RegExp(`^assets/js/(main|${VENDOR_CHUNK})\\.[0-9a-f]+\\.js$`);

/**
 * 主脚本执行时，每个模块函数第一次被调用才在主线程上编译（V8 的惰性编译），手机上（4 倍减速）合计 20–60 ms，
 * 都落在 `main.js` 那个最长的任务里。带上提示后，Chromium 136 起在流式下载脚本时于后台线程编译完，其他浏览器忽略这行注释。
 *
 * 注释在压缩之后（`PROCESS_ASSETS_STAGE_DEV_TOOLING`）、按内容重算文件名哈希之前加上：压缩器不会删掉它，
 * 文件名里的哈希仍然对应文件内容。
 */
export default function compileHintsPlugin(): Plugin {
  return {
    name: 'compile-hints',
    configureWebpack(_config, isServer, { currentBundler }) {
      if (isServer) return {};
      const { BannerPlugin, Compilation } = currentBundler.instance;
      return {
        plugins: [
          new BannerPlugin({
            banner: compileHint,
            raw: true,
            test: startupScripts,
            stage: Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING,
          }),
        ],
      };
    },
  };
}
