import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { buildSearchIndex } from '../../src/search/indexing/buildIndex';
import { DEFAULT_LVL0, extractPage } from '../../src/search/indexing/extract';
import { expandIndex } from '../../src/search/browser/indexFormat';
import { compactIndex } from '../../src/search/indexing/compactIndex';

const fixture = (name: string) => readFileSync(new URL(`../fixtures/search/pages/${name}`, import.meta.url), 'utf8');
const ORIGIN = 'https://zh.example.com';

describe('索引器：从构建好的 HTML 抽取 DocSearch 记录', () => {
  const page = extractPage(fixture('doc.html'), `${ORIGIN}/docs/basics/loading`);
  const summary = page.records.map((r) => [r.type, r.type === 'content' ? r.content : r.hierarchy[r.type]]);

  it('读取 docsearch 元数据', () => {
    assert.equal(page.language, 'zh-CN');
    assert.equal(page.docusaurusTag, 'docs-default-current');
    assert.equal(page.noindex, false);
  });

  it('按文档顺序产出标题记录与正文记录；代码块、标签页按钮、面包屑、目录、页脚都不进索引', () => {
    assert.deepEqual(summary, [
      ['lvl1', '加载文档'],
      ['content', 'Cheerio 提供多种加载方式，最常用的是 load 函数。'],
      ['lvl2', '从字符串加载'],
      ['content', '把 HTML 字符串交给 cheerio.load()，得到一个 <script> 不会执行的文档。'],
      ['content', '第一项：解析 HTML'],
      ['content', '嵌套项：保留空白'],
      ['content', '段落形式的列表项'],
      ['lvl3', 'Options 选项'],
      ['lvl5', 'xml'],
      ['content', 'Enable XML mode for parsing documents.'],
      ['lvl5', 'baseURI'],
      ['content', '用于解析相对链接的基础地址。'],
      ['content', '表格之后的段落不属于任何一行。'],
      ['content', 'Loading large documents is fast.'],
    ]);
  });

  it('lvl0 取最深的展开分类，去掉会被转义的字符', () => {
    assert.ok(page.records.every((r) => r.hierarchy.lvl0 === '基础教程 入门'));
  });

  it('层级、锚点与绝对地址跟随最近的标题；表格第一列只在表内充当 lvl5', () => {
    const byContent = (text: string) => page.records.find((r) => r.content === text)!;
    const cell = byContent('Enable XML mode for parsing documents.');
    assert.deepEqual(cell.hierarchy, {
      lvl0: '基础教程 入门',
      lvl1: '加载文档',
      lvl2: '从字符串加载',
      lvl3: 'Options 选项',
      lvl4: null,
      lvl5: 'xml',
      lvl6: null,
    });
    assert.equal(cell.url, `${ORIGIN}/docs/basics/loading#options`);
    assert.equal(cell.anchor, 'options');
    assert.equal(byContent('表格之后的段落不属于任何一行。').hierarchy.lvl5, null);
    const first = page.records[0];
    assert.equal(first.url, `${ORIGIN}/docs/basics/loading`);
    assert.equal(first.anchor, null);
    assert.equal(page.records[2].url, `${ORIGIN}/docs/basics/loading#load-string`);
  });

  it('标题去掉 # 链接与零宽空格；权重按类型和页内位置', () => {
    const heading = page.records[2];
    assert.equal(heading.hierarchy.lvl2, '从字符串加载');
    assert.deepEqual(heading.weight, { pageRank: 0, level: 90, position: 2 });
    assert.deepEqual(page.records[0].weight, { pageRank: 0, level: 100, position: 0 });
    assert.equal(page.records[1].weight.level, 0);
  });

  it('API 条目标题下的版本标记不进索引', () => {
    const html =
      '<html lang="zh-CN"><body><article><h1>类：Cheerio</h1><h3 id="find">find()</h3>' +
      '<p class="api-since"><span class="api-since-badge">0.22 起就有</span></p>' +
      '<p class="api-since-issues"><span class="api-since-warning">有已知问题的版本</span> 1.1.1：每次都报错</p>' +
      '<p>在选择集中查找后代元素。</p></article></body></html>';
    const records = extractPage(html, `${ORIGIN}/docs/api/classes/Cheerio`).records;
    assert.deepEqual(
      records.map((r) => (r.type === 'content' ? r.content : r.hierarchy[r.type])),
      ['类：Cheerio', 'find()', '在选择集中查找后代元素。'],
    );
  });

  it('没有当前导航项的页面使用默认 lvl0，没有标签元数据时标签为 default', () => {
    const plain = extractPage(fixture('page.html'), `${ORIGIN}/`);
    assert.equal(plain.docusaurusTag, 'default');
    assert.deepEqual(
      plain.records.map((r) => [r.type, r.hierarchy.lvl0, r.hierarchy.lvl1, r.content]),
      [
        ['lvl1', DEFAULT_LVL0, 'Cheerio', null],
        ['content', DEFAULT_LVL0, 'Cheerio', 'A page without an active navbar item.'],
      ],
    );
  });
});

describe('索引器：整站索引', () => {
  const pages = [
    { route: '/docs/basics/loading', html: fixture('doc.html') },
    { route: '/blog', html: fixture('blog-list.html') },
    { route: '/search', html: fixture('noindex.html') },
    { route: '/', html: fixture('page.html') },
  ];

  it('跳过列表页（上下文搜索不会返回它们）和单独声明 noindex 的页面', () => {
    const index = buildSearchIndex(pages, { siteUrl: `${ORIGIN}/`, siteNoIndex: false });
    assert.equal(index.origin, ORIGIN);
    assert.deepEqual(
      index.pages.map((p) => p.u),
      ['/docs/basics/loading', '/'],
    );
  });

  it('整站 noIndex（预览部署）时不因 noindex 跳过页面', () => {
    const index = buildSearchIndex(pages, { siteUrl: ORIGIN, siteNoIndex: true });
    assert.deepEqual(
      index.pages.map((p) => p.u),
      ['/docs/basics/loading', '/search', '/'],
    );
  });

  it('紧凑编码可以无损还原成完整记录', () => {
    const records = [
      ...extractPage(fixture('doc.html'), `${ORIGIN}/docs/basics/loading`).records,
      ...extractPage(fixture('page.html'), `${ORIGIN}/`).records,
    ];
    const file = compactIndex(records, ORIGIN);
    assert.deepEqual(expandIndex(JSON.parse(JSON.stringify(file))), records);
  });

  it('索引格式不对时给出明确的错误', () => {
    assert.throws(() => expandIndex({ version: 2 } as never), /格式版本是 2，这个页面读取的是第 3 版/);
    assert.throws(() => expandIndex({ version: 3, origin: 1 } as never), /搜索索引的字段无法识别/);
  });
});
