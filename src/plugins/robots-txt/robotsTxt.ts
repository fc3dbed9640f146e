/** 生成 robots.txt 的正文。Sitemap 必须是绝对地址，所以要等站点 url 确定后再生成，而不是放在 static/ 里。 */
export function robotsTxt({ siteUrl, noIndex }: { siteUrl: string; noIndex: boolean }): string {
  const origin = siteUrl.replace(/\/+$/, '');
  const rule = noIndex ? 'Disallow: /' : 'Allow: /';
  return `User-agent: *\n${rule}\n\nSitemap: ${origin}/sitemap.xml\n`;
}
