/**
 * src/plugins/toc-levels：文章导出的目录只保留显示得出来的层级；页面自己设了目录层级或用了 TOCInline 时不动。
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import trimTocLevels from '../../src/plugins/toc-levels';
import { tocLevels } from '../../src/config/theme';

/** 与 Docusaurus 的 mdx-loader 一样，目录是文章里的一个 ESM 导出。 */
const tocExport = `export const toc = [
  { value: '参数', id: 'params', level: 2 },
  { value: 'load()', id: 'load', level: 3 },
  { value: '返回值', id: 'returns', level: 4 },
  { value: 'options', id: 'options', level: 5 },
];`;

/** front matter 像 Docusaurus 的 mdx-loader 那样放在 vfile 的 data 里。 */
async function compiledToc(mdx: string, frontMatter: Record<string, unknown> = {}): Promise<number[]> {
  const { compile } = await import('@mdx-js/mdx');
  const output = String(
    await compile(
      { value: mdx, data: { frontMatter } },
      { recmaPlugins: [[trimTocLevels, { maxHeadingLevel: tocLevels.maxHeadingLevel }]] },
    ),
  );
  const toc = /export const toc = (\[[\s\S]*?\]);/.exec(output)?.[1];
  assert.ok(toc, output);
  return [...toc.matchAll(/level: (\d)/g)].map((match) => Number(match[1]));
}

describe('目录的层级（src/plugins/toc-levels）', () => {
  it('只留下站点目录显示的层级（2–3）', async () => {
    assert.equal(tocLevels.maxHeadingLevel, 3);
    assert.deepEqual(await compiledToc(`${tocExport}\n\n正文`), [2, 3]);
  });

  it('front matter 自己设了目录层级时不动', async () => {
    assert.deepEqual(await compiledToc(`${tocExport}\n\n正文`, { toc_max_heading_level: 5 }), [2, 3, 4, 5]);
    assert.deepEqual(await compiledToc(`${tocExport}\n\n正文`, { title: '别的键不算' }), [2, 3]);
  });

  it('用了 TOCInline 时不动', async () => {
    const mdx = `import TOCInline from '@theme/TOCInline';\n${tocExport}\n\n<TOCInline toc={toc} maxHeadingLevel={4} />`;
    assert.deepEqual(await compiledToc(mdx), [2, 3, 4, 5]);
  });
});
