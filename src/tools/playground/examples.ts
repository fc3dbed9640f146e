import { EMPTY_EXTRACT } from './extract/fields';
import { DEFAULT_OPTIONS, type PlaygroundState } from './state';

/** 演练场的起点：页面上的“示例”菜单。第一个是打开页面时的默认内容。 */
export interface PlaygroundExample {
  id: string;
  title: string;
  state: PlaygroundState;
}

const shopHtml = `<!doctype html>
<html lang="zh-CN">
  <head><title>书店</title></head>
  <body>
    <h1 id="title">本周新书</h1>
    <ul class="books">
      <li class="book" data-id="101">
        <a href="/books/101">三体</a> <span class="price">¥23.00</span>
      </li>
      <li class="book sale" data-id="102">
        <a href="/books/102">活着</a> <span class="price">¥18.50</span>
      </li>
      <li class="book" data-id="103">
        <a href="/books/103">围城</a> <span class="price">¥26.00</span>
      </li>
    </ul>
  </body>
</html>
`;

export const EXAMPLES: PlaygroundExample[] = [
  {
    id: 'select',
    title: '加载与选择',
    state: {
      html: shopHtml,
      selector: '.book .price',
      code: `// $ 已经用左边的 HTML 加载好了
const books = $('.book')
  .map((i, el) => ({
    name: $(el).find('a').text(),
    price: Number($(el).find('.price').text().replace('¥', '')),
  }))
  .get();

console.log(books);
$('.book.sale a').text()
`,
      options: DEFAULT_OPTIONS,
    },
  },
  {
    id: 'traversing',
    title: '遍历',
    state: {
      html: shopHtml,
      selector: '.sale ~ li',
      code: `const sale = $('.sale');

console.log('父元素：', sale.parent().attr('class'));
console.log('前一个：', sale.prev().find('a').text());
console.log('后面的：', sale.nextAll().find('a').text());
console.log('最近的 ul：', sale.closest('ul').length);
console.log('书名两个字的：', $('a').filter((i, el) => $(el).text().length === 2).length, '本');
`,
      options: DEFAULT_OPTIONS,
    },
  },
  {
    id: 'extract',
    title: 'extract()',
    state: {
      html: shopHtml,
      selector: '.book a',
      code: `// extract() 用一个描述对象一次取出多个值
$.extract({
  title: '#title',
  books: [
    {
      selector: '.book',
      value: {
        name: 'a',
        link: { selector: 'a', value: 'href' },
        price: '.price',
      },
    },
  ],
  onSale: ['.sale a'],
})
`,
      options: DEFAULT_OPTIONS,
      // 与上面代码里的描述对象相同，“提取数据”一栏里可以接着改，并生成抓取脚本。
      extract: {
        ...EMPTY_EXTRACT,
        fields: [
          { name: 'title', selector: '#title', value: 'text' },
          {
            name: 'books',
            selector: '.book',
            value: 'fields',
            all: true,
            fields: [
              { name: 'name', selector: 'a', value: 'text' },
              { name: 'link', selector: 'a', value: 'href' },
              { name: 'price', selector: '.price', value: 'text' },
            ],
          },
          { name: 'onSale', selector: '.sale a', value: 'text', all: true },
        ],
      },
    },
  },
  {
    id: 'rendering',
    title: '修改与输出 HTML',
    state: {
      html: '<article>\n  <h2>公告</h2>\n  <p>明天<b>停电</b>，请提前保存文件。</p>\n  <script>track()</script>\n</article>\n',
      selector: 'article > *',
      code: `$('script').remove();
$('b').replaceWith('<strong>停电</strong>');
$('h2').addClass('title').attr('id', 'notice');
$('article').append('<p class="sign">物业处</p>');

console.log($('article').html().trim());
console.log($.text($('p')));
$.html('h2')
`,
      options: { ...DEFAULT_OPTIONS, isDocument: false },
    },
  },
  {
    id: 'xml',
    title: 'XML 模式',
    state: {
      html: `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>Cheerio 中文博客</title>
    <item>
      <title>Cheerio 1.0 正式发布</title>
      <link>https://example.com/cheerio-1.0</link>
      <dc:creator>Felix</dc:creator>
    </item>
    <item>
      <title>新网站上线</title>
      <link>https://example.com/new-website</link>
      <dc:creator>Felix</dc:creator>
    </item>
  </channel>
</rss>
`,
      selector: 'item > title',
      code: `// XML 模式下 <link> 不是空元素，标签名区分大小写，带前缀的标签名要转义冒号
const items = $('item')
  .map((i, el) => ({
    title: $(el).children('title').text(),
    link: $(el).children('link').text(),
    author: $(el).find('dc\\\\:creator').text(),
  }))
  .get();

console.log(items);
`,
      options: { ...DEFAULT_OPTIONS, parser: 'xml' },
    },
  },
  {
    id: 'gbk',
    title: 'GBK 乱码',
    state: {
      html: '<meta charset="gbk">\n<p>你好</p>\n',
      selector: 'p',
      code: `// 浏览器版的 cheerio 没有 loadBuffer：load() 只接受已经解码好的字符串，
// <meta charset> 对它不起作用。字节按错误的编码解码，乱码在 load() 之前就已经产生了。
const utf8Bytes = new TextEncoder().encode('你好');
const gbkBytes = new Uint8Array([0xc4, 0xe3, 0xba, 0xc3]); // “你好”的 GBK 编码

const show = (bytes, encoding) =>
  cheerio.load(\`<p>\${new TextDecoder(encoding).decode(bytes)}</p>\`)('p').text();

console.log('UTF-8 字节按 GBK 解码：', show(utf8Bytes, 'gbk'));
console.log('GBK 字节按 UTF-8 解码：', show(gbkBytes, 'utf-8'));
console.log('GBK 字节按 GBK 解码：', show(gbkBytes, 'gbk'));
$('p').text()
`,
      options: DEFAULT_OPTIONS,
    },
  },
];

export const DEFAULT_STATE: PlaygroundState = EXAMPLES[0].state;
