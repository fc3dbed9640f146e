/**
 * 中英对照的数据：Markdown 变成浏览器可以直接创建元素的块、页面文字的指纹，以及在夹具项目上跑一遍真实的 TypeDoc
 * 转换和渲染（译文目录里有一条过期的译文），检查写出的 JSON。
 */
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Application } from 'typedoc';
import readerToolsPlugin, { labelsModule } from '../../src/plugins/reader-tools';
import { withEnglishToggle } from '../../src/plugins/typedoc-layout/description';
import { fingerprints, markdownBlocks } from '../../src/plugins/typedoc-translations/english';
import { fingerprintText, type EnglishPage } from '../../src/tools/api-english/format';

const fixture = path.join(__dirname, 'fixtures/typedoc-api');

describe('英文原文的 Markdown', () => {
  it('段落、行内代码、链接、列表和代码块；{@link} 按行内代码显示', () => {
    const blocks = markdownBlocks(
      'Use {@link Options | the options} or {@link greet}, see [docs](https://example.com).\n\n- one\n- `two`\n\n```js\nx();\n```',
    );
    assert.deepEqual(blocks, [
      {
        p: [
          'Use ',
          { code: 'the options' },
          ' or ',
          { code: 'greet' },
          ', see ',
          { link: 'https://example.com', text: ['docs'] },
          '.',
        ],
      },
      { list: [['one'], [{ code: 'two' }]] },
      { code: 'x();', lang: 'js' },
    ]);
  });

  it('指纹不算行内代码和链接，去掉空白，最多 30 个字符', () => {
    assert.deepEqual(fingerprints('用 {@link Options} 换一种 `x` 问候语。\n\n```js\n// 打个招呼\ngreet();\n```'), [
      '用换一种问候语。',
      '//打个招呼greet();',
    ]);
    assert.equal(fingerprintText('一二三四五六七八九十'.repeat(4)).length, 30);
  });

  it('开关写在页面标题之后，标题仍是正文的第一个节点', () => {
    assert.equal(
      withEnglishToggle('# 函数：load()\n\n定义于：x', 'functions/load'),
      '# 函数：load()\n\nimport ApiEnglish from \'@site/src/components/ApiEnglish\';\n\n<ApiEnglish page="functions/load" />\n\n定义于：x',
    );
  });

  it('打包时 whatwg-encoding 换成只含标签表的模块', () => {
    const config = readerToolsPlugin().configureWebpack!({}, false, {} as never, {});
    assert.deepEqual(config, { resolve: { alias: { 'whatwg-encoding$': labelsModule } } });
  });
});

describe('夹具项目上写出的中英对照数据', () => {
  const out = mkdtempSync(path.join(tmpdir(), 'api-english-'));
  let pages: Map<string, EnglishPage>;

  before(async () => {
    const { Application } = await import('typedoc');
    const { attachTranslations, writeEnglish } = await import('../../src/plugins/typedoc-translations/index');
    const layout = await import('../../src/plugins/typedoc-layout/index');
    const app: Application = await Application.bootstrapWithPlugins({
      entryPoints: [path.join(fixture, 'src/index.ts')],
      tsconfig: path.join(fixture, 'tsconfig.json'),
      plugin: ['typedoc-plugin-markdown'],
      logLevel: 'Error',
    });
    const run = attachTranslations(app, { quiet: true });
    writeEnglish(app, run);
    layout.load(app);
    app.options.setValue('apiTranslationsDir', path.join(fixture, 'catalogue'));
    app.options.setValue('apiEnglishDir', path.join(out, 'english'));
    app.options.setValue('theme', 'cheerio-zh');
    app.options.setValue('out', path.join(out, 'md'));
    const project = await app.convert();
    assert.ok(project);
    await app.generateOutputs(project);
    pages = new Map(
      ['functions/greet', 'functions/count', 'interfaces/Options', 'interfaces/NamedOptions'].map((page) => [
        page,
        JSON.parse(readFileSync(path.join(out, 'english', `${page}.json`), 'utf8')) as EnglishPage,
      ]),
    );
  });

  after(() => rmSync(out, { recursive: true, force: true }));

  it('每段译文带着它的英文原文和页面上的指纹；过期的条目标出来，未翻译的不列', () => {
    const greet = pages.get('functions/greet')!;
    const byPath = new Map(greet.entries.map((entry) => [entry.path, entry]));
    assert.deepEqual([...byPath.keys()], ['summary', 'params.name', 'params.options', 'returns', 'examples[0]']);
    assert.deepEqual(byPath.get('summary')?.fingerprints, ['按名字向某人问好。', '用换一种问候语。']);
    assert.deepEqual(byPath.get('summary')?.english[0], { p: ['Greets somebody by name.'] });
    assert.equal(byPath.get('params.options')?.stale, true);
    assert.deepEqual(byPath.get('params.options')?.fingerprints, ['Howtogreet.']);
    assert.equal(byPath.get('params.name')?.stale, undefined);
    assert.deepEqual(byPath.get('examples[0]')?.fingerprints, ['基本用法：', "//打个招呼greet('Ada');//'Hello,Ad"]);
    assert.deepEqual(pages.get('functions/count')?.entries, []);
  });

  it('每个页面的标题之后是开关，指向自己的对照数据', () => {
    const markdown = readFileSync(path.join(out, 'md', 'interfaces/Options.md'), 'utf8');
    assert.match(
      markdown,
      /^# .*\n\nimport ApiEnglish from '@site\/src\/components\/ApiEnglish';\n\n<ApiEnglish page="interfaces\/Options" \/>\n/m,
    );
  });

  it('指纹与渲染出的页面文字一致', () => {
    const markdown = readFileSync(path.join(out, 'md', 'functions/greet.md'), 'utf8');
    const text = markdown.replace(/\s+/g, '');
    for (const entry of pages.get('functions/greet')!.entries) {
      for (const fingerprint of entry.fingerprints.filter((f) => !f.includes('用换'))) {
        assert.ok(text.includes(fingerprint), `${entry.path}：页面上找不到 ${fingerprint}`);
      }
    }
  });

  it('接口成员带着自己的锚点；继承来的成员在子接口的页面上也有', () => {
    const word = pages.get('interfaces/Options')!.entries.find((entry) => entry.key === 'Options.word');
    assert.equal(word?.anchor, 'word');
    const inherited = pages.get('interfaces/NamedOptions')!.entries.find((entry) => entry.key === 'Options.word');
    assert.equal(inherited?.anchor, 'word');
  });
});
