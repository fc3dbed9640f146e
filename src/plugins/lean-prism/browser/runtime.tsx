/**
 * 代替 prism-react-renderer 的模块（经 index.ts 的别名，服务端渲染和浏览器端都用它），导出 Docusaurus 与 react-live
 * 用到的同一组接口：Highlight、Prism、normalizeTokens、themes。
 *
 * 原因：prism-react-renderer 在模块求值时定义二十多种语言，每次 insertBefore 都遍历全部语法树；这段初始化在每个页面的
 * 首屏脚本里，是主线程上最贵的一段脚本（比 React 水合还久）。这里只加载站点用到的语言（prism.ts）。
 */
import clsx from 'clsx';
import { useCallback, useMemo, useSyncExternalStore, type CSSProperties } from 'react';
import type {
  HighlightProps,
  LineInputProps,
  LineOutputProps,
  PrismTheme,
  Token,
  TokenInputProps,
  TokenOutputProps,
} from 'prism-react-renderer';
import type { TokenStream } from 'prismjs';
import { useIsHydrating } from '../../../components/KeptServerHtml/useIsHydrating';
import { normalizeTokens } from './normalizeTokens';
import type { PrismLib } from './prism';
import { isPrismLoaded, loadPrism, prismFor, subscribeToPrism } from './prismSource';
import { tokenStylesByType } from './tokenStyles';

export { normalizeTokens };

/**
 * 与 prism-react-renderer 同名的导出，属性第一次被读取时才初始化 Prism（getPrism）。Docusaurus 的
 * prism-include-languages 在启动时拿到它、却没有语言要注册（语言都在 prism.ts 里），从不读它的属性。
 * 浏览器里 Prism 按需加载，加载之前读取属性是本站代码的错误，直接报错。
 */
export const Prism: PrismLib = new Proxy({} as PrismLib, {
  get: (_target, key): unknown => {
    const prism = prismFor();
    if (!prism)
      throw new Error(
        'Prism 还没有加载：先 await loadPrism()（src/plugins/lean-prism/browser/prismSource.browser.ts）',
      );
    return Reflect.get(prism, key);
  },
});

/**
 * 注册了 `language` 的 Prism；浏览器里还没加载时返回 undefined，并开始加载，加载好后重新渲染。
 * 水合时不能先显示未高亮的代码（与服务端 HTML 不一致，React 会放弃整页的服务端 HTML）：这时挂起，React 保留
 * 这段服务端 HTML，加载好再水合。本站水合时的代码块都保留服务端 HTML（theme/CodeBlock），不会走到这一步。
 */
function usePrism(language: string): PrismLib | undefined {
  const loaded = useSyncExternalStore(subscribeToPrism, isPrismLoaded, isPrismLoaded);
  const hydrating = useIsHydrating();
  if (loaded) return prismFor(language);
  const loading = loadPrism();
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- React 18 的 Suspense 约定：渲染时抛出 Promise 表示挂起
  if (hydrating) throw loading;
  return undefined;
}

/**
 * 站点在 themeConfig.prism 里给出自己的配色，从不使用 prism-react-renderer 自带的主题；react-live 只在没有传入主题时
 * 才读 themes.nightOwl，那时代码以无配色的形式显示。为这个用不到的后备打包二十套主题不值得。
 */
export const themes: Record<string, PrismTheme> = {};

type StyleTable = {
  /** 整个代码块（<pre>）的样式：主题的 plain，含背景色。 */
  root: CSSProperties;
  /** 每一行的样式：plain 去掉背景色，由 <pre> 统一铺背景。 */
  line: CSSProperties | undefined;
  byType: Record<string, CSSProperties>;
};

function styleTable(theme: PrismTheme | undefined, language: string): StyleTable {
  if (!theme) return { root: {}, line: undefined, byType: {} };
  return {
    root: theme.plain,
    line: { ...theme.plain, backgroundColor: undefined },
    byType: tokenStylesByType(theme, language),
  };
}

function tokenStyle(table: StyleTable, { types, empty }: Token): CSSProperties | undefined {
  // 空行的占位记号要有高度，才能撑起这一行。
  const emptyLine: CSSProperties | undefined = empty ? { display: 'inline-block' } : undefined;
  if (types.length === 1 && types[0] === 'plain') return emptyLine;
  // 只有一种类型的空记号直接用该类型的样式，不加 inline-block（与 prism-react-renderer 的输出保持一致）。
  if (types.length === 1 && empty) return table.byType[types[0]];
  return Object.assign({}, emptyLine, ...types.map((type) => table.byType[type])) as CSSProperties;
}

function tokenize(lib: PrismLib, code: string, language: string): Token[][] {
  const grammar = lib.languages[language];
  if (!grammar) return normalizeTokens([code]);
  // 与 Prism.highlight 一样在分词前后运行钩子，语言插件可以借此调整代码或记号。
  const env = { code, grammar, language, tokens: [] as TokenStream };
  lib.hooks.run('before-tokenize', env);
  env.tokens = lib.tokenize(env.code, env.grammar);
  lib.hooks.run('after-tokenize', env);
  return normalizeTokens(env.tokens);
}

export function Highlight({ children, language, code, theme, prism }: HighlightProps) {
  const lang = language.toLowerCase();
  const loadedPrism = usePrism(lang);
  const lib = prism ?? loadedPrism;
  const table = useMemo(() => styleTable(theme, lang), [theme, lang]);
  // Prism 还没到时先按纯文本显示：样式、行和按钮都已就位，Prism 到达后只补上记号的颜色。
  const tokens = useMemo(() => (lib ? tokenize(lib, code, lang) : normalizeTokens([code])), [lib, code, lang]);

  const getLineProps = useCallback(
    ({ className, style, line: _line, ...rest }: LineInputProps): LineOutputProps => ({
      ...rest,
      className: clsx('token-line', className),
      style: style ? { ...table.line, ...style } : table.line,
    }),
    [table],
  );

  const getTokenProps = useCallback(
    ({ token, className, style, ...rest }: TokenInputProps): TokenOutputProps => {
      const base = tokenStyle(table, token);
      return {
        ...rest,
        className: clsx('token', ...token.types, className),
        children: token.content,
        style: style ? { ...base, ...style } : base,
      };
    },
    [table],
  );

  return children({ tokens, className: `prism-code language-${lang}`, style: table.root, getLineProps, getTokenProps });
}
