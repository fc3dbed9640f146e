import React, { type ReactNode } from 'react';
import { PageMetadata } from '@docusaurus/theme-common';
import BlogTagsListPage from '@theme-original/BlogTagsListPage';
import type BlogTagsListPageType from '@theme/BlogTagsListPage';
import type { WrapperProps } from '@docusaurus/types';

type Props = WrapperProps<typeof BlogTagsListPageType>;

/** 包装：原页面只设标题，没有 description，搜索结果和分享卡片上就没有简介。写在原组件之后，react-helmet 以它为准。 */
export default function BlogTagsListPageWrapper(props: Props): ReactNode {
  return (
    <>
      <BlogTagsListPage {...props} />
      <PageMetadata description="按标签浏览 Cheerio 中文文档博客的全部文章：版本发布、项目公告、入门介绍和网站更新。" />
    </>
  );
}
