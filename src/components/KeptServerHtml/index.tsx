/**
 * 本站速度依赖的技巧：保留服务端 HTML，接近时再加载。文章的静态段（StaticRun）、实时代码块（theme/CodeBlock/LiveCodeBlock）
 * 和文章末尾的读者工具（ReaderTools）都用这里的组件和 hook，不各自实现。
 *
 * 做法：页面水合时，`KeptServerHtml` 在浏览器里渲染一个 `dangerouslySetInnerHTML={{ __html: '' }}` 的 div。
 * React 不为其中的元素创建 fiber，服务端渲染的 HTML 原样留在页面上，之后也不会被改写；真正需要交互的代码由
 * `useLoadOnApproach` 在读者接近（进入视口附近，或者指针、焦点、触摸落在上面）时才加载。
 *
 * 为什么在 React 18.3 上可靠（react-dom 18.3.1 的实现）：
 * - 带 dangerouslySetInnerHTML 的元素在 `shouldSetTextContent` 里算作叶子：水合不进入它的子节点，`popHydrationState`
 *   也不删除它下面没有被认领的节点，所以服务端的子元素都留着。
 * - 水合时比较 innerHTML 只发生在开发版，只为打印警告；`suppressHydrationWarning` 让它不打印。生产版不比较。
 * - 之后的更新只在 `__html` 的字符串变化时才写 innerHTML（`diffProperties` 比较新旧值），这里始终是同一个空字符串。
 * - 生产版水合时也不比较、不修补元素的属性，之后的更新只写新旧值不同的属性：保留时不写任何属性的 div 可以认领一个
 *   由别的组件渲染的外框，类名和样式一直是服务端的（theme/CodeBlock/KeptCodeBlock 这样保留主题渲染的代码块）。
 * - 是否保留由 `useKeepsServerHtml` 在组件第一次渲染时定下：`useSyncExternalStore` 在水合时取服务端快照（真），
 *   客户端渲染时取客户端快照（假）。水合出错、React 改为整页客户端渲染时它为假，这时照常渲染子元素。
 *
 * 升级 React 时逐条确认上面五点（React 19 重写了水合不一致的处理；其余要查的见 UPGRADING.md），并运行保护它的端到端测试：
 * static-article.spec.ts（“水合保留服务端渲染的元素”、实时编辑器的键盘与焦点）、reader-tools.spec.ts（工具栏加载前
 * 服务端 HTML 可用、加载后水合）和 guides.spec.ts（实时示例的结果）；`npm run test:budgets` 确认被推迟的代码不在首屏。
 */
import React, { forwardRef, useState, type ComponentPropsWithoutRef } from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import { useIsHydrating } from './useIsHydrating';

export { useLoadOnApproach, whenApproached } from './approach';

/** 同一个对象：React 比较新旧 `__html` 时永远相等，不会清空已有的内容。 */
const KEEP = { __html: '' };

/** 这个组件实例是否在水合服务端 HTML（第一次渲染时定下，之后不变）。服务端渲染时为假。 */
export function useKeepsServerHtml(): boolean {
  const hydrating = useIsHydrating();
  const [keeps] = useState(() => ExecutionEnvironment.canUseDOM && hydrating);
  return keeps;
}

export type KeptServerHtmlProps = ComponentPropsWithoutRef<'div'> & {
  /** 为真时浏览器里保留 div 里已有的 HTML（React 不创建也不更新其中的元素）；服务端和为假时照常渲染 children。 */
  keep: boolean;
};

export const KeptServerHtml = forwardRef<HTMLDivElement, KeptServerHtmlProps>(function KeptServerHtml(
  { keep, children, ...props },
  ref,
) {
  if (keep && ExecutionEnvironment.canUseDOM) {
    return <div {...props} ref={ref} dangerouslySetInnerHTML={KEEP} suppressHydrationWarning />;
  }
  return (
    <div {...props} ref={ref}>
      {children}
    </div>
  );
});
