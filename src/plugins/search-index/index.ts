import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin, PluginModule } from '@docusaurus/types';
import { buildSearchIndex, type IndexablePage } from '../../search/indexing/buildIndex';

export interface SearchIndexPluginOptions {
  /** 只有本地搜索模式需要索引；托管模式由 Algolia 爬虫建索引。 */
  enabled: boolean;
  /** 输出到构建目录下的文件名（浏览器按同一个名字加载）。 */
  fileName: string;
  /** 不进索引的路由，例如 /search 页面本身。 */
  excludeRoutes: string[];
}

/** 路由对应的 HTML 文件：`trailingSlash: false` 时是 `docs/intro.html`，其余情况是 `docs/intro/index.html`。 */
function htmlFileFor(outDir: string, route: string): string | undefined {
  const relative = route.replace(/^\/+/, '');
  const candidates = route.endsWith('.html')
    ? [relative]
    : route.endsWith('/')
      ? [`${relative}index.html`]
      : [`${relative}.html`, `${relative}/index.html`];
  return candidates.map((file) => path.join(outDir, file)).find((file) => existsSync(file));
}

/**
 * 构建结束后读取生成的 HTML（教程、博客和 TypeDoc 生成的 API 页面都在其中），
 * 写出本地搜索用的紧凑索引。`docusaurus start` 不运行 postBuild，所以开发服务器没有索引。
 */
export default function searchIndexPlugin(options: SearchIndexPluginOptions): PluginModule {
  return (): Plugin => ({
    name: 'search-index',
    async postBuild({ outDir, routesPaths, siteConfig }) {
      if (!options.enabled) return;
      // 路由带着站点的路径前缀（BASE_URL，例如 /cheerio/docs/intro），排除表和构建目录里的文件都不带。
      const { baseUrl } = siteConfig;
      const withinSite = (route: string) => (route.startsWith(baseUrl) ? route.slice(baseUrl.length - 1) : route);
      const excluded = new Set(options.excludeRoutes);
      const routes = [...new Set(routesPaths)]
        .filter((route) => !route.endsWith('/404.html') && !excluded.has(withinSite(route)))
        .sort();
      const pages: IndexablePage[] = [];
      for (const route of routes) {
        const file = htmlFileFor(outDir, withinSite(route));
        if (file) pages.push({ route, html: await readFile(file, 'utf8') });
      }
      const index = buildSearchIndex(pages, { siteUrl: siteConfig.url, siteNoIndex: siteConfig.noIndex, baseUrl });
      await writeFile(path.join(outDir, options.fileName), JSON.stringify(index));
    },
  });
}
