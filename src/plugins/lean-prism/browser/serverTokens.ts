import type { Token } from 'prism-react-renderer';

/**
 * 水合时保留下来的服务端代码块的记号，按语言和代码记下，供 Prism 还没加载时重新渲染同一段代码用。
 *
 * 为什么需要：主题的选项卡（Tabs）水合后换一个 key 整个重新挂载，里面的安装命令代码块随之在浏览器里重新渲染。
 * Prism 按需加载（prismSource.browser.ts），这时多半还没到：没有这里的记号，安装命令会先以纯文本显示、Prism 到了才变色，
 * 而且为了这一次上色就要在页面加载时下载 Prism。服务端 HTML 里的记号就是 Prism 的结果，读回来渲染出的是同样的 HTML。
 */
const remembered = new Map<string, Token[][]>();

const keyOf = (language: string, code: string) => `${language}\n${code}`;

/** 一行里的记号：有颜色的记号是 `<span class="token 类型…">`，与正文一样的记号是纯文本（theme/CodeBlock/Line）。 */
function lineTokens(line: Element): Token[] {
  const tokens: Token[] = [];
  for (const node of Array.from(line.childNodes)) {
    if (node.nodeType === Node.TEXT_NODE) {
      tokens.push({ types: ['plain'], content: node.textContent ?? '' });
    } else if (node instanceof Element && node.classList.contains('token')) {
      tokens.push({
        types: Array.from(node.classList).filter((name) => name !== 'token'),
        content: node.textContent ?? '',
      });
    }
  }
  // 空行在服务端 HTML 里是一个空的记号：还原成 normalizeTokens 给空行的样子。
  if (tokens.length === 1 && tokens[0].content === '') return [{ ...tokens[0], content: '\n', empty: true }];
  if (tokens.length === 0) return [{ types: ['plain'], content: '\n', empty: true }];
  return tokens;
}

/** 记下一个服务端渲染的代码块（`<pre class="prism-code language-…">`）的记号。 */
export function rememberServerTokens(pre: HTMLPreElement): void {
  const language = /(?:^|\s)language-(\S+)/.exec(pre.className)?.[1];
  if (!language) return;
  const lines = Array.from(pre.querySelectorAll(':scope > code > .token-line'), lineTokens);
  if (lines.length === 0) return;
  const code = lines.map((line) => (line[0]?.empty ? '' : line.map((token) => token.content).join(''))).join('\n');
  remembered.set(keyOf(language, code), lines);
}

/** 同一语言、同一段代码在服务端渲染出的记号；没有记下时为 undefined。 */
export function serverTokens(language: string, code: string): Token[][] | undefined {
  return remembered.get(keyOf(language, code));
}
