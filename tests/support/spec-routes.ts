/** CONTRIBUTING.md“路由”一节列出的全部地址（/docs 只是文档布局的外壳，本身没有页面，单独处理）。测试以此为准，不从构建结果反推。 */
const apiFunctions = ['contains', 'decodeStream', 'fromURL', 'load', 'loadBuffer', 'merge', 'stringStream'];
const apiInterfaces = [
  'CheerioAPI',
  'CheerioOptions',
  'CheerioRequestOptions',
  'DecodeStreamOptions',
  'HTMLParser2Options',
];
const apiTypeAliases = ['AcceptedElems', 'AcceptedFilters', 'BasicAcceptedElems', 'FilterFunction', 'SelectorType'];

export const apiRoutes = [
  '/docs/api',
  '/docs/api/classes/Cheerio',
  ...apiFunctions.map((name) => `/docs/api/functions/${name}`),
  ...apiInterfaces.map((name) => `/docs/api/interfaces/${name}`),
  ...apiTypeAliases.map((name) => `/docs/api/type-aliases/${name}`),
];

export const tutorialRoutes = [
  '/docs/basics/loading',
  '/docs/basics/manipulation',
  '/docs/basics/selecting',
  '/docs/basics/traversing',
  '/docs/advanced/configuring-cheerio',
  '/docs/advanced/extending-cheerio',
  '/docs/advanced/extract',
];

export const categoryRoutes = ['/docs/category/tutorials---basics', '/docs/category/tutorials---advanced'];

export const blogRoutes = [
  '/blog',
  '/blog/archive',
  '/blog/authors',
  '/blog/tags',
  '/blog/tags/announcement',
  '/blog/tags/intro',
  '/blog/tags/release',
  '/blog/tags/website',
  '/blog/cheerio-1.0',
  '/blog/new-website',
];

export const pageRoutes = ['/', '/attribution', '/search', '/docs/intro', '/playground'];

export const specRoutes = [...pageRoutes, ...tutorialRoutes, ...categoryRoutes, ...apiRoutes, ...blogRoutes];
