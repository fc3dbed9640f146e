/**
 * API 页面上“有已知问题的版本”：读者照着旧教程、或者项目锁定了某个版本时会撞上的问题。每一条都由
 * tests/unit/api-known-issues.test.ts 对着 npm 上的那个版本复现（报错原文、声明的 engines 都从运行结果和包里读出），
 * 改了这里的说法就要让测试同样能复现它。
 *
 * `entries` 是 src/data/api-since.json 里的条目键，问题写在这些条目旁边；不写的是整个包的问题，写在 API 索引页上。
 * `versions` 是受影响的版本，`text` 是一句话（行内 Markdown），`link` 指向站内更详细的说明。
 */
export interface KnownIssue {
  id: string;
  versions: string[];
  entries?: string[];
  text: string;
  link?: string;
}

export const KNOWN_ISSUES: KnownIssue[] = [
  {
    id: 'missing-main',
    versions: ['1.0.0-rc.7', '1.0.0-rc.8'],
    text:
      '发布到 npm 的包里没有 `lib/index.js`（rc.7 没有编译产物，rc.8 的产物放在了 `lib/src/` 下），' +
      "`require('cheerio')` 直接报 `Error: Cannot find module '…/lib/index.js'`",
  },
  {
    id: 'node-18',
    versions: ['1.1.0'],
    text:
      "`engines` 写的是 `>=18.17`，依赖的 undici 7 却要 Node.js 20：在 Node.js 18 上 `require('cheerio')` 就报 " +
      '`ReferenceError: File is not defined`。1.1.1 起 `engines` 改为 `>=20.18.1`',
    link: '/docs/basics/error-messages#file-not-defined',
  },
  {
    id: 'from-url-max-redirections',
    versions: ['1.1.0'],
    entries: ['fromURL'],
    text:
      '不传 `requestOptions` 时每次都报 `InvalidArgumentError: maxRedirections is not supported, use the redirect ' +
      'interceptor`：默认的请求参数里有 undici 7 不再接受的 `maxRedirections`',
    link: '/docs/basics/error-messages#max-redirections',
  },
  {
    id: 'from-url-invalid-url',
    versions: ['1.1.1'],
    entries: ['fromURL'],
    text: '请求带路径的 URL 时每次都报 `InvalidArgumentError: invalid url`',
    link: '/docs/basics/error-messages#invalid-url-client',
  },
  {
    id: 'extract-scope',
    versions: ['1.0.0', '1.1.0', '1.1.1', '1.1.2'],
    entries: ['Cheerio.extract', 'CheerioAPI.extract'],
    text: '字段的选择器写 `:scope`（取元素自身）时，结果里没有这个字段，也不报错',
  },
];
