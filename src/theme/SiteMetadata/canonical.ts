/**
 * 发布到国内镜像的页面以主站的同一页为 canonical（构建时的 CANONICAL_URL，见 src/config/mirror.ts）。
 *
 * @param pathname 页面路径（带镜像的路径前缀）
 * @param baseUrl 镜像的路径前缀
 * @param canonicalUrl 主站地址（可带路径，不以斜杠结尾）
 */
export function canonicalOnPrimary(pathname: string, baseUrl: string, canonicalUrl: string): string {
  const route = pathname.startsWith(baseUrl) ? pathname.slice(baseUrl.length) : pathname.replace(/^\/+/, '');
  return `${canonicalUrl}/${route}`;
}
