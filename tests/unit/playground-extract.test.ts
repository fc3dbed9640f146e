/**
 * 演练场的“提取数据与抓取脚本”（issue 39 第 3 节）：字段表 → extract() 的描述对象、字段的检查、CSV 的规则、
 * 状态的读写；最重要的是生成的脚本真的能运行：对每个自带示例和几个刁钻的样本生成脚本，在 Node 里对着本机服务器上的
 * 同一份 HTML（GBK 的用 GBK 字节和带 charset 的响应头）运行，它打印的 JSON 和写出的 CSV 与演练场算出的逐字相同。
 */
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { after, before, describe, it } from 'node:test';
import * as cheerio from 'cheerio';
import { Element } from 'domhandler';
import iconv from 'iconv-lite';
import { analyzeBytes } from '../../src/tools/encoding-lab/analyze';
import type { LoadBufferEncoding } from '../../src/tools/encoding-lab/nodeCode';
import { LoadedDocument } from '../../src/tools/playground/analysis';
import { EXAMPLES } from '../../src/tools/playground/examples';
import { csvCell, csvLayout } from '../../src/tools/playground/extract/csv';
import { PROP_IS_NOT_ATTRIBUTE, propReadsAttribute } from '../../src/tools/playground/extract/extractMap';
import { appendAt, removeAt, suggestName, updateAt } from '../../src/tools/playground/extract/fieldEdits';
import {
  EMPTY_EXTRACT,
  EXTRACT_LIMITS,
  type ExtractField,
  type ModuleType,
  type OutputFormat,
} from '../../src/tools/playground/extract/fields';
import { runExtract, type SampleExtraction } from '../../src/tools/playground/extract/runExtract';
import { CSV_FILE_NAME, PLACEHOLDER_URL, generateScript } from '../../src/tools/playground/extract/script';
import { decodeFragmentSync, encodeFragmentSync } from '../../src/plugins/playground-links/fragmentSync';
import {
  DEFAULT_OPTIONS,
  InvalidStateError,
  parseState,
  serializableState,
  type ParseOptions,
} from '../../src/tools/playground/state';
import { startExampleServer, type ExampleResponse, type ExampleServer } from '../support/doc-examples/example-site';
import { PLAIN_OUTPUT_ENV } from '../support/plain-output-env';

const root = path.join(__dirname, '../..');
// 脚本放在仓库的 node_modules 下面运行，import 'cheerio' 才找得到本仓库安装的 cheerio 1.2.0。
const workDir = path.join(root, 'node_modules/.cache/playground-extract');
const run = promisify(execFile);

/** 演练场在分析 worker 里算出的结果（worker 用的就是这两个函数）。 */
function playground(
  html: string,
  options: ParseOptions,
  fields: ExtractField[],
): Extract<SampleExtraction, { ok: true }> {
  const outcome = runExtract([new LoadedDocument(html, options).$], fields);
  assert.deepEqual(outcome.problems, [], '字段表应当没有问题');
  const [sample] = outcome.samples;
  if (!sample?.ok) assert.fail(`应当得到结果：${JSON.stringify(sample)}`);
  return sample;
}

const text = (name: string, selector: string, more: Partial<ExtractField> = {}): ExtractField => ({
  name,
  selector,
  value: 'text',
  ...more,
});

