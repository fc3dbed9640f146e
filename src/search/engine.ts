/**
 * 内嵌的本地搜索引擎：对 DocSearch 记录做子串扫描，按 Algolia 的排序规则排序，
 * 并生成与 Algolia 相同形状的响应（高亮、摘要、分面过滤、distinct、分页）。
 *
 * 索引一侧不分词：汉字按子串匹配（读者期望“加载”能命中“加载文档”），拉丁词按整词 > 前缀 > 中缀匹配。
 * 几千条记录的全量扫描每次查询只需几毫秒，不需要倒排索引。
 */
import { expandIndex } from './indexFormat';
import { INDEX_DEFAULTS } from './settings';
import { parseQuery, splitHanTerm, type QueryTerm } from './query';
import { escapeHtml, isWordChar, normalize, wordSpans } from './text';
import {
  HIERARCHY_LEVELS,
  type DocSearchRecord,
  type FacetFilters,
  type FacetSearchResponse,
  type HighlightResult,
  type SearchHit,
  type SearchIndexFile,
  type SearchRequest,
  type SearchResponse,
  type SnippetResult,
} from './types';

/** 可搜索属性，顺序即 Algolia `searchableAttributes` 的优先级：lvl0…lvl6，然后是正文。 */
const ATTRIBUTES = [...HIERARCHY_LEVELS.map((level) => `hierarchy.${level}`), 'content'] as const;

const FACET_ATTRIBUTES = ['language', 'docusaurus_tag', 'type'] as const;
/** Algolia 的邻近度上限。 */
const MAX_PROXIMITY = 8;
const MAX_HITS_PER_PAGE = 1000;

interface Prepared {
  record: DocSearchRecord;
  raw: (string | null)[];
  norm: (string | null)[];
  /** 全部属性的归一化文本连在一起，先用它一次排除不含这个词的记录。 */
  joined: string;
  order: number;
}

/** 一个词在一条记录里的最好匹配：质量 3 整词、2 前缀、1 中缀；attribute 是命中的最靠前属性。 */
interface TermMatch {
  quality: number;
  attribute: number;
}

interface Candidate {
  item: Prepared;
  words: number;
  infix: number;
  attribute: number;
  proximity: number;
  exact: number;
}

/** 词在文本中的一处出现，以及它的匹配质量（0 表示这处出现不算匹配）。 */
function occurrenceQuality(text: string, at: number, term: QueryTerm): number {
  if (term.han || term.phrase) return 3;
  const startsWord = !isWordChar(text[at - 1]);
  if (startsWord) return isWordChar(text[at + term.text.length]) ? 2 : 3;
  // 一两个字母的中缀几乎处处都有，只允许它们做前缀。
  return term.text.length >= 3 ? 1 : 0;
}

function bestQuality(text: string, term: QueryTerm): number {
  let best = 0;
  for (let at = text.indexOf(term.text); at !== -1 && best < 3; at = text.indexOf(term.text, at + 1)) {
    best = Math.max(best, occurrenceQuality(text, at, term));
  }
  return best;
}

function matchTerm(item: Prepared, term: QueryTerm): TermMatch | null {
  if (!item.joined.includes(term.text)) return null;
  let quality = 0;
  let attribute = -1;
  for (let a = 0; a < ATTRIBUTES.length; a++) {
    const text = item.norm[a];
    if (!text) continue;
    const q = bestQuality(text, term);
    if (q > 0 && attribute === -1) attribute = a;
    quality = Math.max(quality, q);
    if (quality === 3 && attribute !== -1) break;
  }
  return quality > 0 ? { quality, attribute } : null;
}

/** 两个词在同一属性里的最近距离（以词计，1 表示相邻），不在同一属性里出现时为上限 8。 */
function pairProximity(item: Prepared, a: QueryTerm, b: QueryTerm): number {
  let best = MAX_PROXIMITY;
  for (const text of item.norm) {
    if (!text) continue;
    const first = positions(text, a);
    const second = positions(text, b);
    for (const x of first) {
      for (const y of second) {
        const [left, right] = x.start <= y.start ? [x, y] : [y, x];
        const gap = right.start <= left.end ? 0 : wordSpans(text.slice(left.end, right.start)).length;
        best = Math.min(best, gap + 1);
        if (best === 1) return 1;
      }
    }
  }
  return best;
}

