import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

/** 只含 WHATWG 标签表的 whatwg-encoding 替身（与原包的 labelToName 相同，单元测试逐个标签对照）。 */
export const labelsModule = path.join(__dirname, '../../tools/encoding-lab/labels.ts');

/**
 * 读者工具（src/tools/）的打包：编码实验室在浏览器里直接运行 encoding-sniffer 的 Sniffer。它只用 whatwg-encoding 的
 * `labelToName`，而 whatwg-encoding 的入口还会加载 iconv-lite 和 Node 的 Buffer；打包时换成只含标签表的模块。
 * 站点别处的浏览器代码都不引用 whatwg-encoding。
 */
export default function readerToolsPlugin(): Plugin {
  return {
    name: 'reader-tools',
    configureWebpack() {
      return {
        resolve: { alias: { 'whatwg-encoding$': labelsModule } },
      };
    },
  };
}
