import type PrismNamespace from 'prismjs';

export type PrismLib = typeof PrismNamespace;

/**
 * 站点用到的语言：Markdown 代码块里的 html、js、jsx、ts、tsx，以及与 prism-react-renderer 配色一致所需的扩展
 * （css 与 css-extras 供 HTML 里的样式，regex 供 JS 正则字面量，javadoclike 与 jsdoc 供文档注释，js-extras 供
 * 方法调用、模块关键字等记号）。bash、json、diff 由 themeConfig.prism.additionalLanguages 经 Docusaurus 的
 * prism-include-languages 加入。新语言加在这里；tests/unit/lean-prism.test.ts 检查文档里每个代码块的语言都已注册，
 * 并逐字节对比与 prism-react-renderer 的输出。
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
    return prism;
  } finally {
    // prism-core 在浏览器里还会把自己挂到 window.Prism 上；恢复原状，不留全局变量。
    if (previous === undefined) delete holder.Prism;
    else holder.Prism = previous;
  }
}

export const prism = loadPrism();
