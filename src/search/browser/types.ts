/**
 * 两种搜索后端共用的数据形状。
 *
 * 记录模型沿用 DocSearch 爬虫（v3 记录格式）：构建时的索引插件产出它，浏览器里的本地引擎消费它，
 * 托管的 Algolia 索引里存的也是同样的字段，所以弹窗和 /search 页面不必区分后端。
 */

export const HIERARCHY_LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
export type HierarchyLevel = (typeof HIERARCHY_LEVELS)[number];
export type Hierarchy = Record<HierarchyLevel, string | null>;
export type RecordType = Exclude<HierarchyLevel, 'lvl0'> | 'content';

/** 一条 DocSearch 记录（文本为未转义的纯文本；转义在生成响应时进行）。 */
export interface DocSearchRecord {
  objectID: string;
  type: RecordType;
  hierarchy: Hierarchy;
  content: string | null;
  /** 绝对地址，DocSearch 的地址处理要求能被 `new URL()` 解析。 */
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  weight: { pageRank: number; level: number; position: number };
  language: string;
  docusaurus_tag: string;
  /**
   * 读者会用来找这个页面、正文里却不一定出现的说法（英文标题、缩写、别名），来自术语表 `src/terms/index.ts`。
   * 只挂在页面的标题记录（lvl1）上，按标题的权重参与匹配，不显示。
   */
  keywords?: string[];
}

/** 一个页面在紧凑索引里的条目。 */
export interface IndexedPage {
  /** 站内路径（含 baseUrl），如 `/docs/intro`。 */
  u: string;
  /** `docsearch:language`。 */
  l: string;
  /** `docsearch:docusaurus_tag`。 */
  g: string;
  /** 页面权重（DocSearch 的 `weight.pageRank`）。 */
  r: number;
  /** 页面关键词（见 `DocSearchRecord.keywords`）；没有时省略。 */
  k?: string[];
}

/**
 * 一条记录在紧凑索引里的编码。`weight.level` 由类型推出，`weight.position` 就是记录在页面内的序号，
 * 所以都不必存储。省略的字段沿用上一条记录（正文记录大多与它前面的标题同页、同层级、同锚点）。
 */
export interface IndexedRecord {
  /** 页面在 `pages` 中的下标；与上一条记录相同时省略（第一条记录必须有）。 */
  p?: number;
  /** 0 表示 content（省略时即为 0），1–6 表示 lvl1–lvl6。 */
  t?: number;
  /** 层级，去掉了末尾的 null；与同一页面上一条记录相同时省略。 */
  h?: (string | null)[];
  /** 锚点；与同一页面上一条记录相同时省略，空字符串表示没有锚点。 */
  a?: string;
  c?: string;
}

export interface SearchIndexFile {
  version: 3;
  /** 站点根地址（不带末尾斜杠），与 `IndexedPage.u` 拼成绝对地址。 */
  origin: string;
  pages: IndexedPage[];
  records: IndexedRecord[];
}

/** 一个 Algolia 多索引查询请求（已展平：参数都在顶层）。 */
export interface SearchRequest {
  indexName?: string;
  query?: string;
  type?: 'default' | 'facet';
  page?: number;
  hitsPerPage?: number;
  facetFilters?: FacetFilters;
  facets?: string[] | string;
  attributesToRetrieve?: string[];
  attributesToHighlight?: string[];
  attributesToSnippet?: string[];
  highlightPreTag?: string;
  highlightPostTag?: string;
  snippetEllipsisText?: string;
  advancedSyntax?: boolean;
  distinct?: boolean | number;
  clickAnalytics?: boolean;
  [param: string]: unknown;
}

export type FacetFilters = string | (string | string[])[];

export interface HighlightResult {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
  fullyHighlighted?: boolean;
}

export interface SnippetResult {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
}

export interface SearchHit {
  objectID: string;
  [attribute: string]: unknown;
  _highlightResult?: Record<string, unknown>;
  _snippetResult?: Record<string, unknown>;
}

export interface SearchResponse {
  hits: SearchHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  exhaustiveNbHits: true;
  exhaustive: { nbHits: true };
  processingTimeMS: number;
  query: string;
  params: string;
  index: string;
  queryID?: string;
  facets?: Record<string, Record<string, number>>;
}

/** 对 `type: 'facet'` 请求（按分面值搜索）的回答；本站界面不发这种请求，本地后端只返回空结果。 */
export interface FacetSearchResponse {
  facetHits: [];
  exhaustiveFacetsCount: true;
  processingTimeMS: number;
}

export type MultiSearchResponse = { results: (SearchResponse | FacetSearchResponse)[] };

/** 搜索后端：构建时没有 Algolia 凭据就是本地索引，有就是托管的 Algolia。 */
export type SearchMode = 'local' | 'algolia';

export interface AlgoliaAgent {
  segment: string;
  version?: string;
}

/** 客户端按需加载的后端（`local.ts` 或 `hosted.ts`）。 */
export interface SearchBackend {
  warm(): Promise<void>;
  search(searchMethodParams: unknown): Promise<MultiSearchResponse>;
  addAlgoliaAgent(segment: string, version?: string): void;
}
