import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, it, mock } from 'node:test';
import vm from 'node:vm';
import { liteClient } from 'algoliasearch/lite';
import { load } from 'cheerio';
import { HTML_SUFFIX, SEARCH_PAGE_PATH, algolia, resolveSearchMode } from '../../src/config/search';
import { SELECTORS, isApiNoise } from '../../src/search/indexing/extract';
import { getSearchClient } from '../../src/search/browser/client';
import { CRAWLER_CONFIG_FILE, regenerateFormatted } from '../../ops/algolia/crawlerConfig';
import { HOST_RETRY_DELAY_MS, createHostsCache } from '../../src/search/browser/hostsCache';
import { createLocalBackend } from '../../src/search/browser/local';
import { QUESTION_WORDS_FOR_HOSTED } from '../../src/search/browser/query';
import {
  isSafeUrl,
  isSameOriginUrl,
  sanitizeHit,
  sanitizeMarkup,
  sanitizeStoredHits,
} from '../../src/search/browser/sanitize';
import { INDEX_DEFAULTS } from '../../src/search/browser/settings';
import { keywordsFor, pageRankFor, termPages } from '../../src/search/indexing/keywords';
import { escapeHtmlIdempotent } from '../../src/search/browser/text';
import type { SearchResponse } from '../../src/search/browser/types';
import { CONTEXTUAL_FILTERS, XSS_IMG, fixtureIndex } from '../fixtures/search/fixtureIndex';

const ORIGIN = 'https://zh.example.com';

describe('搜索模式的选择（构建时）', () => {
  it('没有凭据时用本地索引，凭据齐全时用托管索引', () => {
    assert.equal(resolveSearchMode({}), 'local');
    assert.equal(resolveSearchMode({ algoliaAppId: 'APP', algoliaSearchApiKey: 'key' }), 'algolia');
    assert.equal(resolveSearchMode({ searchMode: 'local', algoliaAppId: 'APP', algoliaSearchApiKey: 'key' }), 'local');
  });

  it('要求托管模式却缺凭据时，构建失败并点名缺的变量', () => {
    assert.throws(() => resolveSearchMode({ searchMode: 'algolia' }), /ALGOLIA_APP_ID 和 ALGOLIA_SEARCH_API_KEY/);
    assert.throws(() => resolveSearchMode({ algoliaAppId: 'APP' }), /缺少 ALGOLIA_SEARCH_API_KEY/);
  });
});

describe('搜索的主题配置', () => {
  it('上下文搜索打开，索引名两种模式共用，/search 路径不带开头的斜杠', () => {
    assert.equal(algolia.contextualSearch, true);
    assert.equal(algolia.indexName, 'cheerio_zh');
    assert.equal(algolia.searchPagePath, 'search');
    assert.equal(SEARCH_PAGE_PATH.startsWith('/'), false);
    assert.equal('insights' in algolia, false, '不能打开 insights：它会从 CDN 加载脚本');
  });

  it('英文官网的结果按外部地址处理，.html 与 /index.html 地址改写成无后缀路由', () => {
    const external = new RegExp(algolia.externalUrlRegex);
    assert.ok(external.test('https://cheerio.js.org/docs/basics/loading#load'));
    assert.ok(!external.test('https://cheerio.js.org.evil.example/'));
    const rewrite = (pathname: string) =>
      pathname.replaceAll(new RegExp(HTML_SUFFIX.source, 'g'), algolia.replaceSearchResultPathname.to);
    assert.equal(rewrite('/docs/intro.html#install'), '/docs/intro#install');
    assert.equal(rewrite('/docs/api/index.html'), '/docs/api');
    assert.equal(rewrite('/docs/basics/loading#load-html'), '/docs/basics/loading#load-html');
  });
});

