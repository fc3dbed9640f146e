/** 搜索引擎与结果清洗共用的纯文本工具。 */

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** 把纯文本变成可以安全放进 innerHTML 的文本。 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch]);
}

/**
 * 对“可能已经转义过”的文本做幂等转义：已有的实体保持不变，其余的 `& < > " '` 被转义。
 * 用于来源不明的文本（托管索引的爬虫记录、浏览器存储里的最近搜索），既不会产生标签，也不会重复转义。
 */
export function escapeHtmlIdempotent(text: string): string {
  return text.replace(/&(?!(?:[a-zA-Z][a-zA-Z0-9]*|#\d+|#x[0-9a-fA-F]+);)|[<>"']/g, (ch) => HTML_ESCAPES[ch]);
}

/**
 * 归一化：小写、全角 ASCII 转半角、全角空格转半角空格。逐个 UTF-16 码元处理且不改变长度，
 * 所以归一化文本里的下标可以直接用来高亮原文。
 */
export function normalize(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= 0xff01 && code <= 0xff5e) {
      out += String.fromCharCode(code - 0xfee0).toLowerCase();
    } else if (code === 0x3000) {
      out += ' ';
    } else if (code < 0x80) {
      out += code >= 65 && code <= 90 ? String.fromCharCode(code + 32) : text[i];
    } else {
      const lower = text[i].toLowerCase();
      out += lower.length === 1 ? lower : text[i];
    }
  }
  return out;
}

const HAN = /\p{Script=Han}/u;
const LETTER_OR_NUMBER = /[\p{L}\p{N}]/u;

export function isHan(ch: string): boolean {
  // 汉字都在 U+2E80 之后；前面的字符直接排除，省去正则（扫描时这里是热点）。
  return ch.charCodeAt(0) >= 0x2e80 && HAN.test(ch);
}

/** 拉丁“词”里的字符：字母（汉字除外）、数字、下划线和 `$`。 */
export function isWordChar(ch: string | undefined): boolean {
  if (ch === undefined || ch === '') return false;
  const code = ch.charCodeAt(0);
  if (code < 0x80) {
    return (
      (code >= 97 && code <= 122) ||
      (code >= 65 && code <= 90) ||
      (code >= 48 && code <= 57) ||
      code === 95 ||
      code === 36
    );
  }
  return LETTER_OR_NUMBER.test(ch) && !isHan(ch);
}

/**
 * 把文本切成“词”，用于摘要长度和邻近度。拉丁字母与数字的连续串算一个词；
 * 汉字每两个算一个词——ICU 的分词器会把“加载”“文档”这类技术词拆成单字，而且 Node 与 Chromium 的结果不同，
 * 按固定字数计数在两端完全一致，10 个词的摘要约含 20 个汉字。
 */
export function wordSpans(text: string): { start: number; end: number }[] {
  const spans: { start: number; end: number }[] = [];
  let i = 0;
  while (i < text.length) {
    const ch = text[i];
    if (isWordChar(ch)) {
      const start = i;
      while (i < text.length && isWordChar(text[i])) i++;
      spans.push({ start, end: i });
    } else if (isHan(ch)) {
      const start = i;
      i++;
      if (i < text.length && isHan(text[i])) i++;
      spans.push({ start, end: i });
    } else {
      i++;
    }
  }
  return spans;
}
