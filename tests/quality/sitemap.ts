/** sitemap.xml 里的地址带着构建时的 SITE_URL；测试在本机服务器上访问，只需要路径部分。 */
export function pathsFromSitemap(xml: string): string[] {
  const paths = [...xml.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)].map(([, loc]) => new URL(loc).pathname);
  return [...new Set(paths)].sort();
}
