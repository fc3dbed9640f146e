/**
 * 中英对照的样式。写成字符串、第一次显示英文原文时放进 <head> 的 <style>，而不是 CSS 文件：Docusaurus 把所有 CSS 文件合成
 * 每个页面都加载的 styles.css，单独成块的 CSS 又要在每个页面的启动脚本里加上按需加载样式的代码。
 * 类名都以 `api-english-` 开头，不会与主题和其他页面冲突；颜色全部取 Infima 的变量，暗黑模式随之切换。
 */
export const css = `
/* 插在译文下面的英文原文：比正文更安静（小一号、颜色浅、左侧细线），不抢译文的位置。 */
.api-english-original {
  margin: -0.5rem 0 var(--ifm-paragraph-margin-bottom);
  padding: 0.25rem 0 0.25rem 0.75rem;
  border-left: 2px solid var(--ifm-color-emphasis-300);
  color: var(--ifm-color-emphasis-700);
  font-size: 0.875rem;
}

.api-english-original p,
.api-english-original ul,
.api-english-original ol,
.api-english-original pre {
  margin-bottom: 0.5rem;
}

.api-english-original > div > :last-child {
  margin-bottom: 0;
}

.api-english-original pre {
  padding: 0.5rem 0.75rem;
  font-size: 0.8125rem;
}

.api-english-label {
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
}

.api-english-stale {
  border-left-color: var(--ifm-color-warning-dark);
}

.api-english-stale p {
  margin: 0;
  color: var(--ifm-color-warning-contrast-foreground);
  font-weight: var(--ifm-font-weight-semibold);
}
`;
