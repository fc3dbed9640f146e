import type { OutputEntry, RunRequest } from './protocol';

/**
 * 实时代码块的结果区显示什么：最后一次 `render()` 的文字，出错时再加上异常。console.log 不显示（与教程里的写法一致：
 * 示例都用 `render(<pre>…</pre>)` 给出结果）。构建时（src/plugins/live-results）和浏览器里编辑之后用同一个规则。
 */
export interface LiveResult {
  text: string | null;
  error: string | null;
}

export function liveResultOf(entries: readonly OutputEntry[]): LiveResult {
  const rendered = entries.filter((entry) => entry.level === 'render');
  const exception = entries.find((entry) => entry.level === 'exception');
  return { text: rendered.at(-1)?.text ?? null, error: exception?.text ?? null };
}

/** 实时代码块的代码自己调用 `cheerio.load()`，不需要演练场那样预先加载的 HTML。 */
export function liveRunRequest(code: string): RunRequest {
  return { code, html: '', loadOptions: {}, isDocument: true };
}