/** 词在文本中所有算作匹配的出现位置（最多 20 处，够邻近度和高亮使用）。 */
function positions(text: string, term: QueryTerm): { start: number; end: number }[] {
  const found: { start: number; end: number }[] = [];
  for (let at = text.indexOf(term.text); at !== -1 && found.length < 20; at = text.indexOf(term.text, at + 1)) {
    if (occurrenceQuality(text, at, term) > 0) found.push({ start: at, end: at + term.text.length });
  }
  return found;
}

function compareCandidates(x: Candidate, y: Candidate): number {
  return (
    y.words - x.words ||
    x.infix - y.infix ||
    x.attribute - y.attribute ||
    x.proximity - y.proximity ||
    y.exact - x.exact ||
    y.item.record.weight.pageRank - x.item.record.weight.pageRank ||
    y.item.record.weight.level - x.item.record.weight.level ||
    x.item.record.weight.position - y.item.record.weight.position ||
    x.item.order - y.item.order
  );
}

function facetValue(record: DocSearchRecord, attribute: string): string | undefined {
  return (FACET_ATTRIBUTES as readonly string[]).includes(attribute)
    ? record[attribute as (typeof FACET_ATTRIBUTES)[number]]
    : undefined;
}

function matchesFacet(record: DocSearchRecord, filter: string): boolean {
  const colon = filter.indexOf(':');
  if (colon === -1) return false;
  const attribute = filter.slice(0, colon).trim();
  let value = filter.slice(colon + 1);
  const negated = value.startsWith('-');
  if (negated) value = value.slice(1);
  else if (value.startsWith('\\-')) value = value.slice(1);
  return (facetValue(record, attribute) === value) !== negated;
}

/** facetFilters：顶层各项之间是“与”，嵌套数组内部是“或”，`属性:-值` 表示取反。 */
export function matchesFacetFilters(record: DocSearchRecord, filters: FacetFilters | undefined): boolean {
  if (filters === undefined) return true;
  const groups = typeof filters === 'string' ? [filters] : filters;
  return groups.every((group) =>
    Array.isArray(group)
      ? group.length === 0 || group.some((f) => matchesFacet(record, f))
      : matchesFacet(record, group),
  );
}

function mergeRanges(ranges: { start: number; end: number }[]): { start: number; end: number }[] {
  const sorted = [...ranges].sort((a, b) => a.start - b.start || b.end - a.end);
  const merged: { start: number; end: number }[] = [];
  for (const range of sorted) {
    const last = merged[merged.length - 1];
    if (last && range.start <= last.end) last.end = Math.max(last.end, range.end);
    else merged.push({ ...range });
  }
  return merged;
}

interface Tags {
  pre: string;
  post: string;
  ellipsis: string;
}

/** 先转义每一段文本，再加上高亮标签：原文里的任何标记都不会变成 HTML。 */
function renderHighlighted(
  text: string,
  ranges: { start: number; end: number }[],
  from: number,
  to: number,
  tags: Tags,
): string {
  let out = '';
  let cursor = from;
  for (const range of ranges) {
    const start = Math.max(range.start, from);
    const end = Math.min(range.end, to);
    if (end <= start) continue;
    out += escapeHtml(text.slice(cursor, start)) + tags.pre + escapeHtml(text.slice(start, end)) + tags.post;
    cursor = end;
  }
  return out + escapeHtml(text.slice(cursor, to));
}

interface AttributeMatch {
  ranges: { start: number; end: number }[];
  matchedWords: string[];
  matchLevel: HighlightResult['matchLevel'];
}

function attributeMatch(norm: string, terms: QueryTerm[]): AttributeMatch {
  const ranges: { start: number; end: number }[] = [];
  const matchedWords: string[] = [];
  for (const term of terms) {
    const found = positions(norm, term);
    if (found.length > 0) {
      ranges.push(...found);
      matchedWords.push(term.original);
    }
  }
  const matchLevel = matchedWords.length === 0 ? 'none' : matchedWords.length === terms.length ? 'full' : 'partial';
  return { ranges: mergeRanges(ranges), matchedWords, matchLevel };
}

