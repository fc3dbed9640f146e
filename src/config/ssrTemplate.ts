/**
 * 页面 HTML 模板：与 Docusaurus 3.6.3 的默认模板相同，只改脚本的加载方式。
 *
 * 默认模板在 `<head>` 里用 `<script defer>`：HTML 解析完就执行 React 与主题的脚本，这时首帧往往还没画出来，手机上
 * 几百毫秒的脚本执行排在首次绘制之前（Lighthouse 把它计入 LCP）。这里等正文解析完、首帧画出之后再按原顺序插入
 * 脚本（async=false 保证按插入顺序执行）；页面在后台时 requestAnimationFrame 不触发，250 毫秒后无论如何都插入。
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
      requestAnimationFrame(function () { setTimeout(load, 0); });
      setTimeout(load, 250);
    })();</script>`;

export const ssrTemplate = `<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
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
