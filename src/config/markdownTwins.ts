import type { MarkdownTwinsOptions } from '../plugins/markdown-twins';

export const markdownTwinsOptions = {
  summary:
    'Cheerio 是在 Node.js 等服务端环境中解析和操作 HTML/XML 的 JavaScript 库，API 与 jQuery 相似。本站是它的简体中文文档：入门与进阶教程、由源码生成的 API 参考和博客。',
  sections: { docs: '教程', api: 'API 参考', blog: '博客' },
} satisfies MarkdownTwinsOptions;
