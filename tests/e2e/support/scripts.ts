/** 页面 HTML 里列出的脚本路径（首帧之后的加载器按顺序插入它们，见 src/config/ssrTemplate.ts）。 */
export function scriptsListedIn(html: string): string[] {
  return Array.from(html.matchAll(/"([^"]*\/assets\/js\/[^"]+\.js)"/g), (match) => match[1]);
}
