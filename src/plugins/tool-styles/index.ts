import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import { addStylesheets, routeStylesheets, type RoutesChunkNames } from './routeStylesheets';

/**
 * 工具页面（代码在 src/tools/，页面在 src/pages/playground/，例如演练场）的样式只跟着它自己的页面加载。
 *
 * Docusaurus 把全站所有的 CSS（包括只在某个页面用到的 CSS 模块）合进同一个 styles.css，每个页面的首屏都要下载它；
 * 演练场的样式约 2 KiB（gzip），放进去就让每个页面都变大。这里让这两处的 CSS 不进这个公共文件，留在引用它的
 * 分块里：客户端路由切换过去时随分块一起加载；首次打开时由 postBuild 在该页面的 HTML 里链接它（见 routeStylesheets.ts）。
 * 这些样式只作用于工具自己的元素（CSS 模块的类名），排在全站样式之后。
 */

/** 按模块的来源路径判断是否属于工具。 */
export function isToolStyle(resource: string | null | undefined): boolean {
  return typeof resource === 'string' && /[\\/]src[\\/](tools|pages[\\/]playground)[\\/]/.test(resource);
}

type CacheGroup = { test?: unknown };
type ModuleLike = { nameForCondition?: () => string | null | undefined; resource?: string };

/** 路径 → 构建目录里的 HTML 文件（trailingSlash: false）。路径带着站点的前缀，构建目录里的文件不带。 */
export function htmlFileFor(outDir: string, route: string, baseUrl: string): string {
  const relative = route.startsWith(baseUrl) ? route.slice(baseUrl.length) : route.replace(/^\//, '');
  return relative === '' ? path.join(outDir, 'index.html') : path.join(outDir, `${relative}.html`);
}

export default function toolStylesPlugin(): Plugin {
  return {
    name: 'tool-styles',
    configureWebpack(config, isServer) {
      const splitChunks = config.optimization?.splitChunks;
      const styles = splitChunks && typeof splitChunks === 'object' ? splitChunks.cacheGroups?.styles : undefined;
      if (isServer || !styles || typeof styles !== 'object') return {};
      (styles as CacheGroup).test = (module: ModuleLike) =>
        !isToolStyle(module.nameForCondition?.() ?? module.resource);
      return {};
    },
    async postBuild({ outDir, generatedFilesDir, siteConfig }) {
      const routes = JSON.parse(
        await readFile(path.join(generatedFilesDir, 'routesChunkNames.json'), 'utf8'),
      ) as RoutesChunkNames;
      const cssFiles = await readdir(path.join(outDir, 'assets/css'));
      for (const [route, sheets] of routeStylesheets(routes, cssFiles, siteConfig.baseUrl)) {
        const file = htmlFileFor(outDir, route, siteConfig.baseUrl);
        await writeFile(file, addStylesheets(await readFile(file, 'utf8'), sheets));
      }
    },
  };
}
