import React, { type ReactNode } from 'react';
import Info from '@theme-original/BlogPostItem/Header/Info';
import type InfoType from '@theme/BlogPostItem/Header/Info';
import type { WrapperProps } from '@docusaurus/types';
import { KeptServerHtml, useKeepsServerHtml } from '@site/src/components/KeptServerHtml';

type Props = WrapperProps<typeof InfoType>;

/**
 * 包装：博文的日期和阅读时间在构建时就已定下，水合时保留服务端 HTML（`KeptServerHtml`），不渲染原组件。原组件每次渲染都新建
 * 一个 `Intl.DateTimeFormat`，页面上第一个日期格式器要初始化 ICU 的区域数据，手机上（4 倍减速）是水合里约 70 ms 的一段。
 * 客户端路由进入博文或博客列表时没有服务端 HTML，照常渲染原组件。外面多出的 div 没有边距和边框，原组件的上下边距照旧折叠。
 */
export default function InfoWrapper(props: Props): ReactNode {
  const keepsServerHtml = useKeepsServerHtml();
  return (
    <KeptServerHtml keep={keepsServerHtml}>
      <Info {...props} />
    </KeptServerHtml>
  );
}
