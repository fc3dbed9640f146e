import React, { type ReactNode } from 'react';
import { PageMetadata } from '@docusaurus/theme-common';
import BlogAuthorsListPage from '@theme-original/Blog/Pages/BlogAuthorsListPage';
import type BlogAuthorsListPageType from '@theme/Blog/Pages/BlogAuthorsListPage';
import type { WrapperProps } from '@docusaurus/types';

type Props = WrapperProps<typeof BlogAuthorsListPageType>;

/** 包装：原页面只设标题，没有 description（原因同 BlogTagsListPage 的包装）。 */
export default function BlogAuthorsListPageWrapper(props: Props): ReactNode {
  return (
    <>
      <BlogAuthorsListPage {...props} />
      <PageMetadata description="为 Cheerio 中文文档博客撰文的作者，以及每位作者发表的文章。" />
    </>
  );
}
