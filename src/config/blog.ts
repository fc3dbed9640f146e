import type { Options as BlogOptions } from '@docusaurus/plugin-content-blog';

export const blogOptions = {
  blogTitle: '博客',
  blogDescription: 'Cheerio 的版本发布、网站动态与使用心得',
  blogSidebarTitle: '全部博文',
  blogSidebarCount: 'ALL',
  showReadingTime: true,
  onInlineAuthors: 'throw',
  onInlineTags: 'throw',
  feedOptions: {
    type: 'all',
    title: 'Cheerio 中文博客',
    description: 'Cheerio 的版本发布、网站动态与使用心得',
    language: 'zh-CN',
    copyright: `版权所有 © ${new Date().getFullYear()} Cheerio 中文文档贡献者`,
  },
} satisfies BlogOptions;
