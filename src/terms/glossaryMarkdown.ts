import path from 'node:path';
import { GLOSSARY, REJECTED_TRANSLATIONS, type GlossarySection } from '.';

export const GLOSSARY_FILE = path.join(__dirname, '../../i18n/zh-CN/api/GLOSSARY.md');

const BEGIN = '<!-- <生成：术语表> 由 npm run terms:sync 从 src/terms/index.ts 生成，不要手改。 -->';
const END = '<!-- </生成：术语表> -->';

const row = (cells: string[]) => `| ${cells.join(' | ')} |`;

function sectionMarkdown(section: GlossarySection): string {
  const lines = [`## ${section.title}`, '', row(section.columns), row(section.columns.map(() => '---'))];
  for (const term of section.terms) {
    lines.push(row([term.en, term.zh, ...(section.columns.length > 2 ? [term.note ?? ''] : [])]));
  }
  return lines.join('\n');
}

/** GLOSSARY.md 里由术语表生成的部分：各小节的译名表，以及“不用的译法”。 */
export function glossaryTables(): string {
  const rejected = [
    '## 不用的译法',
    '',
    '教程、博客和 API 译文都不使用下表左列的说法；`tests/unit/glossary.test.ts` 会逐个检查，出现时提示改成右列。',
    '',
    row(['不用', '改用']),
    row(['---', '---']),
    ...REJECTED_TRANSLATIONS.map(({ rejected: word, preferred }) => row([word, preferred])),
  ].join('\n');
  return [...GLOSSARY.map(sectionMarkdown), rejected].join('\n\n');
}

/** 把 GLOSSARY.md 里标记之间的内容换成当前术语表生成的表格；缺标记时报错。 */
export function regenerateGlossary(source: string): string {
  const start = source.indexOf(BEGIN);
  const stop = source.indexOf(END);
  if (start === -1 || stop === -1 || stop < start) throw new Error(`GLOSSARY.md 里找不到生成标记 ${END}`);
  return `${source.slice(0, start)}${BEGIN}\n\n${glossaryTables()}\n\n${source.slice(stop)}`;
}
