import type { Options as BlogOptions, ReadingTimeFunctionOption } from '@docusaurus/plugin-content-blog';
import liveResults from '../plugins/live-results';
import playgroundLinks from '../plugins/playground-links';
import staticRuns from '../plugins/static-runs';
import lazyStaticRunChildren from '../plugins/static-runs/lazyChildren';
import splitStaticRuns from '../plugins/static-runs/splitRuns';
import trimTocLevels from '../plugins/toc-levels';
import { tocLevels } from './theme';
import { blogEditUrl } from './editUrl';

/**
 * Docusaurus 3.6.3 的默认算法把每个汉字当作一个英文单词，按每分钟 200 个计时，会高估中文博文的阅读时间：
 * 1.0 发布文章约 2100 个汉字加 15 段代码，默认显示 15 分钟，按下面的速度计算是 12 分钟。
 * 成年人默读中文说明文的速度通常在每分钟 300～400 字之间，这里取中间值。
 */
export const HAN_CHARACTERS_PER_MINUTE = 350;

const HAN_CHARACTER = /\p{Script=Han}/gu;

/** 汉字按中文阅读速度计时；其余内容（英文、代码）仍交给默认算法，按每分钟 200 词计。 */
export const chineseReadingTime: ReadingTimeFunctionOption = ({ content, defaultReadingTime }) => {
  const hanCharacters = content.match(HAN_CHARACTER)?.length ?? 0;
  const otherText = content.replace(HAN_CHARACTER, ' ');
  return hanCharacters / HAN_CHARACTERS_PER_MINUTE + defaultReadingTime({ content: otherText });
};

const blogDescription = 'Cheerio 的版本发布、升级指南与网站动态';

export const blogOptions = {
  // 这些地址是对外承诺（CONTRIBUTING.md 的“路由”），显式写出，不依赖插件的默认值。
  routeBasePath: 'blog',
  archiveBasePath: 'archive',
  tagsBasePath: 'tags',
  authorsBasePath: 'authors',
  blogTitle: '博客',
  blogDescription,
  blogSidebarTitle: '全部博文',
  blogSidebarCount: 'ALL',
  showReadingTime: true,
  editUrl: ({ blogPath }) => blogEditUrl(blogPath),
  readingTime: chineseReadingTime,
  rehypePlugins: [playgroundLinks, liveResults, staticRuns],
  recmaPlugins: [lazyStaticRunChildren, splitStaticRuns, [trimTocLevels, tocLevels]],
  onInlineAuthors: 'throw',
  onInlineTags: 'throw',
  feedOptions: {
    type: 'all',
    title: 'Cheerio 中文博客',
    description: blogDescription,
    language: 'zh-CN',
    copyright: `版权所有 © ${new Date().getFullYear()} Cheerio 中文文档贡献者`,
  },
} satisfies BlogOptions;
