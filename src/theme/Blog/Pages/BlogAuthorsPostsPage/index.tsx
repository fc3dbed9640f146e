import React, { type ReactNode } from 'react';
import { PageMetadata } from '@docusaurus/theme-common';
import BlogAuthorsPostsPage from '@theme-original/Blog/Pages/BlogAuthorsPostsPage';
import type BlogAuthorsPostsPageType from '@theme/Blog/Pages/BlogAuthorsPostsPage';
import type { WrapperProps } from '@docusaurus/types';

type Props = WrapperProps<typeof BlogAuthorsPostsPageType>;

/** 包装：原页面只设标题，没有 description；用作者的名字和 authors.yml 里的介绍写一句。 */
export default function BlogAuthorsPostsPageWrapper(props: Props): ReactNode {
  const { name, description } = props.author;
  return (
    <>
      <BlogAuthorsPostsPage {...props} />
      <PageMetadata description={`${name} 在 Cheerio 中文文档博客发表的文章。${description ?? ''}`} />
    </>
  );
}
