import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import type { Props } from '@theme/CodeBlock/Line';
import OriginalLine from '@theme-original/CodeBlock/Line';
import { useThemeConfig } from '@docusaurus/theme-common';
import { distinctTokenTypes, isPlainToken } from '@site/src/plugins/lean-prism/browser/neutralTokens';

/**
 * 代码行：与原组件相同的一行（行的 span、记号、行尾 `<br>`），只是看起来与正文一样的记号写成纯文本，相邻的连成一段，
 * 不再各包一个 `<span class="token plain">`（哪些记号算，见 neutralTokens.ts）。服务端和浏览器用同一套判断，水合时一致。
 * 带行号的代码块交给原组件：行号的样式在它的 CSS 模块里，本站的文档目前不用行号。
 */
export default function CodeBlockLine(props: Props): ReactNode {
  const { prism } = useThemeConfig();
  if (props.showLineNumbers || !prism.darkTheme) return <OriginalLine {...props} />;
  const { line, classNames, getLineProps, getTokenProps } = props;
  const distinct = distinctTokenTypes(prism.theme, prism.darkTheme);
  if (line.length === 1 && line[0].content === '\n') line[0].content = '';

  const children: ReactNode[] = [];
  let text = '';
  line.forEach((token, key) => {
    if (!token.empty && isPlainToken(token.types, distinct)) {
      text += token.content;
      return;
    }
    if (text) children.push(text);
    text = '';
    children.push(<span key={key} {...getTokenProps({ token })} />);
  });
  if (text) children.push(text);

  return (
    <span {...getLineProps({ line, className: clsx(classNames) })}>
      {children}
      <br />
    </span>
  );
}
