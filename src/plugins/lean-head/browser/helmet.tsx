/**
 * 浏览器里代替 react-helmet-async（经 ../index.ts 的别名，只在浏览器的打包里换；服务端渲染仍用原库收集 `<head>`）。
 * 导出 Docusaurus 在浏览器里用到的两个名字：`HelmetProvider`（clientEntry）与 `Helmet`（`@docusaurus/Head`）。
 *
 * 原因：原库连同它带来的 prop-types、react-fast-compare、invariant、shallowequal 在每个页面的首屏脚本里占 6 KiB（gzip），
 * 其中大半是浏览器用不到的服务端代码。合并规则（headState.ts）和写入文档的方式（applyHead.ts）照原库。
 *
 * 与原库有一处刻意的不同：`<Head>` 在挂载（useLayoutEffect）之后才安排更新，而不是在渲染时。水合分几段进行，
 * 中间浏览器可能画一帧；在渲染时安排的更新那时只看得到已经渲染过的 `<Head>`（站点的默认标题），页面的标题、描述和
 * canonical 会被暂时换掉。挂载时整棵树已经提交，第一次更新就是页面自己的 `<head>`。
 */
import { useLayoutEffect, useState, type ReactNode } from 'react';
import { applyHead } from './applyHead';
import { collectHeadProps, reduceHeadProps, type HeadProps } from './headState';

interface Mounted {
  /** 第一次渲染的先后：越晚渲染（越靠里）的 `<Head>` 越优先，与原库按渲染顺序登记相同。 */
  order: number;
  props: HeadProps;
}

const mounted: Mounted[] = [];
let renderedCount = 0;
let pendingFrame: number | undefined;
let queued = false;

/** 同一次提交里的 `<Head>` 都登记完（微任务在提交的同步部分之后）再安排，每次更新看到的都是整棵树。 */
function scheduleUpdate() {
  if (queued) return;
  queued = true;
  queueMicrotask(() => {
    queued = false;
    if (pendingFrame !== undefined) cancelAnimationFrame(pendingFrame);
    pendingFrame = requestAnimationFrame(() => {
      pendingFrame = undefined;
      applyHead(reduceHeadProps(mounted.map(({ props }) => props)));
    });
  });
}

export function HelmetProvider({ children }: { children?: ReactNode }): ReactNode {
  return children;
}

export function Helmet(props: HeadProps & { children?: ReactNode }): null {
  const [order] = useState(() => (renderedCount += 1));
  const head = collectHeadProps(props);
  const signature = JSON.stringify(head);
  useLayoutEffect(() => {
    const entry: Mounted = { order, props: head };
    const after = mounted.findIndex((other) => other.order > order);
    mounted.splice(after === -1 ? mounted.length : after, 0, entry);
    scheduleUpdate();
    return () => {
      mounted.splice(mounted.indexOf(entry), 1);
      scheduleUpdate();
    };
    // 内容没变就不重新登记：signature 概括了 head 的全部内容。
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [order, signature]);
  return null;
}
