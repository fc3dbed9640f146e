import assert from 'node:assert/strict';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import type { Application, DeclarationReflection, ProjectReflection, SignatureReflection } from 'typedoc';
import { applyCatalogue } from '../../src/plugins/typedoc-translations/apply';
import {
  type Catalogue,
  CatalogueError,
  type MemberEntry,
  loadCatalogue,
  parseCategoriesFile,
  parseSymbolFile,
} from '../../src/plugins/typedoc-translations/catalogue';
import { formatSymbolFile } from '../../src/plugins/typedoc-translations/format';
import { formatUntranslated } from '../../src/plugins/typedoc-translations/report';
import { hashEnglish } from '../../src/plugins/typedoc-translations/hash';
import type { TranslationRun } from '../../src/plugins/typedoc-translations/index';
import { describeExample, findCodeComments, translateExample } from '../../src/plugins/typedoc-translations/markdown';
import type { Unit } from '../../src/plugins/typedoc-translations/units';

const fixture = path.join(__dirname, 'fixtures/typedoc-api');

describe('hashEnglish', () => {
  it('只看文字，不看折行与缩进', () => {
    assert.equal(hashEnglish('Who to\n   greet.'), hashEnglish('Who to greet.'));
    assert.notEqual(hashEnglish('Who to greet.'), hashEnglish('Whom to greet.'));
    assert.match(hashEnglish('x'), /^[0-9a-f]{8}$/);
  });
});

describe('示例的切分与翻译', () => {
  const example = [
    'First:',
    '',
    '```js',
    "const url = 'https://example.com/a//b'; // keep the URL",
    '/* block */ run();',
    '```',
    '',
    'Then:',
    '',
    '```html',
    '<p><!-- note --></p>',
    '```',
  ].join('\n');

  it('找出代码注释，跳过字符串里的 //', () => {
    const code = "```js\nconst s = '// not a comment'; // real\n```";
    assert.deepEqual(
      findCodeComments(code, 'js').map((c) => c.text),
      ['real'],
    );
    assert.deepEqual(describeExample(example), {
      prose: ['First:', 'Then:'],
      comments: ['keep the URL', 'block', 'note'],
    });
  });

  it('只替换说明文字和注释，代码逐字保留', () => {
    const { markdown, errors } = translateExample(example, {
      text: ['先看：', '再看：'],
      comments: { 1: '保留这个地址', 3: '备注' },
    });
    assert.deepEqual(errors, []);
    assert.equal(
      markdown,
      [
        '先看：',
        '',
        '```js',
        "const url = 'https://example.com/a//b'; // 保留这个地址",
        '/* block */ run();',
        '```',
        '',
        '再看：',
        '',
        '```html',
        '<p><!-- 备注 --></p>',
        '```',
      ].join('\n'),
    );
  });

  it('序号越界时报错', () => {
    const { errors } = translateExample(example, { text: ['1', '2', '3'], comments: { 9: 'x' } });
    assert.equal(errors.length, 2);
  });
});

