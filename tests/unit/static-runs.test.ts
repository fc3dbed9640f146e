import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  containsIsland,
  estimateBlockHeight,
  estimateLiveBlockHeight,
  phoneResultLines,
  GROUP_CLASS,
  groupDeferredBlocks,
  groupStaticRuns,
  LIVE_DEFERRED_HEIGHT,
  type HastNode,
} from '../../src/plugins/static-runs';
import { layoutEstimates as size } from '../../src/plugins/static-runs/layout';
import { internalRoute } from '../../src/components/StaticRun/behaviour';

const el = (tagName: string, children: HastNode[] = [], properties: Record<string, unknown> = {}): HastNode => ({
  type: 'element',
  tagName,
  properties,
  children,
});
const text = (value: string): HastNode => ({ type: 'text', value });
const jsx = (name: string, attributes: HastNode['attributes'] = [], children: HastNode[] = []): HastNode => ({
  type: 'mdxJsxFlowElement',
  name,
  attributes,
  children,
});

const isGroup = (node: HastNode) => (node.properties?.className as string[] | undefined)?.includes(GROUP_CLASS);

/** 用简短的字符串描述分组结果：静态段写成 [..]，延后布局的写成 ~[..]，整组延后的块写成 {..}。 */
function shape(nodes: HastNode[]): string[] {
  return nodes.map((node) => {
    if (node.name === 'StaticRun') {
      const deferred = node.attributes?.some((attribute) => attribute.name === 'deferred');
      return `${deferred ? '~' : ''}[${shape(node.children ?? []).join(' ')}]`;
    }
    if (isGroup(node)) return `{${shape(node.children ?? []).join(' ')}}`;
    if (node.type === 'text') return JSON.stringify(node.value);
    return node.tagName ?? node.name ?? node.type;
  });
}