describe('字段表 → extract() 的描述对象', () => {
  it('prop() 读不到 HTML 属性的名字都在清单里：对照真实的 domhandler 元素', () => {
    const element = new Element('input', {});
    const names = new Set<string>();
    for (let object: object | null = element; object && object !== Object.prototype;) {
      for (const name of Object.getOwnPropertyNames(object)) names.add(name);
      object = Object.getPrototypeOf(object) as object | null;
    }
    for (const name of names) {
      assert.ok(!propReadsAttribute(name), `prop('${name}') 读的是节点对象的字段，应当用 attr()`);
    }
    for (const name of ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'checked', 'DISABLED']) {
      assert.ok(!propReadsAttribute(name), name);
    }
    for (const name of ['data-id', 'title', 'alt', 'content', 'datetime', 'value', 'class', 'id', 'aria-label']) {
      assert.ok(propReadsAttribute(name), name);
    }
    assert.ok(PROP_IS_NOT_ATTRIBUTE.has('style'));
  });

  it('“属性”取值读到的总是 HTML 属性的原文，包括 name、type、style、checked、href', () => {
    const html =
      '<form><input name="q" type="search" style="color: red" checked data-id="7" title="搜索"><a href="/x">x</a></form>';
    const attributes = ['name', 'type', 'style', 'checked', 'data-id', 'title', 'href', 'constructor'];
    const fields = attributes.map((attribute, index): ExtractField => ({
      name: `f${index}`,
      selector: index === 6 ? 'a' : 'input',
      value: 'attribute',
      attribute,
    }));
    const $ = cheerio.load(html, { baseURI: 'https://example.com/a/' });
    const result = JSON.parse(playground(html, { ...DEFAULT_OPTIONS, baseURI: 'https://example.com/a/' }, fields).json);
    attributes.forEach((attribute, index) => {
      assert.equal(result[`f${index}`], $(index === 6 ? 'a' : 'input').attr(attribute), attribute);
    });
    assert.equal(result.f0, 'q', "prop('name') 会读到标签名 input");
    assert.equal(result.f6, '/x', '“属性 href”是原文；要解析后的地址选“链接 href”');
  });

  it('检查字段：空名字、重名、__proto__、空选择器、无效选择器、缺属性名、没有子字段，都用中文说明且不求值', () => {
    const fields: ExtractField[] = [
      text('', 'p'),
      text('a', 'p'),
      text('a', 'p'),
      text('__proto__', 'p'),
      text('b', ''),
      text('c', 'p::before'),
      text('d', 'p:first-of'),
      { name: 'e', selector: 'p', value: 'attribute' },
      { name: 'f', selector: 'ul', value: 'fields', all: true, fields: [] },
      { name: 'g', selector: 'ul', value: 'fields', all: true, fields: [text('h', '')] },
    ];
    const outcome = runExtract([cheerio.load('<p>一</p>')], fields);
    assert.deepEqual(outcome.samples, []);
    const summary = outcome.problems.map(({ path, part, message }) => [path.join('.'), part, message]);
    assert.deepEqual(summary, [
      ['0', 'name', '字段名不能为空：它是结果对象里的键。'],
      ['2', 'name', '同一层里已经有名为“a”的字段；extract() 的结果里只会留下后一个。'],
      [
        '3',
        'name',
        '字段名不能是 __proto__：extract() 把结果写进普通对象，这个名字改的是对象的原型，结果里不会有这个字段。',
      ],
      ['4', 'selector', '选择器不能为空。'],
      ['5', 'selector', 'Cheerio 不支持伪元素 ::before。'],
      ['6', 'selector', 'Cheerio 不认识伪类 :first-of。'],
      ['7', 'attribute', '填写要读取的属性名，例如 data-id。'],
      ['8', 'fields', '嵌套字段还没有子字段：添加至少一个。'],
      ['9.0', 'selector', '选择器不能为空；要取列表项自身（例如它的属性），写 :scope。'],
    ]);
    // 真的 extract() 也会在这样的 __proto__ 上丢掉字段：说明里的话有依据。
    assert.deepEqual(
      Object.keys(cheerio.load('<p>一</p>').extract({ ['__proto__']: { selector: 'p', value: {} } })),
      [],
    );
  });

  it('匹配不到的字段：单个值是 undefined（JSON 里没有它），数组是空的，报告里写明', () => {
    const html = '<ul><li><b>一</b></li><li></li></ul>';
    const fields: ExtractField[] = [
      text('missing', '.nothing'),
      text('none', '.nothing', { all: true }),
      { name: 'items', selector: 'li', value: 'fields', all: true, fields: [text('bold', 'b')] },
    ];
    const sample = playground(html, DEFAULT_OPTIONS, fields);
    assert.equal(sample.json, '{\n  "none": [],\n  "items": [\n    {\n      "bold": "一"\n    },\n    {}\n  ]\n}');
    assert.deepEqual(
      sample.reports.map(({ path, evaluated, empty }) => [path.join('.'), evaluated, empty]),
      [
        ['0', 1, 1],
        ['1', 1, 1],
        ['2', 1, 0],
        ['2.0', 2, 1],
      ],
    );
  });

  it('点中列表项里的节点：给出相对于那一项的选择器，在别的项里指向同样位置的元素', () => {
    const html = EXAMPLES[0].state.html;
    const document = new LoadedDocument(html, DEFAULT_OPTIONS);
    const fields: ExtractField[] = [
      {
        name: 'books',
        selector: '.book',
        value: 'fields',
        all: true,
        fields: [{ name: 'card', selector: ':scope', value: 'fields', fields: [text('x', 'a')] }],
      },
    ];
    const targets = (node: unknown) =>
      runExtract([document.$], fields, node as Element).pickTargets.map(({ path, selector }) => [
        path.join('.'),
        selector,
      ]);
    assert.deepEqual(targets(document.$('.sale .price')[0]), [
      ['0', '.price'],
      ['0.0', '.price'],
    ]);
    assert.deepEqual(targets(document.$('.sale a')[0]), [
      ['0', 'a'],
      ['0.0', 'a'],
    ]);
    assert.deepEqual(targets(document.$('.sale')[0]), [
      ['0', ':scope'],
      ['0.0', ':scope'],
    ]);
    assert.deepEqual(targets(document.$('#title')[0]), [], '不在任何一项里');
    const twoLinks = cheerio.load('<div class="row"><a>一</a><a>二</a></div><div class="row"><a>三</a><a>四</a></div>');
    const second = twoLinks('a')[1];
    const rows: ExtractField[] = [
      { name: 'rows', selector: '.row', value: 'fields', all: true, fields: [text('a', 'a')] },
    ];
    assert.deepEqual(runExtract([twoLinks], rows, second).pickTargets[0]?.selector, ':scope > a:nth-child(2)');
  });

  it('字段名由选择器而来、同一层里不重复；按位置修改、删除、添加', () => {
    assert.equal(suggestName('.book .price', []), 'price');
    assert.equal(suggestName('#title', []), 'title');
    assert.equal(suggestName('li.book > a', []), 'a');
    assert.equal(suggestName('a[data-sku-id]', []), 'dataSkuId');
    assert.equal(suggestName(':scope', []), 'value');
    assert.equal(suggestName('.price', [text('price', 'x'), text('price2', 'y')]), 'price3');
    const fields: ExtractField[] = [
      { name: 'list', selector: 'li', value: 'fields', all: true, fields: [text('a', 'a')] },
    ];
    const added = appendAt(fields, [0], text('b', 'b'));
    assert.deepEqual(
      added[0]?.fields?.map((field) => field.name),
      ['a', 'b'],
    );
    assert.deepEqual(updateAt(added, [0, 1], (field) => ({ ...field, name: 'c' }))[0]?.fields?.[1]?.name, 'c');
    assert.deepEqual(
      removeAt(added, [0, 0])[0]?.fields?.map((field) => field.name),
      ['b'],
    );
    assert.equal(fields[0]?.fields?.length, 1, '原来的数组不变');
  });
});

