import React, { lazy, Suspense, useRef, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { KeptServerHtml, useLoadOnApproach } from '@site/src/components/KeptServerHtml';
import type { ReaderToolsProps } from './types';

const Tools = lazy(() => import('./Tools'));

function island(props: ReaderToolsProps): ReactNode {
  return (
    <Suspense fallback={null}>
      <Tools {...props} />
    </Suspense>
  );
}

/**
 * 首屏脚本里只有这个外壳。工具栏由服务端渲染进 HTML，没有脚本也能用；页面的 React 根保留这段 HTML
 * （`KeptServerHtml`，浏览器里始终保留：内容归下面另起的根管），读者接近文章末尾、或者把指针、焦点移到工具栏上时
 * 才加载代码，再在这个 div 里另起一个 React 根水合（客户端导航过来时没有服务端 HTML，则直接渲染）。
 * 另起一个根，是因为页面根上的 context 在水合后还会变化，挂起中的 Suspense 边界一收到更新就会丢掉服务端的 HTML。
 */
export default function ReaderTools(props: ReaderToolsProps): ReactNode {
  const ref = useRef<HTMLDivElement>(null);
  // 属性在组件的一生中不变：包装组件以页面地址作 key，换页面就换一个新的工具栏。
  useLoadOnApproach(ref, () => {
    const element = ref.current!;
    let root: Root;
    if (element.firstChild) root = hydrateRoot(element, island(props));
    else (root = createRoot(element)).render(island(props));
    // 在页面根提交的过程中同步卸载另一个根会触发 React 的警告，推迟到这次提交之后。
    return () => setTimeout(() => root.unmount());
  });
  return (
    <KeptServerHtml ref={ref} keep>
      {island(props)}
    </KeptServerHtml>
  );
}