describe('本地后端', () => {
  let fetchCalls: string[];
  let respond: () => Promise<Response>;

  beforeEach(() => {
    fetchCalls = [];
    respond = async () => new Response(JSON.stringify(fixtureIndex()), { status: 200 });
    mock.method(globalThis, 'fetch', async (url: string) => {
      fetchCalls.push(url);
      return respond();
    });
  });
  afterEach(() => mock.restoreAll());

  const request = {
    requests: [{ indexName: 'cheerio_zh', query: '加载', facetFilters: CONTEXTUAL_FILTERS, hitsPerPage: 5 }],
  };

  it('第一次查询时下载索引，之后复用', async () => {
    const backend = createLocalBackend('/search-index.json');
    assert.deepEqual(fetchCalls, []);
    const first = await backend.search(request);
    await backend.search(request);
    assert.deepEqual(fetchCalls, ['/search-index.json']);
    assert.equal((first.results[0] as SearchResponse).hits.length, 5);
  });

  it('下载失败时抛出名为 RetryError 的错误（弹窗据此显示错误界面），下一次查询重新下载', async () => {
    const backend = createLocalBackend('/search-index.json');
    respond = async () => new Response('nope', { status: 500 });
    await assert.rejects(backend.search(request), { name: 'RetryError', failure: 'network', message: /HTTP 500/ });
    respond = async () => {
      throw new TypeError('Failed to fetch');
    };
    await assert.rejects(backend.search(request), { name: 'RetryError', failure: 'network' });
    respond = async () => new Response(JSON.stringify(fixtureIndex()), { status: 200 });
    assert.ok(((await backend.search(request)).results[0] as SearchResponse).nbHits > 0);
    assert.equal(fetchCalls.length, 3);
  });

  it('下载到了却用不了的索引（字段不对、版本不符、不是 JSON）是索引的问题（failure: index），不会在查询时抛出 TypeError', async () => {
    const good = fixtureIndex();
    const broken = [
      { ...good, pages: good.pages.map((page) => ({ ...page, u: 42 })) },
      { ...good, records: good.records.map((entry) => ({ ...entry, h: 'lvl1' })) },
      {
        ...good,
        records: good.records.map((entry) => ({ ...entry, c: entry.c === undefined ? undefined : { text: entry.c } })),
      },
      { ...good, records: good.records.map((entry) => ({ ...entry, p: good.pages.length + 5 })) },
      { ...good, records: good.records.map((entry) => ({ ...entry, t: '1' })) },
      { ...good, origin: null },
      { ...good, version: 2 },
      [],
      null,
    ];
    const bodies = [...broken.map((index) => JSON.stringify(index)), '{"version":3,"pages":['];
    for (const body of bodies) {
      const backend = createLocalBackend('/search-index.json');
      respond = async () => new Response(body, { status: 200 });
      await assert.rejects(backend.search(request), { name: 'RetryError', failure: 'index' }, body.slice(0, 40));
    }
  });

  it('站点客户端：满足 DocSearch 的客户端接口，同一组选项只创建一次', async () => {
    const options = {
      mode: 'local' as const,
      appId: 'LOCAL',
      apiKey: 'local-search',
      indexUrl: '/unit/search-index.json',
    };
    const client = getSearchClient(options);
    assert.equal(getSearchClient({ ...options }), client);
    client.addAlgoliaAgent('docusaurus', '3.6.3');
    client.addAlgoliaAgent('docusaurus', '3.6.3');
    assert.equal(client.transporter.algoliaAgent.value, 'docusaurus (3.6.3)');
    const { results } = (await client.search(request)) as unknown as { results: SearchResponse[] };
    assert.equal(results[0].query, '加载');
    assert.deepEqual(fetchCalls, ['/unit/search-index.json']);
  });
});

