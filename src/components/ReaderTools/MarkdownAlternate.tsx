import React, { type ReactNode } from 'react';
import Head from '@docusaurus/Head';
import { markdownTwinUrl } from './twinParts';

/**
 * 在 <head> 里声明页面的 Markdown 版本（`<link rel="alternate" type="text/markdown">`）：AI 助手和抓取工具由此直接
 * 取 Markdown，不必解析 HTML。只用在有 Markdown 版本的页面上（教程、API 页面和博文，不含 unlisted 的页面）。
 */
export default function MarkdownAlternate({ permalink }: { permalink: string }): ReactNode {
  return (
    <Head>
      <link rel="alternate" type="text/markdown" href={markdownTwinUrl(permalink)} />
    </Head>
  );
}
