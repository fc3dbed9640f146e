import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import React from 'react';
import PlaygroundApp from '@site/src/tools/playground/PlaygroundApp';
import { ToolsNav } from '@site/src/tools/shared/ToolsNav';
import styles from './index.module.css';

/** 演练场 /playground：页面只负责标题、描述和外壳，工具本身在 src/tools/playground/。 */
export default function PlaygroundPage(): JSX.Element {
  return (
    <Layout
      title="演练场"
      description="在浏览器里试用 Cheerio：解析 HTML、测试选择器、点选节点生成选择器、运行代码，并用一个链接分享全部内容。不用安装，代码在沙箱线程里运行。">
      <main className={`container ${styles.page}`}>
        {/* 标题放在 <header> 里：站内搜索按“header h1”给这个页面建记录，关键词（playground、选择器测试……）挂在上面。 */}
        <ToolsNav current="/playground" />
        <header>
          <Heading as="h1">演练场</Heading>
          <p className={styles.lead}>
            在浏览器里试用 Cheerio：放一段 HTML，输入选择器就能在解析出的树里看到匹配的节点，代码里可以直接用加载好的{' '}
            <code>$</code>。一切都在本机运行，不需要安装，也不会上传任何内容；复制链接就能把现在的状态发给别人。
          </p>
        </header>
        <PlaygroundApp />
      </main>
    </Layout>
  );
}
