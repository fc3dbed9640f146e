import { CHEERIO_VERSION } from '../../constants/cheerio';
import { repository } from '../../constants/links';
import type { OutputEntry } from '../../sandbox/protocol';
import { loadCallText } from './cheerioOptions';
import type { PlaygroundState } from './state';

/**
 * “复制提问”和“提交 issue”：把演练场的现状写成一段 Markdown（版本、解析方式、HTML、选择器、代码、输出和链接），
 * 可以贴进 issue、论坛或聊天。标题用中英两种写法，cheeriojs/cheerio 的维护者和中文社区都看得懂。纯函数，在 Node 里测试。
 */

/** HTML 最多保留这么多个字符，其余的由链接带上。 */
export const QUESTION_HTML_CHARS = 4000;
/** 代码最多保留这么多个字符。 */
export const QUESTION_CODE_CHARS = 6000;
/** 输出最多保留这么多行。 */
export const QUESTION_OUTPUT_LINES = 40;
/**
 * GitHub 新建 issue 的链接（正文在查询参数里）的长度上限：再长就会被拒绝或截断，改为复制后在空白的新 issue 里粘贴。
 */
export const ISSUE_URL_LIMIT = 8000;

const LEVEL: Partial<Record<OutputEntry['level'], string>> = {
  warn: '[warn] ',
  error: '[error] ',
  render: '[render] ',
  result: '=> ',
  exception: '[exception] ',
};

/** 代码块的围栏：比内容里最长的一串反引号多一个，内容里有 ``` 也不会提前结束。 */
function fenced(text: string, language: string): string {
  const longest = Math.max(2, ...Array.from(text.matchAll(/`+/g), ([ticks]) => ticks.length));
  const fence = '`'.repeat(longest + 1);
  return `${fence}${language}\n${text.replace(/\n+$/, '')}\n${fence}`;
}

function shorten(text: string, limit: number, what: string): { text: string; note: string | null } {
  if (text.length <= limit) return { text, note: null };
  return {
    text: text.slice(0, limit),
    note: `> ${what}共 ${text.length.toLocaleString('zh-CN')} 个字符，这里只保留了前 ${limit.toLocaleString('zh-CN')} 个；完整内容见演练场链接。`,
  };
}

export interface QuestionInput {
  state: Pick<PlaygroundState, 'html' | 'selector' | 'code' | 'options' | 'source'>;
  entries: readonly OutputEntry[];
  /** 选择器的匹配数；没有选择器或选择器无效时为 null。 */
  matches: number | null;
  /** 演练场的链接；内容太长、写不进链接时为 null。 */
  link: string | null;
}

export function questionMarkdown({ state, entries, matches, link }: QuestionInput): string {
  const parts: string[] = [
    `**Cheerio**：${CHEERIO_VERSION}（在 Cheerio 中文文档的演练场里运行）`,
    `**解析方式 / Load**：\`${loadCallText(state.options)}\``,
  ];
  if (state.source)
    parts.push(
      `**网页来源 / Source**：${state.source.name}，按 ${state.source.encoding} 解码${state.source.contentType ? `（Content-Type: ${state.source.contentType}）` : ''}`,
    );
  const html = shorten(state.html, QUESTION_HTML_CHARS, 'HTML ');
  parts.push('### HTML', fenced(html.text, 'html'));
  if (html.note) parts.push(html.note);
  if (state.selector.trim()) {
    const count = matches === null ? '' : `：匹配 ${matches} 个`;
    parts.push('### 选择器 / Selector', `\`${state.selector.replace(/`/g, '\\`')}\`${count}`);
  }
  if (state.code.trim()) {
    const code = shorten(state.code, QUESTION_CODE_CHARS, '代码');
    parts.push('### 代码 / Code', fenced(code.text, 'js'));
    if (code.note) parts.push(code.note);
    const lines = entries.map((entry) => `${LEVEL[entry.level] ?? ''}${entry.text}`);
    const shown = lines.slice(0, QUESTION_OUTPUT_LINES);
    parts.push('### 输出 / Output', fenced(shown.length > 0 ? shown.join('\n') : '（没有输出）', 'text'));
    if (lines.length > shown.length) parts.push(`> 另外还有 ${lines.length - shown.length} 条输出没有列出。`);
  }
  parts.push(
    link
      ? `[在演练场中打开 / Open in the playground](${link})`
      : '> 内容太长，写不进演练场的链接；需要时请附上演练场下载的状态文件。',
  );
  return `${parts.join('\n\n')}\n`;
}

/** cheeriojs/cheerio 新建 issue 的链接；正文太长时返回 null（调用方改为复制）。 */
export function issueUrl(markdown: string, selector: string): string | null {
  const title = `Playground: ${selector.trim().slice(0, 80) || 'question'}`;
  const url = `${repository}/issues/new?${new URLSearchParams({ title, body: markdown }).toString()}`;
  return url.length <= ISSUE_URL_LIMIT ? url : null;
}
