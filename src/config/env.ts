/**
 * 站点构建时读取的全部环境变量。其他模块一律从这里取值，不直接读 process.env。
 * 每个变量都是可选的：不设置时得到一个能离线构建、离线运行的站点。
 */

function readString(name: string): string | undefined {
  const value = process.env[name]?.trim();
  return value ? value : undefined;
}

function readFlag(name: string): boolean {
  return ['1', 'true', 'yes'].includes((readString(name) ?? '').toLowerCase());
}

function readRouter(): 'browser' | 'hash' {
  const value = readString('DOCUSAURUS_ROUTER');
  if (value === undefined || value === 'browser') return 'browser';
  if (value === 'hash') return 'hash';
  throw new Error(`DOCUSAURUS_ROUTER 只能是 "browser" 或 "hash"，收到的是 "${value}"。`);
}

export const env = {
  /** 站点的正式地址：canonical、sitemap、feed 的绝对链接由它生成；默认值就是 npm run serve 的本地地址。 */
  siteUrl: readString('SITE_URL') ?? 'http://localhost:3000',
  /** 路由类型（规格 §3 的 future flag）：离线打包成单文件时才需要 hash 路由。 */
  router: readRouter(),
  /** 预览或镜像站点不应被搜索引擎收录时设为 true。 */
  noIndex: readFlag('NO_INDEX'),
  /** 统计脚本地址（规格 §7）；与 ANALYTICS_DOMAIN 同时设置才会输出脚本。 */
  analyticsScriptSrc: readString('ANALYTICS_SCRIPT_SRC'),
  /** 统计脚本的 data-domain 属性，即统计后台里登记的站点域名。 */
  analyticsDomain: readString('ANALYTICS_DOMAIN'),
  /** CI 里设为 1：API 译文目录中有过期（英文原文已改）或孤立（符号已不存在）的条目时构建失败。 */
  apiTranslationsStrict: readFlag('API_TRANSLATIONS_STRICT'),
} as const;
