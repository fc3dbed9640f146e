import { GLOSSARY, PAGE_TERMS, type GlossaryTerm } from '../../terms';

/** 去掉括号里的补充说明（半角或全角括号），留下说法本身。 */
const withoutNote = (text: string) => text.replace(/\s*[（(][^）)]*[）)]/g, '').trim();

/**
 * 术语表一行里读者可能输入的说法：英文名按“/”“,”拆开，括号里的英文（如 fragment mode）也算；
 * 译名按“/”拆开，只取括号前的部分（括号里多是给译者的说明）。
 */
export function glossaryWords(term: GlossaryTerm): string[] {
  const english = term.en.split(/\s*[/,]\s*/).flatMap((piece) => {
    const inner = /\(([\x20-\x7e]+)\)/.exec(piece)?.[1];
    return [withoutNote(piece), ...(inner ? [inner] : [])];
  });
  const chinese = term.zh.split(/\s*\/\s*/).map(withoutNote);
  return [...english, ...chinese].map((word) => word.replace(/`/g, '').trim()).filter(Boolean);
}

/** 术语表给一个页面的全部说法（不含 API 符号名）。 */
export function termKeywords(path: string): string[] {
  const fromPages = PAGE_TERMS.filter((entry) => entry.page === path).flatMap((entry) => entry.words);
  const fromGlossary = GLOSSARY.flatMap((section) => section.terms)
    .filter((term) => term.pages?.includes(path))
    .flatMap(glossaryWords);
  return [...new Set([...fromPages, ...fromGlossary])];
}

/** 术语表提到的全部页面。 */
export function termPages(): string[] {
  const pages = [
    ...PAGE_TERMS.map((entry) => entry.page),
    ...GLOSSARY.flatMap((section) => section.terms.flatMap((term) => term.pages ?? [])),
  ];
  return [...new Set(pages)].sort();
}

/** 页面权重（DocSearch 的 `weight.pageRank`，排序的最后几条规则之一）：同样匹配时教程排在 API 成员和博客前面。 */
export function pageRankFor(path: string): number {
  if (path.startsWith('/docs/api/')) return 1;
  if (path.startsWith('/docs/category/')) return 0;
  if (path.startsWith('/docs/')) return 2;
  return 0;
}

/**
 * 一个页面的关键词：术语表里的说法，加上 API 页面自己的符号名（`/docs/api/functions/load` → `load`、`cheerio.load`、
 * `$.load`），让只输入 API 名的读者先看到那个 API 的页面。
 */
export function keywordsFor(path: string): string[] {
  const words = termKeywords(path);
  const api = /^\/docs\/api\/(classes|functions|interfaces|type-aliases)\/([^/]+)$/.exec(path);
  if (api) {
    words.push(api[2]);
    // 函数既可以从包里导入（cheerio.load），静态方法也挂在查询函数上（$.contains）。
    if (api[1] === 'functions') words.push(`cheerio.${api[2]}`, `$.${api[2]}`);
  }
  return [...new Set(words)];
}
