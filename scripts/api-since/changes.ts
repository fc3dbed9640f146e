import type { CheerioModule } from './runtime';

/**
 * “变更于”：同一个调用在相邻两个版本里结果不同。探针只返回一个简单的观察结果，版本由脚本逐个运行得出；
 * 每种“从什么变成什么”配一句说明。出现没有说明的变化时脚本失败（说明要先由人核对再写），写好的说明没用上也失败。
 * 只收读者升级或照着旧教程写代码时真会碰到的几处，不求全。
 */
export interface ChangeProbe {
  /** 说明写在哪些条目上。 */
  entries: string[];
  observe(cheerio: CheerioModule): unknown;
  notes: { from: unknown; to: unknown; note: string }[];
}

type Extract = (map: Record<string, unknown>) => Record<string, unknown>;

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
    entries: ['Cheerio.html', 'CheerioAPI.html'],
    observe: (cheerio) => !/&#x/i.test(cheerio.load('<p>你好</p>')('p').html() ?? ''),
    notes: [{ from: false, to: true, note: '中文等非 ASCII 字符原样输出，不再写成 `&#x4F60;` 这样的字符实体' }],
  },
  {
    entries: ['Cheerio.text', 'CheerioAPI.text'],
    observe: (cheerio) => cheerio.load('<div><script>var a</script><p>x</p></div>')('div').text().includes('var a'),
    notes: [
      { from: true, to: false, note: '`<script>`、`<style>` 里的文字不再算进结果' },
      { from: false, to: true, note: '`<script>`、`<style>` 里的文字重新算进结果' },
    ],
  },
  {
    entries: ['Cheerio.find'],
    observe: (cheerio) => cheerio.load('<ul><li>x</li></ul>')('li').find(':scope').length,
    notes: [
      {
        from: 0,
        to: 1,
        note: "`:scope` 开头的选择器从选择集里的元素自身算起：`find(':scope')` 返回元素自身，之前为空",
      },
    ],
  },
  {
    entries: ['Cheerio.extract', 'CheerioAPI.extract'],
    observe: (cheerio) => {
      const $ = cheerio.load('<ul><li class="a">x</li></ul>') as unknown as { extract: Extract };
      return JSON.stringify(
        $.extract({ items: [{ selector: 'li', value: { cls: { selector: ':scope', value: 'class' } } }] }),
      );
    },
    notes: [
      {
        from: '{"items":[{}]}',
        to: '{"items":[{"cls":"a"}]}',
        note: '选择器写 `:scope` 的字段取元素自身，之前这个字段被悄悄丢掉',
      },
    ],
  },
];
