import type { CheerioModule } from './runtime';

/**
 * “变更于”：同一个调用在相邻两个版本里结果不同。探针只返回一个简单的观察结果，版本由脚本逐个运行得出；
 * 每种“从什么变成什么”配一句说明。出现没有说明的变化时脚本失败（说明要先由人核对再写），写好的说明没用上也失败。
 * 只收读者升级或照着旧教程写代码时真会碰到的几处，不求全；已经写成“有已知问题的版本”的（1.2 修好的 extract 与 `:scope`）不再重复。
 */
export interface ChangeProbe {
  /** 说明写在哪些条目上。 */
  entries: string[];
  observe(cheerio: CheerioModule): unknown;
  notes: { from: unknown; to: unknown; note: string }[];
}

export const CHANGE_PROBES: ChangeProbe[] = [
  {
    // 0.22 用 htmlparser2 解析，片段原样保留；1.0 候选版起默认用 parse5，按浏览器的规则补全整个文档。
    entries: ['load'],
    observe: (cheerio) => cheerio.load('<p>x</p>').html().startsWith('<html><head></head><body>'),
    notes: [
      {
        from: false,
        to: true,
        note: '默认按完整文档解析，`$.html()` 补上 `<html>`、`<head>`、`<body>`',
      },
    ],
  },
  {
    // 选择集的 .html() 与查询函数的 $.html() 用同一个序列化，两个都查。
    entries: ['Cheerio.html', 'CheerioAPI.html'],
    observe: (cheerio) => {
      const $ = cheerio.load('<p>你好ä</p>');
      return [$('p').html(), ($.html as (selector: string) => string)('p')];
    },
    notes: [
      {
        from: ['&#x4F60;&#x597D;&#xE4;', '<p>&#x4F60;&#x597D;&#xE4;</p>'],
        to: ['你好ä', '<p>你好ä</p>'],
        note: '中文等非 ASCII 字符原样输出，不再写成 `&#x4F60;` 这样的字符实体',
      },
    ],
  },
  {
    // 选择集的 .text() 与查询函数的 $.text() 都查。
    entries: ['Cheerio.text', 'CheerioAPI.text'],
    observe: (cheerio) => {
      const $ = cheerio.load('<div><script>var a</script><style>b{}</style><p>x</p></div>');
      return [$('div').text(), ($.text as () => string)()].flatMap((text) => [
        text.includes('var a'),
        text.includes('b{}'),
      ]);
    },
    notes: [
      {
        from: [true, true, true, true],
        to: [false, false, false, false],
        note: '`<script>`、`<style>` 里的文字不再算进结果',
      },
      {
        from: [false, false, false, false],
        to: [true, true, true, true],
        note: '`<script>`、`<style>` 里的文字重新算进结果',
      },
    ],
  },
  {
    entries: ['Cheerio.find'],
    observe: (cheerio) => cheerio.load('<ul><li>x</li></ul>')('li').find(':scope').length,
    notes: [
      {
        from: 0,
        to: 1,
        note: "`find(':scope')` 返回元素自身，之前返回空的选择集",
      },
    ],
  },
];
