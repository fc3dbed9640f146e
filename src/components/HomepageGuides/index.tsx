import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import type { ReactNode } from 'react';
import styles from './styles.module.css';

type Guide = {
  title: string;
  to: string;
  description: string;
};

/** 读者最常带着问题来找的几篇指南；网格按宽度自动换行，再加几篇也不必改样式。 */
const guides: Guide[] = [
  {
    title: '常见问题与排错',
    to: '/docs/basics/troubleshooting',
    description: '选择结果为空、GBK 乱码、中文变成字符实体、导入报错：按症状查原因和解决办法。',
  },
  {
    title: '安全',
    to: '/docs/advanced/security',
    description: 'Cheerio 不清洗 HTML。处理抓来的页面和用户提交的内容之前，先了解这些。',
  },
  {
    title: '迁移与升级',
    to: '/docs/advanced/migrating',
    description: '从 jQuery 转过来，或者从 0.22、1.0.0-rc 升级到 1.x：差异和完整的对照表。',
  },
  {
    title: '实战：抓取一个网站',
    to: '/docs/advanced/scraping-walkthrough',
    description: '读 robots.txt、限速、按 Retry-After 重试、解码 GBK、翻页、导出 CSV：一个能离线运行的完整小爬虫。',
  },
  {
    title: '性能与内存',
    to: '/docs/advanced/performance',
    description: '一个选择器胜过一串过滤，什么时候换 htmlparser2，大文件流式加载能省多少内存：每条建议都有实测数字。',
  },
  {
    title: '如何选择解析库',
    to: '/docs/advanced/choosing-a-parser',
    description: 'jsdom、linkedom、无头浏览器、DOMParser 与 Cheerio 各管什么：按需求挑选的对照表和可运行的对比。',
  },
];

export default function HomepageGuides(): ReactNode {
  return (
    <section className={styles.guides} aria-labelledby="home-guides-title">
      <div className="container">
        <Heading as="h2" id="home-guides-title" className={styles.title}>
          常见问题与指南
        </Heading>
        <ul className={styles.list}>
          {guides.map((guide) => (
            <li key={guide.to} className={styles.item}>
              <Link to={guide.to} className={styles.link}>
                {guide.title}
              </Link>
              <p className={styles.description}>{guide.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
