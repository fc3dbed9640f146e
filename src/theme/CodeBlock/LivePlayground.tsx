import React, { type KeyboardEvent } from 'react';
import type { Props } from '@theme/CodeBlock';
import Playground from '@theme/Playground';
import ReactLiveScope from '@theme/ReactLiveScope';

/**
 * react-live 的编辑器默认用 Tab 缩进，键盘用户进入编辑器后就再也出不来（WCAG 2.1.2 无键盘陷阱）。
 * 在捕获阶段拦下编辑器里的 Tab，不让编辑器处理，浏览器照常移动焦点（相当于 react-live 的 tabMode="focus"）。
 */
function keepTabForFocus(event: KeyboardEvent) {
  if (event.key === 'Tab' && event.target instanceof HTMLElement && event.target.isContentEditable)
    event.stopPropagation();
}

/** 实时代码块的编辑器与作用域单独成块，由 LiveCodeBlock.tsx 按需加载。 */
export default function LivePlayground({ children, ...props }: Props): JSX.Element {
  return (
    <div onKeyDownCapture={keepTabForFocus}>
      <Playground scope={ReactLiveScope} {...props}>
        {typeof children === 'string' ? children : ''}
      </Playground>
    </div>
  );
}
