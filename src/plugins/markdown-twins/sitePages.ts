import path from 'node:path';
import type { BlogContent } from '@docusaurus/plugin-content-blog';
import type { LoadedContent as DocsContent } from '@docusaurus/plugin-content-docs';
import type { AllContent } from '@docusaurus/types';

/** 有 Markdown 源文件的页面：教程、API 参考和博文（分类索引、标签页等由插件生成的页面不算）。 */
export interface SitePage {
  section: 'docs' | 'api' | 'blog';
  title: string;
  /** front matter 里写的简介；没有写的页面为 undefined（不用 Docusaurus 自动截取的第一段）。 */
  description?: string;
  /** 不带结尾斜杠的路由，例如 /docs/api、/blog/cheerio-1.0。 */
  permalink: string;
  /** 源文件的绝对路径。 */
  file: string;
  frontMatter: Record<string, unknown>;
}

/** 侧边栏里只用到这几个字段。 */
type SidebarItem = { type: string; id?: string; items?: SidebarItem[]; link?: { type: string; id?: string } };

export function normalizePermalink(permalink: string): string {
  return permalink.length > 1 ? permalink.replace(/\/+$/, '') : permalink;
}

function sidebarOrder(items: readonly SidebarItem[]): string[] {
  return items.flatMap((item) => [
    ...(item.type === 'doc' && item.id ? [item.id] : []),
    ...(item.link?.type === 'doc' && item.link.id ? [item.link.id] : []),
    ...sidebarOrder(item.items ?? []),
  ]);
}

function sourceFile(source: string, siteDir: string): string {
  return path.join(siteDir, source.replace(/^@site\//, ''));
}

/** 按读者看到的顺序列出页面：文档按侧边栏顺序（不在侧边栏里的排在最后），博文从新到旧。 */
export function collectSitePages(allContent: AllContent, siteDir: string): SitePage[] {
  const docs = allContent['docusaurus-plugin-content-docs']?.default as DocsContent | undefined;
  const blog = allContent['docusaurus-plugin-content-blog']?.default as BlogContent | undefined;
  const version = docs?.loadedVersions[0];
  const order = sidebarOrder(Object.values(version?.sidebars ?? {}).flat());
  const rank = (id: string) => (order.includes(id) ? order.indexOf(id) : order.length);
  const docPages: SitePage[] = [...(version?.docs ?? [])]
    .filter((doc) => !doc.unlisted)
    .sort((a, b) => rank(a.id) - rank(b.id) || a.id.localeCompare(b.id))
    .map((doc) => ({
      section: doc.id.startsWith('api/') ? 'api' : 'docs',
      title: doc.title,
      description: typeof doc.frontMatter.description === 'string' ? doc.frontMatter.description : undefined,
      permalink: normalizePermalink(doc.permalink),
      file: sourceFile(doc.source, siteDir),
      frontMatter: doc.frontMatter,
    }));
  const posts: SitePage[] = (blog?.blogPosts ?? [])
    .filter((post) => !post.metadata.unlisted)
    .map(({ metadata }) => ({
      section: 'blog',
      title: metadata.title,
      description: typeof metadata.frontMatter.description === 'string' ? metadata.frontMatter.description : undefined,
      permalink: normalizePermalink(metadata.permalink),
      file: sourceFile(metadata.source, siteDir),
      frontMatter: metadata.frontMatter,
    }));
  return [...docPages, ...posts];
}
