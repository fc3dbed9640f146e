/**
 * src/plugins/lean-prism：代替 prism-react-renderer 的高亮模块。它必须与原模块逐字节输出相同的 HTML（服务端渲染的代码块、
 * 行号、高亮行和空行都依赖这个结构），并且注册了文档里用到的每一种语言。
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import * as original from 'prism-react-renderer';
import leanPrismPlugin, {
  browserPrismSourceModule,
  loadOnNavigationModule,
  noIncludeLanguagesModule,
  prismSourceModule,
  runtimeModule,
  themeCodeBlockModule,
  browserThemeCodeBlockModule,
} from '../../src/plugins/lean-prism';
import * as browserPrismSource from '../../src/plugins/lean-prism/browser/prismSource.browser';
import { normalizeTokens } from '../../src/plugins/lean-prism/browser/normalizeTokens';
import * as lean from '../../src/plugins/lean-prism/browser/runtime';
import { darkCodeTheme, lightCodeTheme } from '../../src/constants/codeThemes';
import { themeConfig } from '../../src/config/theme';
import { findDocFiles, readCodeBlocks } from '../support/doc-examples';

const root = join(__dirname, '..', '..');
/** lean-prism 自己注册、原模块没有的语言（原来由 themeConfig.prism.additionalLanguages 加入）。 */
const extraLanguages = ['bash', 'json', 'diff'];

/** 与 Docusaurus 的 prism-include-languages 相同：语言文件注册到全局 Prism 上。require 缓存要清掉，才能给原模块再注册一次。 */
function includeLanguages(prism: object, languages: readonly string[]) {
  const holder = globalThis as { Prism?: unknown };
  holder.Prism = prism;
  for (const language of languages) {
    const file = require.resolve(`prismjs/components/prism-${language}`);
    delete require.cache[file];
    require(file);
  }
  delete holder.Prism;
}
// 先初始化 lean-prism（它按自己的顺序加载语言文件），再给原模块注册同样的语言。
assert.ok('bash' in lean.Prism.languages);
includeLanguages(original.Prism, extraLanguages);

type HighlightComponent = typeof original.Highlight;

/** 按 Docusaurus 的 CodeBlock/Line 的写法渲染：每行一个 span，行尾 <br>，空行的 "\n" 换成空串。 */
function render(Highlight: HighlightComponent, code: string, language: string, theme: original.PrismTheme): string {
  return renderToStaticMarkup(
    React.createElement(Highlight, {
      code,
      language,
      theme,
      children: ({ className, style, tokens, getLineProps, getTokenProps }) =>
        React.createElement(
          'pre',
          { className, style },
          tokens.map((line, index) => {
            if (line.length === 1 && line[0].content === '\n') line[0].content = '';
            return React.createElement(
              'span',
              { key: index, ...getLineProps({ line, className: index === 1 ? 'highlighted' : undefined }) },
              line.map((token, key) => React.createElement('span', { key, ...getTokenProps({ token }) })),
              React.createElement('br'),
            );
          }),
        ),
    }),
  );
}

const docBlocks = readCodeBlocks(root, findDocFiles(root, ['docs', 'blog'], ['docs/api']));

const edgeCases: { language: string; code: string }[] = [
  { language: 'js', code: '' },
  { language: 'js', code: '/*\n\n  多行注释\n*/\nconst a = 1;\n' },
  { language: 'js', code: 'const re = /<(\\w+)>/g;\r\nconsole.log(`x ${re.source}`);\r\n' },
  { language: 'ts', code: 'export function f<T extends Element>(x: T): T[] {\n  return [x];\n}' },
  { language: 'jsx', code: 'const el = <div className="a">{items.map((i) => <b key={i}>{i}</b>)}</div>;' },
  { language: 'tsx', code: 'const el: JSX.Element = <App<string> value="x" />;' },
  {
    language: 'html',
    code: '<style>p { color: red }</style>\n<script>let x = "<b>";</script>\n<p style="margin: 0">&amp;</p>',
  },
  { language: 'bash', code: 'npm install cheerio\n\n# 注释\necho "$HOME"' },
  { language: 'json', code: '{\n  "a": [1, true, null]\n}' },
  { language: 'diff', code: '- old\n+ new\n  same' },
  { language: 'text', code: 'plain <text>\n\n' },
  { language: 'JS', code: 'let upper = true;' },
];

describe('lean-prism：与 prism-react-renderer 输出相同的 HTML', () => {
  const samples = [
    ...docBlocks.map(({ file, line, lang, code }) => ({ name: `${file}:${line}`, language: lang || 'text', code })),
    ...edgeCases.map((sample, index) => ({ name: `边界情况 ${index + 1}（${sample.language}）`, ...sample })),
  ];

  test(`文档里的 ${docBlocks.length} 个代码块和 ${edgeCases.length} 个边界情况，亮色与暗色主题`, () => {
    assert.ok(docBlocks.length > 50, '应读到文档里的代码块');
    for (const { name, language, code } of samples) {
      for (const theme of [lightCodeTheme, darkCodeTheme]) {
        assert.equal(
          render(lean.Highlight, code, language, theme),
          render(original.Highlight, code, language, theme),
          name,
        );
      }
    }
  });
});