describe('CSV', () => {
  it('单元格：逗号、引号、换行（LF 和 CR）加引号，引号写两遍；没有值留空；数组和对象写成 JSON', () => {
    assert.equal(csvCell('普通'), '普通');
    assert.equal(csvCell('a,b'), '"a,b"');
    assert.equal(csvCell('他说"好"'), '"他说""好"""');
    assert.equal(csvCell('一\n二'), '"一\n二"');
    assert.equal(csvCell('一\r二'), '"一\r二"');
    assert.equal(csvCell(undefined), '');
    assert.equal(csvCell(['a', 'b']), '"[""a"",""b""]"');
    assert.equal(csvCell({ x: 1 }), '"{""x"":1}"');
  });

  it('第一个列表字段的每一项是一行，其他字段重复；同名的子字段带上列表名', () => {
    const layout = csvLayout([
      text('title', 'h1'),
      { name: 'items', selector: 'li', value: 'fields', all: true, fields: [text('title', 'a'), text('price', 'b')] },
      { name: 'other', selector: 'p', value: 'fields', all: true, fields: [text('x', 'i')] },
    ]);
    assert.equal(layout.rowsFrom, 'items');
    assert.deepEqual(
      layout.columns.map((column) => column.header),
      ['title', 'other', 'items.title', 'price'],
    );
    assert.deepEqual(csvLayout([text('a', 'p')]), {
      rowsFrom: null,
      columns: [{ header: 'a', key: 'a', from: 'top' }],
    });
  });
});

