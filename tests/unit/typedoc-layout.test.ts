import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { plainTitle, summaryToDescription, withFrontMatter } from '../../src/plugins/typedoc-layout/description';
import type { Logger } from 'typedoc';
import { assignHeadingIds, memberAnchor, slugify } from '../../src/plugins/typedoc-layout/headings';

const fixture = path.join(__dirname, 'fixtures/typedoc-api');

describe('锚点', () => {
  it('成员锚点是小写名字，去掉方括号', () => {
    assert.equal(memberAnchor('find'), 'find');
    assert.equal(memberAnchor('baseURI'), 'baseuri');
    assert.equal(memberAnchor('[iterator]'), 'iterator');
  });

  it('标题文字去掉 Markdown 标记后生成 id，中文保留', () => {
    assert.equal(slugify('`abstract` Cheerio\\<T\\>'), 'abstract-cheerio');
    assert.equal(slugify('selector?'), 'selector');
    assert.equal(slugify('~~load()~~'), 'load');
    assert.equal(slugify('参数'), '参数');
  });

  it('其余标题避开成员锚点，整页 id 唯一', () => {
    const markdown = [
      '# 类: Finder',
      '## CSS',
      '### css() {#css}',
      '#### 参数',
      '##### map',
      '```md',
      '## 代码里的标题不处理',
      '```',
      '### map() {#map}',
      '#### 参数',
    ].join('\n');
    assert.equal(
      assignHeadingIds(markdown),
      [
        '# 类: Finder',
        '## CSS {#css-1}',
        '### css() {#css}',
        '#### 参数 {#参数}',
        '##### map {#map-1}',
        '```md',
        '## 代码里的标题不处理',
        '```',
        '### map() {#map}',
        '#### 参数 {#参数-1}',
      ].join('\n'),
    );
  });
});

describe('只滤掉示例标题的警告', () => {
  it('其他警告照常输出', async () => {
    const { LogLevel } = await import('typedoc');
    const { quietCaptionWarnings } = await import('../../src/plugins/typedoc-layout/structure');
    const seen: string[] = [];
    const logger = { log: (message: string) => seen.push(message) } as unknown as Logger;
    quietCaptionWarnings(logger, () => 'first line of an example tag');
    logger.log('x.ts:1 - The first line of an example tag will be taken literally', LogLevel.Warn);
    logger.log('x.ts:2 - Encountered an unknown block tag @foo', LogLevel.Warn);
    logger.log('first line of an example tag (as an error)', LogLevel.Error);
    assert.equal(seen.length, 2);
  });
});

/** 用真实的 typedoc-plugin-markdown 和本插件把夹具渲染成 Markdown，检查页面结构。 */
describe('夹具项目的渲染结果', () => {
  let out: string;
  const page = (file: string) => readFileSync(path.join(out, file), 'utf8');

  before(async () => {
    out = mkdtempSync(path.join(tmpdir(), 'typedoc-layout-'));
    const { Application } = await import('typedoc');
    const app = await Application.bootstrapWithPlugins({
      entryPoints: [path.join(fixture, 'src/index.ts')],
      tsconfig: path.join(fixture, 'tsconfig.json'),
      plugin: ['typedoc-plugin-markdown', path.resolve('src/plugins/typedoc-layout/plugin.mjs')],
      theme: 'cheerio-zh',
      out,
      entryFileName: 'index.md',
      lang: 'zh',
      readme: 'none',
      outputFileStrategy: 'members',
      indexFormat: 'table',
      hideBreadcrumbs: true,
      hidePageHeader: true,
      disableSources: true,
      groupOrder: ['类', '函数', '接口', '*'],
      navigation: { includeGroups: true, includeCategories: false, includeFolders: false },
      logLevel: 'Error',
    } as never);
    const project = await app.convert();
    assert.ok(project);
    await app.generateOutputs(project);
  });

  after(() => rmSync(out, { recursive: true, force: true }));

  it('成员标题带显式锚点，分类标题和参数名不抢成员的锚点', () => {
    const finder = page('classes/Finder.md');
    assert.match(finder, /^### css\(\) \{#css\}$/m);
    assert.match(finder, /^### find\(\) \{#find\}$/m);
    assert.match(finder, /^### map\(\) \{#map\}$/m);
    assert.match(finder, /^## CSS \{#css-1\}$/m);
    assert.doesNotMatch(finder, /\{#map\}[\s\S]*\{#map\}/);
  });

  it('索引页按种类分组，函数再按分类细分，表头是中文', () => {
    const index = page('index.md');
    const headings = [...index.matchAll(/^(##+) (.+?) \{#/gm)].map((m) => `${m[1]} ${m[2]}`);
    assert.deepEqual(headings, ['## 类', '## 函数', '### Talking', '## 接口']);
    assert.match(index, /^\| 函数 \| 描述 \|$/m);
    assert.doesNotMatch(index, /^\| (Function|Class|Interface) \|/m);
  });

  it('示例标题作为正文第一段显示', () => {
    assert.match(page('functions/greet.md'), /Basic use:\n\n```js\n\/\/ Say hello/);
  });

  it('多个父接口分行列出', () => {
    assert.match(
      page('interfaces/LoudOptions.md'),
      /## 继承 \{#继承\}\n\n- \[`Options`\]\(Options\.md\)\n- \[`Shout`\]\(Shout\.md\)/,
    );
  });

  it('页面带 front matter 描述，取自注释摘要的第一段，索引页不加', () => {
    assert.match(
      page('functions/greet.md'),
      /^---\ntitle: "函数: greet\(\)"\ndescription: "Greets somebody by name\."\n---\n\n# /,
    );
    assert.doesNotMatch(page('index.md'), /^---/);
  });

  it('链接指向成员的稳定锚点', () => {
    assert.match(page('interfaces/LoudOptions.md'), /\(Options\.md#word\)/);
  });
});

describe('页面描述', () => {
  it('只取第一段，链接留文字，去掉强调和代码标记，压成一行', () => {
    assert.equal(
      summaryToDescription('用 [`load`](../functions/load.md) **加载**文档，\n返回查询函数。\n\n第二段不要。'),
      '用 load 加载文档， 返回查询函数。',
    );
  });

  it('过长时截断并加省略号，空摘要不生成描述', () => {
    const description = summaryToDescription('长'.repeat(300)) ?? '';
    assert.equal(description.length, 120);
    assert.ok(description.endsWith('…'));
    assert.equal(summaryToDescription('  \n '), undefined);
  });

  it('已有 front matter 的页面不重复添加，描述里的引号被转义', () => {
    assert.equal(withFrontMatter('---\ntitle: x\n---\n# x', { description: '描述' }), '---\ntitle: x\n---\n# x');
    assert.equal(withFrontMatter('# x', { description: '说 "你好"' }), '---\ndescription: "说 \\"你好\\""\n---\n\n# x');
  });

  it('标题去掉代码标记和 Markdown 转义', () => {
    assert.equal(plainTitle('# 类：`abstract` Cheerio\\<T\\>\n\n正文'), '类：abstract Cheerio<T>');
  });
});
