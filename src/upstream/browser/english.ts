import { englishSite } from '../../constants/links';

/** cheeriojs/cheerio 当前的内容目录（Astro 站点）：文档与博客各一个，docs/api/ 由 TypeDoc 生成，不算页面。 */
export const UPSTREAM_DOCS_DIR = 'website/src/content/docs/';
export const UPSTREAM_BLOG_DIR = 'website/src/content/blog/';
const UPSTREAM_GENERATED_DIR = `${UPSTREAM_DOCS_DIR}api/`;

/** 上游仓库中算作一个英文页面的文件。 */
export function isUpstreamPage(path: string): boolean {
  if (!/\.mdx?$/.test(path) || path.startsWith(UPSTREAM_GENERATED_DIR)) return false;
  if (!path.startsWith(UPSTREAM_DOCS_DIR) && !path.startsWith(UPSTREAM_BLOG_DIR)) return false;
  return !path.split('/').some((segment) => segment.startsWith('_'));
}

/**
 * 英文页面在 cheerio.js.org 上的地址：文档按目录结构，博文优先用 front matter 里的 slug（Astro 的 glob 加载器以它为 id），
 * 没有 slug 时用去掉扩展名的文件名。路径不在这两个目录下时返回 undefined。
 */
export function englishUrl(path: string, slug?: string): string | undefined {
  const page = path.replace(/\.mdx?$/, '');
  if (path.startsWith(UPSTREAM_DOCS_DIR)) return `${englishSite}/docs/${page.slice(UPSTREAM_DOCS_DIR.length)}`;
  if (path.startsWith(UPSTREAM_BLOG_DIR)) return `${englishSite}/blog/${slug ?? page.slice(UPSTREAM_BLOG_DIR.length)}`;
  return undefined;
}

/** API 页面在英文站上的地址：两边都用 TypeDoc 的“按种类分目录”布局，路径相同。 */
export function englishApiUrl(permalink: string): string {
  return `${englishSite}${permalink.replace(/\/$/, '')}`;
}

/**
 * 页面对应的英文页面：翻译状态里记着的地址；没有记（能推出来）时，教程按上游路径推出，博文假定与本站同一个 slug，
 * API 页面与本站同一个路由。
 */
export function englishPage(translation: { en?: string; path?: string }, permalink: string): string | undefined {
  if (translation.en) return translation.en;
  return translation.path ? englishUrl(translation.path, permalink.split('/').pop()) : englishApiUrl(permalink);
}

/**
 * 与 github-slugger（Astro 和 Docusaurus 生成标题锚点用的库）相同的规则：转小写，去掉标点和符号，空格换成连字符，
 * 重复的锚点依次加 -1、-2。
 */
export function createSlugger(): (text: string) => string {
  const seen = new Map<string, number>();
  return (text) => {
    const base = text
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
      .replace(/ /g, '-');
    let slug = base;
    let count = seen.get(base) ?? 0;
    while (seen.has(slug)) slug = `${base}-${++count}`;
    seen.set(base, count);
    seen.set(slug, 0);
    return slug;
  };
}

const FENCE = /^ {0,3}(`{3,}|~{3,})/;

/** 代码块之外的行：围栏内的 # 开头的行不是标题。 */
function proseLines(markdown: string): string[] {
  const lines: string[] = [];
  let fence = '';
  for (const line of markdown.split(/\r?\n/)) {
    const match = FENCE.exec(line);
    if (fence) {
      if (match && match[1][0] === fence[0] && match[1].length >= fence.length && !line.trim().slice(match[1].length))
        fence = '';
      continue;
    }
    if (match) {
      fence = match[1];
      continue;
    }
    lines.push(line);
  }
  return lines;
}

/** 去掉标题里的行内 Markdown，只留读者看到的文字：`code`、[链接](…)、**强调**。 */
function headingText(raw: string): string {
  return raw
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/(\*\*|__|\*|_)(\S(?:.*?\S)?)\1/g, '$2')
    .replace(/<[^>]+>/g, '')
    .trim();
}

/** 英文页面上二到六级标题的锚点（一级标题是页面标题，不作为链接目标）。 */
export function englishAnchors(markdown: string): string[] {
  const slug = createSlugger();
  const anchors: string[] = [];
  for (const line of proseLines(markdown)) {
    const match = /^ {0,3}(#{2,6})[ \t]+(.*?)[ \t#]*$/.exec(line);
    if (match) anchors.push(slug(headingText(match[2])));
  }
  return anchors;
}

/** 本站页面用 `## 标题 {#id}` 显式写出的锚点，按出现顺序。 */
export function explicitHeadingIds(markdown: string): string[] {
  const ids: string[] = [];
  for (const line of proseLines(markdown)) {
    const match = /^ {0,3}#{1,6}[ \t].*\{#([^}\s]+)\}[ \t]*$/.exec(line);
    if (match) ids.push(match[1]);
  }
  return ids;
}

/** front matter 中的 slug（只认单行的简单写法，足够应付博文）。 */
export function frontMatterSlug(markdown: string): string | undefined {
  const block = /^---\r?\n([\s\S]*?)\r?\n---/.exec(markdown);
  const slug = block && /^slug:[ \t]*['"]?([^'"\r\n]+?)['"]?[ \t]*$/m.exec(block[1]);
  return slug ? slug[1] : undefined;
}
