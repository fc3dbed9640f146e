/**
 * 页面的社交分享卡片（构建时由 src/plugins/social-cards 生成）在站点里的位置：`img/cards/` 加上页面路径和 `.png`，
 * 首页是 `img/cards/index.png`。页面组件（SiteMetadata 的包装）和生成卡片的插件都用它，两边的地址才对得上。
 *
 * @param pathname 页面地址的路径部分（带站点的路径前缀）
 * @param baseUrl 站点的路径前缀，例如 `/` 或 `/cheerio/`
 * @returns 相对站点根目录的路径（不带前缀，Docusaurus 的 useBaseUrl 会加上它）
 */
export function socialCardPath(pathname: string, baseUrl: string): string {
  const route = pathname.startsWith(baseUrl) ? pathname.slice(baseUrl.length) : pathname.replace(/^\/+/, '');
  const name = route.replace(/\.html$/, '').replace(/\/+$/, '');
  return `img/cards/${name || 'index'}.png`;
}
