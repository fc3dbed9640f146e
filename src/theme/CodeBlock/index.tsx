// Swizzle (eject) from @docusaurus/theme-live-codeblock v3.6.3: 原组件静态引入 Playground 和 ReactLiveScope，把 react-live、sucrase 和浏览器版 cheerio 打进所有页面的首屏脚本；这里改为只在页面真有实时代码块时才加载。
import React, { lazy, Suspense } from 'react';
import CodeBlock from '@theme-init/CodeBlock';
import type { Props } from '@theme/CodeBlock';

const LivePlayground = lazy(() => import('./LivePlayground'));

type LiveProps = Props & { live?: boolean };

export default function CodeBlockWithLazyPlayground({ live, ...props }: LiveProps): JSX.Element {
  if (!live) return <CodeBlock {...props} />;
  // 服务端渲染会等待 lazy 组件，HTML 中已有完整的编辑器；客户端在脚本加载完之前保留这段 HTML，加载后再水合。
  return (
    <Suspense fallback={<CodeBlock {...props} />}>
      <LivePlayground {...props} />
    </Suspense>
  );
}
