import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import React from 'react';
import styles from './playground.module.css';

/** 页面底部的说明：沙箱能保证什么、不能保证什么，以及键盘操作。 */
export default function SandboxHelp(): JSX.Element {
  return (
    <section className={styles.help} aria-labelledby="playground-sandbox-title">
      <Heading as="h2" id="playground-sandbox-title">
        代码在哪里运行
      </Heading>
      <p>
        演练场运行的是本站教程所用的同一个 Cheerio 1.2.0，取自它的浏览器版本：有 <code>load</code>、
        <code>contains</code>、<code>merge</code> 等，没有依赖 Node.js 的 <code>loadBuffer</code>、<code>fromURL</code>{' '}
        和流式接口。代码里可以直接用 <code>cheerio</code> 和已经加载好 HTML 的 <code>$</code>，也可以写{' '}
        <code>import * as cheerio from &apos;cheerio&apos;</code>；实时代码块里的{' '}
        <code>render(&lt;pre&gt;…&lt;/pre&gt;)</code> 会输出元素里的文字。
      </p>
      <p>沙箱保证的：</p>
      <ul>
        <li>
          代码在一个隐藏的沙箱页面里的后台线程（Web Worker）运行。这个页面由浏览器的 iframe
          沙箱隔开，属于一个“不透明的源”，和本站不是同一个源：本站的离线缓存（Cache Storage）、IndexedDB、
          <code>localStorage</code> 和 Cookie 它都读不到、也改不了，也注册不了服务工作线程；线程里没有{' '}
          <code>document</code> 和 <code>window</code>，碰不到这个页面，也不能让页面跳转。
        </li>
        <li>
          沙箱不能联网：它的内容安全策略禁止一切网络请求（<code>fetch</code>、<code>XMLHttpRequest</code>、
          <code>WebSocket</code>
          ，对本站和其他网站都一样），也不加载任何远程脚本。这样，别人发来的链接里的代码既不能把你的数据发出去，也不能借你的浏览器访问别的网站。要处理真实的网页，请把网页另存下来，把
          HTML 粘贴进来；要联网抓取，请在自己的电脑上用 Node.js 运行（<code>fromURL</code>、<code>loadBuffer</code>）。
        </li>
        <li>死循环不会卡住页面：运行超过 3 秒，整个沙箱会被移除，下一次运行换一个新的。</li>
        <li>
          每次运行都从头开始，上一次留下的变量和定时器都不存在。代码结束后 3 秒内，定时器和 Promise 里的输出仍会显示。
        </li>
        <li>
          输出只当作文字显示，代码没法往页面里插入 HTML。页面最多收下 1,000 条、20 万个字符的输出；代码在 3
          秒内发出的消息多得不正常（超过 4,000
          条）时，页面停止这次运行。选择器测试和文档树由页面上另一个线程计算，代码改不到它们看到的文档。
        </li>
      </ul>
      <p>沙箱不保证的：</p>
      <ul>
        <li>代码在 3 秒内仍然可以占满一个 CPU 核心、占用大量内存（浏览器对一个页面能用的内存有上限）。</li>
        <li>
          打开别人分享的链接时，链接里的代码会在沙箱里自动运行一次，页面会注明代码来自链接。它做不了上面列出的事，但输出的文字可能是误导人的；不要照着来历不明的输出去做事。
        </li>
      </ul>
      <Heading as="h2" id="playground-keyboard-title">
        键盘操作
      </Heading>
      <ul>
        <li>
          在“代码”里按 <kbd>Ctrl</kbd>+<kbd>Enter</kbd>（Mac 上是 <kbd>⌘</kbd>+<kbd>Enter</kbd>
          ）立即运行；勾选“停止输入后自动运行”时，停下来约 1 秒也会运行。
        </li>
        <li>
          编辑器里的 <kbd>Tab</kbd> 不插入缩进，而是像在别处一样把焦点移到下一个控件（<kbd>Shift</kbd>+<kbd>Tab</kbd>{' '}
          回到上一个），随时可以离开编辑器；缩进用 <kbd>Ctrl</kbd>+<kbd>]</kbd> 和 <kbd>Ctrl</kbd>+<kbd>[</kbd>（Mac
          上用 <kbd>⌘</kbd>）。
        </li>
        <li>
          文档树：<kbd>↑</kbd> <kbd>↓</kbd> 移动，<kbd>→</kbd> 展开，<kbd>←</kbd> 折叠或回到父节点，<kbd>Enter</kbd>{' '}
          选中节点并生成选择器。
        </li>
      </ul>
      <p>
        选择器的写法见<Link to="/docs/basics/selecting">《选择元素》</Link>，解析选项的区别见
        <Link to="/docs/basics/loading">《加载文档》</Link>和
        <Link to="/docs/advanced/configuring-cheerio">《配置 Cheerio》</Link>。
      </p>
    </section>
  );
}
