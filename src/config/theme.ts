import type { ThemeConfig } from '@docusaurus/preset-classic';
import { darkCodeTheme, lightCodeTheme } from '../constants/codeThemes';
import { footer } from './footer';
import { links } from '../constants/links';
import { navbar } from './navbar';
import { algolia } from './search';

/** 改动公告内容时必须同时改 id：id 变了，已关闭过公告的读者才会重新看到它。 */
export const announcementBar = {
  id: 'cheerio-1-0-released',
  content: `Cheerio 1.0 正式发布！<a href="${links.releaseAnnouncement}">阅读发布说明与升级指南</a>`,
  backgroundColor: '#fff3e0',
  textColor: '#3e2a12',
  isCloseable: true,
} satisfies NonNullable<ThemeConfig['announcementBar']>;

/** 文章右侧目录显示的标题层级；src/plugins/toc-levels 据此删掉文章数据里显示不出来的层级。 */
export const tocLevels = { minHeadingLevel: 2, maxHeadingLevel: 3 };

export const themeConfig = {
  metadata: [{ name: 'keywords', content: 'cheerio, 中文文档, html 解析, 网页抓取, jquery, node.js, 爬虫' }],
  navbar,
  footer,
  announcementBar,
  colorMode: {
    defaultMode: 'light',
    disableSwitch: false,
    respectPrefersColorScheme: false,
  },
  docs: {
    sidebar: { hideable: false, autoCollapseCategories: false },
  },
  tableOfContents: tocLevels,
  liveCodeBlock: { playgroundPosition: 'bottom' },
  prism: {
    theme: lightCodeTheme,
    darkTheme: darkCodeTheme,
    // bash、json、diff 在 src/plugins/lean-prism/browser/prism.ts 里注册：经这里注册会让 Prism 在每个页面启动时初始化。
    additionalLanguages: [],
  },
  algolia,
} satisfies ThemeConfig;