describe('托管后端的主机缓存：失败的主机真的被记住（algoliasearch 5 的默认缓存读不回自己写的状态）', () => {
  let now = 1_000_000;
  beforeEach(() => {
    now = 1_000_000;
    mock.method(Date, 'now', () => now);
  });
  afterEach(() => mock.restoreAll());

  function clientWithHosts(statusFor: (host: string) => number, storage?: Map<string, string>) {
    const tried: string[] = [];
    const kv = storage && {
      getItem: (k: string) => storage.get(k) ?? null,
      setItem: (k: string, v: string) => void storage.set(k, v),
    };
    const client = liteClient('TESTAPP', 'testkey', {
      hostsCache: createHostsCache(kv, 'hosts'),
      requester: {
        async send(request: { url: string }) {
          const host = new URL(request.url).host;
          tried.push(host);
          const status = statusFor(host);
          return { status, content: JSON.stringify({ results: [{ hits: [] }], message: 'x' }), isTimedOut: false };
        },
      },
    });
    // 每次用不同的查询，避开客户端自己的响应缓存。
    let n = 0;
    const search = () => client.search({ requests: [{ indexName: 'cheerio_zh', query: `q${n++}` }] });
    return { tried, search };
  }

  it('失败的主机 2 分钟内被跳过，之后重新先试', async () => {
    let dsnDown = true;
    const { tried, search } = clientWithHosts((host) => (host === 'testapp-dsn.algolia.net' && dsnDown ? 500 : 200));
    await search();
    assert.equal(tried[0], 'testapp-dsn.algolia.net');
    assert.match(tried[1], /^testapp-[123]\.algolianet\.com$/);
    dsnDown = false;
    tried.length = 0;
    await search();
    assert.notEqual(tried[0], 'testapp-dsn.algolia.net');
    now += HOST_RETRY_DELAY_MS - 1000;
    tried.length = 0;
    await search();
    assert.notEqual(tried[0], 'testapp-dsn.algolia.net');
    now += 2000;
    tried.length = 0;
    await search();
    assert.deepEqual(tried, ['testapp-dsn.algolia.net']);
  });

  it('状态写进存储，换一个客户端（整页刷新）仍然有效；写入主机不用于搜索', async () => {
    const storage = new Map<string, string>();
    const first = clientWithHosts((host) => (host === 'testapp-dsn.algolia.net' ? 500 : 200), storage);
    await first.search();
    const second = clientWithHosts(() => 200, storage);
    await second.search();
    assert.notEqual(second.tried[0], 'testapp-dsn.algolia.net');
    assert.ok(![...first.tried, ...second.tried].includes('testapp.algolia.net'));
  });

  it('4xx 直接报错，不换主机重试', async () => {
    const { tried, search } = clientWithHosts(() => 403);
    await assert.rejects(search(), { name: 'ApiError' });
    assert.deepEqual(tried, ['testapp-dsn.algolia.net']);
  });
});

