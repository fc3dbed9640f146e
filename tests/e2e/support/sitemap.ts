import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** build/sitemap.xml 中的全部路径。sitemap 里的地址用的是 SITE_URL，测试只取路径部分，在本机服务器上访问。 */
export function sitemapPaths(buildDir = path.join(__dirname, '../../../build')): string[] {
  const xml = readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc).pathname);
}

/** 路由在 build/ 里对应的 HTML 文件（与静态服务器的查找顺序一致）。 */
export function htmlFileFor(buildDir: string, route: string): string | undefined {
  const clean = route.replace(/\/$/, '');
  const candidates = route.startsWith('/此页面不存在')
    ? ['404.html']
    : [`${clean || '/index'}.html`, `${clean}/index.html`];
  return candidates.map((file) => path.join(buildDir, decodeURIComponent(file))).find((file) => existsSync(file));
}