function highlight(text: string, match: AttributeMatch, tags: Tags): HighlightResult {
  const result: HighlightResult = {
    value: renderHighlighted(text, match.ranges, 0, text.length, tags),
    matchLevel: match.matchLevel,
    matchedWords: match.matchedWords,
  };
  if (match.matchLevel !== 'none') {
    const covered = match.ranges.reduce((sum, r) => sum + text.slice(r.start, r.end).replace(/\s/g, '').length, 0);
    result.fullyHighlighted = covered === text.replace(/\s/g, '').length;
  }
  return result;
}

/** 摘要：取 `words` 个词（见 `wordSpans`）的窗口，第一个匹配靠前放，被截掉的一侧加省略符。 */
function snippet(text: string, match: AttributeMatch, words: number, tags: Tags): SnippetResult {
  const spans = wordSpans(text);
  if (spans.length <= words) {
    return { value: renderHighlighted(text, match.ranges, 0, text.length, tags), matchLevel: match.matchLevel };
  }
  let first = 0;
  if (match.ranges.length > 0) {
    const at = match.ranges[0].start;
    const index = spans.findIndex((span) => span.end > at);
    first = index === -1 ? spans.length - 1 : index;
  }
  const startWord = Math.max(0, Math.min(first - Math.floor(words / 4), spans.length - words));
  const endWord = startWord + words;
  const from = startWord === 0 ? 0 : spans[startWord].start;
  const to = endWord >= spans.length ? text.length : spans[endWord - 1].end;
  const ellipsis = escapeHtml(tags.ellipsis);
  return {
    value:
      (startWord > 0 ? ellipsis : '') +
      renderHighlighted(text, match.ranges, from, to, tags) +
      (endWord < spans.length ? ellipsis : ''),
    matchLevel: match.matchLevel,
  };
}

/** `"hierarchy.lvl1:10"` → `['hierarchy.lvl1', 10]`；没写长度时 Algolia 默认 10 个词。 */
function parseSnippetSpec(spec: string): [string, number] {
  const [attribute, count] = spec.split(':');
  const words = Number(count);
  return [attribute.trim(), Number.isFinite(words) && words > 0 ? words : 10];
}

function attributeSelected(list: readonly string[], attribute: string): boolean {
  return list.some((a) => a === '*' || a === attribute || attribute.startsWith(`${a}.`));
}

function queryId(): string {
  let id = '';
  for (let i = 0; i < 32; i++) id += Math.floor(Math.random() * 16).toString(16);
  return id;
}

function encodeParams(request: SearchRequest): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(request)) {
    if (key === 'indexName' || value === undefined) continue;
    params.set(key, typeof value === 'string' ? value : JSON.stringify(value));
  }
  return params.toString();
}

/** 按 `attributesToRetrieve` 裁剪命中（支持 `hierarchy.lvl0` 这样的嵌套路径）。 */
function retrieve(hit: Record<string, unknown>, attributes: string[] | undefined): Record<string, unknown> {
  if (!attributes || attributes.includes('*')) return hit;
  const out: Record<string, unknown> = { objectID: hit.objectID };
  for (const path of attributes) {
    const [head, child] = path.split('.') as [string, string | undefined];
    if (!(head in hit)) continue;
    if (child === undefined) {
      out[head] = hit[head];
    } else {
      const source = hit[head] as Record<string, unknown> | null;
      if (source && child in source) {
        out[head] = { ...(out[head] as Record<string, unknown> | undefined), [child]: source[child] };
      }
    }
  }
  return out;
}

export interface SearchEngine {
  readonly size: number;
  search(request: SearchRequest): SearchResponse | FacetSearchResponse;
}

