import React, { type MutableRefObject, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { useCodeWordWrap } from '@docusaurus/theme-common/internal';
import CopyButton from '@theme/CodeBlock/CopyButton';
import WordWrapButton from '@theme/CodeBlock/WordWrapButton';

/** 与主题的代码块相同的按钮组：换行按钮（代码需要横向滚动时才出现）和复制按钮。 */
function CodeBlockButtons({
  pre,
  code,
  className,
}: {
  pre: HTMLPreElement;
  code: string;
  className: string;
}): ReactNode {
  const wordWrap = useCodeWordWrap();
  // 主题把这个 ref 交给 <pre>；这里的 <pre> 是服务端渲染的，直接指向它，副作用运行时就能量到尺寸。
  (wordWrap.codeBlockRef as MutableRefObject<HTMLPreElement | null>).current = pre;
  return (
    <>
      {(wordWrap.isEnabled || wordWrap.isCodeScrollable) && (
        <WordWrapButton className={className} onClick={() => wordWrap.toggle()} isEnabled={wordWrap.isEnabled} />
      )}
      <CopyButton className={className} code={code} />
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
 * `click` 为真时水合之后按一次复制按钮（读者在水合之前就按了）。
 */
export function mountCodeBlockButtons(inside: Element, { click = false } = {}): void {
  const group = inside.closest('[class*="buttonGroup_"]') ?? inside;
  const pre = group.parentElement?.querySelector('pre');
  if (!(group instanceof HTMLElement) || !pre || group.hasAttribute('data-buttons-mounted')) return;
  group.setAttribute('data-buttons-mounted', '');
  const className =
    Array.from(group.querySelector('button')?.classList ?? []).find((name) => name.startsWith('codeButton_')) ?? '';
  hydrateRoot(group, <CodeBlockButtons pre={pre} code={codeOf(pre)} className={className} />);
  // 点击是离散事件：React 会先同步水合被点的按钮，再把事件交给它。
  if (click) group.querySelector<HTMLButtonElement>('button[class*="copyButton_"]')?.click();
}
