import { requireFrom, type CheerioModule, type QueryFunction } from './runtime';

/**
 * 选项不像方法那样挂在对象上，查不到“有没有”，只能看它起不起作用：同一段输入，打开和关闭这个选项各解析一次，
 * 结果不同，这个版本就认得它。布尔选项比较 true 与 false（不同解析器的默认值不同，和“不写”比可能碰巧相同）；
 * 其余选项比较“写上”与“不写”。每个探针返回可比较的观察结果，出错时观察结果就是错误消息。
 */
export interface ProbeContext {
  /** 这个版本的包目录，用来取它自己依赖的 htmlparser2、parse5。 */
  dir: string;
  /** 本地测试网站的地址：`/method` 返回请求方法。 */
  origin: string;
}

type Probe = (cheerio: CheerioModule, on: boolean, context: ProbeContext) => unknown;

const FAILURE = '出错：';

const describeFailure = (error: unknown) => `${FAILURE}${error instanceof Error ? error.message : String(error)}`;

function attempt(run: () => unknown): unknown {
  try {
    return run();
  } catch (error) {
    return describeFailure(error);
  }
}

async function attemptAsync(run: () => Promise<unknown>): Promise<unknown> {
  try {
    return await run();
  } catch (error) {
    return describeFailure(error);
  }
}

/**
 * htmlparser2 的选项在各版本里的写法不同：0.22 只有 htmlparser2，选项直接写在第一层；1.0 候选版起默认用 parse5，
 * 写 `xmlMode: true` 才换成 htmlparser2，按 HTML 规则用 htmlparser2 要写没有文档的 `useHtmlParser2: true`（rc.1）或
 * `_useHtmlParser2: true`（rc.2 起，1.2.0 仍然认得）；后来又可以写进 `xml: { … }`（其中 `xmlMode: false` 表示按 HTML 解析）。
 * 每种写法都试，任何一种里选项起了作用，就算这个版本认得它。
 */
function htmlparser2Forms(
  cheerio: CheerioModule,
  html: string,
  option: Record<string, unknown>,
  read: ($: QueryFunction) => unknown,
): unknown[] {
  const forms = [
    option,
    { xmlMode: true, ...option },
    { useHtmlParser2: true, ...option },
    { _useHtmlParser2: true, ...option },
    { xml: { xmlMode: false, ...option } },
    { xml: option },
  ];
  return forms.map((options) => attempt(() => read(cheerio.load(html, options))));
}

const rootHtml = ($: QueryFunction) => $.root().html();

const booleanHtmlparser2Option =
  (name: string, html: string, read: ($: QueryFunction) => unknown = rootHtml): Probe =>
  (cheerio, on) =>
    htmlparser2Forms(cheerio, html, { [name]: on }, read);

/** 记下某个对象的方法被调用了多少次，用来确认传入的对象真的被用上了。 */
function counting<T extends object>(target: T): { proxy: T; calls: () => number } {
  let calls = 0;
  const proxy = new Proxy(target, {
    get(object, key, receiver) {
      const value: unknown = Reflect.get(object, key, receiver);
      if (typeof value !== 'function') return value;
      return function (this: unknown, ...args: unknown[]) {
        calls++;
        return (value as (...args: unknown[]) => unknown).apply(this === proxy ? object : this, args);
      };
    },
  });
  return { proxy, calls: () => calls };
}

/** 这个版本用的 parse5 树适配器：独立的 parse5-htmlparser2-tree-adapter（6.x 导出适配器本身，7.x 起在 adapter 上），或 parse5 3.x 自带的。 */
function treeAdapterOf(dir: string): object | undefined {
  const standalone = requireFrom(dir, 'parse5-htmlparser2-tree-adapter') as { adapter?: object } | undefined;
  if (standalone) return standalone.adapter ?? standalone;
  const parse5 = requireFrom(dir, 'parse5') as { treeAdapters?: { htmlparser2?: object } } | undefined;
  return parse5?.treeAdapters?.htmlparser2;
}

/** 0x3c 0x70 0x3e 是 `<p>`，后面是 GBK 编码的“你好”。 */
const GBK_PARAGRAPH = Buffer.from([0x3c, 0x70, 0x3e, 0xc4, 0xe3, 0xba, 0xc3]);

