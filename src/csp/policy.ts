import { createHash } from 'node:crypto';

/**
 * 每个页面的 Content-Security-Policy。GitHub Pages 不能设置响应头，所以策略以
 * `<meta http-equiv="Content-Security-Policy">` 写进 HTML；`frame-ancestors` 等只能由响应头设置的指令见 README。
 *
 * 主题输出的内联脚本（颜色模式、公告栏、脚本加载器、重定向页面）会随公告 id 等配置变化，
 * 所以不写死，而是在构建后逐页计算哈希。
 */

const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const META_CSP = /<meta\s+http-equiv=["']?Content-Security-Policy["']?[^>]*>/i;

/** 浏览器会执行的脚本类型：没有 type、JavaScript MIME 类型或 module；JSON-LD 之类的数据块不受 script-src 约束。 */
function isExecutable(attributes: string): boolean {
  const type = /\stype=(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attributes);
  const value = (type?.[1] ?? type?.[2] ?? type?.[3] ?? '').trim().toLowerCase();
  return value === '' || value === 'module' || /^(text|application)\/(x-)?(java|ecma)script$/.test(value);
}

/** 搜索模式以构建结果为准：首页的 <html data-search-mode> 由 SearchBar 在服务端渲染时写入。 */
export function isHostedSearchBuild(homeHtml: string): boolean {
  return /\sdata-search-mode=["']?algolia\b/.test(homeHtml);
}

/** 页面里每个内联脚本的 `'sha256-…'` 来源表达式（去重，按出现顺序）。 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', body = ''] of html.matchAll(SCRIPT_ELEMENT)) {
    if (/\ssrc=/i.test(attributes) || !isExecutable(attributes)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

interface PolicyOptions {
  scriptHashes: readonly string[];
  /** 托管搜索模式：浏览器直接请求 Algolia 的主机。 */
  hostedSearch: boolean;
  /** 第三方统计脚本的地址（可选）：脚本本身和它上报数据的请求都发往这个源。 */
  analyticsScriptSrc?: string;
}

const ALGOLIA_CONNECT_SOURCES = ['https://*.algolia.net', 'https://*.algolianet.com'] as const;

/**
 * 任何页面都没有 'unsafe-eval'：读者的代码（演练场、实时代码块）只在沙箱页 sandbox.html 里运行（src/sandbox/），
 * 那是另一个不透明的源，有自己的策略（src/sandbox-build/page.ts）。
 */
export function buildPolicy({ scriptHashes, hostedSearch, analyticsScriptSrc }: PolicyOptions): string {
  const analyticsOrigin = analyticsScriptSrc ? new URL(analyticsScriptSrc).origin : undefined;
  const scriptSrc = ["'self'", ...scriptHashes, ...(analyticsOrigin ? [analyticsOrigin] : [])];
  const connectSrc = [
    "'self'",
    ...(hostedSearch ? ALGOLIA_CONNECT_SOURCES : []),
    ...(analyticsOrigin ? [analyticsOrigin] : []),
  ];
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', ...scriptSrc],
    // 代码高亮和布局用到大量 style 属性；样式不能执行代码，放开它的风险远小于逐个改写组件。
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:'],
    ['font-src', "'self'", 'data:'],
    ['connect-src', ...connectSrc],
    // 本站脚本文件创建的工作线程：离线阅读的 sw.js，演练场的分析 worker 与工具页的 Web Worker。不放行 blob: 和
    // data:，页面造不出别的工作线程。运行读者代码的 worker 由沙箱页创建，不归这一份策略管。
    ['worker-src', "'self'"],
    // 沙箱页 sandbox.html 是本站的文件，由 default-src 'self' 放行（frame-src 没有单独写）；它以 sandbox="allow-scripts"
    // 嵌入，属于不透明的源。
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/**
 * 把策略写进页面：放在 `<meta charset>` 之后、任何脚本之前（meta 形式的策略只约束它后面的内容）。
 * 已有策略时替换，重复运行结果不变。
 */
export function injectPolicy(html: string, policy: string): string {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy.replace(/"/g, '&quot;')}">`;
  if (META_CSP.test(html)) return html.replace(META_CSP, () => meta);
  const anchor = /<meta\s+charset=["']?[\w-]+["']?\s*\/?>/i.exec(html) ?? /<head\b[^>]*>/i.exec(html);
  if (!anchor) throw new Error('页面里既没有 <meta charset> 也没有 <head>，无法放置内容安全策略');
  const end = anchor.index + anchor[0].length;
  const firstScript = html.search(/<script\b/i);
  if (firstScript !== -1 && firstScript < end)
    throw new Error('页面在 <meta charset> 之前就有脚本，内容安全策略无法覆盖它');
  return html.slice(0, end) + meta + html.slice(end);
}

/** 一个页面的完整处理：计算内联脚本的哈希、写入策略。 */
export function applyPolicy(html: string, site: Omit<PolicyOptions, 'scriptHashes'>): string {
  const withoutPolicy = html.replace(META_CSP, '');
  const policy = buildPolicy({ ...site, scriptHashes: inlineScriptHashes(withoutPolicy) });
  return injectPolicy(html, policy);
}
