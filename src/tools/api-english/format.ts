/**
 * 中英对照数据的格式：构建时由 TypeDoc 插件写出（src/plugins/typedoc-translations/english.ts），
 * 浏览器在读者打开开关时读取（showEnglish.ts）。每个 API 页面一份，地址是 `/api-english/<页面>.json`。
 */

export type Inline =
  string | { code: string } | { link: string; text: Inline[] } | { strong: Inline[] } | { em: Inline[] };
export type Block = { p: Inline[] } | { code: string; lang?: string } | { list: Inline[][]; ordered?: true };

export interface EnglishEntry {
  /** 成员的锚点；页面本身（类、函数、接口）的注释为空串。 */
  anchor: string;
  /** 译文目录里的条目键与位置，例如 `Cheerio.attr#2` 与 `params.name`。 */
  key: string;
  path: string;
  /** 页面上这段文字每一块的指纹（见 fingerprintText），浏览器据此找到这段译文。 */
  fingerprints: string[];
  english: Block[];
  /** 英文原文改过、译文过期：页面上暂时显示的是英文，开关打开时标出“英文已更新，译文待核对”。 */
  stale?: true;
}

export interface EnglishPage {
  /** 相对 /docs/api 的路径，例如 `classes/Cheerio`。 */
  page: string;
  entries: EnglishEntry[];
}

/** 站点上的地址前缀。 */
export const ENGLISH_ROUTE = '/api-english';

/**
 * 指纹：块的文字去掉所有空白之后的前 30 个字符。构建时与浏览器里都不算行内代码和链接里的文字
 * （TypeDoc 会把 `{@link}` 渲染成链接，链接文字与原文不一定相同）。
 */
export function fingerprintText(text: string): string {
  return text.replace(/\s+/g, '').slice(0, 30);
}
