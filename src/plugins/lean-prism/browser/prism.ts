import type PrismNamespace from 'prismjs';

export type PrismLib = typeof PrismNamespace;

/** 语言文件把自己注册到全局变量 Prism 上：注册期间放上 `prism`（为 undefined 时不放），之后恢复原状。 */
function withGlobalPrism<T>(prism: PrismLib | undefined, register: () => T): T {
  const holder = globalThis as { Prism?: unknown };
  const previous = holder.Prism;
  if (prism) holder.Prism = prism;
  try {
    return register();
  } finally {
    // prism-core 在浏览器里还会把自己挂到 window.Prism 上；恢复原状，不留全局变量。
    if (previous === undefined) delete holder.Prism;
    else holder.Prism = previous;
  }
}

let core: PrismLib | undefined;

function loadCore(): PrismLib {
  if (core) return core;
  core = withGlobalPrism(undefined, () => {
    const prism = require('prismjs/components/prism-core') as PrismLib;
    // 浏览器里 prism-core 会在 DOMContentLoaded（或下一帧）自动高亮页面上的 <code class="language-…">，改写 React
    // 管理的节点；到那时它才检查 manual。
    prism.manual = true;
    return prism;
  });
  return core;
}

/**
 * 不扩展别的语法、也不被别的语法扩展的语言：各自单独注册，先后不影响任何记号（其他语言的 insertBefore 只替换对被改语法的引用）。
 * 页面水合时要渲染的代码块多半只有这些（安装命令的选项卡），只注册它们就不必做全部语法的初始化。键包括各自注册的别名。
 */
function registerBash(): void {
  require('prismjs/components/prism-bash');
}
function registerJson(): void {
  require('prismjs/components/prism-json');
}
function registerDiff(): void {
  require('prismjs/components/prism-diff');
}
const standaloneGrammars: Record<string, () => void> = {
  bash: registerBash,
  sh: registerBash,
  shell: registerBash,
  json: registerJson,
  webmanifest: registerJson,
  diff: registerDiff,
};

let complete = false;

/**
 * 站点用到的语言：Markdown 代码块里的 html、js、jsx、ts、tsx、bash、json、diff，以及与 prism-react-renderer 配色一致
 * 所需的扩展（css 与 css-extras 供 HTML 里的样式，regex 供 JS 正则字面量，javadoclike 与 jsdoc 供文档注释，js-extras
 * 供方法调用、模块关键字等记号）。新语言加在这里；tests/unit/lean-prism.test.ts 检查文档里每个代码块的语言都已注册，
 * 并逐字节对比与 prism-react-renderer 的输出。
 *
 * bash、json、diff 不走 themeConfig.prism.additionalLanguages：Docusaurus 的 prism-include-languages 是客户端模块，
 * 在主脚本求值时就把语言注册到 Prism 上，Prism 因此在每个页面启动时都要初始化（见 getPrism）。
 */
function loadAllGrammars(prism: PrismLib): void {
  withGlobalPrism(prism, () => {
    // 顺序与 prism-react-renderer 相同（例如 js-extras 在 typescript 之后、jsx 之前：先从 javascript 扩展出的语言
    // 不带它的记号），记号与配色因此与原来一致。
    require('prismjs/components/prism-markup');
    require('prismjs/components/prism-css');
    require('prismjs/components/prism-css-extras');
    require('prismjs/components/prism-clike');
    require('prismjs/components/prism-regex');
    require('prismjs/components/prism-javascript');
    require('prismjs/components/prism-javadoclike');
    require('prismjs/components/prism-typescript');
    require('prismjs/components/prism-jsdoc');
    require('prismjs/components/prism-js-extras');
    require('prismjs/components/prism-jsx');
    require('prismjs/components/prism-tsx');
    registerBash();
    registerJson();
    registerDiff();
  });
  complete = true;
}

/**
 * 第一次高亮代码时才初始化 Prism。定义语法要遍历语法树（insertBefore），在手机上约 100 ms，是主脚本求值里最大的一块；
 * 而水合时文章里的代码块大多保留服务端 HTML、不经过 React 渲染，很多页面直到客户端路由切换才用得到它。
 * 给出的语言是 standaloneGrammars 里的一种时只注册它，纯文本（text）不注册语法；其余情况（包括不给语言）注册全部语言。
 * 返回的总是同一个 Prism。
 */
export function getPrism(language?: string): PrismLib {
  const prism = loadCore();
  if (complete) return prism;
  if (language === 'text') return prism;
  if (language !== undefined && Object.hasOwn(standaloneGrammars, language)) {
    withGlobalPrism(prism, standaloneGrammars[language]);
  } else {
    loadAllGrammars(prism);
  }
  return prism;
}
