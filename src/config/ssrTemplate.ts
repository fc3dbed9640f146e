import { env } from './env';

/**
 * 页面 HTML 模板：与 Docusaurus 3.6.3 的默认模板相同，只改两处：脚本的加载方式（这里），`.html` 地址的规范化（下面）。
 *
 * 默认模板在 `<head>` 里用 `<script defer>`：HTML 解析完就执行 React 与主题的脚本，这时首帧往往还没画出来，手机上
 * 几百毫秒的脚本执行排在首次绘制之前（Lighthouse 把它计入 LCP）。这里等浏览器报告首次内容绘制（paint 计时）之后
 * 再按原顺序插入脚本（async=false 保证按插入顺序执行）：`runtime~main`、`main` 和路由自己的代码块（由 core 补丁列进
 * `it.scripts`），三者一起下载，`main.js` 执行时 webpack 在文档里找到它们，不再逐个插入。
 * 只等下一帧不够：样式表还没到时帧不含内容，脚本仍会抢在正文绘制之前执行。没有 paint 计时的浏览器退回到下一帧；页面在后台时不绘制，1 秒后无论如何都插入。
 * 不再用 `<link rel="preload">` 提前下载：在模拟的慢速网络上它与 CSS、HTML 争带宽，首次绘制反而推迟约一秒
 * （Lighthouse 移动端，/docs/intro 的 FCP 1.9 s → 0.9 s）。禁用 JavaScript 时与默认模板一样，只显示服务端渲染的 HTML。
 */
const loadScriptsAfterFirstFrame = `
    <script>(function () {
      var sources = <%~ JSON.stringify(it.scripts.map(function (script) { return it.baseUrl + script; })) %>;
      var started = false;
      function load() {
        if (started) return;
        started = true;
        sources.forEach(function (source) {
          var script = document.createElement('script');
          script.src = source;
          script.async = false;
          document.body.appendChild(script);
        });
      }
      function afterPaint() { setTimeout(load, 0); }
      try {
        var observer = new PerformanceObserver(function (list) {
          if (list.getEntriesByName('first-contentful-paint').length === 0) return;
          observer.disconnect();
          afterPaint();
        });
        observer.observe({ type: 'paint', buffered: true });
      } catch (error) {
        requestAnimationFrame(afterPaint);
      }
      setTimeout(load, 1000);
      // 脚本还没运行时读者就按 Ctrl/Cmd+K、/ 或点了搜索按钮：记下来，并且不再等首帧，马上加载脚本；
      // 导航栏的搜索框挂载后看到这个记录就打开弹窗（src/theme/SearchBar/useSearchHotkeys.ts），它挂载之后这里不再插手。
      var early = (window.__earlySearch = { requested: false, ready: false });
      function request(event) {
        if (early.ready) return;
        early.requested = true;
        event.preventDefault();
        load();
      }
      addEventListener('keydown', function (event) {
        var target = event.target;
        var editable = target && (target.isContentEditable || /^(INPUT|SELECT|TEXTAREA)$/.test(target.tagName));
        var key = event.key ? event.key.toLowerCase() : '';
        if ((key === 'k' && (event.metaKey || event.ctrlKey)) || (key === '/' && !editable)) request(event);
      });
      addEventListener('click', function (event) {
        var target = event.target;
        if (target && target.closest && target.closest('.DocSearch-Button')) request(event);
      });
    })();</script>`;

/**
 * `.html` 形式的地址（`/docs/intro.html`，GitHub Pages 以 200 提供同一个文件）在 React 水合之前换成不带后缀的地址。
 * Docusaurus 3.6.3 的客户端入口用 `window.location.pathname` 原样预加载路由，
 * `.html` 匹配不到页面的路由，页面组件还没加载就开始水合，与服务端 HTML 不一致（React #418、#423），整页改在客户端
 * 重新渲染，保留服务端 HTML 的做法全部失效；路由树之外的 SiteMetadata 也按原样的地址输出 canonical。地址先换好，
 * 两种形式走的就是同一条路。规则与 core 的 normalizeLocation 相同：去掉 `.html`，`…/index.html` 变成目录本身。
 * hash 路由把页面放在 `#` 之后，文件名（`index.html`）要原样保留，所以只在 browser 路由下输出。
 */
export const normalizeHtmlSuffix = `
    <script>(function () {
      var path = location.pathname;
      var clean = /\\.html$/.test(path) ? path.slice(0, -5).replace(/\\/index$/, '/') : path;
      if (clean !== path) history.replaceState(history.state, '', clean + location.search + location.hash);
    })();</script>`;

export const ssrTemplate = `<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">${env.router === 'browser' ? normalizeHtmlSuffix : ''}
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>${loadScriptsAfterFirstFrame}
  </body>
</html>
`;
