import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin, PluginModule } from '@docusaurus/types';
import { llmsDirective, llmsFullTxt, llmsTxt, type LlmsSection } from './llms';
import { splitTwin } from './split';
import { collectSitePages, type SitePage } from './sitePages';
import { summaryOf, toMarkdownTwin } from './toMarkdown';

export interface MarkdownTwinsOptions {
  /** llms.txt 标题（站点标题）之后的一句话摘要。 */
  summary: string;
  /** 各分区的标题。 */
  sections: Record<SitePage['section'], string>;
}

export const LLMS_FILE = 'llms.txt';
export const LLMS_FULL_FILE = 'llms-full.txt';

/** 页面的 Markdown 版本在构建目录中的位置：路由加 .md，例如 /docs/basics/loading → docs/basics/loading.md。 */
export function twinFile(permalink: string): string {
  return `${permalink.replace(/^\/+/, '')}.md`;
}

/**
 * 构建结束后为每个教程、API 页面和博文写一份 Markdown 版本（地址是页面路由加 .md），再写出 llms.txt 与 llms-full.txt。
 * 页面列表在所有内容加载完之后取得；Markdown 从源文件转换（API 页面的源文件是 TypeDoc 生成的 docs/api/）。
 */
export default function markdownTwinsPlugin(options: MarkdownTwinsOptions): PluginModule {
  return (context: LoadContext): Plugin => {
    let pages: SitePage[] = [];
    return {
      name: 'markdown-twins',
      // 每个 HTML 页面的开头给 AI 助手留一句指向 llms.txt 的话（hidden：不显示、不进无障碍树、不占键盘焦点）。
      // 放在 React 的根元素之外，水合不碰它，也不需要脚本。
      injectHtmlTags() {
        const llms = `${context.siteConfig.baseUrl}${LLMS_FILE}`;
        return {
          preBodyTags: [
            {
              tagName: 'div',
              attributes: { hidden: true },
              innerHTML: `给 AI 助手：本站全部页面的 Markdown 索引见 <a href="${llms}">${llms}</a>；教程、API 参考和博文的地址后加上 .md，就是该页的 Markdown 版本。`,
            },
          ],
        };
      },
      allContentLoaded({ allContent }) {
        pages = collectSitePages(allContent, context.siteDir);
      },
      async postBuild({ outDir, siteConfig }) {
        const siteUrl = siteConfig.url.replace(/\/+$/, '');
        const { baseUrl } = siteConfig;
        // 路由带着 baseUrl（例如 /cheerio/docs/intro），构建目录里的文件不带：文件在 docs/intro.md。
        const fileIn = (permalink: string) =>
          twinFile(permalink.startsWith(baseUrl) ? permalink.slice(baseUrl.length) : permalink);
        const byFile = new Map(pages.map((page) => [page.file, page.permalink]));
        const sections: LlmsSection[] = (Object.keys(options.sections) as SitePage['section'][]).map((section) => ({
          name: options.sections[section],
          entries: [],
        }));
        const sectionIndex = Object.keys(options.sections);
        const directive = llmsDirective(`${siteUrl}${baseUrl}${LLMS_FILE}`);
        const write = async (relative: string, markdown: string) => {
          const file = path.join(outDir, relative);
          await mkdir(path.dirname(file), { recursive: true });
          await writeFile(file, directive + markdown);
        };
        for (const page of pages) {
          const markdown = toMarkdownTwin(await readFile(page.file, 'utf8'), {
            title: page.title,
            description: page.description,
            siteUrl,
            permalink: page.permalink,
            file: page.file,
            permalinkOf: (file) => byFile.get(file),
          });
          const url = `${siteUrl}/${twinFile(page.permalink)}`;
          // 拆开的页面：原地址上是目录，各部分在 <页面>/part-N.md。
          const split = splitTwin(markdown, {
            title: page.title,
            indexUrl: url,
            partUrl: (n) => `${siteUrl}${page.permalink}/part-${n}.md`,
          });
          await write(fileIn(page.permalink), split?.index ?? markdown);
          for (const [i, part] of (split?.parts ?? []).entries())
            await write(fileIn(`${page.permalink}/part-${i + 1}`), part.markdown);
          sections[sectionIndex.indexOf(page.section)].entries.push({
            title: page.title,
            page: siteUrl + page.permalink,
            url,
            summary: summaryOf(markdown, page.description),
            markdown,
            parts: split?.parts.map((part, i) => ({
              title: `第 ${i + 1} 部分：${part.headings.join('、')}`,
              url: part.url,
            })),
          });
        }
        const site = {
          title: siteConfig.title,
          summary: options.summary,
          details: `本站每个教程、API 页面和博文都有 Markdown 版本：在页面地址后加上 .md 即可，例如 ${siteUrl}${baseUrl}docs/intro.md。`,
          fullUrl: `${siteUrl}${baseUrl}${LLMS_FULL_FILE}`,
        };
        await writeFile(path.join(outDir, LLMS_FILE), llmsTxt(site, sections));
        await writeFile(path.join(outDir, LLMS_FULL_FILE), llmsFullTxt(site, sections));
      },
    };
  };
}
