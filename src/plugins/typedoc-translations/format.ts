import yaml from 'js-yaml';
import type { ExampleEntry, MemberEntry, TextEntry } from './catalogue';

/** 骨架里待翻译的位置附上的英文原文，只作为 YAML 注释出现，填好译文后重新生成即消失。 */
export type EnglishHints = Map<string, string[]>;

const FILE_HEADER = '# 格式见 README.md；运行 npm run api:skeleton -- <符号名> 可补齐骨架。';

function scalar(value: string, indent: string): string {
  const dumped = yaml.dump(value, { lineWidth: -1 }).trimEnd();
  if (!/^[|>]/.test(dumped)) return dumped;
  const [head, ...rest] = dumped.split('\n');
  return [head, ...rest.map((line) => (line ? indent + line : line))].join('\n');
}

function comment(lines: readonly string[], indent: string): string[] {
  return lines.flatMap((line) => line.split('\n')).map((line) => `${indent}# ${line}`.trimEnd());
}

function textEntry(name: string, entry: TextEntry, indent: string, hint?: string[]): string[] {
  return [
    `${indent}${name}:`,
    `${indent}  hash: '${entry.hash}'`,
    ...(hint ? comment(hint, `${indent}  `) : []),
    `${indent}  zh: ${scalar(entry.zh, `${indent}  `)}`,
  ];
}

function exampleEntry(entry: ExampleEntry, indent: string, hint?: string[]): string[] {
  const lines = [`${indent}- hash: '${entry.hash}'`];
  const inner = `${indent}  `;
  if (hint) lines.push(...comment(hint, inner));
  if (entry.caption !== undefined) lines.push(`${inner}caption: ${scalar(entry.caption, inner)}`);
  if (entry.text !== undefined) {
    lines.push(`${inner}text:${entry.text.length ? '' : ' []'}`);
    for (const text of entry.text) lines.push(`${inner}  - ${scalar(text, `${inner}    `)}`);
  }
  if (entry.comments !== undefined) {
    const comments = Object.entries(entry.comments);
    lines.push(`${inner}comments:${comments.length ? '' : ' {}'}`);
    for (const [index, text] of comments) lines.push(`${inner}  ${index}: ${scalar(text, `${inner}    `)}`);
  }
  return lines;
}

/** 条目内字段的固定顺序：摘要、参数、类型参数、块级标签、示例。 */
export function formatMember(key: string, entry: MemberEntry, hints: EnglishHints = new Map()): string[] {
  const lines = [`${/^[\w$.#()]+$/.test(key) ? key : JSON.stringify(key)}:`];
  if (entry.summary) lines.push(...textEntry('summary', entry.summary, '  ', hints.get('summary')));
  for (const group of ['params', 'typeParams'] as const) {
    const named = entry[group];
    if (!named || !Object.keys(named).length) continue;
    lines.push(`  ${group}:`);
    for (const [name, text] of Object.entries(named)) {
      lines.push(...textEntry(name, text, '    ', hints.get(`${group}.${name}`)));
    }
  }
  for (const [tag, text] of Object.entries(entry.tags)) lines.push(...textEntry(tag, text, '  ', hints.get(tag)));
  if (entry.examples?.length) {
    lines.push('  examples:');
    entry.examples.forEach((example, index) => {
      lines.push(...exampleEntry(example, '    ', hints.get(`examples[${index}]`)));
    });
  }
  return lines;
}

export function formatSymbolFile(
  members: readonly { key: string; entry: MemberEntry; hints?: EnglishHints }[],
): string {
  return `${[FILE_HEADER, ...members.flatMap(({ key, entry, hints }) => ['', ...formatMember(key, entry, hints)])].join('\n')}\n`;
}
