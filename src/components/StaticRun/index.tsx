import React, { useEffect, useRef, useState, type ReactNode } from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import { useHistory } from '@docusaurus/router';
import { useIsHydrating } from '@site/src/hooks/useIsHydrating';
import { attachStaticRunBehaviour } from './behaviour';

export type StaticRunProps = { children?: ReactNode; deferred?: boolean };

/**
 * 文章里一段不需要交互的连续内容（由 rehype 插件 static-runs 分组）。
 *
 * 服务端照常渲染子元素。浏览器水合这一页时，渲染一个 innerHTML 为空、不检查差异的 div：React 不创建也不水合其中的
 * 元素，服务端的 HTML 原样保留，而且之后不会再变（状态在第一次渲染时就定下来）。站内链接、复制与换行按钮由
 * `behaviour.ts` 在这个 div 上用事件委托补上。客户端路由切换到这一页时没有服务端 HTML，照常渲染子元素。
 */
export default function StaticRun({ children, deferred = false }: StaticRunProps): ReactNode {
  const hydrating = useIsHydrating();
  const [keepsServerHtml] = useState(() => ExecutionEnvironment.canUseDOM && hydrating);
  const history = useHistory();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (keepsServerHtml && ref.current) return attachStaticRunBehaviour(ref.current, history);
    return undefined;
  }, [keepsServerHtml, history]);

  const className = deferred ? 'static-run static-run-deferred' : 'static-run';
  if (keepsServerHtml) {
    return <div ref={ref} className={className} dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />;
  }
  return <div className={className}>{children}</div>;
}
