import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import type { Nodes } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { linkText, llmsDirective, llmsFullTxt, llmsTxt, twinLinks } from '../../src/plugins/markdown-twins/llms';
import { splitTwin } from '../../src/plugins/markdown-twins/split';
import { partUrlsIn } from '../../src/components/ReaderTools/twinParts';
import { twinFile } from '../../src/plugins/markdown-twins';
import { collectSitePages } from '../../src/plugins/markdown-twins/sitePages';
import {
  absoluteUrl,
  mapProse,
  summaryOf,
  toMarkdownTwin,
  type LinkContext,
} from '../../src/plugins/markdown-twins/toMarkdown';
import { findDocFiles } from '../support/doc-examples/blocks';

const root = path.join(__dirname, '../..');
const siteUrl = 'https://docs.example.org';

/** 按 CommonMark（不是 MDX）读出代码块：Markdown 版本是给普通 Markdown 阅读器看的。 */
function codeBlocks(markdown: string): string[] {
  const collect = (node: Nodes): string[] =>
    node.type === 'code' ? [node.value] : 'children' in node ? node.children.flatMap((child) => collect(child)) : [];
  return collect(unified().use(remarkParse).use(remarkGfm).parse(markdown));
}

/** 代码块之外的行。 */
function proseLines(markdown: string): string[] {
  const lines: string[] = [];
  mapProse(markdown, (prose) => {
    lines.push(...prose.split('\n'));
    return prose;
  });
  return lines;
}

function context(file: string, permalink: string): LinkContext {
  return {
    siteUrl,
    permalink,
    file,
    permalinkOf: (target) =>
      ({
        [path.join(root, 'docs/api/classes/Cheerio.md')]: '/docs/api/classes/Cheerio',
        [path.join(root, 'docs/basics/loading.md')]: '/docs/basics/loading',
      })[target],
  };
}

const fixture = `---
title: 示例
upstream: original
---

import Tabs from '@theme/Tabs';
import { Demo } from '@site/src/components/Demo';

export const answer = 42;

## 开始 {#start}

正文里有<Demo inline />组件，<kbd>Ctrl</kbd> 键，{/* 注释 */}以及[相对文件链接](../api/classes/Cheerio.md#attr)、[站内链接](/docs/intro)、[锚点](#start)和 ![图](/img/logo.svg)。

<!-- truncate -->

<Tabs>
  <Demo title="x" />
</Tabs>

:::tip 需要 \`live\` 吗？

提示里的[链接](./loading.md)。

:::

\`\`\`js live title="示例.js"
import * as cheerio from 'cheerio';
const $ = cheerio.load('<Demo />');
\`\`\`

\`\`\`bash npm2yarn
npm install cheerio
\`\`\`

[引用]: /docs/api "API"
`;

