import type PrismNamespace from 'prismjs';

export type PrismLib = typeof PrismNamespace;

/**
 * 站点用到的语言：Markdown 代码块里的 html、js、jsx、ts、tsx、bash、json、diff，以及与 prism-react-renderer 配色一致
 * 所需的扩展（css 与 css-extras 供 HTML 里的样式，regex 供 JS 正则字面量，javadoclike 与 jsdoc 供文档注释，js-extras
 * 供方法调用、模块关键字等记号）。新语言加在这里；tests/unit/lean-prism.test.ts 检查文档里每个代码块的语言都已注册，
 * 并逐字节对比与 prism-react-renderer 的输出。
 *
 * bash、json、diff 不走 themeConfig.prism.additionalLanguages：Docusaurus 的 prism-include-languages 是客户端模块，
 * 在主脚本求值时就把语言注册到 Prism 上，Prism 因此在每个页面启动时都要初始化（见 getPrism）。
 */
function loadPrism(): PrismLib {
  const holder = globalThis as { Prism?: unknown };
  const previous = holder.Prism;
  try {
    const prism = require('prismjs/components/prism-core') as PrismLib;
    // 浏览器里 prism-core 会在 DOMContentLoaded（或下一帧）自动高亮页面上的 <code class="language-…">，改写 React
    // 管理的节点；到那时它才检查 manual。
    prism.manual = true;
    // 各语言文件把自己注册到全局变量 Prism 上。顺序与 prism-react-renderer 相同（例如 js-extras 在 typescript 之后、
    // jsx 之前：先从 javascript 扩展出的语言不带它的记号），记号与配色因此与原来一致。
    holder.Prism = prism;
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
    require('prismjs/components/prism-bash');
    require('prismjs/components/prism-json');
    require('prismjs/components/prism-diff');
    return prism;
  } finally {
    // prism-core 在浏览器里还会把自己挂到 window.Prism 上；恢复原状，不留全局变量。
    if (previous === undefined) delete holder.Prism;
    else holder.Prism = previous;
  }
}

let loaded: PrismLib | undefined;

/**
 * 第一次高亮代码时才初始化 Prism。定义语法要遍历语法树（insertBefore），在手机上约 100 ms，是主脚本求值里最大的一块；
 * 而水合时文章里的代码块大多保留服务端 HTML、不经过 React 渲染，很多页面直到客户端路由切换才用得到它。
 */
export function getPrism(): PrismLib {
  loaded ??= loadPrism();
  return loaded;
}