describe('字段表在链接和状态文件里', () => {
  const extract = {
    ...EMPTY_EXTRACT,
    output: 'csv' as const,
    url: 'https://example.com/list',
    fields: [
      text('标题', 'h1'),
      { name: 'items', selector: 'li', value: 'fields' as const, all: true, fields: [text('a', 'a')] },
    ],
  };
  const state = { html: '<h1>x</h1>', selector: 'h1', code: '', options: DEFAULT_OPTIONS, extract };

  it('往返不失真；默认值不写进链接；没有字段时整个部分都不写', () => {
    assert.deepEqual(decodeFragmentSync(encodeFragmentSync(state)), state);
    assert.deepEqual(serializableState(state).extract, { fields: extract.fields, output: 'csv', url: extract.url });
    const { extract: _extract, ...withoutExtract } = state;
    const withoutFields = { ...state, extract: { ...extract, fields: [] } };
    assert.deepEqual(decodeFragmentSync(encodeFragmentSync(withoutFields)), withoutExtract);
  });

  it('旧链接（没有 extract）照常打开', () => {
    for (const example of EXAMPLES.filter((candidate) => !candidate.state.extract)) {
      assert.ok(!('extract' in decodeFragmentSync(encodeFragmentSync(example.state))));
    }
    assert.ok(!('extract' in parseState({ html: '<p>', selector: 'p' })));
  });

  it('类型不对、取值未知、嵌套太深、字段太多：整份状态作废', () => {
    const bad = (value: unknown) => () => parseState({ html: '', extract: value });
    assert.throws(bad([]), InvalidStateError);
    assert.throws(bad({ fields: [{ name: 1 }] }), /extract\.fields\[0\]\.name 不是字符串/);
    assert.throws(bad({ fields: [{ value: 'eval' }] }), /不是已知的取值/);
    assert.throws(bad({ output: 'xlsx', fields: [] }), /extract\.output/);
    let deep: unknown[] = [{ name: 'x', selector: 'p' }];
    for (let level = 0; level < EXTRACT_LIMITS.depth; level += 1) {
      deep = [{ name: 'x', selector: 'p', value: 'fields', fields: deep }];
    }
    assert.throws(bad({ fields: deep }), /嵌套超过/);
    const many = Array.from({ length: EXTRACT_LIMITS.fields + 1 }, (_, index) => ({
      name: `f${index}`,
      selector: 'p',
    }));
    assert.throws(bad({ fields: many }), /字段超过/);
  });
});

interface ScriptCase {
  id: string;
  /** 服务器回应的字节和 Content-Type。 */
  body: Buffer;
  contentType: string;
  /** 演练场里的 HTML（读者看到、工具解析的文本）。 */
  html: string;
  options: ParseOptions;
  fields: ExtractField[];
  encoding?: LoadBufferEncoding;
  /** 选项里的 baseURI 设为这个页面在本机服务器上的地址。 */
  baseURIIsPage?: boolean;
}

const utf8Case = (id: string, html: string, options: ParseOptions, fields: ExtractField[]): ScriptCase => ({
  id,
  body: Buffer.from(html),
  contentType: options.parser === 'xml' ? 'application/rss+xml; charset=utf-8' : 'text/html; charset=utf-8',
  html,
  options,
  fields,
});

/** 没有字段表的示例：用选择器测试里的选择器，取全部匹配的文本和第一个匹配的外部 HTML。 */
function fieldsFromSelector(selector: string): ExtractField[] {
  return [text('matches', selector, { all: true }), { name: 'firstHtml', selector, value: 'outerHTML' }];
}

