/**
 * 分块水合：把页面的一个区域（导航栏、侧边栏、目录、翻页、页脚）包进自己的 `<Suspense>`，让 React 18 分开水合它们。
 *
 * 为什么有用（react-dom 18.3.1）：水合遇到服务端渲染好的 Suspense 边界时不进入它，只把它记为以 OffscreenLane 稍后水合
 * （`mountDehydratedSuspenseComponent`）。于是第一次水合只处理边界外的骨架，各区域之后在可中断的低优先级渲染里完成，
 * 主线程在区域之间让出；读者先点了哪个区域，React 就先同步水合那一块并重放这次点击（selective hydration）。
 * 服务端为边界输出 `<!--$-->…<!--/$-->` 注释，页面外观不变；客户端导航时没有服务端 HTML，组件照常渲染，
 * 区域里也没有会挂起的东西，所以 fallback 永远不会出现。
 *
 * 两个前提：
 * - 必须 `memo`。边界还没水合时如果收到新的 props，React 只能丢掉服务端 HTML、在客户端重新渲染这一块。被包的组件
 *   在首屏期间 props 不变（没有 props，或是上层稳定的值），浅比较让父组件的重渲染停在边界外。
 * - 水合之后的上下文更新要在过渡（transition）里。边界里用到的上下文变了，React 先以这次更新的优先级把边界水合完：
 *   普通优先级不可中断，几个区域会并成一个长任务。Docusaurus 自己的三处这类更新由 `patches/` 里的补丁放进
 *   `startTransition`（见 patches/README.md）；本站组件在水合后更新共享的上下文时也要这样做。
 *
 * 正文不用它：文章由 StaticRun 保留服务端 HTML，放进边界只会让水合前的任何更新把整篇文章改在客户端重新渲染。
 *
 * 升级 React 时确认上面的行为，并运行 hydration.spec.ts 的“分块水合”（各区域保留服务端的元素并且都已水合）。
 */
import React, { memo, Suspense, type ComponentType, type ReactNode } from 'react';

export function hydrateSeparately<Props extends object>(
  Component: ComponentType<Props>,
  displayName: string,
): ComponentType<Props> {
  // memo 的类型把 props 换成 PropsWithRef<Props>，泛型下 TypeScript 无法化简；这些组件不接收 ref，按原来的组件类型返回。
  function HydrationSlice(props: Props): ReactNode {
    return (
      <Suspense fallback={null}>
        <Component {...props} />
      </Suspense>
    );
  }
  HydrationSlice.displayName = displayName;
  return memo(HydrationSlice) as unknown as ComponentType<Props>;
}