describe('static-runs：把静态块分组', () => {
  it('连续的静态块合成一段，中间的空白留在段内，首尾的空白留在段外', () => {
    const nodes = [text('\n'), el('h2'), text('\n'), el('p'), text('\n'), el('pre', [el('code')]), text('\n')];
    assert.deepEqual(shape(groupStaticRuns(nodes)), ['"\\n"', '[h2 "\\n" p "\\n" pre]', '"\\n"']);
  });

  it('实时代码块、大写组件、details、带表达式属性的 JSX 和非空表达式是岛，把段断开', () => {
    const live = el('pre', [el('code', [], { live: true })]);
    const withExpression = jsx('img', [
      { type: 'mdxJsxAttribute', name: 'src', value: { type: 'mdxJsxAttributeValueExpression' } },
    ]);
    const nodes = [
      el('p'),
      live,
      el('p'),
      jsx('Tabs'),
      el('p'),
      el('details'),
      el('p'),
      withExpression,
      el('p'),
      { type: 'mdxFlowExpression', value: 'props.x' },
      el('p'),
    ];
    // 这里只看分组，延后布局另有用例：eagerBlocks 大于块数，哪一段都不延后。
    assert.deepEqual(shape(groupStaticRuns(nodes, nodes.length)), [
      '[p]',
      'pre',
      '[p]',
      'Tabs',
      '[p]',
      'details',
      '[p]',
      'img',
      '[p]',
      'mdxFlowExpression',
      '[p]',
    ]);
  });

  it('子孙里有岛的块整块是岛；只有注释的表达式和小写的提示框不是岛', () => {
    assert.equal(containsIsland(jsx('admonition', [], [el('p'), el('pre', [el('code', [], { live: true })])])), true);
    assert.equal(
      containsIsland(jsx('admonition', [{ type: 'mdxJsxAttribute', name: 'type', value: 'tip' }], [el('p')])),
      false,
    );
    assert.equal(containsIsland({ type: 'mdxFlowExpression', value: '/* 注释 */' }), false);
    assert.equal(containsIsland(el('ul', [el('li', [el('a')])])), false);
  });

  it('import/export 语句留在顶层', () => {
    const nodes = [{ type: 'mdxjsEsm', value: "import X from 'x';" }, el('p'), el('p')];
    assert.deepEqual(shape(groupStaticRuns(nodes)), ['mdxjsEsm', '[p p]']);
  });

  it('从第 eagerBlocks 个块开始的段标记为延后布局', () => {
    const nodes = [el('h1'), el('p'), el('p'), jsx('Tabs'), el('p'), el('p')];
    assert.deepEqual(shape(groupStaticRuns(nodes, 2)), ['[h1 p]', '~[p]', 'Tabs', '~[p p]']);
  });

  it('从第 eagerBlocks 个块开始的实时代码块带上延后布局的占位高度：245 px 加代码每行 20 px、结果多出的每行 22 px', () => {
    const live = () =>
      el('pre', [el('code', [text('const a = 1;\nconst b = 2;\nconsole.log(a + b);\n')], { live: true })]);
    const early = live();
    const late = live();
    const nodes = [el('h1'), early, el('p'), late, el('p')];
    assert.deepEqual(shape(groupStaticRuns(nodes, 2)), ['[h1]', 'pre', '~[p]', 'pre', '~[p]']);
    const heightOf = (block: HastNode) => block.children?.[0].properties?.[LIVE_DEFERRED_HEIGHT];
    assert.equal(heightOf(early), undefined);
    const oneLine = size.liveBlockChrome + size.liveBlockLine;
    assert.equal(heightOf(late), size.liveBlockChrome + 3 * size.liveBlockLine);
    assert.equal(estimateLiveBlockHeight(el('code', [text('一行，没有换行符')])), oneLine);
    const withResult = (liveResult: string, liveError?: string) =>
      estimateLiveBlockHeight(el('code', [text('render(<pre>x</pre>);')], { liveResult, liveError }));
    assert.equal(withResult('一行'), oneLine);
    assert.equal(withResult('三\n行\n结果'), oneLine + 2 * size.liveResultLine);
    // 结果在手机上折行：phoneResultLineUnits 个半角字符一行，汉字算两个。
    assert.equal(withResult('x'.repeat(size.phoneResultLineUnits)), oneLine);
    assert.equal(withResult('x'.repeat(size.phoneResultLineUnits + 1)), oneLine + size.liveResultLine);
    assert.equal(withResult('汉'.repeat(size.phoneResultLineUnits / 2 + 1)), oneLine + size.liveResultLine);
    assert.equal(withResult('一行', 'TypeError: 出错'), oneLine + size.liveResultLine);
  });

  it('结果在手机上的行数：按行切开，每行按宽度折行，空行也算一行', () => {
    assert.equal(phoneResultLines(''), 1);
    assert.equal(phoneResultLines('a\n\nb'), 3);
    assert.equal(phoneResultLines('好'.repeat(size.phoneResultLineUnits / 2)), 1);
    assert.equal(phoneResultLines('好'.repeat(size.phoneResultLineUnits)), 2);
  });

  it('延后段从文章的第 24 个块起才分组，之前的块逐块延后', () => {
    const nodes = [el('h1'), ...Array.from({ length: 29 }, () => el('p'))];
    const [, deferred] = groupStaticRuns(nodes, 6);
    assert.deepEqual(shape([deferred]), [`~[${Array(18).fill('p').join(' ')} {${Array(6).fill('p').join(' ')}}]`]);
  });
});