const exampleCases = EXAMPLES.map(({ id, state }) =>
  utf8Case(`example-${id}`, state.html, state.options, state.extract?.fields ?? fieldsFromSelector(state.selector)),
);

const relativeLinksHtml =
  '<!doctype html><html><head><link rel="next" href="?page=2"></head><body>' +
  '<a class="up" href="../index.html">上一级</a><a class="abs" href="https://example.org/x">外链</a>' +
  '<a class="frag" href="#top">顶部</a><img src="img/cover.png"><a class="none">没有 href</a></body></html>';

const gbkHtml =
  '<!doctype html><html><head><title>商品列表</title></head><body><ul>' +
  '<li class="item"><a href="/p/1">保温杯</a><span class="price">￥59.00</span></li>' +
  '<li class="item"><a href="/p/2">机械键盘</a><span class="price">￥299.00</span></li>' +
  '</ul></body></html>';

const trickyCases: ScriptCase[] = [
  {
    id: 'gbk-charset-header',
    body: iconv.encode(gbkHtml, 'gbk'),
    contentType: 'text/html; charset=GBK',
    html: gbkHtml,
    options: DEFAULT_OPTIONS,
    fields: [
      text('页面标题', 'title'),
      {
        name: '商品',
        selector: '.item',
        value: 'fields',
        all: true,
        fields: [text('名称', 'a'), { name: '链接', selector: 'a', value: 'href' }, text('价格', '.price')],
      },
    ],
  },
  {
    id: 'relative-links',
    body: Buffer.from(relativeLinksHtml),
    contentType: 'text/html; charset=utf-8',
    html: relativeLinksHtml,
    options: DEFAULT_OPTIONS,
    baseURIIsPage: true,
    fields: [
      { name: 'up', selector: 'a.up', value: 'href' },
      { name: 'links', selector: 'a', value: 'href', all: true },
      { name: 'next', selector: 'link[rel=next]', value: 'href' },
      { name: 'cover', selector: 'img', value: 'src' },
      { name: 'raw', selector: 'a.up', value: 'attribute', attribute: 'href' },
    ],
  },
  utf8Case(
    'nested-lists',
    '<main><section class="cat" data-id="c1"><h2>数码</h2><ul>' +
      '<li data-sku="1" style="color:red"><b>耳机</b><i>5G</i><i>新品</i></li><li data-sku="2"><b>手机</b></li></ul></section>' +
      '<section class="cat" data-id="c2"><h2>家居</h2><ul></ul></section></main>',
    DEFAULT_OPTIONS,
    [
      {
        name: 'categories',
        selector: '.cat',
        value: 'fields',
        all: true,
        fields: [
          { name: 'id', selector: ':scope', value: 'attribute', attribute: 'data-id' },
          text('name', 'h2'),
          {
            name: 'products',
            selector: 'li',
            value: 'fields',
            all: true,
            fields: [
              { name: 'sku', selector: ':scope', value: 'attribute', attribute: 'data-sku' },
              { name: 'style', selector: ':scope', value: 'attribute', attribute: 'style' },
              text('name', 'b'),
              text('tags', 'i', { all: true }),
              { name: 'html', selector: ':scope', value: 'innerHTML' },
            ],
          },
          { name: 'first', selector: 'li', value: 'fields', fields: [text('name', 'b')] },
        ],
      },
      { name: 'summary', selector: 'main', value: 'fields', fields: [text('count', 'h2', { all: true })] },
    ],
  ),
  utf8Case(
    'matches-nothing',
    '<div class="card"><h3>一</h3></div><div class="card"></div>',
    { ...DEFAULT_OPTIONS, isDocument: false },
    [
      text('missing', '.does-not-exist'),
      text('missingAll', '.does-not-exist', { all: true }),
      {
        name: 'cards',
        selector: '.card',
        value: 'fields',
        all: true,
        fields: [text('title', 'h3'), { name: 'link', selector: 'a', value: 'href' }],
      },
    ],
  ),
  utf8Case(
    'csv-special-characters',
    '<table><tr><td class="n">逗号,和"引号"</td><td class="d">第一行\n第二行</td><td class="t" title="回车&#13;之后">x</td></tr>' +
      '<tr><td class="n">=SUM(A1)</td><td class="d">  前后空格  </td><td class="t" title="">y</td></tr></table>',
    { ...DEFAULT_OPTIONS, parser: 'htmlparser2' },
    [
      text('表头,有逗号', 'table td.n'),
      {
        name: 'rows',
        selector: 'tr',
        value: 'fields',
        all: true,
        fields: [
          text('name', '.n'),
          text('desc', '.d'),
          { name: 'title', selector: '.t', value: 'attribute', attribute: 'title' },
          text('cells', 'td', { all: true }),
        ],
      },
    ],
  ),
];

