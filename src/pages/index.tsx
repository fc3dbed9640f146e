import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import CodeBlock from '@theme/CodeBlock';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import type { ReactNode } from 'react';
import HomepageFeatures from '@site/src/components/HomepageFeatures';
import HomepageGuides from '@site/src/components/HomepageGuides';
import StaticRun from '@site/src/components/StaticRun';
import { homeExample } from '@site/src/data/homeExample';
import styles from './index.module.css';

function HomepageHero(): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  const logo = useBaseUrl('/img/logo.svg');
  return (
    <section className={styles.hero} aria-labelledby="home-hero-title">
      <div className="container">
        <img className={styles.heroLogo} src={logo} alt="" width={96} height={96} />
        <Heading as="h1" id="home-hero-title" className={styles.heroTitle}>
          Cheerio
        </Heading>
        <p className={styles.heroTagline}>{siteConfig.tagline}</p>
        <p className={styles.heroLead}>
          熟悉的 jQuery 写法，专为服务端设计：不渲染、不执行脚本，只专注于把 HTML 解析成树，再让你随心查询和修改。
        </p>
        <div className={styles.heroActions}>
          <Link className="button button--primary button--lg" to="/docs/intro">
            快速上手
          </Link>
          <Link className="button button--secondary button--lg" to="/docs/api">
            API 参考
          </Link>
        </div>
      </div>
    </section>
  );
}

function HomepageExample(): ReactNode {
  return (
    <section className={styles.example} aria-labelledby="home-example-title">
      <div className="container">
        <Heading as="h2" id="home-example-title" className={styles.sectionTitle}>
          几行代码，读写 HTML
        </Heading>
        <div className={styles.exampleBody}>
          {/* 与文章的静态段一样保留服务端 HTML：水合时不再为两段代码重新着色，复制与换行按钮由 StaticRun 补上。 */}
          <StaticRun
            content={() => (
              <>
                <CodeBlock language="js" title="example.mjs">
                  {homeExample.code}
                </CodeBlock>
                <p className={styles.exampleOutputLabel}>输出：</p>
                <CodeBlock language="html">{homeExample.output}</CodeBlock>
              </>
            )}
          />
          <p className={styles.exampleTry}>
            想亲手改一改？<Link to="/playground">打开演练场</Link>：在浏览器里粘贴 HTML、测试选择器、运行 Cheerio
            代码，不用安装任何东西。
          </p>
        </div>
      </div>
    </section>
  );
}

export default function Home(): ReactNode {
  return (
    <Layout
      title="首页"
      description="Cheerio 中文文档：在 Node.js 中用 jQuery 风格的 API 快速解析、查询和修改 HTML 与 XML。">
      <main>
        <HomepageHero />
        <HomepageFeatures />
        <HomepageExample />
        <HomepageGuides />
      </main>
    </Layout>
  );
}
