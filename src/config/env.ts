/**
 * 站点构建时读取的全部环境变量。其他模块一律从这里取值，不直接读 process.env。
 * 每个变量都是可选的：不设置时得到一个能离线构建、离线运行的站点。
 *
 * `readEnv` 只读它收到的变量表，测试和命令行工具传入自己的变量表即可，不必改 process.env 再重新加载模块。
 */

export type EnvSource = Readonly<Record<string, string | undefined>>;

function stringIn(source: EnvSource, name: string): string | undefined {
  const value = source[name]?.trim();
  return value ? value : undefined;
}

function flagIn(source: EnvSource, name: string): boolean {
  return ['1', 'true', 'yes'].includes((stringIn(source, name) ?? '').toLowerCase());
}

function routerIn(source: EnvSource): 'browser' | 'hash' {
  const value = stringIn(source, 'DOCUSAURUS_ROUTER');
  if (value === undefined || value === 'browser') return 'browser';
  if (value === 'hash') return 'hash';
  throw new Error(`DOCUSAURUS_ROUTER 只能是 "browser" 或 "hash"，收到的是 "${value}"。`);
}

/** GitHub Actions 里运行时的当前仓库地址（两个变量由 Actions 自动设置）。 */
function gitHubRepositoryIn(source: EnvSource): string | undefined {
  const server = stringIn(source, 'GITHUB_SERVER_URL');
  const repository = stringIn(source, 'GITHUB_REPOSITORY');
  return server && repository ? `${server}/${repository}` : undefined;
}

/**
 * 统计脚本会在每个页面上执行：http 地址可以被网络上的任何人替换成别的脚本，而且内容安全策略按这个地址放行，
 * 所以只接受 https。
 */
export function readHttpsUrl(name: string, value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} 必须是完整的 https:// 地址，收到的是 "${value}"。`);
  }
  if (url.protocol !== 'https:') {
    throw new Error(`${name} 必须以 https:// 开头（收到的是 "${value}"）：http 加载的脚本可能在传输途中被篡改。`);
  }
  return value;
}

/**
 * 站点在主机上的路径前缀（Docusaurus 的 baseUrl）。同一份内容发布到第二个主机的子目录（例如 `/cheerio/`）时才需要；
 * 必须以 `/` 开头和结尾，只含路径里安全的字符。
 */
export function readBaseUrl(value: string | undefined): string {
  if (value === undefined) return '/';
  if (
    !/^\/(?:[A-Za-z0-9._~-]+\/)*$/.test(value) ||
    value.split('/').some((segment) => segment === '.' || segment === '..')
  ) {
    throw new Error(`BASE_URL 必须以 / 开头和结尾，例如 "/" 或 "/cheerio/"，收到的是 "${value}"。`);
  }
  return value;
}

/** 站点地址（可以带路径）：只接受 http(s)，去掉结尾的斜杠，方便拼接页面路径。 */
export function readSiteAddress(name: string, value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} 必须是完整的 http(s):// 地址，收到的是 "${value}"。`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`${name} 必须以 https:// 或 http:// 开头，收到的是 "${value}"。`);
  }
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

function searchModeIn(source: EnvSource): 'local' | 'algolia' | undefined {
  const value = stringIn(source, 'SEARCH_MODE');
  if (value === undefined || value === 'local' || value === 'algolia') return value;
  throw new Error(`SEARCH_MODE 只能是 "local" 或 "algolia"，收到的是 "${value}"。`);
}

