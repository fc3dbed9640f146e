/**
 * 哪个页面要链接哪些分块的样式表。Docusaurus 的服务端渲染只链接公共的 styles.css，不链接页面分块自己的 CSS
 * （平时所有 CSS 都在 styles.css 里，用不到）；工具页面的样式留在了自己的分块里，就由这里在构建后补上，
 * 否则页面在脚本运行之前没有样式。
 */

/** `.docusaurus/routesChunkNames.json` 的内容：路由（路径加 `-` 和短哈希）→ 各分块名（可能嵌套）。 */
export type RoutesChunkNames = Record<string, unknown>;

function chunkNamesIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(chunkNamesIn);
  return [];
}

/**
 * @param cssFiles assets/css 下的文件名（如 `8926b418.c0bf1c19.css`）；分块的 CSS 以分块名开头。
 * @param baseUrl 站点的路径前缀：路由本来就带着它，样式表的地址要加上它。
 * @returns 路径（带前缀）→ 要链接的样式表（站内绝对地址，带前缀）
 */
export function routeStylesheets(routes: RoutesChunkNames, cssFiles: string[], baseUrl = '/'): Map<string, string[]> {
  const byChunk = new Map<string, string>();
  for (const file of cssFiles) {
    const chunk = /^(.+)\.[0-9a-f]+\.css$/.exec(file)?.[1];
    if (chunk && chunk !== 'styles') byChunk.set(chunk, `${baseUrl}assets/css/${file}`);
  }
  const result = new Map<string, string[]>();
  for (const [key, chunks] of Object.entries(routes)) {
    const path = key.replace(/-[^-/]+$/, '');
    const sheets = chunkNamesIn(chunks).flatMap((name) => byChunk.get(name) ?? []);
    if (sheets.length > 0) result.set(path, [...new Set([...(result.get(path) ?? []), ...sheets])]);
  }
  return result;
}

/** 把样式表链接放在页面已有的最后一个样式表之后（没有就放在 </head> 前）；已经链接过的不再重复。 */
export function addStylesheets(html: string, hrefs: string[]): string {
  const missing = hrefs.filter((href) => !html.includes(`href=${href}`) && !html.includes(`href="${href}"`));
  if (missing.length === 0) return html;
  const tags = missing.map((href) => `<link rel="stylesheet" href="${href}">`).join('');
  const stylesheets = [...html.matchAll(/<link\b[^>]*\brel=["']?stylesheet\b[^>]*>/gi)];
  const last = stylesheets.at(-1);
  if (last?.index !== undefined) {
    const end = last.index + last[0].length;
    return html.slice(0, end) + tags + html.slice(end);
  }
  const head = html.search(/<\/head>/i);
  if (head === -1) throw new Error('页面里没有 </head>，无法加入样式表');
  return html.slice(0, head) + tags + html.slice(head);
}
