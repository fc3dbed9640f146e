import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import { ToolsNav } from '@site/src/tools/shared/ToolsNav';
import MigrateChecker, { RuleCoverage } from '@site/src/tools/migrate/MigrateChecker';

export default function MigratePage(): ReactNode {
  return (
    <Layout
      title="迁移检查"
      description="把为 Cheerio 0.22 或 1.0.0-rc 写的 JavaScript、TypeScript 代码贴进来，逐处指出升级到 1.x 要改的写法，能自动修改的一键改好。">
      <main className="container margin-vert--lg">
        <ToolsNav current="/playground/migrate" />
        <article className="markdown">
          <Heading as="h1">迁移检查</Heading>
          <p>
            网上很多 Cheerio 教程和老项目写于 0.22 到 1.0.0-rc.12 的年代，直接装上 1.x
            往往跑不起来。把这样的代码贴进下面的输入框，这里会逐处指出 1.x
            里变了的写法：在第几行第几列、从哪个版本起变的、1.x
            里怎么写；能机械替换的，点“应用修改”一次改好，再复制回你的项目。每一条结论都在
            <Link to="/docs/advanced/migrating#upgrade-table">升级对照表</Link>里有对应的一行和示例。
          </p>
          <noscript>
            <p>迁移检查在浏览器里解析代码，需要启用 JavaScript。不启用时，可以对照升级对照表逐项检查。</p>
          </noscript>
          <MigrateChecker />
          <RuleCoverage />
        </article>
      </main>
    </Layout>
  );
}
