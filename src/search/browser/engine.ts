/**
 * 内嵌的本地搜索引擎：对 DocSearch 记录做子串扫描，按 Algolia 的排序规则排序，
 * 并生成与 Algolia 相同形状的响应（高亮、摘要、分面过滤、distinct、分页）。
 *
 * 索引一侧不分词：汉字按子串匹配（读者期望“加载”能命中“加载文档”），拉丁词按整词 > 前缀 > 中缀匹配。
 * 几千条记录的全量扫描每次查询只需几毫秒，不需要倒排索引。
 */
import { expandIndex } from './indexFormat';
import { INDEX_DEFAULTS } from './settings';
import { parseQuery, queryKey, splitHanTerm, type QueryTerm } from './query';
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

/** 可显示的可搜索属性，顺序即 Algolia `searchableAttributes` 的优先级：lvl0…lvl6，然后是正文。 */
const ATTRIBUTES = [...HIERARCHY_LEVELS.map((level) => `hierarchy.${level}`), 'content'] as const;
/** 各属性的优先级；关键词排在所有可显示属性之后存放，但按 lvl1（页面标题）的优先级计算。 */
const ATTRIBUTE_RANK = [...ATTRIBUTES.map((_, a) => a), 1];
/** 参与“整体相等”判断的属性：页面标题和各级小标题（lvl1–lvl6），再加关键词。 */
const HEADING_ATTRIBUTES = [1, 2, 3, 4, 5, 6];

const FACET_ATTRIBUTES = ['language', 'docusaurus_tag', 'type'] as const;
/** Algolia 的邻近度上限。 */
const MAX_PROXIMITY = 8;
const MAX_HITS_PER_PAGE = 1000;

interface Prepared {
  record: DocSearchRecord;
  raw: (string | null)[];
  /** 下标与 `ATTRIBUTES` 一致，最后多一项关键词（各条之间用换行隔开）。 */
  norm: (string | null)[];
  /** 每个属性文本的编号（同样的文本同一个编号，见 `QualityCache`），null 为 -1。 */
  textIds: number[];
  /** 全部属性的归一化文本连在一起，先用它一次排除不含这个词的记录。 */
  joined: string;
  /** 标题与各条关键词的“词序列”（见 `queryKey`），用于判断某个标题是否整体等于查询。 */
  headingKeys: Set<string>;
  order: number;
}

/** 一个词在一条记录里的最好匹配：质量 3 整词、2 前缀、1 中缀；attribute 是命中属性的最高优先级；typo 表示靠拼写纠错才匹配。 */
interface TermMatch {
  quality: number;
  attribute: number;
  typo: boolean;
}

interface Candidate {
  item: Prepared;
  words: number;
  typos: number;
  whole: number;
  infix: number;
  attribute: number;
  proximity: number;
  exact: number;
}

/** 一次查询最多使用的词数：再长的输入也只看前面这几个词，每次查询的工作量因此有上限。 */
const MAX_QUERY_TERMS = 8;
/** 计算邻近度的候选记录数上限（见 `rank`）。 */
const PROXIMITY_CANDIDATES = 200;
/** 一个拼错的词最多换成几个候选词。 */
const MAX_TYPO_CANDIDATES = 6;
/** 拼写纠错只用于至少这么长的拉丁字母词（与 Algolia 的 minWordSizefor1Typo 同义）。 */
const MIN_TYPO_LENGTH = 4;

/** 词在文本中的一处出现，以及它的匹配质量（0 表示这处出现不算匹配）。 */
function occurrenceQuality(text: string, at: number, term: QueryTerm): number {
  if (term.han || term.phrase) return 3;
  const startsWord = !isWordChar(text[at - 1]);
  if (startsWord) return isWordChar(text[at + term.text.length]) ? 2 : 3;
  // 一两个字母的中缀几乎处处都有，只允许它们做前缀。
  return term.text.length >= 3 ? 1 : 0;
}

/** 判断匹配质量时最多看一段文本里的前几处出现：高频短词在长段落里出现几十次，多看也不会改变结果。 */
const MAX_OCCURRENCES = 8;

function bestQuality(text: string, term: QueryTerm): number {
  let best = 0;
  let seen = 0;
  for (
    let at = text.indexOf(term.text);
    at !== -1 && best < 3 && seen < MAX_OCCURRENCES;
    at = text.indexOf(term.text, at + 1), seen++
  ) {
    best = Math.max(best, occurrenceQuality(text, at, term));
  }
  return best;
}

/** 纠错候选词只按整词匹配。 */
function hasWholeWord(text: string, word: string): boolean {
  for (let at = text.indexOf(word); at !== -1; at = text.indexOf(word, at + 1)) {
    if (!isWordChar(text[at - 1]) && !isWordChar(text[at + word.length])) return true;
  }
  return false;
}

/**
 * 一次查询内、每个词对每段不同文本的匹配质量（-1 表示还没算）。同一页面的几十条记录共用同样的各级标题，
 * 每段标题对每个词只需判断一次。
 */
type QualityCache = Map<QueryTerm, Int8Array>;

