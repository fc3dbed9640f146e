import { readFileSync } from 'node:fs';
import path from 'node:path';

/** build/sitemap.xml 中的全部路径。sitemap 里的地址用的是 SITE_URL，测试只取路径部分，在本机服务器上访问。 */
export function sitemapPaths(buildDir = path.join(__dirname, '../../../build')): string[] {
  const xml = readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc).pathname);
}
