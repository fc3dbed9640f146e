// Swizzle (eject) from @docusaurus/theme-classic v3.6.3: 年份标题由 h3 改为 h2（原来紧跟 h1 跳过一级，axe 的 heading-order 和 Nu HTML Checker 都报错）；页头移进 <main>，不再与公告栏同为 banner 地标。其余照搬原组件。
import React from 'react';
import Link from '@docusaurus/Link';
import { translate } from '@docusaurus/Translate';
import { PageMetadata } from '@docusaurus/theme-common';
import { useDateTimeFormat } from '@docusaurus/theme-common/internal';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import type { ArchiveBlogPost, Props } from '@theme/BlogArchivePage';

type YearProps = { year: string; posts: ArchiveBlogPost[] };

function Year({ year, posts }: YearProps) {
  const dateTimeFormat = useDateTimeFormat({ day: 'numeric', month: 'long', timeZone: 'UTC' });
  const formatDate = (lastUpdated: string) => dateTimeFormat.format(new Date(lastUpdated));
  return (
    <>
      <Heading as="h2" id={year}>
        {year}
      </Heading>
      <ul>
        {posts.map((post) => (
          <li key={post.metadata.date}>
            <Link to={post.metadata.permalink}>
              {formatDate(post.metadata.date)} - {post.metadata.title}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}

function YearsSection({ years }: { years: YearProps[] }) {
  return (
    <section className="margin-vert--lg">
      <div className="container">
        <div className="row">
          {years.map((props, idx) => (
            <div key={idx} className="col col--4 margin-vert--lg">
              <Year {...props} />
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}

function listPostsByYears(blogPosts: readonly ArchiveBlogPost[]): YearProps[] {
  const postsByYear = blogPosts.reduce((posts, post) => {
    const year = post.metadata.date.split('-')[0];
    const yearPosts = posts.get(year) ?? [];
    return posts.set(year, [post, ...yearPosts]);
  }, new Map<string, ArchiveBlogPost[]>());
  return Array.from(postsByYear, ([year, posts]) => ({ year, posts }));
}

export default function BlogArchive({ archive }: Props): JSX.Element {
  const title = translate({
    id: 'theme.blog.archive.title',
    message: 'Archive',
    description: 'The page & hero title of the blog archive page',
  });
  const description = translate({
    id: 'theme.blog.archive.description',
    message: 'Archive',
    description: 'The page & hero description of the blog archive page',
  });
  const years = listPostsByYears(archive.blogPosts);
  return (
    <>
      <PageMetadata title={title} description={description} />
      <Layout>
        <main>
          <div className="hero hero--primary">
            <div className="container">
              <Heading as="h1" className="hero__title">
                {title}
              </Heading>
              <p className="hero__subtitle">{description}</p>
            </div>
          </div>
          {years.length > 0 && <YearsSection years={years} />}
        </main>
      </Layout>
    </>
  );
}
