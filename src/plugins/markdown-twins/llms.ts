/** llms.txt（https://llmstxt.org）里列出的一个页面：链接指向它的 Markdown 版本。 */
export interface LlmsEntry {
  title: string;
  /** 页面的绝对地址。 */
  page: string;
  /** Markdown 版本的绝对地址。 */
  url: string;
  summary?: string;
  markdown: string;
  /** 过大而拆开的页面的各部分（见 split.ts），在 llms.txt 里列在页面之下。 */
  parts?: { title: string; url: string }[];
}

export interface LlmsSection {
  name: string;
  entries: LlmsEntry[];
}

export interface LlmsSite {
  title: string;
  summary: string;
  /** 标题和摘要之后的说明段落。 */
  details: string;
  /** llms-full.txt 的绝对地址。 */
  fullUrl: string;
}

/** 链接文字里的方括号要转义；TypeDoc 标题里的 `\<T\>` 之类的转义还原成读者看到的文字。 */
export function linkText(title: string): string {
  return title.replace(/\\([\\`*_{}[\]()#+\-.!<>|])/g, '$1').replace(/[[\]]/g, '\\$&');
}

/**
 * 每份 Markdown 版本的第一行：指向 llms.txt，并说明加 .md 的规则。AI 助手从搜索结果或链接直接读到某一页时，
 * 由此找到全站的索引。
 */
export function llmsDirective(llmsUrl: string): string {
  return `> 本站全部页面的索引见 [llms.txt](${llmsUrl})；教程、API 参考和博文的地址后加上 .md，就是该页的 Markdown 版本。\n\n`;
}

/** llms.txt：站点标题、摘要、说明，然后每个分区一个二级标题，每个页面一行“链接: 简介”。 */
export function llmsTxt(site: LlmsSite, sections: readonly LlmsSection[]): string {
  const out = [
    `# ${site.title}`,
    '',
    `> ${site.summary}`,
    '',
    site.details,
    '',
    `全部内容合并在一个文件里：[llms-full.txt](${site.fullUrl})`,
  ];
  for (const section of sections) {
    if (!section.entries.length) continue;
    out.push('', `## ${section.name}`, '');
    for (const entry of section.entries) {
      out.push(`- [${linkText(entry.title)}](${entry.url})${entry.summary ? `: ${entry.summary}` : ''}`);
      for (const part of entry.parts ?? []) out.push(`  - [${linkText(part.title)}](${part.url})`);
    }
  }
  return `${out.join('\n')}\n`;
}

/** llms-full.txt：同样的开头，然后按 llms.txt 的顺序依次放入每个页面的来源地址和 Markdown 版本，页面之间用分隔线隔开。 */
export function llmsFullTxt(site: LlmsSite, sections: readonly LlmsSection[]): string {
  const pages = sections
    .flatMap((section) => section.entries)
    .map((entry) => `来源：<${entry.page}>\n\n${entry.markdown.trimEnd()}\n`);
  return [`# ${site.title}\n\n> ${site.summary}\n\n${site.details}\n`, ...pages].join('\n---\n\n');
}

/** llms.txt 列表项里的链接地址，按出现顺序（链接检查用它确认每个页面恰好列出一次）。 */
export function twinLinks(llms: string): string[] {
  return [...llms.matchAll(/^- \[(?:\\.|[^\]\\])*\]\(([^)\s]+)\)/gm)].map((match) => match[1]);
}
