import useBaseUrl from '@docusaurus/useBaseUrl';
import Heading from '@theme/Heading';
import type { ReactNode } from 'react';
import styles from './styles.module.css';

type Feature = {
  title: string;
  icon: string;
  description: ReactNode;
};

/** 图标是本站原创的简单几何图形（见 /attribution），不依赖任何外部图片。 */
const features: Feature[] = [
  {
    title: '熟悉的 API',
    icon: '/img/features/familiar.svg',
    description: <>选择、遍历、修改：Cheerio 实现了 jQuery 核心 API 的一个子集，用过 jQuery 的人几乎不用重新学习。</>,
  },
  {
    title: '快如闪电',
    icon: '/img/features/fast.svg',
    description: <>不渲染页面、不执行脚本、不计算样式，只解析标记，因此处理成千上万的页面也游刃有余。</>,
  },
  {
    title: '灵活可靠',
    icon: '/img/features/flexible.svg',
    description: <>默认使用符合 HTML 规范的 parse5，XML 和宽松场景可切换到 htmlparser2：几乎能解析任何 HTML 或 XML。</>,
  },
];

/** 图标地址要带上站点的路径前缀（BASE_URL），否则发布到子目录时请求落到前缀之外。 */
function FeatureIcon({ path }: { path: string }): ReactNode {
  return <img className={styles.featureIcon} src={useBaseUrl(path)} alt="" width={72} height={72} />;
}

export default function HomepageFeatures(): ReactNode {
  return (
    <section className={styles.features} aria-label="主要特性">
      <div className="container">
        <div className="row">
          {features.map((feature) => (
            <div key={feature.title} className="col col--4">
              <div className={styles.feature}>
                <FeatureIcon path={feature.icon} />
                <Heading as="h2" className={styles.featureTitle}>
                  {feature.title}
                </Heading>
                <p>{feature.description}</p>
              </div>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