describe('生成的脚本在 Node 里运行，输出与演练场相同', () => {
  let server: ExampleServer;
  const routes: Record<string, ExampleResponse> = {};
  const allCases = [...exampleCases, ...trickyCases];

  before(async () => {
    const gbk = trickyCases.find((candidate) => candidate.id === 'gbk-charset-header')!;
    const lab = await analyzeBytes(new Uint8Array(gbk.body), gbk.contentType);
    gbk.encoding = lab.code;
    // 演练场里看到的是按编码实验室的判断解码出的文字（¥ 这样 GBK 里没有的字符在字节里就已经是“?”了）。
    gbk.html = iconv.decode(gbk.body, lab.code.decodesAs);
    assert.equal(gbk.html, gbkHtml);
    for (const { id, contentType, body } of allCases) {
      routes[`/${id}/page.html`] = { headers: { 'content-type': contentType }, body };
    }
    server = await startExampleServer(routes);
    rmSync(workDir, { recursive: true, force: true });
    mkdirSync(workDir, { recursive: true });
  });
  after(() => server?.close());

  it('GBK 的样本：编码实验室的判断是响应头里的 GBK，脚本用 fetch 取字节交给 loadBuffer', () => {
    const gbk = trickyCases.find((candidate) => candidate.id === 'gbk-charset-header')!;
    assert.equal(gbk.encoding?.option, "transportLayerEncodingLabel: 'GBK'");
    const { code } = generateScript({
      fields: gbk.fields,
      options: gbk.options,
      output: 'json',
      moduleType: 'esm',
      url: 'https://example.com/',
      encoding: gbk.encoding,
    });
    assert.match(code, /await fetch\(url\)/);
    assert.match(
      code,
      /cheerio\.loadBuffer\(Buffer\.from\(await response\.arrayBuffer\(\)\), \{ encoding: \{ transportLayerEncodingLabel: 'GBK' \} \}\)/,
    );
    assert.match(code, /编码来自响应头 Content-Type 的 charset/);
  });

  it('没有地址时用占位地址并说明；baseURI 就是页面地址时写成 baseURI: url', () => {
    const fields = [text('a', 'a')];
    const placeholder = generateScript({
      fields,
      options: DEFAULT_OPTIONS,
      output: 'json',
      moduleType: 'esm',
      url: '',
    });
    assert.match(placeholder.code, new RegExp(`const url = '${PLACEHOLDER_URL}'; // 换成要抓取的页面`));
    assert.match(placeholder.code, /cheerio\.fromURL\(url\);/);
    const options = { ...DEFAULT_OPTIONS, baseURI: 'https://example.com/list/' };
    const fromBase = generateScript({ fields, options, output: 'json', moduleType: 'cjs', url: '' });
    assert.match(fromBase.code, /const url = 'https:\/\/example\.com\/list\/'; \/\/ 取自解析选项里的 baseURI/);
    assert.match(fromBase.code, /cheerio\.fromURL\(url, \{ baseURI: url \}\)/);
    assert.equal(fromBase.fileName, 'scrape.cjs');
  });

  const combinations: { output: OutputFormat; moduleType: ModuleType }[] = [
    { output: 'json', moduleType: 'esm' },
    { output: 'csv', moduleType: 'cjs' },
  ];

  for (const scriptCase of allCases) {
    it(scriptCase.id, async () => {
      const url = `${server.origin}/${scriptCase.id}/page.html`;
      const options = scriptCase.baseURIIsPage ? { ...scriptCase.options, baseURI: url } : scriptCase.options;
      const expected = playground(scriptCase.html, options, scriptCase.fields);
      const extra = scriptCase.id === 'csv-special-characters' ? [{ output: 'csv', moduleType: 'esm' } as const] : [];
      for (const { output, moduleType } of [...combinations, ...extra]) {
        const script = generateScript({
          fields: scriptCase.fields,
          options,
          output,
          moduleType,
          url: scriptCase.baseURIIsPage ? '' : url,
          encoding: scriptCase.encoding,
        });
        const dir = path.join(workDir, `${scriptCase.id}-${output}-${moduleType}`);
        mkdirSync(dir, { recursive: true });
        writeFileSync(path.join(dir, script.fileName), script.code);
        const { stdout } = await run(process.execPath, [script.fileName], { cwd: dir, env: PLAIN_OUTPUT_ENV });
        if (output === 'json') {
          assert.equal(stdout, `${expected.json}\n`, `${script.fileName} 打印的 JSON`);
        } else {
          assert.equal(stdout, `已写入 ${CSV_FILE_NAME}：${expected.csvRows} 行数据\n`);
          const written = readFileSync(path.join(dir, CSV_FILE_NAME), 'utf8');
          assert.equal(written, `\uFEFF${expected.csv}`, `${script.fileName} 写出的 CSV`);
        }
      }
    });
  }

  it('刁钻样本的结果确实刁钻：链接解析成绝对地址、GBK 解对、CSV 的引号和换行', () => {
    const byId = (id: string) => trickyCases.find((candidate) => candidate.id === id)!;
    const links = byId('relative-links');
    const page = 'https://example.com/shop/list/page.html';
    const linkJson = JSON.parse(playground(links.html, { ...links.options, baseURI: page }, links.fields).json);
    assert.deepEqual(linkJson, {
      up: 'https://example.com/shop/index.html',
      links: [
        'https://example.com/shop/index.html',
        'https://example.org/x',
        'https://example.com/shop/list/page.html#top',
      ],
      next: 'https://example.com/shop/list/page.html?page=2',
      cover: 'https://example.com/shop/list/img/cover.png',
      raw: '../index.html',
    });
    const gbk = byId('gbk-charset-header');
    assert.match(playground(gbk.html, gbk.options, gbk.fields).json, /"名称": "保温杯"/);
    const csv = byId('csv-special-characters');
    const sample = playground(csv.html, csv.options, csv.fields);
    assert.ok(sample.csv.startsWith('"表头,有逗号",name,desc,title,cells\r\n'));
    assert.ok(sample.csv.includes('"逗号,和""引号"""'));
    assert.ok(sample.csv.includes('"第一行\n第二行"'));
    assert.ok(sample.csv.includes('"回车\r之后"'));
  });

  // 生成的耗时由 npm run bench:playground 打印（目标 50 ms）；这里只检查到了上限的字段表也能完整生成。
  it('字段数和嵌套层数都到上限：脚本照样生成，每个字段都在里面', () => {
    const leaf = (index: number) => text(`f${index}`, `.c${index} > a[href^="/"]`);
    const perLevel = Math.floor(EXTRACT_LIMITS.fields / EXTRACT_LIMITS.depth);
    let fields: ExtractField[] = Array.from({ length: perLevel - 1 }, (_, index) => leaf(index));
    for (let level = 1; level < EXTRACT_LIMITS.depth; level += 1) {
      fields = [
        { name: `level${level}`, selector: '.list > li', value: 'fields', all: true, fields },
        ...Array.from({ length: perLevel - 1 }, (_, index) => leaf(level * 100 + index)),
      ];
    }
    for (const output of ['json', 'csv'] as const) {
      const { code: script } = generateScript({ fields, options: DEFAULT_OPTIONS, output, moduleType: 'esm', url: '' });
      assert.match(script, /\bf0\b/);
      assert.match(script, new RegExp(`\\blevel${EXTRACT_LIMITS.depth - 1}\\b`));
    }
  });
});
