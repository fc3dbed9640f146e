// Algolia Crawler 配置：托管模式（设置了 ALGOLIA_APP_ID / ALGOLIA_SEARCH_API_KEY）所用索引的建立方式。
// 用法：在 Algolia 后台的 Crawler 编辑器里粘贴本文件，把 SITE_URL 换成正式站点地址（与构建时的 SITE_URL 相同），
// 把 ALGOLIA_APP_ID 换成应用 ID，把 ALGOLIA_CRAWLER_API_KEY 换成 Crawler 专用的写入密钥（不是网站里用的“仅搜索”密钥）。
// indexName 必须与构建时的 ALGOLIA_INDEX_NAME 相同（默认 cheerio_zh）。
//
// 选择器与本地索引插件 src/plugins/search-index/extract.ts 的 SELECTORS 保持一致，两种模式因此得到相同的记录；
// tests/unit/search-client.test.ts 会检查这一点，并检查下面的索引设置。
new Crawler({
  appId: 'ALGOLIA_APP_ID',
  apiKey: 'ALGOLIA_CRAWLER_API_KEY',
  rateLimit: 8,
  maxDepth: 10,
  startUrls: ['https://SITE_URL/'],
  sitemaps: ['https://SITE_URL/sitemap.xml'],
  ignoreCanonicalTo: true,
  discoveryPatterns: ['https://SITE_URL/**'],
  // 搜索页本身与博客的汇总页（上下文搜索本来也不会返回它们）。
  exclusionPatterns: [
    'https://SITE_URL/search**',
    'https://SITE_URL/blog/page/**',
    'https://SITE_URL/blog/tags**',
    'https://SITE_URL/blog/archive',
    'https://SITE_URL/blog/authors**',
  ],
  actions: [
    {
      indexName: 'cheerio_zh',
      pathsToMatch: ['https://SITE_URL/**'],
      recordExtractor: ({ $, helpers }) => {
        // 分组标题：最深的展开中的侧边栏分类，其次是导航栏当前项。DocSearch 把它当纯文本显示，去掉会被转义的字符。
        const lvl0 =
          $('.menu__link.menu__link--sublist.menu__link--active, .navbar__item.navbar__link--active')
            .last()
            .text()
            .replace(/[&<>"']/g, ' ')
            .replace(/\s+/g, ' ')
            .trim() || '文档';

        // 代码块、面包屑、移动端目录、标签页按钮、上一篇/下一篇、编辑信息、标题后的 # 链接不进索引。
        $(
          'pre, .theme-code-block, nav, footer, button, script, style, svg, [role="tablist"], .theme-doc-toc-mobile, .theme-doc-footer, .pagination-nav, .hash-link',
        ).remove();

        // helpers.docsearch 会自动读取页面的 docsearch:language / docsearch:docusaurus_tag 元数据，作为同名属性写进记录。
        return helpers.docsearch({
          recordProps: {
            lvl0: { selectors: '', defaultValue: lvl0 },
            lvl1: ['header h1', 'article h1'],
            lvl2: 'article h2',
            lvl3: 'article h3',
            lvl4: 'article h4',
            lvl5: 'article h5, article td:first-child',
            lvl6: 'article h6',
            content: 'article p, article li, article td:last-child',
          },
          indexHeadings: true,
          aggregateContent: true,
          recordVersion: 'v3',
        });
      },
    },
  ],
  initialIndexSettings: {
    cheerio_zh: {
      // 上下文搜索总是带着 language 与 docusaurus_tag 过滤，这两个属性必须可分面，否则一条结果也没有。
      attributesForFaceting: ['type', 'lang', 'language', 'version', 'docusaurus_tag'],
      attributesToRetrieve: ['hierarchy', 'content', 'anchor', 'url', 'url_without_anchor', 'type'],
      attributesToHighlight: ['hierarchy', 'content'],
      attributesToSnippet: ['content:10'],
      snippetEllipsisText: '…',
      camelCaseAttributes: ['hierarchy', 'content'],
      searchableAttributes: [
        'unordered(hierarchy.lvl0)',
        'unordered(hierarchy.lvl1)',
        'unordered(hierarchy.lvl2)',
        'unordered(hierarchy.lvl3)',
        'unordered(hierarchy.lvl4)',
        'unordered(hierarchy.lvl5)',
        'unordered(hierarchy.lvl6)',
        'content',
      ],
      distinct: true,
      attributeForDistinct: 'url',
      customRanking: ['desc(weight.pageRank)', 'desc(weight.level)', 'asc(weight.position)'],
      ranking: ['words', 'filters', 'typo', 'attribute', 'proximity', 'exact', 'custom'],
      highlightPreTag: '<span class="algolia-docsearch-suggestion--highlight">',
      highlightPostTag: '</span>',
      // 中文：按中文词典切分索引与查询（zh 放在第一位），英文 API 名照常处理。
      indexLanguages: ['zh', 'en'],
      queryLanguages: ['zh', 'en'],
      ignorePlurals: ['en'],
      removeStopWords: false,
      minWordSizefor1Typo: 3,
      minWordSizefor2Typos: 7,
      allowTyposOnNumericTokens: false,
      minProximity: 1,
      advancedSyntax: true,
      attributeCriteriaComputedByMinProximity: true,
      removeWordsIfNoResults: 'allOptional',
      separatorsToIndex: '_',
    },
  },
});
