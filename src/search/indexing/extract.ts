import { load, type CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';
import { levelWeight } from '../browser/indexFormat';
import { HIERARCHY_LEVELS, type DocSearchRecord, type Hierarchy, type RecordType } from '../browser/types';

/**
 * 从构建好的 HTML 里抽取 DocSearch 记录，选择器与 DocSearch 爬虫的 Docusaurus 模板一致
 * （托管索引用的爬虫配置 `ops/algolia/crawler.config.js` 用的是同一套），两种模式因此得到相同的记录。
 */
export const SELECTORS = {
  /** 最深的展开中的侧边栏分类，其次是导航栏里的当前项。取最后一个。 */
  lvl0: '.menu__link.menu__link--sublist.menu__link--active, .navbar__item.navbar__link--active',
  lvl1: 'header h1, article h1',
  headings: 'article h2, article h3, article h4, article h5, article h6',
  tableHeading: 'article td:first-child',
  content: 'article p, article li, article td:last-child',
  /**
   * 不进索引的部分（设计决定）：代码块（只索引正文里的行内代码）、面包屑、移动端目录、标签页按钮、
   * 上一篇/下一篇、编辑链接与更新时间、博文的标签栏、标题后的 # 链接，以及 API 条目标题下的版本标记
   * （上百条“0.22 起就有”只会挤占结果，条目自己的标题和说明已在索引里）。
   */
  excluded: [
    'pre',
    '.theme-code-block',
    'nav',
    'footer',
    'button',
    'script',
    'style',
    'svg',
    '[role="tablist"]',
    '.theme-doc-toc-mobile',
    '.theme-doc-footer',
    '.pagination-nav',
    '.hash-link',
    '.api-since',
    '.api-since-issues',
  ].join(', '),
};

/** lvl0 不转义地显示为分组标题（DocSearch 把它当纯文本渲染），所以去掉会被转义的字符。 */
const LVL0_UNSAFE = /[&<>"']/g;
export const DEFAULT_LVL0 = '文档';
/**
 * API 页面上不进索引的正文：“定义于：src/…”这一行，以及只写着类型的短行（返回值 `Cheerio<T>`、类型参数
 * `• T extends AnyNode`、`string | undefined`）。它们只对读源码的人有用，成员自己的标题和说明已在索引里；
 * 进了索引只会占地方、抢掉正文的位置。带括号的签名行（`load(content, options?)`）保留：读者会搜参数名。
 */
export function isApiNoise(text: string): boolean {
  return /^定义于：\S+:\d+$/.test(text) || (text.length < 80 && !/[\p{Script=Han}(]/u.test(text));
}
/** 单条正文的长度上限，与 Algolia 记录大小的限制同一量级，避免个别超长段落撑大索引。 */
const MAX_CONTENT_LENGTH = 2000;

export interface PageInfo {
  language: string;
  docusaurusTag: string;
  noindex: boolean;
}

export interface ExtractedPage extends PageInfo {
  records: DocSearchRecord[];
}

function cleanText(text: string): string {
  return text
    .replace(/\u200b/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

function metaContent($: CheerioAPI, name: string): string | undefined {
  return $(`meta[name="${name}"]`).attr('content')?.trim() || undefined;
}

export function readPageInfo($: CheerioAPI): PageInfo {
  const robots = $('meta[name="robots"], meta[property="robots"]')
    .map((_, el) => $(el).attr('content') ?? '')
    .get()
    .join(',');
  return {
    language: metaContent($, 'docsearch:language') ?? $('html').attr('lang') ?? '',
    docusaurusTag: metaContent($, 'docsearch:docusaurus_tag') ?? 'default',
    noindex: /noindex/i.test(robots),
  };
}

/** 元素自身的文字，不含嵌套的另一个正文块（列表项里的段落、嵌套列表），避免同一段文字进两条记录。 */
function ownText($: CheerioAPI, el: Element): string {
  const clone = $(el).clone();
  clone.find('p, li, td, h1, h2, h3, h4, h5, h6').remove();
  return cleanText(clone.text());
}

function headingLevel(el: Element): number {
  return Number(el.tagName.slice(1));
}

/**
 * @param html 页面的完整 HTML
 * @param url 页面的绝对地址（不带锚点）
 */
export function extractPage(html: string, url: string): ExtractedPage {
  const $ = load(html);
  const info = readPageInfo($);
  const lvl0 = cleanText($(SELECTORS.lvl0).last().text().replace(LVL0_UNSAFE, ' ')) || DEFAULT_LVL0;
  $(SELECTORS.excluded).remove();

  const elements = (selector: string) => $(selector).get() as Element[];
  const lvl1Set = new Set(elements(SELECTORS.lvl1));
  const headingSet = new Set(elements(SELECTORS.headings));
  const tableHeadingSet = new Set(elements(SELECTORS.tableHeading));
  const contentSet = new Set(elements(SELECTORS.content));
  const all = elements([SELECTORS.lvl1, SELECTORS.headings, SELECTORS.tableHeading, SELECTORS.content].join(', '));

  const hierarchy: Hierarchy = Object.fromEntries(HIERARCHY_LEVELS.map((level) => [level, null])) as Hierarchy;
  hierarchy.lvl0 = lvl0;
  const path = new URL(url).pathname;
  const apiPage = /\/docs\/api\//.test(path);
  const records: DocSearchRecord[] = [];
  let anchor: string | null = null;
  // 表格第一列充当 lvl5 标题（爬虫模板的做法），但只在这张表内有效：离开表格后恢复原来的层级。
  let table: { element: Element; saved: [string | null, string | null] } | null = null;

  const push = (type: RecordType, content: string | null) => {
    const position = records.length;
    records.push({
      objectID: `${path}#${position}`,
      type,
      hierarchy: { ...hierarchy },
      content,
      url: anchor ? `${url}#${anchor}` : url,
      url_without_anchor: url,
      anchor,
      weight: { pageRank: 0, level: levelWeight(type), position },
      language: info.language,
      docusaurus_tag: info.docusaurusTag,
    });
  };

  const clearBelow = (level: number) => {
    for (let i = level + 1; i < HIERARCHY_LEVELS.length; i++) hierarchy[HIERARCHY_LEVELS[i]] = null;
  };

  for (const el of all) {
    if (table && !$(el).closest('table').is(table.element)) {
      [hierarchy.lvl5, hierarchy.lvl6] = table.saved;
      table = null;
    }
    if (lvl1Set.has(el) || headingSet.has(el)) {
      const level = lvl1Set.has(el) ? 1 : headingLevel(el);
      const text = cleanText($(el).text());
      if (!text) continue;
      hierarchy[HIERARCHY_LEVELS[level]] = text;
      clearBelow(level);
      anchor = level === 1 ? null : ($(el).attr('id') ?? anchor);
      push(HIERARCHY_LEVELS[level] as RecordType, null);
    } else if (tableHeadingSet.has(el) && !contentSet.has(el)) {
      const text = cleanText($(el).text());
      if (!text) continue;
      const element = $(el).closest('table').get(0) as Element;
      if (!table) table = { element, saved: [hierarchy.lvl5, hierarchy.lvl6] };
      hierarchy.lvl5 = text;
      hierarchy.lvl6 = null;
      push('lvl5', null);
    } else if (contentSet.has(el)) {
      const text = ownText($, el).slice(0, MAX_CONTENT_LENGTH);
      if (text && !(apiPage && isApiNoise(text))) push('content', text);
    }
  }
  return { ...info, records };
}