describe('lean-prism：按需注册语言', () => {
  const prismModule = join(root, 'src/plugins/lean-prism/browser/prism.ts');
  const samples = [...docBlocks.map(({ lang, code }) => ({ language: lang || 'text', code })), ...edgeCases].map(
    ({ language, code }) => ({ language: language.toLowerCase(), code }),
  );
  const tokensOf = (prism: typeof lean.Prism) =>
    samples.map(({ language, code }) => {
      const grammar = prism.languages[language];
      return grammar ? JSON.stringify(prism.tokenize(code, grammar)) : null;
    });

  test('先只注册 bash、text 不注册语法，之后补上全部语言，每个代码块的记号与一开始就全部注册时相同', () => {
    // 模块只在新进程里还没加载过，所以这一段在子进程里运行；样本从标准输入传进去。
    const script = `
      const { getPrism } = require(${JSON.stringify(prismModule)});
      const samples = JSON.parse(require('node:fs').readFileSync(0, 'utf8'));
      const afterText = Object.keys(getPrism('text').languages);
      const afterBash = Object.keys(getPrism('bash').languages);
      const full = getPrism();
      const tokens = samples.map(({ language, code }) => {
        const grammar = full.languages[language];
        return grammar ? JSON.stringify(full.tokenize(code, grammar)) : null;
      });
      const digest = require('node:crypto').createHash('sha256').update(JSON.stringify(tokens)).digest('hex');
      process.stdout.write(JSON.stringify({ afterText, afterBash, digest, global: typeof globalThis.Prism }));
    `;
    const output = execFileSync(process.execPath, ['--import', 'tsx', '-e', script], {
      cwd: root,
      input: JSON.stringify(samples),
      encoding: 'utf8',
    });
    const child = JSON.parse(output) as { afterText: string[]; afterBash: string[]; digest: string; global: string };
    assert.ok(!child.afterText.includes('bash') && !child.afterText.includes('javascript'));
    assert.ok(child.afterBash.includes('bash') && child.afterBash.includes('shell'));
    assert.ok(
      !child.afterBash.includes('javascript') && !child.afterBash.includes('markup'),
      '只要 bash 时不应初始化其他语法',
    );
    assert.equal(child.global, 'undefined');
    const expected = tokensOf(lean.Prism);
    assert.ok(expected.filter(Boolean).length > 50, '应有带语法的样本');
    assert.equal(child.digest, createHash('sha256').update(JSON.stringify(expected)).digest('hex'));
  });
});