describe('toMarkdownTwin', () => {
  const file = path.join(root, 'docs/basics/example.mdx');
  const twin = toMarkdownTwin(fixture, {
    ...context(file, '/docs/basics/example'),
    title: '示例',
    description: '一个示例页面',
  });

  it('以标题和简介开头，去掉 front matter、MDX 导入导出、JSX 与注释', () => {
    assert.ok(twin.startsWith('# 示例\n\n> 一个示例页面\n\n## 开始\n'), twin.slice(0, 80));
    const prose = proseLines(twin).join('\n');
    assert.doesNotMatch(prose, /^(import|export) /m);
    assert.doesNotMatch(prose, /<\/?[A-Za-z]/);
    assert.doesNotMatch(prose, /\{\/\*|<!--|\{#start\}|^---$|upstream:/m);
    assert.match(prose, /Ctrl 键/);
  });

  it('保留每个代码块，信息串只留语言', () => {
    assert.deepEqual(codeBlocks(twin), codeBlocks(fixture));
    assert.match(twin, /```js\nimport \* as cheerio/);
    assert.match(twin, /```bash\nnpm install cheerio\n```/);
  });

  it('所有链接都是绝对地址，.md 源文件链接换成页面地址', () => {
    assert.match(twin, /\[相对文件链接\]\(https:\/\/docs\.example\.org\/docs\/api\/classes\/Cheerio#attr\)/);
    assert.match(twin, /\[站内链接\]\(https:\/\/docs\.example\.org\/docs\/intro\)/);
    assert.match(twin, /\[锚点\]\(https:\/\/docs\.example\.org\/docs\/basics\/example#start\)/);
    assert.match(twin, /!\[图\]\(https:\/\/docs\.example\.org\/img\/logo\.svg\)/);
    assert.match(twin, /\[链接\]\(https:\/\/docs\.example\.org\/docs\/basics\/loading\)/);
    assert.match(twin, /^\[引用\]: https:\/\/docs\.example\.org\/docs\/api "API"$/m);
  });

  it('提示块变成引用块', () => {
    assert.match(twin, /> \*\*提示：需要 `live` 吗？\*\*\n>\n> 提示里的\[链接\]/);
    assert.doesNotMatch(twin, /^:::/m);
  });

  it('以一个换行结束，没有连续的空行', () => {
    assert.ok(twin.endsWith('\n') && !twin.endsWith('\n\n'));
    assert.doesNotMatch(twin, /\n\n\n/);
  });

  it('正文自带一级标题（TypeDoc 生成的 API 页面）时不再加标题', () => {
    const api = toMarkdownTwin('# 函数: load()\n\n定义于: [src](x.md)\n', {
      ...context(file, '/docs/api/functions/load'),
      title: '函数: load()',
    });
    assert.ok(api.startsWith('# 函数: load()\n\n定义于'));
  });
});

describe('absoluteUrl', () => {
  const ctx = context(path.join(root, 'docs/basics/loading.md'), '/docs/basics/loading');
  it('外链保持不变，其余变成站点上的绝对地址', () => {
    assert.equal(absoluteUrl('https://cheerio.js.org/docs', ctx), 'https://cheerio.js.org/docs');
    assert.equal(absoluteUrl('mailto:a@b.c', ctx), 'mailto:a@b.c');
    assert.equal(absoluteUrl('selecting', ctx), 'https://docs.example.org/docs/basics/selecting');
    assert.equal(absoluteUrl('missing.md#x', ctx), 'https://docs.example.org/docs/basics/missing.md#x');
  });
});

describe('仓库里的每篇教程和博文', () => {
  const files = findDocFiles(root, ['docs', 'blog'], ['docs/api']);
  it('都有文件可查', () => assert.ok(files.length >= 10));
  for (const file of files) {
    it(`${file}：没有 JSX 和 import 行，代码块一个不少`, () => {
      const source = readFileSync(path.join(root, file), 'utf8');
      const twin = toMarkdownTwin(source, { ...context(path.join(root, file), '/x'), title: '标题' });
      const prose = proseLines(twin);
      assert.deepEqual(
        prose.filter((line) => /^\s*(import|export)\s/.test(line)),
        [],
      );
      // 行内代码里的 `<Item>` 是正文的一部分，不算 JSX。
      assert.deepEqual(
        prose.filter((line) => /<\/?[A-Z][\w.]*[\s/>]/.test(line.replace(/`[^`]*`/g, ''))),
        [],
      );
      assert.deepEqual(codeBlocks(twin), codeBlocks(source));
      assert.deepEqual(
        prose.filter((line) => /\]\(\/(?!\/)/.test(line)),
        [],
        '站内链接应为绝对地址',
      );
    });
  }
});

