import type { Plugin } from '@docusaurus/types';

/** 第三方模块所在初始脚本的名字（文件名 `assets/js/vendors.<哈希>.js`）。 */
export const VENDOR_CHUNK = 'vendors';

/**
 * 主脚本里来自 node_modules 的模块（React、路由、Docusaurus 的核心与主题）单独成一个初始脚本，和主脚本一起由 HTML 的加载脚本
 * 按顺序插入。
 *
 * 浏览器为每个脚本单独做一次“执行脚本”的任务，编译结果在这个任务里落到主线程上，所需时间随脚本大小增长。原来 385 KB 的主脚本
 * 把这部分和全部模块的执行放在同一个任务里，是手机上最长的任务之一。拆开后第三方脚本的任务只登记模块（不到 2 ms），
 * 主脚本的任务从 18–20 ms 降到 10–13 ms（未减速，/docs/basics/manipulation 的跟踪）。
 * 只拆初始脚本（`chunks: 'initial'`）：按需加载的代码块照旧由 Docusaurus 分组。
 */
export default function vendorScriptPlugin(): Plugin {
  return {
    name: 'vendor-script',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        optimization: {
          splitChunks: {
            cacheGroups: {
              [VENDOR_CHUNK]: {
                name: VENDOR_CHUNK,
                test: /[\\/]node_modules[\\/]/,
                chunks: 'initial',
                enforce: true,
              },
            },
          },
        },
      };
    },
  };
}
