import React, { useCallback, useEffect, useState, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import CopyButton from '@theme/CodeBlock/CopyButton';
import WordWrapButton from '@theme/CodeBlock/WordWrapButton';
import { CODE_BUTTONS, COPY_BUTTON } from './codeBlockHooks';

/**
 * 自动换行，与主题代码块的行为相同：代码需要横向滚动（或已经换行）时才有按钮，打开时代码按 pre-wrap 折行，
 * 很长的记号也在任意处断开。主题的实现（`useCodeWordWrap`）在 `@docusaurus/theme-common/internal` 里，不是公开接口，
 * 这里另写一份；静态段不会在选项卡里（选项卡是岛），所以不必像主题那样在选项卡显示时重新测量。
 */
function useWordWrap(pre: HTMLPreElement) {
  const [enabled, setEnabled] = useState(false);
  const [scrollable, setScrollable] = useState(false);
  useEffect(() => {
    const measure = () => setScrollable(pre.scrollWidth > pre.clientWidth);
    measure();
    window.addEventListener('resize', measure, { passive: true });
    return () => window.removeEventListener('resize', measure);
  }, [pre]);
  const toggle = useCallback(() => {
    const code = pre.querySelector('code');
    if (!code) return;
    if (enabled) {
      code.removeAttribute('style');
    } else {
      code.style.whiteSpace = 'pre-wrap';
      code.style.overflowWrap = 'anywhere';
    }
    setEnabled(!enabled);
  }, [pre, enabled]);
  return { enabled, available: enabled || scrollable, toggle };
}

/** 与主题的代码块相同的按钮组：换行按钮（代码需要横向滚动时才出现）和复制按钮，都是主题公开的组件。 */
function CodeBlockButtons({ pre, code }: { pre: HTMLPreElement; code: string }): ReactNode {
  const wordWrap = useWordWrap(pre);
  return (
    <>
      {wordWrap.available && <WordWrapButton onClick={wordWrap.toggle} isEnabled={wordWrap.enabled} />}
      <CopyButton code={code} />
    </>
  );
}

/** 代码块的源码：每行是一个 .token-line，行尾的换行由 <br> 表示，textContent 里没有。 */
export function codeOf(pre: Element): string {
  const lines = pre.querySelectorAll('code > .token-line');
  return lines.length > 0 ? Array.from(lines, (line) => line.textContent ?? '').join('\n') : (pre.textContent ?? '');
}

/**
 * 水合服务端渲染的按钮组：复制按钮还是原来那个元素，焦点和读者的操作都不受影响；需要时在它前面加上换行按钮。
 * `click` 为真时再按一次复制按钮：读者按下时按钮组还没接上 React。指针移上来时已经开始接，这时它可能先一步接好，
 * 所以已经接上也要按。
 */
export function mountCodeBlockButtons(inside: Element, { click = false } = {}): void {
  const group = inside.closest(CODE_BUTTONS);
  const pre = group?.closest('.theme-code-block')?.querySelector('pre');
  if (!(group instanceof HTMLElement) || !pre) return;
  if (!group.hasAttribute('data-buttons-mounted')) {
    group.setAttribute('data-buttons-mounted', '');
    hydrateRoot(group, <CodeBlockButtons pre={pre} code={codeOf(pre)} />);
  }
  // 点击是离散事件：按钮还没水合完时，React 会先同步水合被点的按钮，再把事件交给它。
  if (click) group.querySelector<HTMLButtonElement>(COPY_BUTTON)?.click();
}
