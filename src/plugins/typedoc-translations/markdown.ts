/**
 * 对文档注释里的 Markdown 做最小限度的切分：译文可以改写说明文字和代码注释，
 * 但围栏代码块里的代码必须原样保留。
 */

type Segment = { type: 'prose'; text: string } | { type: 'code'; text: string; lang: string };

const FENCE = /^ {0,3}(`{3,}|~{3,})\s*([\w-]*)/;

/** 按围栏代码块切分；未闭合的围栏一直延续到文末（与 CommonMark 一致）。 */
export function splitFences(markdown: string): Segment[] {
  const segments: Segment[] = [];
  const lines = markdown.replace(/\r\n/g, '\n').split('\n');
  let prose: string[] = [];
  let code: string[] | undefined;
  let fence = '';
  let lang = '';

  const flushProse = () => {
    if (prose.length) segments.push({ type: 'prose', text: prose.join('\n') });
    prose = [];
  };

  for (const line of lines) {
    if (code) {
      code.push(line);
      if (line.trim().startsWith(fence) && line.trim().replace(/[`~]/g, '') === '') {
        segments.push({ type: 'code', text: code.join('\n'), lang });
        code = undefined;
      }
      continue;
    }
    const open = FENCE.exec(line);
    if (open) {
      flushProse();
      code = [line];
      fence = open[1];
      lang = open[2].toLowerCase();
      continue;
    }
    prose.push(line);
  }
  if (code) segments.push({ type: 'code', text: code.join('\n'), lang });
  flushProse();
  return segments;
}

export function fencedBlocks(markdown: string): string[] {
  return splitFences(markdown)
    .filter((segment) => segment.type === 'code')
    .map((segment) => segment.text.trim());
}

interface CodeComment {
  start: number;
  end: number;
  text: string;
  style: 'line' | 'block' | 'html';
}

const SCRIPT_LANGS = new Set(['', 'js', 'javascript', 'mjs', 'cjs', 'jsx', 'ts', 'typescript', 'tsx']);
const MARKUP_LANGS = new Set(['html', 'xml', 'svg']);

/** 围栏代码块去掉首尾两行围栏后的正文范围。 */
function bodyRange(code: string): [number, number] {
  const start = FENCE.test(code) ? code.indexOf('\n') + 1 || code.length : 0;
  const lastLine = code.lastIndexOf('\n') + 1;
  const end = lastLine >= start && /^\s*(`{3,}|~{3,})\s*$/.test(code.slice(lastLine)) ? lastLine : code.length;
  return [start, Math.max(start, end)];
}

/** 找出（围栏）代码里的注释，跳过字符串字面量；位置相对于传入的文本。 */
export function findCodeComments(code: string, lang: string): CodeComment[] {
  const [bodyStart, bodyEnd] = bodyRange(code);
  if (MARKUP_LANGS.has(lang)) {
    return [...code.slice(bodyStart, bodyEnd).matchAll(/<!--([\s\S]*?)-->/g)].map((match) => ({
      start: bodyStart + match.index,
      end: bodyStart + match.index + match[0].length,
      text: match[1].trim(),
      style: 'html' as const,
    }));
  }
  if (!SCRIPT_LANGS.has(lang)) return [];

  const comments: CodeComment[] = [];
  let quote = '';
  for (let i = bodyStart; i < bodyEnd; i++) {
    const char = code[i];
    if (quote) {
      if (char === '\\') i++;
      else if (char === quote || (char === '\n' && quote !== '`')) quote = '';
      continue;
    }
    if (char === '"' || char === "'" || char === '`') {
      quote = char;
    } else if (char === '/' && code[i + 1] === '/') {
      const newline = code.indexOf('\n', i);
      const end = newline === -1 || newline > bodyEnd ? bodyEnd : newline;
      comments.push({ start: i, end, text: code.slice(i + 2, end).trim(), style: 'line' });
      i = end;
    } else if (char === '/' && code[i + 1] === '*') {
      const found = code.indexOf('*/', i + 2);
      const close = found === -1 || found > bodyEnd ? bodyEnd : found;
      const end = close === bodyEnd ? bodyEnd : close + 2;
      comments.push({ start: i, end, text: code.slice(i + 2, close).trim(), style: 'block' });
      i = end - 1;
    }
  }
  return comments;
}

function renderComment(style: CodeComment['style'], text: string): string {
  if (style === 'line') return `// ${text}`;
  if (style === 'block') return `/* ${text} */`;
  return `<!-- ${text} -->`;
}

/** 一段示例里的说明文字（围栏之外、非空白）和代码注释，按出现顺序。 */
export function describeExample(markdown: string): { prose: string[]; comments: string[] } {
  const segments = splitFences(markdown);
  return {
    prose: segments.filter((s) => s.type === 'prose' && s.text.trim()).map((s) => s.text.trim()),
    comments: segments.flatMap((s) => (s.type === 'code' ? findCodeComments(s.text, s.lang).map((c) => c.text) : [])),
  };
}

export interface ExampleTranslation {
  /** 依次替换示例中的每段说明文字。 */
  text?: readonly string[];
  /** 键是代码注释的序号（从 1 开始，跨整个示例计数），未列出的注释保持原样。 */
  comments?: Readonly<Record<number, string>>;
}

/** 用译文替换示例的说明文字和代码注释，代码本身逐字保留。 */
export function translateExample(
  markdown: string,
  translation: ExampleTranslation,
): { markdown: string; errors: string[] } {
  const errors: string[] = [];
  const described = describeExample(markdown);
  const texts = translation.text ?? [];
  if (texts.length > described.prose.length) {
    errors.push(`text 有 ${texts.length} 段，但原示例只有 ${described.prose.length} 段说明文字`);
  }
  for (const index of Object.keys(translation.comments ?? {}).map(Number)) {
    if (!Number.isInteger(index) || index < 1 || index > described.comments.length) {
      errors.push(`comments 的序号 ${index} 超出范围：原示例有 ${described.comments.length} 条代码注释`);
    }
  }

  let proseIndex = 0;
  let commentIndex = 0;
  const out = splitFences(markdown).map((segment) => {
    if (segment.type === 'prose') {
      if (!segment.text.trim()) return segment.text;
      const replacement = texts[proseIndex++];
      if (replacement === undefined) return segment.text;
      const leading = /^\s*/.exec(segment.text)?.[0] ?? '';
      const trailing = /\s*$/.exec(segment.text)?.[0] ?? '';
      return leading + replacement.trim() + trailing;
    }
    let code = segment.text;
    const comments = findCodeComments(segment.text, segment.lang);
    const replacements = comments.map(() => translation.comments?.[++commentIndex]);
    for (let i = comments.length - 1; i >= 0; i--) {
      const replacement = replacements[i];
      if (replacement === undefined) continue;
      const comment = comments[i];
      code = code.slice(0, comment.start) + renderComment(comment.style, replacement.trim()) + code.slice(comment.end);
    }
    return code;
  });
  return { markdown: out.join('\n'), errors };
}
