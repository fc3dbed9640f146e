import type { Options as ClientRedirectsOptions } from '@docusaurus/plugin-client-redirects';

type Redirect = NonNullable<ClientRedirectsOptions['redirects']>[number];

/**
 * 旧版 TypeDoc 站点（英文官网 1.0 之前）的 .html 地址。
 * 四个核心页面有一一对应的新页面，其余类型和函数页面统一落到 API 索引。
 */
const legacyPagesWithTwin: Redirect[] = [
  { from: '/classes/Cheerio.html', to: '/docs/api/classes/Cheerio' },
  { from: '/interfaces/CheerioAPI.html', to: '/docs/api/interfaces/CheerioAPI' },
  { from: '/interfaces/CheerioOptions.html', to: '/docs/api/interfaces/CheerioOptions' },
  { from: '/interfaces/HTMLParser2Options.html', to: '/docs/api/interfaces/HTMLParser2Options' },
];

const legacyTypePages = [
  'AcceptedElems',
  'AcceptedFilters',
  'AnyNode',
  'BasicAcceptedElems',
  'FilterFunction',
  'ParentNode',
  'SelectorType',
];

const legacyFunctionPages = ['contains', 'default', 'html', 'load', 'merge', 'parseHTML', 'root', 'text', 'xml'];

export const redirects: Redirect[] = [
  ...legacyPagesWithTwin,
  {
    from: [
      ...legacyTypePages.map((name) => `/types/${name}.html`),
      ...legacyFunctionPages.map((name) => `/functions/${name}.html`),
    ],
    to: '/docs/api',
  },
];

/**
 * 每个路由的 `/index.html` 形式（`/blog/index.html` → `/blog`）：`trailingSlash: false` 时页面文件是 `blog.html`，
 * 这些地址在 GitHub Pages 上本来是 404。插件为每个路由写一个重定向页面（保留查询参数和锚点），新页面自动得到一个。
 * 首页的 `/index.html` 就是页面文件本身；以 `.html` 结尾的路由（404 页面）没有这种形式。
 */
export function indexHtmlRedirects(routePath: string): string[] {
  if (routePath === '/' || routePath.endsWith('.html') || routePath.endsWith('/')) return [];
  return [`${routePath}/index.html`];
}

export const clientRedirectsOptions = {
  redirects,
  createRedirects: indexHtmlRedirects,
} satisfies ClientRedirectsOptions;
