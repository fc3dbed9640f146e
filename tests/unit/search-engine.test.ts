import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createSearchEngine, withinOneEdit } from '../../src/search/browser/engine';
import { compactIndex } from '../../src/search/indexing/compactIndex';
import { parseQuery, splitHanTerm } from '../../src/search/browser/query';
import { toRequests } from '../../src/search/browser/requests';
import type { DocSearchRecord, SearchRequest, SearchResponse } from '../../src/search/browser/types';
import {
  CONTEXTUAL_FILTERS,
  FIXTURE_ORIGIN,
  LONG_ENGLISH,
  XSS_IMG,
  fixtureIndex,
} from '../fixtures/search/fixtureIndex';

const engine = createSearchEngine(fixtureIndex());
const MARK = { highlightPreTag: '<mark>', highlightPostTag: '</mark>' };

function search(query: string, params: Partial<SearchRequest> = {}): SearchResponse {
  return engine.search({
    indexName: 'cheerio_zh',
    query,
    facetFilters: CONTEXTUAL_FILTERS,
    ...MARK,
    ...params,
  }) as SearchResponse;
}

/** 最小的单页索引：每个条目一条记录，用来精确检验排序。 */
function tinyEngine(
  entries: { lvl1: string; lvl2?: string; content?: string; keywords?: string[]; pageRank?: number }[],
) {
  const records: DocSearchRecord[] = entries.map(
    ({ lvl1, lvl2 = null, content = null, keywords, pageRank = 0 }, i) => ({
      objectID: `/p${i}#0`,
      type: content !== null ? 'content' : lvl2 !== null ? 'lvl2' : 'lvl1',
      hierarchy: { lvl0: '文档', lvl1, lvl2, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
      content,
      url: `${FIXTURE_ORIGIN}/p${i}`,
      url_without_anchor: `${FIXTURE_ORIGIN}/p${i}`,
      anchor: null,
      weight: { pageRank, level: content !== null ? 0 : lvl2 !== null ? 90 : 100, position: 0 },
      language: 'zh-CN',
      docusaurus_tag: 'default',
      ...(keywords ? { keywords } : {}),
    }),
  );
  const tiny = createSearchEngine(compactIndex(records, FIXTURE_ORIGIN));
  return (query: string) =>
    (tiny.search({ query, ...MARK }) as SearchResponse).hits.map((hit) => hit.url_without_anchor);
}

const hierarchyValue = (hit: SearchResponse['hits'][number], level: string) =>
  ((hit._highlightResult!.hierarchy as Record<string, { value: string }>)[level] ?? { value: undefined }).value;

describe('本地引擎：匹配与排序', () => {
  it('汉字按子串匹配，不需要分词', () => {
    const { hits, nbHits } = search('加载');
    assert.ok(nbHits >= 8);
    assert.ok(
      hits.some(
        (hit) => String(hit.content).includes('流式') || hit.url === `${FIXTURE_ORIGIN}/docs/basics/loading#stream`,
      ),
    );
    assert.ok(hits.every((hit) => JSON.stringify(hit._highlightResult).includes('<mark>加载</mark>')));
  });

  it('同等条件下按 weight.level 再按页内位置排序：页面标题排在它的小节前', () => {
    const urls = search('加载').hits.map((hit) => hit.url);
    assert.equal(urls[0], `${FIXTURE_ORIGIN}/docs/basics/loading`);
    assert.deepEqual(urls.slice(1, 5), [
      `${FIXTURE_ORIGIN}/docs/basics/loading#load`,
      `${FIXTURE_ORIGIN}/docs/basics/loading#loadbuffer`,
      `${FIXTURE_ORIGIN}/docs/basics/loading#fromurl`,
      `${FIXTURE_ORIGIN}/docs/basics/loading#stream`,
    ]);
  });

  it('拉丁词：整词 > 前缀 > 中缀；中缀只对 3 个字母以上的词生效', () => {
    const rank = tinyEngine([
      { lvl1: '页面', lvl2: 'preloading 预加载' },
      { lvl1: '页面', lvl2: 'loading 状态' },
      { lvl1: '页面', lvl2: 'load 函数' },
    ]);
    assert.deepEqual(rank('load'), [`${FIXTURE_ORIGIN}/p2`, `${FIXTURE_ORIGIN}/p1`, `${FIXTURE_ORIGIN}/p0`]);
    assert.deepEqual(tinyEngine([{ lvl1: 'xy 坐标' }, { lvl1: 'taxy' }])('xy'), [`${FIXTURE_ORIGIN}/p0`]);
  });

  it('属性优先级：命中标题的记录排在只命中正文的记录前', () => {
    const rank = tinyEngine([{ lvl1: '其他', content: '这里提到 selector 一次' }, { lvl1: 'selector 用法' }]);
    assert.deepEqual(rank('selector'), [`${FIXTURE_ORIGIN}/p1`, `${FIXTURE_ORIGIN}/p0`]);
  });

  it('多个词时，距离近的排前面（邻近度）', () => {
    const rank = tinyEngine([
      { lvl1: '一', content: 'alpha one two three four five six beta' },
      { lvl1: '二', content: 'alpha beta' },
    ]);
    assert.deepEqual(rank('alpha beta'), [`${FIXTURE_ORIGIN}/p1`, `${FIXTURE_ORIGIN}/p0`]);
  });

  it('大小写与全角字母不影响匹配', () => {
    assert.equal(search('ＬＯＡＤＢＵＦＦＥＲ').hits[0]?.url, `${FIXTURE_ORIGIN}/docs/basics/loading#loadbuffer`);
  });

  it('整体找不到的长汉字词用 Intl.Segmenter 拆开，各部分都要出现', () => {
    assert.deepEqual(splitHanTerm('元素查找'), ['元素', '查找']);
    assert.deepEqual(splitHanTerm('树的方法'), ['树', '方法']);
    const { hits } = search('元素查找');
    assert.equal(hits[0]?.url, `${FIXTURE_ORIGIN}/docs/basics/selecting`);
    assert.deepEqual((hits[0]._highlightResult!.content as { matchedWords: string[] }).matchedWords, ['元素', '查找']);
  });

  it('带连接符的词整体找不到时按连接符拆开（cheerio.load → cheerio + load）', () => {
    const rank = tinyEngine([{ lvl1: 'Cheerio 的 load 方法' }, { lvl1: '无关' }]);
    assert.deepEqual(rank('cheerio.load'), [`${FIXTURE_ORIGIN}/p0`]);
  });

  it('没有记录包含全部词时，包含部分词的记录也返回（allOptional）', () => {
    const { hits, nbHits } = search('加载 qwertyuiop');
    assert.ok(nbHits > 0);
    assert.equal(
      (hits[0]._highlightResult!.content as { matchLevel?: string } | undefined)?.matchLevel ?? 'partial',
      'partial',
    );
  });

  it('高级语法：引号短语整体匹配，-词 排除', () => {
    assert.deepEqual(parseQuery('"bound to" -markup load', true), {
      terms: [
        { text: 'bound to', original: 'bound to', han: false, phrase: true, split: false },
        { text: 'load', original: 'load', han: false, phrase: false, split: false },
      ],
      exclusions: [{ text: 'markup', original: 'markup', han: false, phrase: false, split: false }],
    });
    assert.equal(search('"bound to a document"').hits[0]?.url, `${FIXTURE_ORIGIN}/docs/api/functions/load`);
    assert.ok(search('load -markup').hits.every((hit) => !String(hit.content).includes('markup')));
  });

  it('查询里汉字与拉丁字母相连时在交界处切开', () => {
    assert.deepEqual(
      parseQuery('使用fromURL加载', false).terms.map((t) => t.text),
      ['使用', 'fromurl', '加载'],
    );
  });
});

describe('本地引擎：读者的说法（术语、纠错、问句）与工作量上限', () => {
  it('页面关键词按标题的权重匹配：英文词找到中文页面，且排在正文里顺带提到的记录前', () => {
    const find = tinyEngine([
      { lvl1: 'API', lvl2: '成员', content: 'traversing 的方法都返回新的选择集' },
      { lvl1: '遍历 DOM', keywords: ['traversing the dom', 'traversing'] },
    ]);
    assert.deepEqual(find('traversing'), [`${FIXTURE_ORIGIN}/p1`, `${FIXTURE_ORIGIN}/p0`]);
    assert.deepEqual(find('traversing the dom')[0], `${FIXTURE_ORIGIN}/p1`);
  });

  it('标题或关键词整体等于查询的记录排在前面：attr 先给出 attr() 这一节，而不是标题里带 attribute 的页面', () => {
    const find = tinyEngine([
      { lvl1: '操作元素', keywords: ['attributes'], pageRank: 2 },
      { lvl1: '类：Cheerio', lvl2: 'attr()', pageRank: 1 },
      { lvl1: '排错', lvl2: "attr('href') 拿到的是相对 URL", pageRank: 2 },
    ]);
    assert.equal(find('attr')[0], `${FIXTURE_ORIGIN}/p1`);
  });

  it('同样匹配时页面权重高的排前面（教程在 API 成员前）', () => {
    const find = tinyEngine([
      { lvl1: '类：Cheerio', lvl2: '插入内容', pageRank: 1 },
      { lvl1: '操作元素', lvl2: '插入内容', pageRank: 2 },
    ]);
    assert.equal(find('插入')[0], `${FIXTURE_ORIGIN}/p1`);
  });

  it('拼写纠错：4 个字母以上的拉丁词允许差一处编辑（含相邻交换），排在精确匹配之后', () => {
    const find = tinyEngine([{ lvl1: 'attr()' }, { lvl1: 'atr 缩写' }, { lvl1: 'fromURL()' }, { lvl1: 'traversing' }]);
    assert.equal(find('atrr')[0], `${FIXTURE_ORIGIN}/p0`);
    assert.deepEqual(find('fromRUL'), [`${FIXTURE_ORIGIN}/p2`]);
    assert.deepEqual(find('travesing'), [`${FIXTURE_ORIGIN}/p3`]);
    // 三个字母的词不纠错：atr 只找到精确的那一条，不会变成 attr。
    assert.deepEqual(find('atr'), [`${FIXTURE_ORIGIN}/p1`]);
    const exactFirst = tinyEngine([{ lvl1: 'test 工具' }, { lvl1: 'text()' }]);
    assert.deepEqual(exactFirst('text'), [`${FIXTURE_ORIGIN}/p1`]);
  });

  it('汉字不纠错', () => {
    const find = tinyEngine([{ lvl1: '遍历元素' }]);
    assert.deepEqual(find('编历'), []);
  });

  it('Damerau–Levenshtein 距离 1 的判断', () => {
    assert.ok(withinOneEdit('atrr', 'attr'));
    assert.ok(withinOneEdit('attr', 'atr'));
    assert.ok(withinOneEdit('fromrul', 'fromurl'));
    assert.ok(withinOneEdit('selctor', 'selector'));
    assert.ok(!withinOneEdit('atrr', 'tarr0'));
    assert.ok(!withinOneEdit('abcd', 'badc'));
  });

  it('问句里的疑问词、语气词不必匹配；只剩它们时照常匹配', () => {
    assert.deepEqual(
      parseQuery('怎么加载 GBK 网页吗', false).terms.map((t) => t.text),
      ['加载', 'gbk', '网页'],
    );
    assert.deepEqual(
      parseQuery('为什么选择结果是空的', false).terms.map((t) => t.text),
      ['选择结果是空的'],
    );
    assert.deepEqual(
      parseQuery('cheerio 和 jsdom 有什么区别', false).terms.map((t) => t.text),
      ['jsdom', '区别'],
    );
    assert.deepEqual(
      parseQuery('how to load html', false).terms.map((t) => t.text),
      ['load', 'html'],
    );
    assert.deepEqual(
      parseQuery('什么', false).terms.map((t) => t.text),
      ['什么'],
    );
    const find = tinyEngine([{ lvl1: '加载文档', content: '用 load() 加载 HTML 字符串' }]);
    assert.equal(find('如何加载 HTML？')[0], `${FIXTURE_ORIGIN}/p0`);
  });

  it('再长的查询也只用前 8 个词：之后的词不参与匹配', () => {
    const words = Array.from({ length: 40 }, (_, i) => `word${i}`);
    // p0 含前 8 个词，p1 含其余 32 个。40 个词都参与时，两条记录都只匹配一部分，按“可选词”规则都会返回，而且 p1 在前。
    const find = tinyEngine([{ lvl1: words.slice(0, 8).join(' ') }, { lvl1: words.slice(8).join(' ') }]);
    assert.deepEqual(find(words.join(' ')), [`${FIXTURE_ORIGIN}/p0`]);
  });
});

describe('本地引擎：分面过滤、distinct 与分页', () => {
  it('上下文过滤：其他语言和列表页标签的记录不返回', () => {
    const urls = search('注入').hits.map((hit) => String(hit.url));
    assert.ok(urls.length > 0);
    assert.ok(urls.every((url) => url.startsWith(`${FIXTURE_ORIGIN}/docs/security/xss`)));
    const all = engine.search({ query: '注入' }) as SearchResponse;
    assert.ok(all.hits.some((hit) => hit.language === 'en'));
    assert.ok(all.hits.some((hit) => hit.docusaurus_tag === 'blog_posts_list'));
  });

  it('facetFilters：字符串、嵌套数组内为“或”、`属性:-值` 取反', () => {
    const count = (facetFilters: SearchRequest['facetFilters']) =>
      (engine.search({ query: '加载', facetFilters }) as SearchResponse).nbHits;
    const zh = count('language:zh-CN');
    assert.equal(count(['language:zh-CN']), zh);
    assert.equal(count(['language:en']), 1);
    assert.equal(count([['language:en', 'docusaurus_tag:blog_posts_list']]), 2);
    assert.equal(count(['language:-zh-CN']), 1);
    assert.equal(count(['unknown:x']), 0);
  });

  it('请求 facets 时返回各分面值的计数', () => {
    const { facets } = engine.search({ query: '加载', facets: ['language', 'docusaurus_tag'] }) as SearchResponse;
    const zhRecords = (
      engine.search({ query: '加载', facetFilters: 'language:zh-CN', distinct: false }) as SearchResponse
    ).nbHits;
    assert.deepEqual(facets!.language, { 'zh-CN': zhRecords, en: 1 });
    assert.equal(facets!.docusaurus_tag.blog_posts_list, 1);
  });

  it('同一地址只返回最好的一条（distinct），关掉后全部返回', () => {
    const distinct = search('加载');
    const urls = distinct.hits.map((hit) => hit.url);
    assert.equal(new Set(urls).size, urls.length);
    assert.ok(search('加载', { distinct: false }).nbHits > distinct.nbHits);
  });

  it('分页：page 与 hitsPerPage，hitsPerPage 为 0 时只返回计数', () => {
    const all = search('加载', { hitsPerPage: 100 });
    const first = search('加载', { hitsPerPage: 3, page: 0 });
    const second = search('加载', { hitsPerPage: 3, page: 1 });
    assert.equal(first.nbPages, Math.ceil(all.nbHits / 3));
    assert.deepEqual(
      [...first.hits, ...second.hits].map((hit) => hit.objectID),
      all.hits.slice(0, 6).map((hit) => hit.objectID),
    );
    const none = search('加载', { hitsPerPage: 0 });
    assert.deepEqual(none.hits, []);
    assert.equal(none.nbHits, all.nbHits);
    assert.equal(none.nbPages, 0);
    assert.equal(search('加载').hitsPerPage, 20);
  });
});

describe('本地引擎：高亮、摘要与转义', () => {
  it('高亮使用请求的标签；不带标签时用爬虫模板的默认 span', () => {
    const hit = search('load').hits[0];
    assert.equal(hierarchyValue(hit, 'lvl1'), '<mark>load</mark>()');
    const page = engine.search({ query: 'load' }) as SearchResponse;
    assert.equal(
      hierarchyValue(page.hits[0], 'lvl1'),
      '<span class="algolia-docsearch-suggestion--highlight">load</span>()',
    );
  });

  it('高亮结果带 matchLevel、matchedWords、fullyHighlighted，只列出非空层级', () => {
    const hit = search('load').hits[0];
    const hierarchy = hit._highlightResult!.hierarchy as Record<string, Record<string, unknown>>;
    assert.deepEqual(Object.keys(hierarchy), ['lvl0', 'lvl1']);
    assert.deepEqual(hierarchy.lvl0, { value: 'API 参考', matchLevel: 'none', matchedWords: [] });
    assert.equal(hierarchy.lvl1.matchLevel, 'full');
    assert.deepEqual(hierarchy.lvl1.matchedWords, ['load']);
    assert.equal(hierarchy.lvl1.fullyHighlighted, false);
  });

  it('相邻的匹配合并成一个高亮', () => {
    const hit = search('加载 文档').hits[0];
    assert.equal(hierarchyValue(hit, 'lvl1'), '<mark>加载文档</mark>');
  });

  it('摘要按请求的词数截取并加省略符：10 个词，窄屏 5 个词', () => {
    const words = (value: string) => value.replace(/<\/?mark>|…/g, ' ').match(/[A-Za-z]+/g)!.length;
    const ten = search('snippets', { attributesToSnippet: ['content:10'], snippetEllipsisText: '…' }).hits[0];
    const tenValue = (ten._snippetResult!.content as { value: string }).value;
    assert.equal(words(tenValue), 10);
    assert.match(tenValue, /^….*<mark>snippets<\/mark>.*…$/);
    const five = search('snippets', { attributesToSnippet: ['content:5'] }).hits[0];
    assert.equal(words((five._snippetResult!.content as { value: string }).value), 5);
    assert.ok(LONG_ENGLISH.split(' ').length > 30);
  });

  it('短文本的摘要就是全文，不加省略符；汉字每两个算一个词', () => {
    const hit = search('选择器').hits[0];
    assert.equal(
      (hit._snippetResult!.content as { value: string }).value,
      '文档加载完成后，用 CSS <mark>选择器</mark>查找元素。',
    );
    const short = search('选择器', { attributesToSnippet: ['content:3'] }).hits[0];
    assert.equal((short._snippetResult!.content as { value: string }).value, '…<mark>选择器</mark>查找元…');
  });

  it('正文和标题里的标记被转义后才加高亮标签；原始字段也是转义过的', () => {
    const response = search('注入', { distinct: false });
    const json = JSON.stringify(response.hits);
    assert.ok(!json.includes('<img'), json);
    assert.ok(!json.includes('<script'), json);
    const content = response.hits.find((hit) => hit.type === 'content')!;
    assert.equal(
      (content._highlightResult!.content as { value: string }).value,
      '<mark>注入</mark>正文 &lt;img src=x onerror=&quot;window.__xss=1&quot;&gt; &lt;script&gt;window.__xss=2&lt;/script&gt; 结束',
    );
    assert.match((content._snippetResult!.content as { value: string }).value, /^<mark>注入<\/mark>正文 &lt;img src=x/);
    assert.equal(
      (content.hierarchy as Record<string, string>).lvl1,
      '&lt;img src=x onerror=&quot;window.__xss=1&quot;&gt;注入标题',
    );
    assert.ok(String(content.content).startsWith('注入正文 &lt;img'));
  });

  it('查询本身含标记时也不会出现在输出里', () => {
    const response = search(`${XSS_IMG} 加载`);
    assert.ok(!JSON.stringify(response.hits).includes('<img'));
  });

  it('attributesToRetrieve 裁剪命中，支持嵌套路径', () => {
    const hit = search('load', {
      attributesToRetrieve: ['hierarchy.lvl0', 'hierarchy.lvl1', 'content', 'type', 'url'],
    }).hits[0];
    assert.deepEqual(Object.keys(hit).sort(), ['_highlightResult', 'content', 'hierarchy', 'objectID', 'type', 'url']);
    assert.deepEqual(hit.hierarchy, { lvl0: 'API 参考', lvl1: 'load()' });
  });
});

describe('本地引擎：请求与响应的形状', () => {
  it('接受 algoliasearch v5 的请求写法，参数都在请求的顶层', () => {
    const request = { indexName: 'i', query: 'a', hitsPerPage: 5, facetFilters: ['language:zh-CN'] };
    assert.deepEqual(toRequests({ requests: [request] }), [request]);
  });

  it('缺少 requests（包括旧版的数组写法）时的错误信息点名缺的参数', () => {
    assert.throws(() => toRequests({}), /`searchMethodParams\.requests`/);
    assert.throws(() => toRequests([{ indexName: 'i', params: { query: 'a' } }]), /`searchMethodParams\.requests`/);
  });

  it('响应原样带回查询、索引名与参数串；clickAnalytics 时带 queryID', () => {
    const response = search(' 加载 ', { clickAnalytics: true });
    assert.equal(response.query, ' 加载 ');
    assert.equal(response.index, 'cheerio_zh');
    assert.match(response.queryID!, /^[0-9a-f]{32}$/);
    assert.match(response.params, /query=\+%E5%8A%A0%E8%BD%BD\+/);
    assert.equal(response.exhaustiveNbHits, true);
    assert.equal(search('加载').queryID, undefined);
  });

  it('按分面值搜索的请求得到空结果而不是报错', () => {
    assert.deepEqual(engine.search({ type: 'facet', query: '' }), {
      facetHits: [],
      exhaustiveFacetsCount: true,
      processingTimeMS: 0,
    });
  });

  it('空查询返回过滤后的全部记录（Algolia 的行为）', () => {
    assert.ok(search('').nbHits > 10);
  });
});
