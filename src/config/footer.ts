import type { ThemeConfig } from '@docusaurus/preset-classic';
import { links } from '../constants/links';
import { mirror, mirrorFooterItems } from './mirror';

type Footer = NonNullable<ThemeConfig['footer']>;

/**
 * 「友情链接」只收录真实存在、长期维护的中文开发者资源。
 * 新增前请先确认地址能打开，且内容与 Web 抓取、Node.js 或前端开发相关。
 */
export const footer = {
  style: 'dark',
  links: [
    {
      title: '文档',
      items: [
        { label: '简介', to: '/docs/intro' },
        { label: 'API 参考', to: '/docs/api' },
        { label: '翻译状态', to: links.translationStatus },
        ...mirrorFooterItems(mirror),
      ],
    },
    {
      title: '社区',
      items: [
        { label: '博客', to: '/blog' },
        { label: '致谢', to: '/attribution' },
        { label: 'GitHub', href: links.repository },
        { label: 'npm', href: links.npmPackage },
      ],
    },
    {
      title: '友情链接',
      items: [
        { label: 'Node.js 中文网', href: 'https://nodejs.cn' },
        { label: 'MDN Web 文档（中文）', href: 'https://developer.mozilla.org/zh-CN/' },
        { label: 'TypeScript 中文手册', href: 'https://typescript.bootcss.com' },
        { label: '阮一峰 ES6 入门教程', href: 'https://es6.ruanyifeng.com' },
        { label: 'npmmirror 镜像站', href: 'https://npmmirror.com' },
        { label: 'Docusaurus 中文文档', href: 'https://docusaurus.io/zh-CN/' },
      ],
    },
  ],
  copyright: `版权所有 © ${new Date().getFullYear()} Cheerio 中文文档贡献者。Cheerio 以 MIT 许可证发布。`,
} satisfies Footer;