describe('llms.txt 与 llms-full.txt', () => {
  const site = { title: '文档', summary: '一句话摘要', details: '说明。', fullUrl: `${siteUrl}/llms-full.txt` };
  const entry = (name: string, title = name) => ({
    title,
    page: `${siteUrl}/docs/${name}`,
    url: `${siteUrl}/docs/${name}.md`,
    summary: `${name} 的简介`,
    markdown: `# ${title}\n\n正文 ${name}\n`,
  });
  const sections = [
    { name: '教程', entries: [entry('intro'), entry('basics/loading')] },
    { name: 'API 参考', entries: [entry('api/classes/Cheerio', '类: abstract Cheerio\\<T\\> [x]')] },
    { name: '空分区', entries: [] },
  ];

  it('按 llmstxt.org 的格式：标题、摘要、说明、分区链接', () => {
    const text = llmsTxt(site, sections);
    assert.ok(text.startsWith('# 文档\n\n> 一句话摘要\n\n说明。\n'));
    assert.match(text, /\n## 教程\n\n- \[intro\]\(https:\/\/docs\.example\.org\/docs\/intro\.md\): intro 的简介\n/);
    assert.match(text, /- \[类: abstract Cheerio<T> \\\[x\\\]\]\(/);
    assert.doesNotMatch(text, /空分区/);
  });

  it('每个页面的 Markdown 版本恰好列出一次', () => {
    const urls = twinLinks(llmsTxt(site, sections));
    assert.deepEqual(
      urls,
      sections.flatMap((s) => s.entries.map((e) => e.url)),
    );
  });

  it('llms-full.txt 依次包含每个页面的来源和全文', () => {
    const full = llmsFullTxt(site, sections);
    for (const { entries } of sections)
      for (const e of entries) assert.ok(full.includes(`来源：<${e.page}>\n\n${e.markdown}`));
    assert.equal(full.split('\n---\n').length, 4);
  });

  it('链接文字里的转义还原、方括号转义', () => {
    assert.equal(linkText('Cheerio\\<T\\>'), 'Cheerio<T>');
    assert.equal(linkText('a [b]'), 'a \\[b\\]');
  });

  it('简介取 description，没有时取第一段（跳过“定义于”）', () => {
    assert.equal(summaryOf('# x\n\n> **f**()\n\n定义于: y\n\n第一段。\n\n第二段。', undefined), '第一段。');
    assert.equal(summaryOf('# x\n\n正文', '写好的简介'), '写好的简介');
    assert.equal(summaryOf(`# x\n\n${'长'.repeat(200)}`, undefined, 10), `${'长'.repeat(9)}…`);
  });
});

describe('过大的 Markdown 版本按章节拆开', () => {
  const section = (name: string, size: number) => `## ${name}\n\n${'字'.repeat(size)}\n\n`;
  const page = `# 类：Cheerio\\<T\\>\n\n开头的简介。\n\n${section('示例', 10)}${section('`属性`', 300)}${section('遍历', 500)}\`\`\`md\n## 代码块里的标题不算\n\`\`\`\n\n${section('操作', 200)}${section('其他', 50)}`;
  const options = {
    title: '类：Cheerio\\<T\\>',
    indexUrl: `${siteUrl}/docs/api/classes/Cheerio.md`,
    partUrl: (n: number) => `${siteUrl}/docs/api/classes/Cheerio/part-${n}.md`,
    limit: 2000,
  };

  it('不超过上限的页面不拆', () => {
    assert.equal(splitTwin(page, { ...options, limit: 100_000 }), undefined);
  });

  it('相邻的二级标题装进同一部分，每部分不超过上限（单独一节就超过的自成一部分）；代码块里的 ## 不算标题', () => {
    const split = splitTwin(page, options)!;
    assert.deepEqual(
      split.parts.map((part) => part.headings),
      [['示例', '属性'], ['遍历'], ['操作', '其他']],
    );
    assert.match(split.parts[1].markdown, /## 代码块里的标题不算/);
    for (const part of split.parts) {
      assert.match(part.markdown, /^# 类：Cheerio\\<T\\>（第 \d 部分，共 3 部分）\n\n> 本页较长/);
      assert.ok(part.markdown.includes(`<${options.indexUrl}>`), '每一部分都链接回目录');
    }
    // 各部分接起来就是开头之后的全部正文，一个字不丢。
    const body = split.parts.map((part) => part.markdown.slice(part.markdown.indexOf('## '))).join('');
    assert.equal(body.replace(/\s+/g, ''), page.slice(page.indexOf('## 示例')).replace(/\s+/g, ''));
  });

  it('原地址上是开头加各部分的目录，“复制为 Markdown”按目录取回各部分', () => {
    const split = splitTwin(page, options)!;
    assert.ok(split.index.startsWith('# 类：Cheerio\\<T\\>\n\n开头的简介。\n\n## 本页的各部分\n'));
    assert.deepEqual(
      partUrlsIn(split.index),
      split.parts.map((part) => part.url),
    );
    assert.match(
      split.index,
      /- \[第 1 部分：示例、属性\]\(https:\/\/docs\.example\.org\/docs\/api\/classes\/Cheerio\/part-1\.md\)/,
    );
  });

  it('llms.txt 把各部分列在页面之下；链接检查仍只数页面本身', () => {
    const split = splitTwin(page, options)!;
    const entry = {
      title: '类：Cheerio\\<T\\>',
      page: `${siteUrl}/docs/api/classes/Cheerio`,
      url: options.indexUrl,
      markdown: page,
      parts: split.parts.map((part, i) => ({ title: `第 ${i + 1} 部分：${part.headings.join('、')}`, url: part.url })),
    };
    const site = { title: '文档', summary: '摘要', details: '说明。', fullUrl: `${siteUrl}/llms-full.txt` };
    const text = llmsTxt(site, [{ name: 'API 参考', entries: [entry] }]);
    assert.match(
      text,
      /\n {2}- \[第 2 部分：遍历\]\(https:\/\/docs\.example\.org\/docs\/api\/classes\/Cheerio\/part-2\.md\)\n/,
    );
    assert.deepEqual(twinLinks(text), [options.indexUrl]);
  });

  it('每份 Markdown 版本的第一行指向 llms.txt', () => {
    assert.match(
      llmsDirective(`${siteUrl}/llms.txt`),
      /^> 本站全部页面的索引见 \[llms\.txt\]\(https:\/\/docs\.example\.org\/llms\.txt\)；.*\n\n$/,
    );
  });
});

describe('页面列表与文件位置', () => {
  it('Markdown 版本的位置是路由加 .md', () => {
    assert.equal(twinFile('/docs/basics/loading'), 'docs/basics/loading.md');
    assert.equal(twinFile('/docs/api'), 'docs/api.md');
  });

  it('文档按侧边栏顺序、去掉结尾斜杠，博文在后；不列出 unlisted 页面', () => {
    const doc = (id: string, permalink: string, extra = {}) => ({
      id,
      title: id,
      permalink,
      source: `@site/docs/${id}.md`,
      frontMatter: {},
      unlisted: false,
      ...extra,
    });
    const allContent = {
      'docusaurus-plugin-content-docs': {
        default: {
          loadedVersions: [
            {
              docs: [
                doc('api/index', '/docs/api/'),
                doc('zzz', '/docs/zzz'),
                doc('intro', '/docs/intro'),
                doc('hidden', '/docs/hidden', { unlisted: true }),
              ],
              sidebars: {
                defaultSidebar: [
                  { type: 'doc', id: 'intro' },
                  { type: 'category', link: { type: 'doc', id: 'api/index' }, items: [] },
                ],
              },
            },
          ],
        },
      },
      'docusaurus-plugin-content-blog': {
        default: {
          blogPosts: [
            {
              metadata: {
                title: '博文',
                permalink: '/blog/post',
                source: '@site/blog/post.md',
                frontMatter: { description: '简介' },
                unlisted: false,
              },
            },
          ],
        },
      },
    };
    const pages = collectSitePages(allContent, root);
    assert.deepEqual(
      pages.map((page) => [page.section, page.permalink]),
      [
        ['docs', '/docs/intro'],
        ['api', '/docs/api'],
        ['docs', '/docs/zzz'],
        ['blog', '/blog/post'],
      ],
    );
    assert.equal(pages[3].file, path.join(root, 'blog/post.md'));
    assert.equal(pages[3].description, '简介');
  });
});