export function readEnv(source: EnvSource) {
  return {
    /** 站点的正式地址：canonical、sitemap、feed 的绝对链接由它生成；默认值就是 npm run serve 的本地地址。 */
    siteUrl: stringIn(source, 'SITE_URL') ?? 'http://localhost:3000',
    /** 站点的路径前缀（baseUrl）：发布到第二个主机的子目录时用，见 README 的“发布到第二个主机”。 */
    baseUrl: readBaseUrl(stringIn(source, 'BASE_URL')),
    /** 路由类型（Docusaurus 的 future.experimental_router）：离线打包成单文件时才需要 hash 路由。 */
    router: routerIn(source),
    /**
     * 本站源码仓库（“编辑此页”“报告问题”指向它）：SITE_REPOSITORY 优先，GitHub Actions 里自动取当前仓库；
     * 都没有时用 links.ts 里的默认值。
     */
    siteRepository: stringIn(source, 'SITE_REPOSITORY') ?? gitHubRepositoryIn(source),
    /** 国内镜像的地址（可带路径）：设置后页脚显示“国内镜像”链接，见 README 的“国内访问”。 */
    mirrorUrl: readSiteAddress('MIRROR_URL', stringIn(source, 'MIRROR_URL')),
    /**
     * 只在为国内镜像构建时设置，值是主站地址（可带路径）：镜像的每个页面以主站的同一页为 canonical，
     * 搜索引擎不把镜像当成重复内容；sitemap、robots.txt 和分享卡片仍用 SITE_URL（镜像自己的地址）。
     */
    canonicalUrl: readSiteAddress('CANONICAL_URL', stringIn(source, 'CANONICAL_URL')),
    /**
     * 国内镜像的对象存储（npm run mirror:sync，部署工作流的 mirror 作业）：S3 兼容的服务地址，例如阿里云 OSS 的
     * https://oss-cn-hangzhou.aliyuncs.com、腾讯云 COS 的 https://cos.ap-shanghai.myqcloud.com。
     */
    mirrorS3Endpoint: stringIn(source, 'MIRROR_S3_ENDPOINT'),
    /** 对象存储的地域名（签名要用，OSS 如 oss-cn-hangzhou，COS 如 ap-shanghai）。 */
    mirrorS3Region: stringIn(source, 'MIRROR_S3_REGION') ?? 'us-east-1',
    /** 存储桶名。 */
    mirrorS3Bucket: stringIn(source, 'MIRROR_S3_BUCKET'),
    /** 站点放在桶里的哪个目录下（例如 cheerio/，与镜像构建的 BASE_URL 对应）；不设时是桶的根目录。 */
    mirrorS3Prefix: (stringIn(source, 'MIRROR_S3_PREFIX') ?? '').replace(/^\/+/, ''),
    /** 只有写这个桶权限的访问密钥（放在仓库的 Actions 机密里）。 */
    mirrorS3AccessKeyId: stringIn(source, 'MIRROR_S3_ACCESS_KEY_ID'),
    mirrorS3SecretAccessKey: stringIn(source, 'MIRROR_S3_SECRET_ACCESS_KEY'),
    /** 用路径形式的地址（endpoint/桶名/键）而不是子域名：本机的测试服务器和 MinIO 需要；OSS 与 COS 不要设置。 */
    mirrorS3PathStyle: flagIn(source, 'MIRROR_S3_PATH_STYLE'),
    /** 预览或镜像站点不应被搜索引擎收录时设为 true。 */
    noIndex: flagIn(source, 'NO_INDEX'),
    /** 统计脚本地址（可选，默认不加载任何统计）；与 ANALYTICS_DOMAIN 同时设置才会输出脚本。 */
    analyticsScriptSrc: readHttpsUrl('ANALYTICS_SCRIPT_SRC', stringIn(source, 'ANALYTICS_SCRIPT_SRC')),
    /** 统计脚本的 data-domain 属性，即统计后台里登记的站点域名。 */
    analyticsDomain: stringIn(source, 'ANALYTICS_DOMAIN'),
    /** CI 里设为 1：API 译文目录中有过期（英文原文已改）或孤立（符号已不存在）的条目时构建失败。 */
    apiTranslationsStrict: flagIn(source, 'API_TRANSLATIONS_STRICT'),
    /** 搜索后端（见 CONTRIBUTING.md 的“搜索”）：不设置时，Algolia 凭据齐全就用托管索引，否则用内嵌的本地索引。 */
    searchMode: searchModeIn(source),
    /** Algolia 应用 ID。 */
    algoliaAppId: stringIn(source, 'ALGOLIA_APP_ID'),
    /** Algolia 的“仅搜索”密钥：它会出现在浏览器脚本里，不能用管理密钥。 */
    algoliaSearchApiKey: stringIn(source, 'ALGOLIA_SEARCH_API_KEY'),
    /** 只给测试用：npm run check:search-key 查询密钥权限的地址（默认是应用自己的 Algolia 主机）。 */
    algoliaKeyCheckEndpoint: stringIn(source, 'ALGOLIA_KEY_CHECK_ENDPOINT'),
    /** 索引名，两种模式共用（它也决定最近搜索与收藏在 localStorage 里的键名）。 */
    algoliaIndexName: stringIn(source, 'ALGOLIA_INDEX_NAME'),
    /** `docusaurus start` 时为 true（`docusaurus build` 会先把 NODE_ENV 设为 production）：开发服务器没有本地索引。 */
    devServer: source.NODE_ENV !== 'production',
  } as const;
}

/** 当前进程的环境变量，构建配置和命令行工具从这里取值。 */
export const env = readEnv(process.env);
