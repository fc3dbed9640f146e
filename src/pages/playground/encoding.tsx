import React, { type ReactNode } from 'react';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import { ToolsNav } from '@site/src/tools/shared/ToolsNav';
import EncodingLab, { MojibakeGuide } from '@site/src/tools/encoding-lab/EncodingLab';

export default function EncodingPage(): ReactNode {
  return (
    <Layout
      title="编码实验室"
      description="打开一个网页文件或粘贴字节，看 Cheerio 的 loadBuffer 怎样一步步判断编码（BOM、响应头、meta、默认值），解码成什么样，选错编码会出现哪种乱码，以及在 Node 里该怎么写。">
      <main className="container margin-vert--lg">
        <ToolsNav current="/playground/encoding" />
        <article className="markdown">
          <Heading as="h1">编码实验室</Heading>
          <p>
            中文网页出现乱码，几乎都是编码没交代清楚。选一个示例、打开本地的 HTML 文件或粘贴一段字节，这里会照 Cheerio
            1.2.0 的 loadBuffer
            的规则一步步判断编码：BOM、响应头、页面里的声明、默认值，每条线索在文件的第几个字节；再给出解码结果、开头字节的十六进制视图、换成别的编码会看到的乱码，以及在
            Node 里加载这个文件的代码。
          </p>
          <p>文件只在你的浏览器里读取和分析，不会上传到任何地方。</p>
          <noscript>
            <p>编码实验室在浏览器里分析文件，需要启用 JavaScript。下面常见乱码的对照表不需要。</p>
          </noscript>
          <EncodingLab />
          <MojibakeGuide />
        </article>
      </main>
    </Layout>
  );
}
