import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

/** 代替 prism-react-renderer 的模块，见 runtime.tsx 开头的说明。 */
export const runtimeModule = path.join(__dirname, 'runtime.tsx');

/** 把 Docusaurus 主题和 react-live 对 prism-react-renderer 的引用换成 runtime.tsx（服务端和浏览器端的打包都换）。 */
export default function leanPrismPlugin(): Plugin {
  return {
    name: 'lean-prism',
    configureWebpack() {
      return { resolve: { alias: { 'prism-react-renderer$': runtimeModule } } };
    },
  };
}
