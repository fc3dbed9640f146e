import React, { Suspense, useEffect, useRef, type ReactNode } from 'react';
import { useHistory } from '@docusaurus/router';
import { KeptServerHtml, useKeepsServerHtml } from '@site/src/components/KeptServerHtml';
import { attachStaticRunBehaviour } from './behaviour';
import type { StaticRunContent } from './runs';

export type StaticRunProps = {
  /**
   * 段里的内容。文章里由 recma 插件 `static-runs/lazyChildren` 改成函数，只在需要渲染时才创建这些元素；
   * 浏览器里它的元素树可能在按需加载的代码块里（`static-runs/splitRuns`），那时 `deferred` 为真。
   */
  content?: StaticRunContent;
  children?: ReactNode;
  deferred?: boolean;
};

/**
 * 文章里一段不需要交互的连续内容（由 rehype 插件 static-runs 分组）。
 *
 * 水合这一页时保留服务端 HTML（`KeptServerHtml`，原理见那里的说明），不为其中的元素和代码记号创建 React 元素；
 * 站内链接、复制与换行按钮由 `behaviour.ts` 在这个 div 上用事件委托补上。客户端路由切换到这一页时没有服务端 HTML，
 * 照常渲染子元素；元素树还没加载（水合出错后改在客户端渲染等少见的情形）时这一段先空着，加载完再显示。
 */
export default function StaticRun({ content, children, deferred = false }: StaticRunProps): ReactNode {
  const keepsServerHtml = useKeepsServerHtml();
  const history = useHistory();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (keepsServerHtml && ref.current) return attachStaticRunBehaviour(ref.current, history);
    return undefined;
  }, [keepsServerHtml, history]);

  return (
    <KeptServerHtml
      ref={ref}
      keep={keepsServerHtml}
      className={deferred ? 'static-run static-run-deferred' : 'static-run'}>
      {keepsServerHtml ? null : content?.deferred ? (
        <Suspense fallback={null}>
          <RunContent content={content} />
        </Suspense>
      ) : (
        (content?.() ?? children)
      )}
    </KeptServerHtml>
  );
}

/** 在 Suspense 里调用 content：树还在加载时它抛出的 Promise 由外面的边界接住。 */
function RunContent({ content }: { content: StaticRunContent }): ReactNode {
  return content();
}
