/**
 * 离线页的 HTML：服务工作线程拿不到读者要的页面时返回它（src/offline/worker/sw.ts）。它不是 React 页面，
 * 因为它出现在任意地址上，Docusaurus 的路由会按那个地址去找页面组件；样式沿用站点的样式表（随预缓存保存），
 * 列表由 offline.js（src/offline/offlinePage.ts）读取本机缓存后填入。
 */
export interface OfflinePageOptions {
  baseUrl: string;
  siteTitle: string;
  /** 站点样式表的地址（含 baseUrl），从构建出的首页读出。 */
  stylesheets: string[];
  /** 本地搜索模式下搜索离线可用；托管搜索需要联网。 */
  searchWorksOffline: boolean;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export function renderOfflinePage({ baseUrl, siteTitle, stylesheets, searchWorksOffline }: OfflinePageOptions): string {
  const base = escapeHtml(baseUrl);
  const title = escapeHtml(siteTitle);
  const search = searchWorksOffline
    ? `<p>离线时站内搜索照常可用：<a href="${base}search">搜索全站</a>。</p>`
    : '<p>站内搜索由 Algolia 在线提供，需要联网才能使用。</p>';
  return `<!DOCTYPE html>
<html lang="zh-CN" data-theme="light" data-base-url="${base}" data-site-title="${title}">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>页面暂时打不开 | ${title}</title>
<link rel="icon" href="${base}img/favicon.svg">
${stylesheets.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`).join('\n')}
<script src="${base}offline.js"></script>
</head>
<body>
<nav class="navbar navbar--fixed-top" aria-label="主导航">
<div class="navbar__inner"><div class="navbar__items">
<a class="navbar__brand" href="${base}"><img class="navbar__logo" src="${base}img/logo.svg" alt="" width="32" height="32"><b class="navbar__title">${title}</b></a>
</div></div>
</nav>
<main class="container margin-vert--xl">
<h1>这个页面还没有离线副本</h1>
<p>现在连不上网络，或者站点暂时没有响应，而你要打开的 <code id="requested-page"></code> 还没有保存在这台设备上。网络恢复后重新加载即可。</p>
<p><button type="button" class="button button--primary" id="reload">重新加载</button></p>
<h2>现在可以阅读的页面</h2>
<p id="offline-summary" role="status">正在查找保存在这台设备上的页面……</p>
<div id="offline-pages"></div>
${search}
</main>
</body>
</html>
`;
}