describe('static-runs：延后段里整组延后的块', () => {
  it('h1–h3 把组断开，它们自己不进组；列表和表格可以在组的中间', () => {
    const nodes = [
      el('h2'),
      el('p'),
      el('h4'),
      el('p'),
      el('h3'),
      el('p'),
      el('pre'),
      el('ul'),
      el('p'),
      el('p'),
      el('table'),
    ];
    assert.deepEqual(shape(groupDeferredBlocks(nodes)), ['h2', '{p h4 p}', 'h3', '{p pre ul p p}', 'table']);
    assert.deepEqual(shape(groupDeferredBlocks([el('table'), el('p'), el('ol'), el('h3'), el('ol'), el('ul')])), [
      '{table p}',
      'ol',
      'h3',
      '{ol ul}',
    ]);
  });

  it('组以上边距为 0 的块开头，以段落、代码块或无序列表结尾，边上的其他块留在组外逐块延后', () => {
    const nodes = [el('h4'), el('blockquote'), el('p'), el('hr'), el('p'), el('hr'), el('h3')];
    assert.deepEqual(shape(groupDeferredBlocks(nodes)), ['h4', '{blockquote p hr p}', 'hr', 'h3']);
    assert.deepEqual(shape(groupDeferredBlocks([el('p'), el('blockquote'), el('h3')])), ['p', 'blockquote', 'h3']);
  });

  it('前 ungroupedBlocks 个块（不算空白）原样留下', () => {
    const nodes = [el('p'), text('\n'), el('p'), text('\n'), el('p'), el('p')];
    assert.deepEqual(shape(groupDeferredBlocks(nodes, 2)), ['p', '"\\n"', 'p', '"\\n"', '{p p}']);
  });

  it('只有一块能进组时不包，块之间的空白留在组里、组外的空白留在组外', () => {
    assert.deepEqual(shape(groupDeferredBlocks([el('h3'), el('p'), el('h4'), el('h3')])), ['h3', 'p', 'h4', 'h3']);
    const nodes = [text('\n'), el('p'), text('\n'), el('p'), text('\n')];
    assert.deepEqual(shape(groupDeferredBlocks(nodes)), ['"\\n"', '{p "\\n" p}', '"\\n"']);
  });

  it('组的占位高度是各块估计高度之和，代码块按行数、段落按字数估计（尺寸来自 layout.ts 的表）', () => {
    const { textLine, phoneLineCharacters: perLine, blockMargin, codeLine, codeBlockPadding } = size;
    const paragraph = el('p', [text('字'.repeat(2 * perLine + 10))]);
    const code = el('pre', [el('code', [text('a\nb\nc\n')])]);
    assert.equal(estimateBlockHeight(paragraph), 3 * textLine + blockMargin);
    assert.equal(estimateBlockHeight(code), codeBlockPadding + 3 * codeLine + blockMargin);
    assert.equal(
      estimateBlockHeight(el('admonition', [el('p', [text('字'.repeat(perLine))])])),
      textLine + blockMargin + size.admonitionChrome,
    );
    assert.equal(estimateBlockHeight(el('h4')), size.minorHeading);
    assert.equal(estimateBlockHeight(el('hr')), size.rule);
    const row = (...cells: string[]) =>
      el(
        'tr',
        cells.map((cell) => el('td', [text(cell)])),
      );
    const table = el('table', [
      el('thead', [row('旧', '新')]),
      el('tbody', [row('字'.repeat(perLine + 10), '字'.repeat(perLine - 5))]),
    ]);
    assert.equal(
      estimateBlockHeight(table),
      blockMargin + (textLine + size.tableRowChrome) + (3 * textLine + size.tableRowChrome),
    );
    const list = el('ul', [
      el('li', [text('字'.repeat(perLine / 2))]),
      el('li', [text('字'.repeat(perLine + 5)), el('ul', [el('li', [text('字')])])]),
    ]);
    assert.equal(
      estimateBlockHeight(list),
      blockMargin + (textLine + size.listItemGap) + (2 * textLine + size.listItemGap),
    );
    const [grouped] = groupDeferredBlocks([paragraph, code]);
    assert.equal(
      grouped.properties?.style,
      `contain-intrinsic-size:auto ${3 * textLine + blockMargin + codeBlockPadding + 3 * codeLine + blockMargin}px`,
    );
  });
});

describe('static-runs：静态段里的站内链接', () => {
  const origin = 'https://example.test';
  const anchor = (href: string, attributes: Record<string, string> = {}) =>
    ({
      href: new URL(href, origin).href,
      target: attributes.target ?? '',
      hasAttribute: (name: string) => name in attributes,
    }) as unknown as HTMLAnchorElement;

  it('同源页面链接交给客户端路由，保留查询和锚点', () => {
    assert.equal(internalRoute(anchor('/docs/basics/loading?x=1#load'), origin), '/docs/basics/loading?x=1#load');
  });

  it('外站、新窗口、下载和静态文件链接交给浏览器', () => {
    assert.equal(internalRoute(anchor('https://github.com/cheeriojs/cheerio'), origin), null);
    assert.equal(internalRoute(anchor('/docs/intro', { target: '_blank' }), origin), null);
    assert.equal(internalRoute(anchor('/docs/intro', { download: '' }), origin), null);
    assert.equal(internalRoute(anchor('/docs/intro.md'), origin), null);
    assert.equal(internalRoute(anchor('/llms.txt'), origin), null);
  });
});
