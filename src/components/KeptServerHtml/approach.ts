import { useEffect, useRef, type RefObject } from 'react';

/**
 * 离视口多远算“接近”：读者按正常速度滚到那里之前，按需加载的代码已经下载、执行完。
 * 一处定下，实时编辑器、代码块按钮、读者工具和搜索页的下一页都用它（为什么这样做，见 ./index.tsx）。
 */
export const APPROACH_MARGIN = '400px 0px';

/** 读者表现出要用它的意图：指针移上来、焦点进入（键盘）、手指按下。 */
const INTENTS = ['pointerover', 'focusin', 'touchstart'] as const;

/**
 * 每个元素在接近视口或收到意图事件时调用一次 `onApproach`，之后不再观察它。返回的函数停止观察全部元素。
 * 给不归 React 管的元素用（例如保留下来的服务端 HTML 里的代码块按钮）；React 组件用 `useLoadOnApproach`。
 */
export function whenApproached(elements: readonly Element[], onApproach: (element: Element) => void): () => void {
  const pending = new Set(elements);
  const onIntent = (event: Event) => approach(event.currentTarget as Element);
  const observer = new IntersectionObserver(
    (entries) => entries.filter((entry) => entry.isIntersecting).forEach((entry) => approach(entry.target)),
    { rootMargin: APPROACH_MARGIN },
  );
  function release(element: Element) {
    pending.delete(element);
    observer.unobserve(element);
    for (const type of INTENTS) element.removeEventListener(type, onIntent);
  }
  function approach(element: Element) {
    if (!pending.has(element)) return;
    release(element);
    onApproach(element);
  }
  for (const element of pending) {
    observer.observe(element);
    for (const type of INTENTS) element.addEventListener(type, onIntent, { passive: true });
  }
  return () => {
    pending.forEach(release);
    observer.disconnect();
  };
}

/**
 * `ref` 指向的元素接近时调用一次 `onApproach`；`enabled` 为假时不观察（例如已经加载好了）。
 * `onApproach` 可以返回一个清理函数，组件卸载时调用。
 */
export function useLoadOnApproach(
  ref: RefObject<Element>,
  onApproach: () => void | (() => void),
  enabled = true,
): void {
  const latest = useRef(onApproach);
  useEffect(() => {
    latest.current = onApproach;
  });
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element) return undefined;
    let cleanup: void | (() => void);
    const stop = whenApproached([element], () => {
      cleanup = latest.current();
    });
    return () => {
      stop();
      cleanup?.();
    };
  }, [ref, enabled]);
}
