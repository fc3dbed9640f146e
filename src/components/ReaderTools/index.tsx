import React, { lazy, Suspense, useEffect, useRef, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import type { PageTranslation } from '@site/src/upstream/pageTranslation';

export interface ReaderToolsProps {
  title: string;
  permalink: string;
  translation?: PageTranslation;
  /** 本站仓库地址（构建时确定，见 src/config/siteRepository.ts）。 */
  repository: string;
}

const Tools = lazy(() => import('./Tools'));
/** 浏览器里这个 div 的内容不归页面的 React 根管：水合时 React 不碰 dangerouslySetInnerHTML 元素里已有的 HTML。 */
const KEEP_SERVER_HTML = { __html: '' };

function island(props: ReaderToolsProps): ReactNode {
  return (
    <Suspense fallback={null}>
      <Tools {...props} />
    </Suspense>
  );
}

/**
 * 首屏脚本里只有这个外壳。工具栏由服务端渲染进 HTML，没有脚本也能用；它的代码在读者接近文章末尾、
 * 或者把指针、焦点移到工具栏上时才加载，再在这个 div 里另起一个 React 根水合（客户端导航过来时则直接渲染）。
 * 另起一个根，是因为页面根上的 context 在水合后还会变化，挂起中的 Suspense 边界一收到更新就会丢掉服务端的 HTML。
 */
export default function ReaderTools(props: ReaderToolsProps): ReactNode {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current!;
    let root: Root | undefined;
    const start = () => {
      if (root) return;
      if (element.firstChild) root = hydrateRoot(element, island(props));
      else (root = createRoot(element)).render(island(props));
    };
    const observer = new IntersectionObserver((entries) => entries[0].isIntersecting && start(), { rootMargin: '50%' });
    observer.observe(element);
    element.addEventListener('pointerover', start);
    element.addEventListener('focusin', start);
    return () => {
      observer.disconnect();
      // 在页面根提交的过程中同步卸载另一个根会触发 React 的警告，推迟到这次提交之后。
      setTimeout(() => root?.unmount());
    };
    // 属性在组件的一生中不变：包装组件以页面地址作 key，换页面就换一个新的工具栏。
    // eslint-disable-next-line react-hooks/exhaustive-deps -- 见上一行
  }, []);
  if (typeof window === 'undefined') return <div>{island(props)}</div>;
  return <div ref={ref} dangerouslySetInnerHTML={KEEP_SERVER_HTML} />;
}
