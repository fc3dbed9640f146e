import type { Options as DocsOptions } from '@docusaurus/plugin-content-docs';
import npm2yarn from '@docusaurus/remark-plugin-npm2yarn';
import liveResults from '../plugins/live-results';
import playgroundLinks from '../plugins/playground-links';
import staticRuns from '../plugins/static-runs';
import lazyStaticRunChildren from '../plugins/static-runs/lazyChildren';
import splitStaticRuns from '../plugins/static-runs/splitRuns';
import trimTocLevels from '../plugins/toc-levels';
import { tocLevels } from './theme';
import { docEditUrl } from './editUrl';

export const docsOptions = {
  sidebarPath: './sidebars.ts',
  breadcrumbs: true,
  showLastUpdateTime: false,
  editUrl: ({ docPath }) => docEditUrl(docPath),
  remarkPlugins: [[npm2yarn, { sync: true, converters: ['yarn', 'pnpm'] }]],
  // 实时代码块带上“在演练场中打开”的链接（构建时压缩好）和构建时运行得到的结果；静态内容在浏览器里保留服务端
  // HTML，不逐个元素水合：长页面在手机上的主线程时间主要花在这里。
  rehypePlugins: [playgroundLinks, liveResults, staticRuns],
  recmaPlugins: [lazyStaticRunChildren, splitStaticRuns, [trimTocLevels, tocLevels]],
} satisfies DocsOptions;
