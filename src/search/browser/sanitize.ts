import { escapeHtmlIdempotent } from './text';

/**
 * 托管索引与浏览器存储里的文本来源不受本站控制，而 DocSearch 和 /search 页面会把它们当 HTML 插入。
 * 这里只保留请求里约定的高亮标签，其余一律转义（幂等：爬虫已转义过的实体保持原样）。
 */
export function sanitizeMarkup(value: string, allowedTags: readonly string[]): string {
  const tags = [...new Set(allowedTags.filter(Boolean))].sort((a, b) => b.length - a.length);
  let out = '';
  let i = 0;
  let text = '';
  while (i < value.length) {
    const tag = value[i] === '<' ? tags.find((t) => value.startsWith(t, i)) : undefined;
    if (tag) {
      out += escapeHtmlIdempotent(text) + tag;
      text = '';
      i += tag.length;
    } else {
      text += value[i];
      i++;
    }
  }
  return out + escapeHtmlIdempotent(text);
}

function sanitizeDeep(value: unknown, allowedTags: readonly string[]): unknown {
  if (typeof value === 'string') return sanitizeMarkup(value, allowedTags);
  if (Array.isArray(value)) return value.map((item) => sanitizeDeep(item, allowedTags));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, sanitizeDeep(item, allowedTags)]));
  }
  return value;
}

/** 会被当作 HTML 渲染的命中字段：高亮、摘要，以及存储的最近搜索没有摘要时直接渲染的 `hierarchy` 与 `content`。 */
const RENDERED_FIELDS = ['_highlightResult', '_snippetResult', 'hierarchy', 'content'] as const;

export function sanitizeHit<T extends Record<string, unknown>>(hit: T, allowedTags: readonly string[]): T {
  const out: Record<string, unknown> = { ...hit };
  for (const field of RENDERED_FIELDS) {
    if (field in out) out[field] = sanitizeDeep(out[field], allowedTags);
  }
  return out as T;
}

// 反斜杠会被浏览器当作斜杠（`/\evil.example` 等于 `//evil.example`），控制字符会被浏览器删掉后再解析。
const AMBIGUOUS_URL_CHARACTERS = /[\\\u0000-\u001f\u007f]/;

/** 站内地址或 http(s) 地址；`javascript:` 之类的地址会被 `<a href>` 执行，不能放行。 */
export function isSafeUrl(url: unknown): url is string {
  if (typeof url !== 'string' || AMBIGUOUS_URL_CHARACTERS.test(url)) return false;
  if (url.startsWith('/')) return !url.startsWith('//');
  return /^https?:\/\//i.test(url);
}

/** 存储的搜索只能指回本站：按浏览器的规则解析后，源必须与当前页面相同。 */
export function isSameOriginUrl(url: unknown, origin: string): url is string {
  if (!isSafeUrl(url)) return false;
  try {
    return new URL(url, origin).origin === origin;
  } catch {
    return false;
  }
}

const HIT_TYPES = new Set(['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6', 'content']);
const LOWER_LEVELS = ['lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

function isOptionalString(value: unknown): boolean {
  return value === undefined || value === null || typeof value === 'string';
}

interface StoredHit {
  objectID: string;
  type: string;
  url: string;
  hierarchy: Record<string, unknown>;
  content?: unknown;
  [key: string]: unknown;
}

/**
 * DocSearch 打开弹窗时直接读取这些字段（`hierarchy[type]`、`hierarchy.lvl0`/`lvl1`、`content` 等），
 * 类型不对就在每个页面上抛错，直到存储被清空；所以形状不对的条目整条丢弃。
 */
function isStoredHit(item: unknown, origin: string): item is StoredHit {
  if (!item || typeof item !== 'object' || Array.isArray(item)) return false;
  const hit = item as Record<string, unknown>;
  const { hierarchy } = hit;
  if (typeof hit.objectID !== 'string' || typeof hit.type !== 'string' || !HIT_TYPES.has(hit.type)) return false;
  if (!isSameOriginUrl(hit.url, origin)) return false;
  if (!hierarchy || typeof hierarchy !== 'object' || Array.isArray(hierarchy)) return false;
  const levels = hierarchy as Record<string, unknown>;
  if (typeof levels.lvl0 !== 'string' || !isOptionalString(levels.lvl1)) return false;
  if (!LOWER_LEVELS.every((level) => isOptionalString(levels[level]))) return false;
  if (!isOptionalString(hit.content)) return false;
  return hit.type === 'content' ? typeof hit.content === 'string' : typeof levels[hit.type] === 'string';
}

/**
 * 清洗 localStorage 里的最近搜索与收藏：DocSearch 渲染它们时没有摘要可用，会把 `hierarchy`/`content` 原样当 HTML 插入，
 * 而且优先使用存进去的 `_snippetResult`。去掉高亮与摘要字段、转义文本、丢弃地址不指向本站或形状不对的条目；
 * 返回 null 表示无需改写。
 */
export function sanitizeStoredHits(raw: string | null, origin: string): string | null {
  if (raw === null) return null;
  let items: unknown;
  try {
    items = JSON.parse(raw);
  } catch {
    return '[]';
  }
  if (!Array.isArray(items)) return '[]';
  const cleaned = items
    .filter((item): item is StoredHit => isStoredHit(item, origin))
    .map((item) => {
      const { _highlightResult, _snippetResult, __docsearch_parent, ...rest } = item;
      return sanitizeHit(rest, []);
    });
  const serialized = JSON.stringify(cleaned);
  return serialized === raw ? null : serialized;
}