function cachedQuality(cache: QualityCache, textCount: number, id: number, text: string, term: QueryTerm): number {
  let qualities = cache.get(term);
  if (!qualities) cache.set(term, (qualities = new Int8Array(textCount).fill(-1)));
  if (qualities[id] === -1) qualities[id] = bestQuality(text, term);
  return qualities[id];
}

function matchTerm(item: Prepared, term: QueryTerm, cache: QualityCache, textCount: number): TermMatch | null {
  if (item.joined.includes(term.text)) {
    let quality = 0;
    let attribute = Infinity;
    for (let a = 0; a < item.norm.length; a++) {
      const text = item.norm[a];
      if (!text) continue;
      const q = cachedQuality(cache, textCount, item.textIds[a], text, term);
      if (q === 0) continue;
      attribute = Math.min(attribute, ATTRIBUTE_RANK[a]);
      quality = Math.max(quality, q);
    }
    if (quality > 0) return { quality, attribute, typo: false };
  }
  for (const word of term.typos ?? []) {
    if (!item.joined.includes(word)) continue;
    let attribute = Infinity;
    for (let a = 0; a < item.norm.length; a++) {
      const text = item.norm[a];
      if (text && ATTRIBUTE_RANK[a] < attribute && hasWholeWord(text, word)) attribute = ATTRIBUTE_RANK[a];
    }
    if (attribute !== Infinity) return { quality: 3, attribute, typo: true };
  }
  return null;
}

/**
 * 与标题比较“整体相等”时用的查询词序列：原样的一个，加上把某个拼错的词换成各个纠错候选词的几个
 * （`atrr` 也要先给出 `attr()` 这一节）。
 */
function wholeQueryKeys(terms: QueryTerm[]): string[] {
  const texts = terms.map((term) => term.text);
  const keys = [texts.join(' ')];
  terms.forEach((term, i) => {
    for (const word of term.typos ?? []) keys.push([...texts.slice(0, i), word, ...texts.slice(i + 1)].join(' '));
  });
  return keys;
}

/**
 * 两个词最多差一处编辑（插入、删除、替换一个字符，或交换相邻两个字符）：Damerau–Levenshtein 距离不超过 1。
 */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  const [longer, shorter] = a.length > b.length ? [a, b] : [b, a];
  return longer.slice(i + 1) === shorter.slice(i);
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

/** 词在文本中所有算作匹配的出现位置（最多 20 处，够邻近度和高亮使用）；词本身找不到时用纠错候选词。 */
function positions(text: string, term: QueryTerm): { start: number; end: number }[] {
  const found: { start: number; end: number }[] = [];
  for (let at = text.indexOf(term.text); at !== -1 && found.length < 20; at = text.indexOf(term.text, at + 1)) {
    if (occurrenceQuality(text, at, term) > 0) found.push({ start: at, end: at + term.text.length });
  }
  if (found.length > 0) return found;
  for (const word of term.typos ?? []) {
    for (let at = text.indexOf(word); at !== -1 && found.length < 20; at = text.indexOf(word, at + 1)) {
      if (!isWordChar(text[at - 1]) && !isWordChar(text[at + word.length]))
        found.push({ start: at, end: at + word.length });
    }
  }
  return found;
}

/**
 * 排序规则，依次比较：匹配的词数、纠错次数、是否有标题或关键词整体等于查询（`attr` 先给出 `attr()` 这一节，
 * `插件` 先给出关键词里有“插件”的扩展指南）、中缀匹配数、命中属性、邻近度、整词数，最后是页面权重与页内位置。
 */
