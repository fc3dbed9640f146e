/**
 * 页面 HTML 模板：与 Docusaurus 3.6.3 的默认模板相同，只改脚本的加载方式。
 *
 * 默认模板在 `<head>` 里用 `<script defer>`：HTML 解析完就执行 React 与主题的脚本，这时首帧往往还没画出来，手机上
 * 几百毫秒的脚本执行排在首次绘制之前（Lighthouse 把它计入 LCP）。这里等浏览器报告首次内容绘制（paint 计时）之后
 * 再按原顺序插入脚本（async=false 保证按插入顺序执行）。只等下一帧不够：样式表还没到时帧不含内容，脚本仍会抢在
 * 正文绘制之前执行。没有 paint 计时的浏览器退回到下一帧；页面在后台时不绘制，1 秒后无论如何都插入。
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