describe('清洗不受本站控制的文本', () => {
  it('只保留约定的高亮标签，其余标记转义；已转义的实体不会被再转义一次', () => {
    assert.equal(
      sanitizeMarkup(`<mark>load</mark> ${XSS_IMG} &lt;b&gt; &amp;`, ['<mark>', '</mark>']),
      '<mark>load</mark> &lt;img src=x onerror=&quot;window.__xss=1&quot;&gt; &lt;b&gt; &amp;',
    );
    assert.equal(escapeHtmlIdempotent('a & b &amp; &#39; &#x27; <'), 'a &amp; b &amp; &#39; &#x27; &lt;');
  });

  it('托管命中：高亮、摘要、hierarchy、content 都被清洗', () => {
    const hit = sanitizeHit(
      {
        objectID: '1',
        url: 'https://zh.example.com/docs',
        hierarchy: { lvl0: '文档', lvl1: XSS_IMG },
        content: XSS_IMG,
        _snippetResult: { content: { value: `<mark>x</mark>${XSS_IMG}`, matchLevel: 'full' } },
      },
      [INDEX_DEFAULTS.highlightPreTag, INDEX_DEFAULTS.highlightPostTag, '<mark>', '</mark>'],
    );
    assert.ok(!JSON.stringify(hit).includes('<img'));
    assert.match(JSON.stringify(hit), /<mark>x<\/mark>&lt;img/);
    assert.equal(hit.url, 'https://zh.example.com/docs');
  });

  it('存储的最近搜索：去掉高亮与摘要、转义文本、丢弃不安全的地址；无需改动时返回 null', () => {
    const stored = JSON.stringify([
      {
        objectID: 'a',
        type: 'lvl1',
        url: '/docs/intro',
        hierarchy: { lvl0: '教程', lvl1: XSS_IMG },
        content: null,
        _snippetResult: { hierarchy: { lvl1: { value: XSS_IMG } } },
      },
      {
        objectID: 'b',
        type: 'lvl1',
        url: 'javascript:alert(1)',
        hierarchy: { lvl0: '教程', lvl1: 'x' },
        content: null,
      },
      { objectID: 'c', type: 'lvl1', url: '//evil.example/', hierarchy: { lvl0: '教程', lvl1: 'y' }, content: null },
    ]);
    const cleaned = JSON.parse(sanitizeStoredHits(stored, ORIGIN)!);
    assert.deepEqual(cleaned, [
      {
        objectID: 'a',
        type: 'lvl1',
        url: '/docs/intro',
        hierarchy: { lvl0: '教程', lvl1: '&lt;img src=x onerror=&quot;window.__xss=1&quot;&gt;' },
        content: null,
      },
    ]);
    assert.equal(sanitizeStoredHits(JSON.stringify(cleaned), ORIGIN), null);
    assert.equal(sanitizeStoredHits('not json', ORIGIN), '[]');
    assert.equal(sanitizeStoredHits(null, ORIGIN), null);
    assert.ok(isSafeUrl('https://cheerio.js.org/docs') && !isSafeUrl('data:text/html,x'));
  });

  it('存储被篡改：指向别的站点或形状不对的条目被丢弃，合法条目保留', () => {
    const valid = {
      objectID: 'ok',
      type: 'lvl2',
      url: '/docs/intro#a',
      hierarchy: { lvl0: '教程', lvl1: '简介', lvl2: '安装' },
      content: null,
    };
    const tampered = [
      { ...valid, objectID: 'backslash', url: '/\\evil.example/steal' },
      { ...valid, objectID: 'control', url: '/\t/evil.example/steal' },
      { ...valid, objectID: 'absolute', url: 'https://evil.example/steal' },
      { ...valid, objectID: 'no-hierarchy', hierarchy: undefined },
      { ...valid, objectID: 'array-hierarchy', hierarchy: ['教程'] },
      { ...valid, objectID: 'lvl0-number', hierarchy: { lvl0: 1, lvl1: '简介', lvl2: '安装' } },
      { ...valid, objectID: 'lvl1-object', hierarchy: { lvl0: '教程', lvl1: {}, lvl2: '安装' } },
      { ...valid, objectID: 'type-missing-level', type: 'lvl3' },
      { ...valid, objectID: 'bad-type', type: 'lvl9' },
      { ...valid, objectID: 'content-without-text', type: 'content' },
      { ...valid, objectID: 42 },
      null,
      'string',
      [],
    ];
    const cleaned = JSON.parse(sanitizeStoredHits(JSON.stringify([...tampered, valid]), ORIGIN)!);
    assert.deepEqual(cleaned, [valid]);
    assert.ok(isSameOriginUrl(`${ORIGIN}/docs/intro`, ORIGIN));
    assert.ok(!isSameOriginUrl('/\\evil.example', ORIGIN) && !isSameOriginUrl('//evil.example', ORIGIN));
    assert.equal(sanitizeStoredHits('{"not":"an array"}', ORIGIN), '[]');
  });
});