function compareCandidates(x: Candidate, y: Candidate): number {
  return (
    y.words - x.words ||
    x.typos - y.typos ||
    y.whole - x.whole ||
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
  const textIdOf = new Map<string, number>();
  const normalized = new Map<string, string>();
  const cachedNormalize = (text: string) => {
    let norm = normalized.get(text);
    if (norm === undefined) normalized.set(text, (norm = normalize(text)));
    return norm;
  };
  // 同一页面的记录共用同样的标题，每个标题只切一次词。
  const keyCache = new Map<string, string>();
  const cachedKey = (text: string) => {
    let key = keyCache.get(text);
    if (key === undefined) keyCache.set(text, (key = queryKey(text)));
    return key;
  };
  const items: Prepared[] = expandIndex(index).map((record, order) => {
    const raw = [...HIERARCHY_LEVELS.map((level) => record.hierarchy[level]), record.content];
    const keywords = record.keywords ?? [];
    const norm = [...raw, keywords.length > 0 ? keywords.join('\n') : null].map((text) =>
      text === null ? null : cachedNormalize(text),
    );
    const textIds = norm.map((text) => {
      if (text === null) return -1;
      let id = textIdOf.get(text);
      if (id === undefined) textIdOf.set(text, (id = textIdOf.size));
      return id;
    });
    const headingKeys = new Set(
      [...HEADING_ATTRIBUTES.map((a) => raw[a]), ...keywords].filter((text) => text !== null).map(cachedKey),
    );
    return { record, raw, norm, textIds, joined: norm.join('\u0000'), headingKeys, order };
  });
  let qualityCache: QualityCache = new Map();
  const match = (item: Prepared, term: QueryTerm) => matchTerm(item, term, qualityCache, textIdOf.size);

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

  /** 索引里出现过的拉丁字母词，按长度分组；第一次需要纠错时才建立。 */
  let vocabulary: Map<number, string[]> | null = null;
  function wordsOfLength(length: number): string[] {
    if (!vocabulary) {
      const counts = new Map<string, number>();
      for (const item of items) {
        for (const word of item.joined.match(/[a-z0-9_$]{3,}/g) ?? []) counts.set(word, (counts.get(word) ?? 0) + 1);
      }
      vocabulary = new Map();
      // 高频词排在前面：候选词有上限时，留下读者更可能想找的那个。
      for (const [word] of [...counts].sort((a, b) => b[1] - a[1])) {
        const group = vocabulary.get(word.length) ?? [];
        group.push(word);
        vocabulary.set(word.length, group);
      }
    }
    return vocabulary.get(length) ?? [];
  }

  /** 拼写纠错：索引里找不到、至少 4 个字母的拉丁词，换成差一处编辑的已有词。汉字词不纠错。 */
  function typoCandidates(term: QueryTerm, pool: Prepared[]): string[] {
    if (term.han || term.phrase || term.text.length < MIN_TYPO_LENGTH || !/^[a-z0-9_$]+$/.test(term.text)) return [];
    if (pool.some((item) => item.joined.includes(term.text))) return [];
    const candidates: string[] = [];
    for (const length of [term.text.length, term.text.length - 1, term.text.length + 1]) {
      for (const word of wordsOfLength(length)) {
        if (withinOneEdit(term.text, word)) candidates.push(word);
        if (candidates.length >= MAX_TYPO_CANDIDATES) return candidates;
      }
    }
    return candidates;
  }

  /**
   * 整体找不到的词拆成几部分（各部分都必须出现，但不算精确匹配）：长汉字词交给 `splitHanTerm`，
   * `cheerio.load` 这类带连接符的词按连接符拆开（Algolia 本来就把标点当分隔符）。
   * 拆完仍找不到的拉丁词再试拼写纠错。总词数不超过 `MAX_QUERY_TERMS`。
   */
  function expandTerms(terms: QueryTerm[], pool: Prepared[]): QueryTerm[] {
    const expanded = terms.flatMap((term) => {
      const splittable = term.han ? term.text.length >= 3 : !term.phrase && /[.\-#@/]/.test(term.text);
      if (!splittable || pool.some((item) => match(item, term))) return [term];
      const parts = term.han ? splitHanTerm(term.text) : term.text.split(/[.\-#@/]+/).filter(Boolean);
      if (parts.length <= 1) return [term];
      return parts.map((text) => ({ ...term, text, original: text, split: true }));
    });
    return expanded.slice(0, MAX_QUERY_TERMS).map((term) => {
      const typos = typoCandidates(term, pool);
      return typos.length > 0 ? { ...term, typos } : term;
    });
  }

  function rank(pool: Prepared[], terms: QueryTerm[], exclusions: QueryTerm[]): Candidate[] {
    const all: (Candidate & { matched: QueryTerm[] })[] = [];
    const keys = wholeQueryKeys(terms);
    for (const item of pool) {
      const excluded = exclusions.some((term) => {
        const m = match(item, term);
        return m !== null && (term.han || m.quality >= 2);
      });
      if (excluded) continue;
      let words = 0;
      let typos = 0;
      let infix = 0;
      let attribute = 0;
      let exact = 0;
      const matched: QueryTerm[] = [];
      for (const term of terms) {
        const m = match(item, term);
        if (!m) continue;
        words++;
        matched.push(term);
        attribute += m.attribute;
        if (m.typo) typos++;
        if (m.quality === 1) infix++;
        if (m.quality === 3 && !term.split && !m.typo) exact++;
      }
      if (terms.length > 0 && words === 0) continue;
      const whole = words === terms.length && keys.some((key) => item.headingKeys.has(key)) ? 1 : 0;
      all.push({ item, words, typos, whole, infix, attribute, proximity: 0, exact, matched });
    }
    // removeWordsIfNoResults: 'allOptional'——没有记录包含全部词时，包含部分词的记录也算结果。
    const complete = all.filter((c) => c.words === terms.length);
    const kept = (complete.length > 0 ? complete : all).sort(compareCandidates);
    // 邻近度最费时：先按其余规则排好，只给排在前面的候选计算，再重新排序。常见的词匹配到上千条记录时，
    // 每次查询的工作量因此有上限；排在 PROXIMITY_CANDIDATES 名以后的记录读者本来也看不到。
    if (terms.length > 1) {
      const head = kept.slice(0, PROXIMITY_CANDIDATES);
      for (const candidate of head) {
        const { matched, item } = candidate;
        for (let i = 1; i < matched.length; i++) candidate.proximity += pairProximity(item, matched[i - 1], matched[i]);
      }
      return [...head.sort(compareCandidates), ...kept.slice(PROXIMITY_CANDIDATES)];
    }
    return kept;
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
    qualityCache = new Map();
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
