import type { ThemeConfig } from '@docusaurus/preset-classic';
import { links } from './links';

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
    { type: 'doc', docId: 'intro', label: '教程', position: 'left' },
    { to: '/docs/api', label: 'API', position: 'left', activeBaseRegex: '^/docs/api(/|$)' },
    { to: '/blog', label: '博客', position: 'left' },
    {
      type: 'localeDropdown',
      position: 'right',
      dropdownItemsAfter: [{ href: links.englishSite, label: 'English（官方站点）' }],
    },
    { href: links.englishSite, label: '英文官网', position: 'right' },
    { href: links.repository, label: 'GitHub', position: 'right' },
  ],
} satisfies Navbar;
