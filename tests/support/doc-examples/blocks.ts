import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** Markdown/MDX 里的一个围栏代码块。 */
export interface CodeBlock {
  /** 相对仓库根目录、以 / 分隔的文件路径。 */
  file: string;
  /** 开头围栏所在的行号（从 1 开始）。 */
  line: number;
  /** 围栏信息串的第一个词，小写，例如 `js`、`ts`、`bash`。 */
  lang: string;
  /** 语言之后的其余信息串，例如 `live noInline`、`no-run="仅为类型声明"`。 */
  meta: string;
  /** 代码正文（已去掉与开头围栏相同的缩进），以 \n 分行。 */
  code: string;
}

export interface BlockMeta {
  live: boolean;
  noInline: boolean;
  /** `no-run="理由"` 的理由；没有这个标记时为 undefined，写了标记却没给理由时为空串。 */
  noRun: string | undefined;
}

/** 测试会执行的语言；其余语言（bash、json、html、xml、diff……）的代码块从不执行。 */
export const RUNNABLE_LANGS: ReadonlySet<string> = new Set([
  'js',
  'javascript',
  'mjs',
  'cjs',
  'jsx',
  'ts',
  'typescript',
  'mts',
  'cts',
  'tsx',
]);

const OPENING_FENCE = /^(?<indent>[ \t]*)(?<fence>`{3,}|~{3,})(?<info>.*)$/;

/** 按 CommonMark 的围栏规则切出代码块：结束围栏用同一种字符，且不短于开头围栏。 */
export function extractCodeBlocks(source: string, file: string): CodeBlock[] {
  const lines = source.split(/\r?\n/);
  const blocks: CodeBlock[] = [];

  for (let index = 0; index < lines.length; index++) {
    const opening = OPENING_FENCE.exec(lines[index]);
    if (!opening?.groups) continue;
    const { indent, fence, info } = opening.groups;
    // 反引号围栏的信息串里不允许再出现反引号（那是行内代码）。
    if (fence[0] === '`' && info.includes('`')) continue;

    const closing = new RegExp(`^[ \\t]*${fence[0] === '`' ? '`' : '~'}{${fence.length},}[ \\t]*$`);
    const body: string[] = [];
    let end = index + 1;
    while (end < lines.length && !closing.test(lines[end])) {
      body.push(lines[end].startsWith(indent) ? lines[end].slice(indent.length) : lines[end].trimStart());
      end++;
    }

    const [lang = '', ...rest] = info.trim().split(/\s+/);
    blocks.push({ file, line: index + 1, lang: lang.toLowerCase(), meta: rest.join(' '), code: body.join('\n') });
    index = end;
  }

  return blocks;
}

export function parseMeta(meta: string): BlockMeta {
  const words = meta.split(/\s+/);
  const noRun = /(?:^|\s)no-run(?:=(?:"([^"]*)"|'([^']*)'|([^\s"']+)))?(?=\s|$)/.exec(meta);
  return {
    live: words.includes('live'),
    noInline: words.includes('noInline'),
    noRun: noRun ? (noRun[1] ?? noRun[2] ?? noRun[3] ?? '').trim() : undefined,
  };
}

/** 递归列出目录下的 .md/.mdx 文件；不存在的目录视为空，excluded 里的目录整体跳过。 */
export function findDocFiles(root: string, dirs: readonly string[], excluded: readonly string[] = []): string[] {
  const toPosix = (path: string) => relative(root, path).split(sep).join('/');
  const skip = new Set(excluded);
  const files: string[] = [];

  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!skip.has(toPosix(path))) walk(path);
      } else if (/\.mdx?$/.test(entry.name)) {
        files.push(toPosix(path));
      }
    }
  };

  for (const dir of dirs) {
    const path = join(root, dir);
    if (statSync(path, { throwIfNoEntry: false })?.isDirectory()) walk(path);
  }
  return files.sort();
}

export function readCodeBlocks(root: string, files: readonly string[]): CodeBlock[] {
  return files.flatMap((file) => extractCodeBlocks(readFileSync(join(root, file), 'utf8'), file));
}
