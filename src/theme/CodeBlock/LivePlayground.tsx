import React from 'react';
import type { Props } from '@theme/CodeBlock';
import Playground from '@theme/Playground';
import ReactLiveScope from '@theme/ReactLiveScope';

/** 实时代码块的编辑器与作用域单独成块，由 ./index.tsx 按需加载。 */
export default function LivePlayground({ children, ...props }: Props): JSX.Element {
  return (
    <Playground scope={ReactLiveScope} {...props}>
      {typeof children === 'string' ? children : ''}
    </Playground>
  );
}
