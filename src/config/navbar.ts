import type { ThemeConfig } from '@docusaurus/preset-classic';
import { links } from '../constants/links';
import { TOOLS } from '../tools/shared/tools';

type Navbar = NonNullable<ThemeConfig['navbar']>;

export const navbar = {
  title: 'Cheerio',
  hideOnScroll: true,
  logo: {
    alt: 'Cheerio 标志',
    src: 'img/logo.svg',
    width: 32,
    height: 32,
  },
  items: [
    // API 页面与教程同在 defaultSidebar 里，文档类型的导航项会在 API 页面上也标为当前栏目；按路径判断，只标读者所在的那一个。
    { to: '/docs/intro', label: '教程', position: 'left', activeBaseRegex: '^/docs/(?!api(/|$))' },
    { to: '/docs/api', label: 'API', position: 'left', activeBaseRegex: '^/docs/api(/|$)' },
    { to: '/blog', label: '博客', position: 'left' },
    // 演练场与两个工具页（编码实验室、迁移检查）：标签本身链接到演练场，下拉菜单列出三个工具。
    {
      type: 'dropdown',
      to: '/playground',
      label: '演练场',
      position: 'left',
      items: TOOLS.map(({ to, label }) => ({ to, label })),
    },
    {
      type: 'localeDropdown',
      position: 'right',
      dropdownItemsAfter: [{ href: links.englishSite, label: 'English（官方站点）' }],
    },
    { href: links.englishSite, label: '英文官网', position: 'right' },
    { href: links.repository, label: 'GitHub', position: 'right' },
  ],
} satisfies Navbar;
