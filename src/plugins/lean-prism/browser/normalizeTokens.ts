import type { Token } from 'prism-react-renderer';
import type { TokenStream } from 'prismjs';

const lineBreak = /\r\n|\r|\n/;

/** 只在最后一个类型不同时追加，嵌套的同类记号不会把类型重复两遍。 */
function withType(types: string[], type: string): string[] {
  return types[types.length - 1] === type ? types : [...types, type];
}

/**
 * 一行只剩一个空记号（或根本没有记号）时，用 "\n" 占位并标记为 empty：
 * 主题给 empty 记号加 inline-block，空行才有高度，复制时也保留换行。
 */
function closeLine(line: Token[]): void {
  if (line.length === 0) line.push({ types: ['plain'], content: '\n', empty: true });
  else if (line.length === 1 && line[0].content === '') Object.assign(line[0], { content: '\n', empty: true });
}

/**
 * 把 Prism 的嵌套记号流展开成按行排列的扁平记号，每个记号带上它所在的全部记号类型（外层在前）。
 * 顶层的纯文本是 'plain'；嵌套的纯文本继承外层记号的类型。行为与 prism-react-renderer 的同名函数一致，
 * 因为 Docusaurus 的 CodeBlock 按这个结构渲染行号、高亮行和空行。
 */
export function normalizeTokens(stream: TokenStream): Token[][] {
  let line: Token[] = [];
  const lines = [line];

  const addText = (text: string, types: string[]) => {
    const [first, ...rest] = text.split(lineBreak);
    line.push({ types, content: first });
    for (const part of rest) {
      closeLine(line);
      line = [{ types, content: part }];
      lines.push(line);
    }
  };

  const visit = (items: TokenStream, outer: string[] | null) => {
    for (const item of Array.isArray(items) ? items : [items]) {
      if (typeof item === 'string') {
        addText(item, outer ?? ['plain']);
        continue;
      }
      let types = withType(outer ?? [], item.type);
      if (Array.isArray(item.alias)) types = [...types, ...item.alias];
      else if (item.alias) types = withType(types, item.alias);
      if (typeof item.content === 'string') addText(item.content, types);
      else visit(item.content, types);
    }
  };

  visit(stream, null);
  closeLine(line);
  return lines;
}
