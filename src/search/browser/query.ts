import { isHan, normalize } from './text';

export interface QueryTerm {
  /** 归一化后的文本，用于匹配。 */
  text: string;
  /** 用户输入的原样文本，用于 `matchedWords`。 */
  original: string;
  /** 纯汉字词：按子串匹配。 */
  han: boolean;
  /** 引号里的短语：按子串整体匹配。 */
  phrase: boolean;
  /** 由一个找不到的长汉字词拆出来的部分：算作非精确匹配。 */
  split: boolean;
  /** 拼写纠错得到的候选词（词本身在索引里找不到时才有）。 */
  typos?: string[];
}

export interface ParsedQuery {
  terms: QueryTerm[];
  exclusions: QueryTerm[];
}

/** Algolia 对查询长度的上限；弹窗自己限制在 64 个字符，/search 页面的输入框不限，在这里截断。 */
const MAX_QUERY_LENGTH = 512;

/** 词内连接符：`cheerio.load`、`data-id`、`#main` 这类写法整体作为一个词。 */
const TOKEN = /[\p{L}\p{N}_$]+(?:[.\-#@/][\p{L}\p{N}_$]+)*/gu;

/** 在汉字与非汉字的交界处再切一刀：“使用cheerio加载”→“使用”“cheerio”“加载”。 */
function splitScripts(token: string, start: number): { text: string; start: number }[] {
  const parts: { text: string; start: number }[] = [];
  let from = 0;
  for (let i = 1; i <= token.length; i++) {
    if (i === token.length || isHan(token[i]) !== isHan(token[i - 1])) {
      parts.push({ text: token.slice(from, i), start: start + from });
      from = i;
    }
  }
  return parts;
}

function term(text: string, original: string, phrase = false): QueryTerm {
  return { text, original, han: !phrase && isHan(text[0]), phrase, split: false };
}

function tokenize(normalized: string, raw: string, offset: number): QueryTerm[] {
  const terms: QueryTerm[] = [];
  for (const match of normalized.matchAll(TOKEN)) {
    for (const part of splitScripts(match[0], match.index)) {
      terms.push(term(part.text, raw.slice(offset + part.start, offset + part.start + part.text.length)));
    }
  }
  return terms;
}

/**
 * 解析查询。`advancedSyntax` 打开时（DocSearch 爬虫模板的索引默认值），`"…"` 是短语，
 * 空白后紧跟的 `-词` 表示排除含这个词的记录。
 */
export function parseQuery(query: string, advancedSyntax: boolean): ParsedQuery {
  const raw = query.slice(0, MAX_QUERY_LENGTH);
  const normalized = normalize(raw);
  const terms: QueryTerm[] = [];
  const exclusions: QueryTerm[] = [];
  let rest = normalized;
  if (advancedSyntax) {
    rest = rest.replace(/"([^"]*)"/g, (whole, inner: string, index: number) => {
      const text = inner.trim().replace(/\s+/g, ' ');
      if (text) terms.push(term(text, raw.slice(index + 1, index + 1 + inner.length).trim(), true));
      return ' '.repeat(whole.length);
    });
    rest = rest.replace(/(^|\s)-(\S+)/g, (whole, lead: string, word: string, index: number) => {
      exclusions.push(...tokenize(word, raw, index + lead.length + 1));
      return ' '.repeat(whole.length);
    });
  }
  terms.push(...tokenize(rest, raw, 0));
  const seen = new Set<string>();
  const unique = terms.filter((t) => !seen.has(t.text) && seen.add(t.text));
  const content = dropQuestionWords(unique);
  return {
    terms: (content.length > 0 ? content : unique).slice(0, MAX_PARSED_TERMS),
    exclusions: exclusions.slice(0, MAX_PARSED_TERMS),
  };
}

/** 解析阶段保留的词数上限；拆分长词之后引擎还会再截到 8 个。 */
const MAX_PARSED_TERMS = 16;

/**
 * 问句里不必匹配的词：疑问词、语气词和“我想”“请问”这类客套。读者问“怎么加载 GBK 网页”，页面上写的是“加载”“GBK”，
 * 不会写“怎么”。按长度从长到短排列，先去掉“为什么”再看“什么”。
 */
