/**
 * 托管索引的设置里与响应形状有关的几项（与 `ops/algolia/crawler.config.js` 的 `initialIndexSettings` 一致）。
 * 请求没带这些参数时（/search 页面就不带），本地引擎使用同样的默认值，两种模式的输出才一致。
 */
export const INDEX_DEFAULTS = {
  hitsPerPage: 20,
  highlightPreTag: '<span class="algolia-docsearch-suggestion--highlight">',
  highlightPostTag: '</span>',
  snippetEllipsisText: '…',
  attributesToHighlight: ['hierarchy', 'content'],
  attributesToSnippet: ['content:10'],
  advancedSyntax: true,
  distinct: true,
} as const;