export function createSearchEngine(index: SearchIndexFile): SearchEngine {
  const items: Prepared[] = expandIndex(index).map((record, order) => {
    const raw = [...HIERARCHY_LEVELS.map((level) => record.hierarchy[level]), record.content];
    const norm = raw.map((text) => (text === null ? null : normalize(text)));
    return { record, raw, norm, joined: norm.join('\u0000'), order };
  });
  /** 同一组分面过滤条件反复出现（弹窗每次都带上下文过滤），过滤结果按条件缓存。 */
  const pools = new Map<string, Prepared[]>();
  function poolFor(filters: FacetFilters | undefined): Prepared[] {
    const key = JSON.stringify(filters ?? null);
    let pool = pools.get(key);
    if (!pool) {
      pool = items.filter((item) => matchesFacetFilters(item.record, filters));
      pools.set(key, pool);
    }
    return pool;
  }

  /**
   * 整体找不到的词拆成几部分（各部分都必须出现，但不算精确匹配）：长汉字词交给 `splitHanTerm`，
   * `cheerio.load` 这类带连接符的词按连接符拆开（Algolia 本来就把标点当分隔符）。
   */
  function expandTerms(terms: QueryTerm[], pool: Prepared[]): QueryTerm[] {
    return terms.flatMap((term) => {
      const splittable = term.han ? term.text.length >= 3 : !term.phrase && /[.\-#@/]/.test(term.text);
      if (!splittable || pool.some((item) => matchTerm(item, term))) return [term];
      const parts = term.han ? splitHanTerm(term.text) : term.text.split(/[.\-#@/]+/).filter(Boolean);
      if (parts.length <= 1) return [term];
      return parts.map((text) => ({ ...term, text, original: text, split: true }));
    });
  }

  function rank(pool: Prepared[], terms: QueryTerm[], exclusions: QueryTerm[]): Candidate[] {
    const all: Candidate[] = [];
    for (const item of pool) {
      const excluded = exclusions.some((term) => {
        const m = matchTerm(item, term);
        return m !== null && (term.han || m.quality >= 2);
      });
      if (excluded) continue;
      let words = 0;
      let infix = 0;
      let attribute = 0;
      let exact = 0;
      const matched: QueryTerm[] = [];
      for (const term of terms) {
        const m = matchTerm(item, term);
        if (!m) continue;
        words++;
        matched.push(term);
        attribute += m.attribute;
        if (m.quality === 1) infix++;
        if (m.quality === 3 && !term.split) exact++;
      }
      if (terms.length > 0 && words === 0) continue;
      let proximity = 0;
      for (let i = 1; i < matched.length; i++) proximity += pairProximity(item, matched[i - 1], matched[i]);
      all.push({ item, words, infix, attribute, proximity, exact });
    }
    // removeWordsIfNoResults: 'allOptional'——没有记录包含全部词时，包含部分词的记录也算结果。
    const complete = all.filter((c) => c.words === terms.length);
    return (complete.length > 0 ? complete : all).sort(compareCandidates);
  }

  function toHit(item: Prepared, terms: QueryTerm[], request: SearchRequest, tags: Tags): SearchHit {
    const { record } = item;
    const hierarchy = Object.fromEntries(
      HIERARCHY_LEVELS.map((level) => [
        level,
        record.hierarchy[level] === null ? null : escapeHtml(record.hierarchy[level]),
      ]),
    );
    const hit: Record<string, unknown> = {
      objectID: record.objectID,
      type: record.type,
      hierarchy,
      content: record.content === null ? null : escapeHtml(record.content),
      url: record.url,
      url_without_anchor: record.url_without_anchor,
      anchor: record.anchor,
      weight: record.weight,
      language: record.language,
      docusaurus_tag: record.docusaurus_tag,
    };
    const out = retrieve(hit, request.attributesToRetrieve) as SearchHit;

    const matches = new Map<number, AttributeMatch>();
    const matchOf = (a: number) => {
      if (!matches.has(a)) matches.set(a, attributeMatch(item.norm[a]!, terms));
      return matches.get(a)!;
    };
    const toHighlight = request.attributesToHighlight ?? INDEX_DEFAULTS.attributesToHighlight;
    const highlightResult: Record<string, unknown> = {};
    const snippetResult: Record<string, unknown> = {};
    const snippetWords = new Map(
      (request.attributesToSnippet ?? INDEX_DEFAULTS.attributesToSnippet).map(parseSnippetSpec),
    );
    ATTRIBUTES.forEach((attribute, a) => {
      const text = item.raw[a];
      if (text === null || text === undefined) return;
      const [head, child] = attribute.split('.') as [string, string | undefined];
      const put = (target: Record<string, unknown>, value: unknown) => {
        if (child === undefined) target[head] = value;
        else target[head] = { ...(target[head] as Record<string, unknown> | undefined), [child]: value };
      };
      if (attributeSelected(toHighlight, attribute)) put(highlightResult, highlight(text, matchOf(a), tags));
      const words =
        snippetWords.get(attribute) ??
        (child === undefined ? undefined : snippetWords.get(head)) ??
        snippetWords.get('*');
      if (words !== undefined) put(snippetResult, snippet(text, matchOf(a), words, tags));
    });
    if (Object.keys(highlightResult).length > 0) out._highlightResult = highlightResult;
    if (Object.keys(snippetResult).length > 0) out._snippetResult = snippetResult;
    return out;
  }

  function search(request: SearchRequest): SearchResponse | FacetSearchResponse {
    const started = Date.now();
    if (request.type === 'facet') return { facetHits: [], exhaustiveFacetsCount: true, processingTimeMS: 0 };
    const query = typeof request.query === 'string' ? request.query : '';
    const advancedSyntax = request.advancedSyntax ?? INDEX_DEFAULTS.advancedSyntax;
    const parsed = parseQuery(query, advancedSyntax);
    const pool = poolFor(request.facetFilters);
    const terms = expandTerms(parsed.terms, pool);
    const ranked = rank(pool, terms, parsed.exclusions);

    const distinct = request.distinct ?? INDEX_DEFAULTS.distinct;
    let hits = ranked;
    if (distinct) {
      const seen = new Set<string>();
      hits = ranked.filter((c) => !seen.has(c.item.record.url) && Boolean(seen.add(c.item.record.url)));
    }

    const hitsPerPage = Math.max(
      0,
      Math.min(MAX_HITS_PER_PAGE, Math.floor(Number(request.hitsPerPage ?? INDEX_DEFAULTS.hitsPerPage))),
    );
    const page = Math.max(0, Math.floor(Number(request.page ?? 0)));
    const tags: Tags = {
      pre: request.highlightPreTag ?? INDEX_DEFAULTS.highlightPreTag,
      post: request.highlightPostTag ?? INDEX_DEFAULTS.highlightPostTag,
      ellipsis: request.snippetEllipsisText ?? INDEX_DEFAULTS.snippetEllipsisText,
    };
    const pageHits = hitsPerPage === 0 ? [] : hits.slice(page * hitsPerPage, (page + 1) * hitsPerPage);

    const response: SearchResponse = {
      hits: pageHits.map((c) => toHit(c.item, terms, request, tags)),
      nbHits: hits.length,
      page,
      nbPages: hitsPerPage === 0 ? 0 : Math.ceil(hits.length / hitsPerPage),
      hitsPerPage,
      exhaustiveNbHits: true,
      exhaustive: { nbHits: true },
      processingTimeMS: Date.now() - started,
      query,
      params: encodeParams(request),
      index: request.indexName ?? '',
    };
    if (request.clickAnalytics) response.queryID = queryId();
    if (request.facets !== undefined) response.facets = countFacets(ranked, request.facets);
    return response;
  }

  return { size: items.length, search };
}

function countFacets(ranked: Candidate[], requested: string[] | string): Record<string, Record<string, number>> {
  const list = typeof requested === 'string' ? requested.split(',') : requested;
  const names = list.includes('*') ? [...FACET_ATTRIBUTES] : list.map((name) => name.trim());
  const facets: Record<string, Record<string, number>> = {};
  for (const name of names) {
    const counts: Record<string, number> = {};
    for (const { item } of ranked) {
      const value = facetValue(item.record, name);
      if (value !== undefined) counts[value] = (counts[value] ?? 0) + 1;
    }
    facets[name] = counts;
  }
  return facets;
}
