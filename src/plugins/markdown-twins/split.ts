import { partListLine } from '../../components/ReaderTools/twinParts';
import { mapProse } from './toMarkdown';

/** 超过这个大小（UTF-8 字节）的 Markdown 版本按章节拆开：有的 AI 助手只读前 50 KB 左右，或者把更长的页面交给摘要。 */
export const MAX_TWIN_BYTES = 50_000;

export interface TwinPart {
  /** 这一部分包含的二级标题（去掉了 Markdown 标记）。 */
  headings: string[];
  /** 这一部分的地址（绝对地址）。 */
  url: string;
  markdown: string;
}

export interface SplitTwin {
  /** 原地址上的目录：页面开头（二级标题之前的内容）和各部分的链接。 */
  index: string;
  parts: TwinPart[];
}

const SECTION_BREAK = '\u0000';

/** 按二级标题切开（代码块里的 `## ` 不算）：第一段是标题之前的开头，其余每段以一个二级标题开始。 */
function h2Sections(markdown: string): [string, ...string[]] {
  const marked = mapProse(markdown, (prose) => prose.replace(/^## /gm, `${SECTION_BREAK}## `));
  return marked.split(SECTION_BREAK) as [string, ...string[]];
}

function headingText(section: string): string {
  return section
    .slice(3, section.indexOf('\n') === -1 ? undefined : section.indexOf('\n'))
    .replace(/[`*_\\]/g, '')
    .trim();
}

/** 相邻的章节依次装进各部分，每部分不超过 limit 字节；单独一节就超过的自成一部分。 */
function groupSections(sections: string[], limit: number): string[][] {
  const groups: string[][] = [];
  let size = limit;
  for (const section of sections) {
    const bytes = Buffer.byteLength(section);
    if (size + bytes > limit) {
      groups.push([]);
      size = 0;
    }
    groups.at(-1)!.push(section);
    size += bytes;
  }
  return groups;
}

export interface SplitOptions {
  /** 页面标题（Markdown）。 */
  title: string;
  /** 原地址（目录所在的 .md，绝对地址）。 */
  indexUrl: string;
  /** 第 n 部分（从 1 开始）的绝对地址。 */
  partUrl: (n: number) => string;
  limit?: number;
}

/** 按二级标题把过大的 Markdown 版本拆成几部分，原地址上留一份目录；不超过上限时返回 undefined。 */
export function splitTwin(markdown: string, options: SplitOptions): SplitTwin | undefined {
  const limit = options.limit ?? MAX_TWIN_BYTES;
  if (Buffer.byteLength(markdown) <= limit) return undefined;
  const [opening, ...sections] = h2Sections(markdown);
  if (sections.length < 2) return undefined;
  const groups = groupSections(sections, limit);
  const parts = groups.map((group, i): TwinPart => {
    const headings = group.map(headingText);
    const header = [
      `# ${options.title}（第 ${i + 1} 部分，共 ${groups.length} 部分）`,
      '',
      `> 本页较长，Markdown 版本按章节拆成了 ${groups.length} 部分，这一部分是：${headings.join('、')}。页面开头和各部分的目录见 <${options.indexUrl}>。`,
    ].join('\n');
    return { headings, url: options.partUrl(i + 1), markdown: `${header}\n\n${group.join('').trim()}\n` };
  });
  const list = parts.map((part, i) => partListLine(i + 1, part.headings, part.url));
  const index = [
    opening.trim(),
    '',
    '## 本页的各部分',
    '',
    `本页较长，Markdown 版本按章节拆成了 ${parts.length} 部分：`,
    '',
    ...list,
  ].join('\n');
  return { index: `${index}\n`, parts };
}
