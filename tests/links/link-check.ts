import { readFile } from 'node:fs/promises';
import path from 'node:path';
import * as cheerio from 'cheerio';
import type { Nodes } from 'mdast';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { decodeFragmentSync } from '../../src/plugins/playground-links/fragmentSync';
import { resolveRequestPath } from '../../src/server/static-server';
import { PLAYGROUND_PATH } from '../../src/plugins/playground-links';
import { fragmentProblemText, FragmentError, looksLikeState } from '../../src/tools/playground/fragmentFormat';

/** 一个站内链接：出现在哪个页面、写的是什么、指向哪个路径和锚点。 */
export type InternalLink = { source: string; href: string; pathname: string; hash: string };
export type BrokenLink = InternalLink & { problem: string };

const redirectPagePattern = /<meta http-equiv="refresh"/i;

/** 取出页面中所有指向本站的链接；外链、mailto、javascript: 等不在检查范围内。 */
export function extractInternalLinks(html: string, sourcePath: string, siteOrigin: string): InternalLink[] {
  const $ = cheerio.load(html);
  const links: InternalLink[] = [];
  $('a[href], link[rel="alternate"][href], img[src], script[src], link[rel="stylesheet"][href]').each((_, element) => {
    const raw = $(element).attr('href') ?? $(element).attr('src') ?? '';
    if (!raw || /^(mailto|tel|javascript|data):/i.test(raw)) return;
    const url = new URL(raw, new URL(sourcePath, siteOrigin));
    if (url.origin !== new URL(siteOrigin).origin) return;
    links.push({ source: sourcePath, href: raw, pathname: url.pathname, hash: decodeURIComponent(url.hash.slice(1)) });
  });
  return links;
}

/** 页面里所有可以作为锚点目标的 id 和 name。 */
export function collectAnchors(html: string): Set<string> {
  const $ = cheerio.load(html);
  const anchors = new Set<string>();
  $('[id]').each((_, element) => {
    anchors.add($(element).attr('id') ?? '');
  });
  $('a[name]').each((_, element) => {
    anchors.add($(element).attr('name') ?? '');
  });
  return anchors;
}

export function isRedirectPage(html: string): boolean {
  return redirectPagePattern.test(html);
}

/** 检查一批链接：目标文件必须存在（按 GitHub Pages 的规则查找），带锚点时目标页里必须有这个 id。 */
export async function findBrokenLinks(root: string, links: InternalLink[]): Promise<BrokenLink[]> {
  const broken: BrokenLink[] = [];
  const anchorCache = new Map<string, Set<string>>();
  for (const link of links) {
    const file = await resolveRequestPath(root, link.pathname);
    if (!file) {
      broken.push({ ...link, problem: '目标页面不存在' });
      continue;
    }
    if (!link.hash || !file.endsWith('.html')) continue;
    // 演练场链接的片段是压缩的状态，不是锚点：检查它能否还原。
    if (link.pathname === PLAYGROUND_PATH && looksLikeState(link.hash)) {
      try {
        decodeFragmentSync(link.hash);
      } catch (error) {
        const reason = error instanceof FragmentError ? fragmentProblemText(error.problem) : String(error);
        broken.push({ ...link, problem: `演练场链接无法还原：${reason}` });
      }
      continue;
    }
    let anchors = anchorCache.get(file);
    if (!anchors) {
      anchors = collectAnchors(await readFile(file, 'utf8'));
      anchorCache.set(file, anchors);
    }
    if (!anchors.has(link.hash)) {
      broken.push({ ...link, problem: `目标页面中没有 #${link.hash}` });
    }
  }
  return broken;
}

/** 构建目录中的 HTML 文件在浏览器里的地址（trailingSlash: false）：a/b.html 与 a/b/index.html 都是 /a/b。 */
export function routeOfFile(root: string, file: string): string {
  const relative = path.relative(root, file).split(path.sep).join('/');
  if (relative === 'index.html') return '/';
  return `/${relative.replace(/(\/index)?\.html$/, '')}`;
}

/**
 * Markdown（页面的 Markdown 版本、llms.txt、llms-full.txt）里指向本站的链接：行内链接与图片、`<自动链接>`、引用定义，
 * 按 CommonMark 解析，代码里的内容不算。Markdown 版本用绝对地址，siteOrigin 是构建时的站点地址。
 */
export function extractMarkdownLinks(markdown: string, sourcePath: string, siteOrigin: string): InternalLink[] {
  const collect = (node: Nodes): string[] => [
    ...('url' in node && (node.type === 'link' || node.type === 'image' || node.type === 'definition')
      ? [node.url]
      : []),
    ...('children' in node ? node.children.flatMap((child) => collect(child)) : []),
  ];
  const origin = new URL(siteOrigin).origin;
  return collect(unified().use(remarkParse).parse(markdown)).flatMap((raw) => {
    const url = new URL(raw, origin + sourcePath);
    if (url.origin !== origin) return [];
    return [{ source: sourcePath, href: raw, pathname: url.pathname, hash: decodeURIComponent(url.hash.slice(1)) }];
  });
}

/** 有 Markdown 版本的页面：教程、API 页面（html 上有 docs-doc-id-）和博文页（blog-post-page）。 */
export function hasMarkdownTwin(html: string): boolean {
  const htmlClass = /<html[^>]*\sclass="?([^">]*)/i.exec(html)?.[1] ?? '';
  return /(^|\s)(docs-doc-id-\S+|blog-post-page)(\s|$)/.test(htmlClass);
}

/** llms.txt 必须把这些页面的 Markdown 版本各列一次：返回缺少或重复的地址。 */
export function llmsCoverageProblems(pageUrls: readonly string[], listed: readonly string[]): string[] {
  return pageUrls.flatMap((url) => {
    const twin = `${url}.md`;
    const count = listed.filter((entry) => entry === twin).length;
    return count === 1 ? [] : [`${twin} 在 llms.txt 中出现了 ${count} 次`];
  });
}
