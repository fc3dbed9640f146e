import {
  IMMUTABLE_CACHE,
  IMMUTABLE_DIRECTORY,
  REVALIDATE_CACHE,
  compressibleContentType,
  contentTypes,
  sandboxPageHeaders,
  securityHeaders,
} from './rules';
import { SANDBOX_PAGE_FILES } from '../sandbox/releases';

/**
 * 第二个主机（例如中国大陆的服务器或 CDN 的源站）用的 nginx 配置片段，按 rules.ts 的语义生成：放进主机自己的
 * `server { … }` 里（监听端口、证书、server_name 各按各的写）。构建目录 build/ 的内容放在 `<root><basePath>` 下。
 */
export interface NginxOptions {
  /** 站点的路径前缀，与构建时的 BASE_URL 相同。 */
  basePath: string;
  /** 存放站点的目录；构建目录的内容在它下面的 basePath 里。 */
  root: string;
}

const quote = (value: string) => `"${value.replace(/["\\]/g, '\\$&')}"`;

const regexEscape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** add_header 只在同一层级生效、下层一写就覆盖上层，所以每个 location 都把全部响应头写一遍；always 让 404 也带上。 */
function headers(
  cacheControl: string | undefined,
  indent: string,
  security: Readonly<Record<string, string>> = securityHeaders,
): string[] {
  return [
    ...(cacheControl ? [`add_header Cache-Control ${quote(cacheControl)} always;`] : []),
    ...Object.entries(security).map(([name, value]) => `add_header ${name} ${quote(value)} always;`),
  ].map((line) => indent + line);
}

/**
 * nginx 先解码地址再匹配 location，`/docs%2Fintro` 会找到 docs/intro.html；GitHub Pages 和本地服务器把编码的斜杠、
 * 反斜杠和 NUL 当作文件名的一部分，找不到文件，回答 404。每个会找文件的 location 都先查一遍原始的请求地址
 * （location 里只写 return 的 if 是 nginx 文档认可的用法）。404 页有自己的精确匹配，不经过这个检查，否则会再次 404。
 */
const rejectEncodedSeparators = '    if ($request_uri ~* "^[^?]*%(2f|5c|00)") { return 404; }';

/**
 * gzip 的类型：rules.ts 里可压缩的内容类型（text/html 是 nginx 默认就压缩的，写上会重复告警），另加
 * application/javascript：nginx 自带的类型表在 1.23 之前把 .js 记作它。
 */
function gzipTypes(): string {
  const types = new Set(
    Object.values(contentTypes)
      .map((type) => type.split(';')[0] ?? '')
      .filter((type) => compressibleContentType.test(type) && type !== 'text/html'),
  );
  types.add('application/javascript');
  return [...types].sort().join(' ');
}

export function renderNginxConfig({ basePath, root }: NginxOptions): string {
  const assets = `${basePath}${IMMUTABLE_DIRECTORY}`;
  const lines = [
    '# 由 npm run hosting:nginx 生成（src/hosting/nginx.ts），语义与本地静态服务器、GitHub Pages 相同：',
    '# 原路径 → 路径 + .html → 路径/index.html，都没有时以 404 状态返回 404.html；',
    `# ${assets} 下的文件永久缓存，其余每次验证；每个响应都带安全头。放进主机自己的 server { … } 里。`,
    `root ${root.replace(/\/$/, '')};`,
    'etag on;',
    '# 重定向的 Location 写相对地址：主机在反向代理或 CDN 后面时，nginx 拼出的绝对地址带的是内部的主机名和端口。',
    'absolute_redirect off;',
    'charset utf-8;',
    'gzip on;',
    'gzip_vary on;',
    `gzip_types ${gzipTypes()};`,
    `error_page 404 ${basePath}404.html;`,
    '',
  ];
  if (basePath !== '/') {
    lines.push(
      `location = ${basePath.slice(0, -1)} {`,
      ...headers(undefined, '    '),
      `    return 301 ${basePath}$is_args$args;`,
      '}',
      '',
    );
  }
  lines.push(
    `location = ${basePath}404.html {`,
    ...headers(REVALIDATE_CACHE, '    '),
    '}',
    '',
    `location ${basePath} {`,
    rejectEncodedSeparators,
    '    try_files $uri $uri.html $uri/index.html =404;',
    ...headers(REVALIDATE_CACHE, '    '),
    '}',
    '',
    '# 演练场和实时代码块运行读者代码的沙箱页（sandbox.html 和旧版本的 sandbox/<版本>.html，带或不带 .html）：',
    '# 只有它们允许本站的页面放进 iframe。按文件名逐个列出，同一目录里别的文件照常不许嵌入。',
    `location ~ ^${regexEscape(basePath)}(${SANDBOX_PAGE_FILES.map((file) => regexEscape(file.replace(/\.html$/, ''))).join('|')})(\\.html)?$ {`,
    rejectEncodedSeparators,
    '    try_files $uri $uri.html $uri/index.html =404;',
    ...headers(REVALIDATE_CACHE, '    ', sandboxPageHeaders),
    '}',
    '',
    '# 以 / 结尾的地址只找 路径/index.html（trailingSlash: false 的页面在 GitHub Pages 上这样是 404）。',
    `location ~ ^${basePath.replace(/[.]/g, '\\.')}(.+/)$ {`,
    rejectEncodedSeparators,
    '    try_files ${uri}index.html =404;',
    ...headers(REVALIDATE_CACHE, '    '),
    '}',
    '',
    '# nginx 先把地址规范化（解码、合并 . 和 ..）再匹配 location，/assets/../index.html 不会落到这里。',
    `location ^~ ${assets} {`,
    rejectEncodedSeparators,
    '    try_files $uri =404;',
    ...headers(IMMUTABLE_CACHE, '    '),
    '}',
    '',
    '# 页面的 Markdown 版本；nginx 自带的类型表里没有 .md。',
    `location ~ ^${basePath.replace(/[.]/g, '\\.')}.+\\.md$ {`,
    rejectEncodedSeparators,
    '    types { }',
    `    default_type ${quote(contentTypes['.md'] ?? '')};`,
    ...headers(REVALIDATE_CACHE, '    '),
    '}',
    '',
  );
  return lines.join('\n');
}