const QUESTION_WORDS = [
  '可不可以',
  '怎么样',
  '怎么办',
  '为什么',
  '是什么',
  '什么是',
  '有什么',
  '能不能',
  '有没有',
  '怎么',
  '怎样',
  '如何',
  '为何',
  '什么',
  '是否',
  '能否',
  '哪些',
  '哪个',
  '请问',
  '一下',
  '我想',
  '想要',
  '我们',
  '我',
];
const QUESTION_PARTICLES = new Set('吗呢吧啊呀么'.split(''));
/**
 * 英文问句里的同类词，以及本站每一页都在讲的 `cheerio`：“Cheerio 能执行 JavaScript 吗”要找的是讲 JavaScript 的那一节，
 * 不要求那一段话里也写着 Cheerio。只剩这些词时照常匹配。
 */
const ENGLISH_QUESTION_WORDS = new Set([
  'how',
  'what',
  'why',
  'which',
  'when',
  'where',
  'do',
  'does',
  'can',
  'i',
  'to',
  'is',
  'are',
  'cheerio',
]);

/**
 * 托管模式里同样不必匹配的词（Algolia 的 optionalWords），由 `npm run terms:sync` 写进爬虫配置。
 * 做法略有不同：Algolia 另做一次去掉这些词的查询再合并结果，含全部词的记录排在前面；本地引擎直接去掉它们。
 */
export const QUESTION_WORDS_FOR_HOSTED = [...QUESTION_WORDS, ...QUESTION_PARTICLES, ...ENGLISH_QUESTION_WORDS];

/** 问句里放在动词前的情态词：“能执行”“会报错”“可以解析”。去掉后至少还剩两个字才去，“会话”“要求”不受影响。 */
const MODAL_PREFIX = /^(?:可以|应该|能|会|要|该)(?=\p{Script=Han}{2})/u;

function withoutModal(piece: string): string {
  return piece.replace(MODAL_PREFIX, '');
}

function dropQuestionWords(terms: QueryTerm[]): QueryTerm[] {
  return terms.flatMap((t) => {
    if (t.phrase) return [t];
    if (!t.han) return ENGLISH_QUESTION_WORDS.has(t.text) ? [] : [t];
    let pieces = [t.text];
    for (const word of QUESTION_WORDS) pieces = pieces.flatMap((piece) => piece.split(word));
    return pieces
      .map((piece) => (QUESTION_PARTICLES.has(piece.at(-1) ?? '') ? piece.slice(0, -1) : piece))
      .map(withoutModal)
      .filter((piece) => piece.length > 1 || (piece.length === 1 && !HAN_STOPWORDS.has(piece)))
      .map((piece) => (piece === t.text ? t : { ...t, text: piece, original: piece }));
  });
}

/**
 * 文本的“词序列”：归一化后按查询的切词规则切开，用空格连接。`attr()`、`函数：load()` 与查询 `attr`、`load` 比较时，
 * 括号和标点都不算，所以“标题整体等于查询”的判断不受它们影响。
 */
export function queryKey(text: string): string {
  const normalized = normalize(text);
  return tokenize(normalized, normalized, 0)
    .map((t) => t.text)
    .join(' ');
}

/** 拆长汉字词时丢掉的单字虚词。 */
const HAN_STOPWORDS = new Set('的地得了和与及或在是把被将对从并而也都就中为以于等吗呢找用想要能让'.split(''));

let segmenter: Intl.Segmenter | null | undefined;

function segmentWords(text: string): string[] {
  if (segmenter === undefined) {
    segmenter =
      typeof Intl !== 'undefined' && 'Segmenter' in Intl ? new Intl.Segmenter('zh', { granularity: 'word' }) : null;
  }
  if (!segmenter) return [...text];
  return [...segmenter.segment(text)].filter((s) => s.isWordLike).map((s) => s.segment);
}

/**
 * 一个长汉字词在索引里整体找不到时，拆成几个都必须出现的部分。
 * 分词器只用在这里（查询一侧），索引从不分词；ICU 常把技术词拆成单字，所以相邻的单字两两重新合并：
 * “树的方法”→“树”“方法”，“加载文档”（加|载|文|档）→“加载”“文档”。
 */
export function splitHanTerm(text: string): string[] {
  const parts: string[] = [];
  let singles = '';
  const flush = () => {
    for (let i = 0; i < singles.length; i += 2) parts.push(singles.slice(i, i + 2));
    singles = '';
  };
  for (const word of segmentWords(text)) {
    if (word.length === 1) {
      if (!HAN_STOPWORDS.has(word)) singles += word;
      else flush();
    } else {
      flush();
      parts.push(word);
    }
  }
  flush();
  return [...new Set(parts)];
}
