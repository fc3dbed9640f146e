/**
 * 页面的翻译状态：构建时由 ../pageTranslation.ts 算出，写进页面数据，浏览器里的读者工具和翻译状态页读它。
 * 两边共用的类型放在浏览器一侧（与 src/search/browser/types.ts 同理），构建时的代码可以引入它，反过来不行。
 */

/**
 * - current：与记录的英文原文一致；changed：英文原文此后改过；
 * - original：本站原创；partial：API 页面还有未翻译的段落；
 * - unknown：快照里没有这个页面（或记录的提交与快照不符），运行 upstream:status --write 后才知道。
 */
export type TranslationState = 'current' | 'changed' | 'original' | 'partial' | 'unknown';

/**
 * 构建时写进页面 front matter 的 `translation` 字段，页面底部的“译自英文原文”一行、报告问题链接和翻译状态页都读它。
 * 会进入每个页面的数据，所以只放页面需要的字段。
 */
export interface PageTranslation {
  status: TranslationState;
  /** 英文原文在 cheeriojs/cheerio 当前目录结构中的路径。 */
  path?: string;
  /** 同步时的提交；API 页面是生成它所用的 cheerio 版本的 tag。 */
  commit?: string;
  /** 同步时的提交日期（YYYY-MM-DD）。 */
  date?: string;
  /** cheerio.js.org 上的对应页面；能由 path（或 API 页面的路由）推出时省略，见 englishPage()。 */
  en?: string;
  /** 本站页面中与英文页面同名的锚点；true 表示成员锚点两边一致（都由 TypeDoc 按成员名生成）。 */
  anchors?: string[] | true;
  /** 英文原文最近一次改动的日期（status 为 changed 时）。 */
  changed?: string;
  /** API 页面：[已翻译段数, 总段数, 因英文改动而过期的段数]。 */
  coverage?: [number, number, number];
}

/** 英文原文的一个提交。 */
export interface UpstreamCommit {
  hash: string;
  date: string;
  subject: string;
}

/** 英文站上还没有中文版的页面。 */
export interface UpstreamPage {
  path: string;
  url?: string;
}
