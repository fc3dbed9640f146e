// Swizzle (eject) from @docusaurus/theme-live-codeblock v3.6.3: 原组件静态引入 Playground 和 ReactLiveScope，把 react-live、sucrase 和浏览器版 cheerio 打进所有页面的首屏脚本；改为由含实时代码块的文档自己引入（src/plugins/live-playground-import）。
import React from 'react';
import CodeBlock from '@theme-init/CodeBlock';
import type { Props } from '@theme/CodeBlock';
import { registeredLivePlayground } from './liveRegistry';

export default function CodeBlockWithLivePlayground({ live, ...props }: Props & { live?: boolean }): JSX.Element {
  const LivePlayground = live ? registeredLivePlayground() : null;
  // 没有经过 remark 插件的实时代码块（例如博客或独立页面里的）按普通代码块显示。
  return LivePlayground ? <LivePlayground {...props} /> : <CodeBlock {...props} />;
}