describe('目录文件的校验', () => {
  it('hash 必须是带引号的 8 位十六进制', () => {
    assert.throws(
      () => parseSymbolFile('functions/load.yaml', 'load:\n  summary: { hash: 12345678, zh: x }'),
      CatalogueError,
    );
    assert.throws(
      () => parseSymbolFile('functions/load.yaml', "load:\n  summary: { hash: 'abc', zh: x }"),
      /8 位十六进制/,
    );
  });

  it('条目必须放在顶层符号同名的文件里', () => {
    assert.throws(
      () => parseSymbolFile('functions/load.yaml', "merge:\n  summary: { hash: '0a1b2c3d', zh: x }"),
      /merge\.yaml/,
    );
  });

  it('拒绝不认识的字段，并给出可用字段', () => {
    assert.throws(
      () => parseSymbolFile('functions/load.yaml', "load:\n  sumary: { hash: '0a1b2c3d', zh: x }"),
      /summary、params/,
    );
  });

  it('YAML 语法错误给出修正提示', () => {
    assert.throws(
      () => parseSymbolFile('functions/load.yaml', "load:\n  summary:\n    hash: '0a1b2c3d'\n    zh: `x` y"),
      /加引号/,
    );
  });

  it('分类文件是英文名到中文名的映射', () => {
    assert.deepEqual([...parseCategoriesFile('categories.yaml', 'Loading: 加载\n')], [['Loading', '加载']]);
    assert.throws(() => parseCategoriesFile('categories.yaml', 'Loading: 1\n'), CatalogueError);
  });

  it('骨架写出的文件能被原样读回', () => {
    const entry = {
      summary: { hash: '0a1b2c3d', zh: '第一行\n\n`第二段`' },
      params: { name: { hash: '11111111', zh: '' } },
      tags: { returns: { hash: '22222222', zh: '[链接](/docs/intro)' } },
      examples: [{ hash: '33333333' }, { hash: '44444444', text: ['说明'], comments: { 2: '注释' } }],
    };
    const text = formatSymbolFile([{ key: 'load', entry, hints: new Map([['params.name', ['en: Who to greet.']]]) }]);
    assert.match(text, /# en: Who to greet\./);
    assert.deepEqual(parseSymbolFile('functions/load.yaml', text).get('load'), entry);
  });
});

function unit(key: string, unitPath: string, english: string, written: string[]): Unit {
  // 统计覆盖率用不到注释所属的反射（它只用来在渲染后找页面和锚点）。
  const owner = {} as Unit['owner'];
  return {
    file: 'functions/x.yaml',
    key,
    path: unitPath,
    kind: 'text',
    english,
    owner,
    write: (md) => written.push(md),
  };
}

describe('applyCatalogue', () => {
  const catalogue: Catalogue = {
    categories: new Map([['Loading', '加载']]),
    entries: new Map<string, { file: string; entry: MemberEntry }>([
      [
        'x',
        {
          file: 'functions/x.yaml',
          entry: {
            summary: { hash: hashEnglish('Current text.'), zh: '当前的译文。' },
            params: { a: { hash: hashEnglish('Old text.'), zh: '旧译文。' } },
            tags: {
              returns: { hash: hashEnglish('Has code:\n\n```js\nx();\n```'), zh: '改了代码：\n\n```js\ny();\n```' },
            },
          },
        },
      ],
      ['gone', { file: 'functions/gone.yaml', entry: { summary: { hash: '0a1b2c3d', zh: '孤立。' }, tags: {} } }],
    ]),
  };

  it('写入有效译文，统计覆盖率，找出过期、孤立与无效条目', () => {
    const written: string[] = [];
    const units = [
      unit('x', 'summary', 'Current text.', written),
      unit('x', 'params.a', 'New text.', written),
      unit('x', 'returns', 'Has code:\n\n```js\nx();\n```', written),
      unit('x', 'params.b', 'Untranslated.', written),
      unit('x', 'params.c', '', written),
    ];
    const categoryWrites: string[] = [];
    const outcome = applyCatalogue(
      units,
      [
        { name: 'Loading', write: (zh) => categoryWrites.push(zh) },
        { name: 'Other', write: (zh) => categoryWrites.push(zh) },
      ],
      catalogue,
    );
    assert.deepEqual(written, ['当前的译文。']);
    assert.equal(outcome.translated, 1);
    assert.equal(outcome.total, 4, '没有原文也没有条目的位置不计入');
    assert.deepEqual(
      outcome.stale.map((s) => [s.path, s.hash]),
      [['params.a', hashEnglish('New text.')]],
    );
    assert.deepEqual(
      outcome.invalid.map((s) => s.path),
      ['returns'],
    );
    assert.deepEqual(
      outcome.missing.map((s) => s.path),
      ['params.b'],
    );
    assert.deepEqual(
      outcome.orphans.map((s) => s.key),
      ['gone'],
    );
    assert.deepEqual(categoryWrites, ['加载']);
    assert.deepEqual(outcome.missingCategories, ['Other']);
    assert.deepEqual(formatUntranslated(outcome), [
      '缺少译文条目：functions/x.yaml › x › params.b',
      '分类「Other」没有中文名',
    ]);
  });
});

/**
 * 在小型夹具项目上跑一遍真实的 TypeDoc 转换。typedoc 和插件用动态 import 加载，
 * 与 TypeDoc 自己加载插件的方式一致，保证整个进程里只有一份 typedoc。
 */
describe('夹具项目上的转换', () => {
  let run: TranslationRun;
  let project: ProjectReflection;

  before(async () => {
    const { Application } = await import('typedoc');
    const { attachTranslations } = await import('../../src/plugins/typedoc-translations/index');
    const app: Application = await Application.bootstrap({
      entryPoints: [path.join(fixture, 'src/index.ts')],
      tsconfig: path.join(fixture, 'tsconfig.json'),
      logLevel: 'Error',
    });
    run = attachTranslations(app, { quiet: true });
    app.options.setValue('apiTranslationsDir', path.join(fixture, 'catalogue'));
    const converted = await app.convert();
    assert.ok(converted);
    project = converted;
  });

  const signature = (name: string) =>
    (project.getChildByName(name) as DeclarationReflection).signatures?.[0] as SignatureReflection;
  const text = (parts: { text: string }[] | undefined) => parts?.map((p) => p.text).join('') ?? '';

  it('用译文替换摘要、参数和返回值', () => {
    const greet = signature('greet');
    assert.equal(text(greet.comment?.summary).replace(/ +/g, ' '), '按名字向某人问好。\n\n用 Options 换一种问候语。');
    assert.equal(text(greet.parameters?.[0].comment?.summary), '问候的对象。');
    assert.equal(text(greet.comment?.getTag('@returns')?.content), '问候语。');
  });

  it('译文里的 {@link} 照常解析到目标符号', () => {
    const link = signature('greet').comment?.summary.find((part) => part.kind === 'inline-tag');
    const target = link?.kind === 'inline-tag' ? link.target : undefined;
    assert.equal(target && typeof target === 'object' && 'name' in target ? target.name : undefined, 'Options');
  });

  it('示例代码原样保留，只换标题和注释', () => {
    const example = signature('greet').comment?.getTag('@example');
    assert.equal(example?.name, '基本用法：');
    assert.equal(text(example?.content), "```js\n// 打个招呼\ngreet('Ada'); // 'Hello, Ada'\n```");
  });

  it('过期与未翻译的位置保留英文', () => {
    assert.equal(text(signature('greet').parameters?.[1].comment?.summary), 'How to greet.');
    assert.equal(text(signature('count').comment?.summary), 'Counts the characters of a string.');
  });

  it('继承来的成员共用声明处的译文，没有原文的成员可以补充说明', () => {
    const named = project.getChildByName('NamedOptions') as DeclarationReflection;
    assert.equal(text(named.getChildByName('word')?.comment?.summary), '问候时用的词。');
    assert.equal(text(named.getChildByName('name')?.comment?.summary), '补充说明：上游没有为它写文档。');
  });

  it('分类名换成中文', () => {
    const titles = project.categories?.map((category) => category.title) ?? [];
    assert.ok(titles.includes('交谈'), titles.join());
    assert.ok(!titles.includes('Talking'), titles.join());
  });

  it('报告覆盖率、过期、孤立条目和没用上的分类', () => {
    const outcome = run.outcome;
    assert.ok(outcome);
    assert.equal(outcome.total, 18);
    assert.equal(outcome.translated, 7);
    assert.deepEqual(
      outcome.stale.map((s) => `${s.key} ${s.path} ${s.hash}`),
      [`greet params.options ${hashEnglish('How to greet.')}`],
    );
    assert.deepEqual(
      outcome.orphans.map((s) => `${s.file} ${s.key}`),
      ['interfaces/Options.yaml Options.gone'],
    );
    assert.deepEqual(outcome.unusedCategories, ['Retired']);
  });

  it('夹具目录本身能被完整读取', () => {
    assert.equal(loadCatalogue(path.join(fixture, 'catalogue')).entries.size, 5);
  });
});
