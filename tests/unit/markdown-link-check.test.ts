import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { extractMarkdownLinks, hasMarkdownTwin, llmsCoverageProblems } from '../links/link-check';

const origin = 'https://docs.example.org';

describe('Markdown 文件里的站内链接', () => {
  it('收集行内链接、图片、自动链接和引用定义，跳过外链与代码', () => {
    const markdown = [
      '[加载](https://docs.example.org/docs/basics/loading#load) 和 ![图](/img/logo.svg)',
      '<https://docs.example.org/docs/intro.md> 与 [外链](https://cheerio.js.org/docs)',
      '`[不是链接](/x)` 以及 `any`[](`start`, `n`) 这样的 TypeDoc 签名',
      '```md',
      '[代码里](/nope)',
      '```',
      '[定义]: /docs/api',
    ].join('\n\n');
    assert.deepEqual(
      extractMarkdownLinks(markdown, '/docs/intro.md', origin).map(({ pathname, hash }) => `${pathname}#${hash}`),
      ['/docs/basics/loading#load', '/img/logo.svg#', '/docs/intro.md#', '/docs/api#'],
    );
  });
});

describe('llms.txt 的覆盖检查', () => {
  it('只有教程、API 页面和博文页有 Markdown 版本', () => {
    assert.ok(hasMarkdownTwin('<html lang=zh-CN class="docs-wrapper docs-doc-page docs-doc-id-intro">'));
    assert.ok(hasMarkdownTwin('<html class="blog-wrapper blog-post-page plugin-blog">'));
    assert.ok(!hasMarkdownTwin('<html class="docs-wrapper docs-doc-page">'), '分类索引页');
    assert.ok(!hasMarkdownTwin('<html class="blog-wrapper blog-list-page">'));
  });

  it('每个页面恰好列出一次', () => {
    const pages = [`${origin}/docs/intro`, `${origin}/blog/post`, `${origin}/docs/api`];
    const listed = [`${origin}/docs/intro.md`, `${origin}/docs/api.md`, `${origin}/docs/api.md`];
    assert.deepEqual(llmsCoverageProblems(pages, listed), [
      `${origin}/blog/post.md 在 llms.txt 中出现了 0 次`,
      `${origin}/docs/api.md 在 llms.txt 中出现了 2 次`,
    ]);
  });
});
