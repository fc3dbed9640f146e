import type { SocialCardsOptions } from '../plugins/social-cards';

/**
 * 分享卡片上的栏目名：按页面路径的前缀取第一个匹配的（更具体的前缀写在前面）；都不匹配的页面只写标题。
 * 首页的卡片写站点的口号（标题“首页”在聊天软件里没有信息量）。
 */
export const socialCardsOptions = {
  sections: [
    { prefix: '/docs/api', label: 'API 参考' },
    { prefix: '/docs/basics', label: '基础教程' },
    { prefix: '/docs/category/tutorials---basics', label: '基础教程' },
    { prefix: '/docs/advanced', label: '进阶教程' },
    { prefix: '/docs/category/tutorials---advanced', label: '进阶教程' },
    { prefix: '/docs', label: '文档' },
    { prefix: '/blog', label: '博客' },
    { prefix: '/playground', label: '读者工具' },
  ],
  homeSection: '首页',
} satisfies SocialCardsOptions;
