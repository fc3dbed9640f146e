import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';

/** 行内代码（`x` 或 `` x ``）与链接 [文字](地址)；对照表的单元格和检查结果只用到这两种写法。 */
const TOKEN = /``\s(.+?)\s``|`([^`]+)`|\[((?:`[^`]*`|[^\]])+)\]\(([^)\s]+)\)/g;

/**
 * 把一小段行内 Markdown 渲染成 React 元素。`#锚点` 形式的链接指向 `base` 页面里的锚点。
 * 文字来自本站自己的数据（对照表、规则说明），不是读者输入，但仍然只生成文本节点，不插入 HTML。
 */
export function InlineMarkdown({ text, base = '' }: { text: string; base?: string }): ReactNode {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TOKEN)) {
    if (match.index > last) parts.push(text.slice(last, match.index));
    const [, doubled, single, label, href] = match;
    if (doubled !== undefined || single !== undefined) {
      parts.push(<code key={match.index}>{doubled ?? single}</code>);
    } else {
      parts.push(
        <Link key={match.index} to={href.startsWith('#') ? `${base}${href}` : href}>
          <InlineMarkdown text={label} />
        </Link>,
      );
    }
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <>{parts}</>;
}