describe('lean-prism：语言与配置', () => {
  test('文档里出现的每种代码块语言都已注册（没写语言或写 text 的按纯文本显示）', () => {
    const missing = [...new Set(docBlocks.map((block) => block.lang))].filter(
      (lang) => lang !== '' && lang !== 'text' && !(lang in lean.Prism.languages),
    );
    assert.deepEqual(missing, [], `在 src/plugins/lean-prism/browser/prism.ts 里加上：${missing.join('、')}`);
  });

  test('Docusaurus 不再经 additionalLanguages 注册语言：那会让 Prism 在每个页面启动时初始化', () => {
    assert.deepEqual(themeConfig.prism.additionalLanguages, []);
  });

  test('加载时不留下全局 Prism，也不会自动高亮页面', () => {
    assert.equal((globalThis as { Prism?: unknown }).Prism, undefined);
    assert.equal(lean.Prism.manual, true);
  });

  /** 记下构造参数的替身，代替打包器的 ContextReplacementPlugin 与 NormalModuleReplacementPlugin。 */
  class RecordedReplacement {
    constructor(
      readonly resourceRegExp: RegExp,
      readonly replacement: RegExp | string,
    ) {}
  }
  class RecordedContextReplacement extends RecordedReplacement {}
  class RecordedModuleReplacement extends RecordedReplacement {}
  const contextWith = (additionalLanguages: string[]) =>
    ({ siteConfig: { themeConfig: { prism: { additionalLanguages } } } }) as never;
  const plugin = () => leanPrismPlugin(contextWith([]));
  const configure = (isServer = false) =>
    plugin().configureWebpack?.(
      {},
      isServer,
      {
        currentBundler: {
          instance: {
            ContextReplacementPlugin: RecordedContextReplacement,
            NormalModuleReplacementPlugin: RecordedModuleReplacement,
          },
        },
      } as never,
      {},
    ) as unknown as { resolve: { alias: Record<string, string> }; plugins: RecordedReplacement[] };

  test('插件把 prism-react-renderer 精确地别名到存在的 runtime 模块', () => {
    assert.deepEqual(configure().resolve.alias, { 'prism-react-renderer$': runtimeModule });
    assert.ok(existsSync(runtimeModule));
  });

  test('prismjs/components 的动态 require 什么也不匹配：目录本身（loadLanguages 与语言清单）不进主脚本', () => {
    for (const isServer of [false, true]) {
      const replacement = configure(isServer).plugins.find((plugin) => plugin instanceof RecordedContextReplacement);
      assert.ok(replacement);
      assert.ok(replacement.resourceRegExp.test('/repo/node_modules/prismjs/components'));
      assert.ok(replacement.replacement instanceof RegExp);
      for (const request of ['./', './index', './prism-bash', './prism-bash.js'])
        assert.ok(!replacement.replacement.test(request), request);
    }
  });

  test('主题的 prism-include-languages 客户端模块在两种打包里都换成空模块；additionalLanguages 不为空时构建报错', () => {
    for (const isServer of [false, true]) {
      const replacement = configure(isServer).plugins.find(
        (plugin) => plugin instanceof RecordedModuleReplacement && plugin.replacement === noIncludeLanguagesModule,
      );
      assert.ok(replacement, `isServer=${isServer}`);
      assert.ok(
        replacement.resourceRegExp.test('/repo/node_modules/@docusaurus/theme-classic/lib/prism-include-languages.js'),
      );
      assert.ok(
        !replacement.resourceRegExp.test(
          '/repo/node_modules/@docusaurus/theme-classic/lib/theme/prism-include-languages.js',
        ),
      );
    }
    assert.ok(existsSync(noIncludeLanguagesModule));
    assert.throws(() => leanPrismPlugin(contextWith(['php'])), /additionalLanguages/);
  });

  test('浏览器的打包把 prismSource.ts 和主题代码块组件的来源换成按需加载的那一份，服务端的打包不换', () => {
    const [client, themeCodeBlock] = configure(false).plugins.filter(
      (plugin) => plugin instanceof RecordedModuleReplacement && plugin.replacement !== noIncludeLanguagesModule,
    );
    assert.ok(themeCodeBlock);
    assert.ok(themeCodeBlock.resourceRegExp.test(themeCodeBlockModule));
    assert.ok(!themeCodeBlock.resourceRegExp.test(browserThemeCodeBlockModule));
    assert.equal(themeCodeBlock.replacement, browserThemeCodeBlockModule);
    assert.ok(existsSync(themeCodeBlockModule) && existsSync(browserThemeCodeBlockModule));
    assert.ok(client);
    assert.ok(client.resourceRegExp.test(prismSourceModule));
    assert.ok(!client.resourceRegExp.test(browserPrismSourceModule));
    assert.ok(!client.resourceRegExp.test(runtimeModule));
    assert.equal(client.replacement, browserPrismSourceModule);
    assert.ok(existsSync(prismSourceModule) && existsSync(browserPrismSourceModule));
    assert.deepEqual(
      configure(true).plugins.filter(
        (plugin) => plugin instanceof RecordedModuleReplacement && plugin.replacement !== noIncludeLanguagesModule,
      ),
      [],
    );
  });

  test('注册切换页面前就加载 Prism 的客户端模块', () => {
    assert.deepEqual(plugin().getClientModules?.(), [loadOnNavigationModule]);
    assert.ok(existsSync(loadOnNavigationModule));
  });

  test('浏览器的那一份：加载之前没有 Prism，加载后通知订阅者，按语言注册', async () => {
    assert.equal(browserPrismSource.isPrismLoaded(), false);
    assert.equal(browserPrismSource.prismFor('bash'), undefined);
    let notified = 0;
    const unsubscribe = browserPrismSource.subscribeToPrism(() => notified++);
    const loading = browserPrismSource.loadPrism();
    assert.equal(browserPrismSource.loadPrism(), loading, '同时只加载一次');
    await loading;
    unsubscribe();
    assert.equal(notified, 1);
    assert.equal(browserPrismSource.isPrismLoaded(), true);
    assert.ok('bash' in (browserPrismSource.prismFor('bash')?.languages ?? {}));
  });
});

describe('normalizeTokens', () => {
  test('空代码得到一行空行', () => {
    assert.deepEqual(normalizeTokens([]), [[{ types: ['plain'], content: '\n', empty: true }]]);
  });

  test('按 \\n、\\r\\n 和 \\r 分行，嵌套记号继承外层类型，别名追加在后面', () => {
    const comment = { type: 'comment', content: 'a\r\nb', alias: undefined, length: 4, greedy: false } as never;
    const nested = {
      type: 'tag',
      alias: ['x', 'y'],
      content: ['<', { type: 'tag', content: 'p', alias: 'name' }],
      length: 2,
    } as never;
    assert.deepEqual(normalizeTokens(['x\r', comment, nested, '\n']), [
      [{ types: ['plain'], content: 'x' }],
      [
        { types: ['plain'], content: '' },
        { types: ['comment'], content: 'a' },
      ],
      [
        { types: ['comment'], content: 'b' },
        { types: ['tag', 'x', 'y'], content: '<' },
        { types: ['tag', 'x', 'y', 'tag', 'name'], content: 'p' },
        { types: ['plain'], content: '' },
      ],
      [{ types: ['plain'], content: '\n', empty: true }],
    ]);
  });
});
