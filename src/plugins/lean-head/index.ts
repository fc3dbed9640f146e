import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

/** 浏览器里代替 react-helmet-async 的模块，见 browser/helmet.tsx 开头的说明。 */
export const browserHelmetModule = path.join(__dirname, 'browser/helmet.tsx');

/** 只在浏览器的打包里把 react-helmet-async 换成 browser/helmet.tsx；服务端渲染仍用原库生成 `<head>`。 */
export default function leanHeadPlugin(): Plugin {
  return {
    name: 'lean-head',
    configureWebpack(_config, isServer) {
      return isServer ? {} : { resolve: { alias: { 'react-helmet-async$': browserHelmetModule } } };
    },
  };
}