describe('托管索引的爬虫配置', () => {
  type CrawlerConfig = {
    actions: { indexName: string; recordExtractor: (args: unknown) => unknown }[];
    initialIndexSettings: Record<string, Record<string, unknown>>;
  };
  let config!: CrawlerConfig;
  vm.runInNewContext(readFileSync(new URL('../../ops/algolia/crawler.config.js', import.meta.url), 'utf8'), {
    Crawler: class {
      constructor(value: CrawlerConfig) {
        config = value;
      }
    },
  });

  it('记录选择器与本地索引插件一致', () => {
    const $ = load(readFileSync(new URL('../fixtures/search/pages/doc.html', import.meta.url), 'utf8'));
    let props: Record<string, unknown> = {};
    config.actions[0].recordExtractor({
      url: new URL('https://SITE_URL/docs/intro'),
      $,
      helpers: {
        docsearch: (options: { recordProps: Record<string, unknown> }) => {
          props = options.recordProps;
          return [];
        },
      },
    });
    // 配置运行在另一个 vm 上下文里，对象原型不同，先转成本上下文的普通对象。
    props = JSON.parse(JSON.stringify(props));
    assert.deepEqual(props.lvl0, { selectors: '', defaultValue: '基础教程 入门' });
    assert.deepEqual(props.lvl1, SELECTORS.lvl1.split(', '));
    assert.equal([props.lvl2, props.lvl3, props.lvl4, 'article h5', props.lvl6].join(', '), SELECTORS.headings);
    assert.equal(props.lvl5, `article h5, ${SELECTORS.tableHeading}`);
    assert.equal(props.content, SELECTORS.content);
    assert.equal($('pre, nav, footer, [role="tablist"]').length, 0, '排除的部分在抽取前被删除');
  });

  it('页面权重与关键词与本地索引相同（术语表是同一份，见 terms:sync 生成的那几段）', async () => {
    const $ = load(readFileSync(new URL('../fixtures/search/pages/doc.html', import.meta.url), 'utf8'));
    const source = readFileSync(CRAWLER_CONFIG_FILE, 'utf8');
    assert.equal(await regenerateFormatted(source), source, '爬虫配置里的术语表过期了：运行 npm run terms:sync');
    const paths = [
      ...termPages(),
      '/docs/api/functions/load',
      '/docs/api/classes/Cheerio',
      '/docs/category/tutorials---basics',
      '/attribution',
    ];
    for (const path of paths) {
      const records = config.actions[0].recordExtractor({
        url: new URL(`https://SITE_URL${path}`),
        $: load($.html()),
        helpers: {
          docsearch: () => [
            { type: 'lvl1', weight: { pageRank: 0, level: 100, position: 0 } },
            { type: 'content', content: '正文', weight: { pageRank: 0, level: 0, position: 1 } },
            { type: 'content', content: 'Cheerio<T>', weight: { pageRank: 0, level: 0, position: 2 } },
            {
              type: 'content',
              content: '定义于：src/load-parse.ts:31',
              weight: { pageRank: 0, level: 0, position: 3 },
            },
          ],
        },
      }) as { type: string; keywords?: string[]; weight: { pageRank: number } }[];
      const plain = JSON.parse(JSON.stringify(records)) as typeof records;
      // API 页面上只写类型的行和“定义于”行与本地索引一样被丢掉。
      assert.equal(plain.length, path.startsWith('/docs/api/') ? 2 : 4, path);
      for (const text of ['Cheerio<T>', '定义于：src/load-parse.ts:31', '正文', 'load(content, options?)'])
        assert.equal(isApiNoise(text), !['正文', 'load(content, options?)'].includes(text), text);
      assert.equal(plain[0].weight.pageRank, pageRankFor(path), path);
      assert.equal(plain[1].weight.pageRank, pageRankFor(path), path);
      const expected = keywordsFor(path);
      assert.deepEqual(plain[0].keywords ?? [], expected, path);
      assert.equal(plain[1].keywords, undefined, '关键词只挂在标题记录上');
    }
    const settings = config.initialIndexSettings[config.actions[0].indexName];
    assert.deepEqual(JSON.parse(JSON.stringify(settings.optionalWords)), QUESTION_WORDS_FOR_HOSTED);
    const searchable = settings.searchableAttributes as string[];
    assert.equal(searchable.indexOf('unordered(keywords)'), searchable.indexOf('unordered(hierarchy.lvl1)') + 1);
  });

  it('索引设置：可分面的 language 与 docusaurus_tag、中文语言设置、与本地引擎相同的默认值', () => {
    const settings = JSON.parse(JSON.stringify(config.initialIndexSettings[config.actions[0].indexName]));
    assert.equal(config.actions[0].indexName, 'cheerio_zh');
    assert.ok((settings.attributesForFaceting as string[]).includes('language'));
    assert.ok((settings.attributesForFaceting as string[]).includes('docusaurus_tag'));
    assert.equal((settings.indexLanguages as string[])[0], 'zh');
    assert.equal((settings.queryLanguages as string[])[0], 'zh');
    for (const key of [
      'highlightPreTag',
      'highlightPostTag',
      'snippetEllipsisText',
      'attributesToHighlight',
      'attributesToSnippet',
      'advancedSyntax',
      'distinct',
    ] as const) {
      assert.deepEqual(settings[key], INDEX_DEFAULTS[key], key);
    }
  });
});
