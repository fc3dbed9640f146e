import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import { INLINE_FLAG } from './splitRuns';

/**
 * 与 recma 插件 `./splitRuns.ts` 配套：服务端的打包里静态段的元素树留在文章的代码块里（`INLINE_FLAG` 为真），
 * 浏览器的打包里移到按需加载的变体；并注册一个客户端模块，读者离开首次打开的页面时加载那一页的树。
 */
export default function splitStaticRunsPlugin(): Plugin {
  return {
    name: 'static-runs-split',
    configureWebpack(_config, isServer, { currentBundler }) {
      return { plugins: [new currentBundler.instance.DefinePlugin({ [INLINE_FLAG]: JSON.stringify(isServer) })] };
    },
    getClientModules() {
      return [path.join(__dirname, '../../components/StaticRun/loadOnLeave.ts')];
    },
  };
}