export const OPTION_PROBES: Record<string, Probe> = {
  'CheerioOptions.baseURI': (cheerio, on) =>
    attempt(() =>
      cheerio
        .load(
          '<a href="x.html">',
          on ? { baseURI: 'https://example.com/dir/' } : {},
        )('a')
        .prop('href'),
    ),
  'CheerioOptions.onParseError': (cheerio, on) => {
    let errors = 0;
    attempt(() => cheerio.load('<p></div>', on ? { onParseError: () => errors++ } : {}));
    return errors;
  },
  'CheerioOptions.pseudos': (cheerio, on) => {
    const $ = cheerio.load('<p class="a">x</p>', on ? { pseudos: { marked: '.a' } } : {});
    try {
      return $('p:marked').length;
    } catch {
      // 不认得的伪类在每个版本里都会抛错：这是“选项没起作用”，不是探针失败。
      return '不认得 :marked';
    }
  },
  'CheerioOptions.quirksMode': (cheerio, on) =>
    attempt(() => cheerio.load('<p class="Big">x</p>', { quirksMode: on })('.big').length),
  'CheerioOptions.scriptingEnabled': (cheerio, on) =>
    attempt(
      () => cheerio.load('<div><noscript><p>x</p></noscript></div>', { scriptingEnabled: on })('noscript p').length,
    ),
  'CheerioOptions.sourceCodeLocationInfo': (cheerio, on) =>
    attempt(() => Boolean(cheerio.load('<p>x</p>', { sourceCodeLocationInfo: on })('p')[0]?.sourceCodeLocation)),
  'CheerioOptions.treeAdapter': (cheerio, on, { dir }) => {
    const adapter = treeAdapterOf(dir);
    if (!adapter) return '这个版本不用 parse5';
    const { proxy, calls } = counting(adapter);
    attempt(() => cheerio.load('<p>x</p>', on ? { treeAdapter: proxy } : {}));
    return calls();
  },
  'CheerioOptions.xml': (cheerio, on) => attempt(() => cheerio.load('<a/><b>x</b>', { xml: on }).html()),
  'CheerioOptions.xmlMode': (cheerio, on) => attempt(() => cheerio.load('<a/><b>x</b>', { xmlMode: on }).html()),
  'DecodeStreamOptions.encoding': (cheerio, on) => {
    const loadBuffer = cheerio.loadBuffer as ((buffer: Buffer, options: object) => QueryFunction) | undefined;
    if (typeof loadBuffer !== 'function') return '没有 loadBuffer';
    return attempt(() => loadBuffer(GBK_PARAGRAPH, on ? { encoding: { defaultEncoding: 'gbk' } } : {})('p').text());
  },
  'CheerioRequestOptions.requestOptions': (cheerio, on, { origin }) => {
    const fromURL = cheerio.fromURL as ((url: string, options: object) => Promise<QueryFunction>) | undefined;
    if (typeof fromURL !== 'function') return '没有 fromURL';
    return attemptAsync(async () =>
      (await fromURL(`${origin}/method`, on ? { requestOptions: { method: 'POST' } } : {}))('p').text(),
    );
  },
  'HTMLParser2Options.decodeEntities': booleanHtmlparser2Option('decodeEntities', '<p>&amp;</p>', ($) => $('p').text()),
  'HTMLParser2Options.emptyAttrs': booleanHtmlparser2Option('emptyAttrs', '<p><input disabled></p>'),
  'HTMLParser2Options.encodeEntities': booleanHtmlparser2Option('encodeEntities', '<p>ä</p>'),
  'HTMLParser2Options.lowerCaseAttributeNames': booleanHtmlparser2Option(
    'lowerCaseAttributeNames',
    '<p dataX="1">x</p>',
  ),
  'HTMLParser2Options.lowerCaseTags': booleanHtmlparser2Option('lowerCaseTags', '<P>x</P>'),
  'HTMLParser2Options.recognizeCDATA': booleanHtmlparser2Option('recognizeCDATA', '<p><![CDATA[x]]></p>'),
  'HTMLParser2Options.recognizeSelfClosing': booleanHtmlparser2Option('recognizeSelfClosing', '<p><x/>y</p>'),
  'HTMLParser2Options.selfClosingTags': booleanHtmlparser2Option('selfClosingTags', '<p><x></x></p>'),
  'HTMLParser2Options.Tokenizer': (cheerio, on, { dir }) => {
    const Tokenizer = (requireFrom(dir, 'htmlparser2') as { Tokenizer?: new (...args: never[]) => object })?.Tokenizer;
    if (!Tokenizer) return '这个版本的 htmlparser2 不导出 Tokenizer';
    let created = 0;
    const Counting = class extends Tokenizer {
      constructor(...args: never[]) {
        super(...args);
        created++;
      }
    };
    htmlparser2Forms(cheerio, '<p>x</p>', on ? { Tokenizer: Counting } : {}, rootHtml);
    return created;
  },
  'HTMLParser2Options.withEndIndices': booleanHtmlparser2Option('withEndIndices', '<p>x</p>', ($) =>
    String($('p')[0]?.endIndex),
  ),
  'HTMLParser2Options.withStartIndices': booleanHtmlparser2Option('withStartIndices', '<b></b><p>x</p>', ($) =>
    String($('p')[0]?.startIndex),
  ),
  'HTMLParser2Options.xmlMode': booleanHtmlparser2Option('xmlMode', '<a/><b>x</b>'),
};

export type OptionStatus = 'honoured' | 'ignored' | 'failed';

const failed = (observation: unknown) => typeof observation === 'string' && observation.startsWith(FAILURE);

/**
 * 这个版本认不认得这个选项。打开和关闭都出错时（例如 1.1.1 的 fromURL 每次都失败）说明不了选项的事，记为 failed，
 * 由“有已知问题的版本”去说那个错误。
 */
export async function optionStatus(cheerio: CheerioModule, key: string, context: ProbeContext): Promise<OptionStatus> {
  const probe = OPTION_PROBES[key];
  if (!probe) throw new Error(`选项 ${key} 还没有探针：在 scripts/api-since/options.ts 的 OPTION_PROBES 里加一个`);
  const [on, off] = [await probe(cheerio, true, context), await probe(cheerio, false, context)];
  if (failed(on) && failed(off)) return 'failed';
  return JSON.stringify(on) === JSON.stringify(off) ? 'ignored' : 'honoured';
}
