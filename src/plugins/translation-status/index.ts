import path from 'node:path';
import type { LoadContext, Plugin, PluginModule } from '@docusaurus/types';
import { readSnapshot } from '../../upstream/snapshot';
import { collectSitePages } from '../markdown-twins/sitePages';
import { statusPageData } from './data';

export interface TranslationStatusOptions {
  /** 翻译状态页的路由。 */
  path: string;
}

/**
 * 在构建时生成“翻译状态”页：列出每个教程、API 页面和博文的英文原文、同步的提交和状态。
 * 数据全部来自页面 front matter 里算好的 translation 和仓库里的快照，构建时不联网。
 */
export default function translationStatusPlugin(options: TranslationStatusOptions): PluginModule {
  return (context: LoadContext): Plugin => ({
    name: 'translation-status',
    async allContentLoaded({ allContent, actions }) {
      const data = statusPageData(
        collectSitePages(allContent, context.siteDir),
        readSnapshot(context.siteDir),
        context.siteDir,
      );
      const dataFile = await actions.createData('translation-status.json', JSON.stringify(data));
      actions.addRoute({
        // 路由要带上站点的路径前缀（BASE_URL），页脚里的链接由 Link 自动加上它。
        path: `${context.baseUrl}${options.path.replace(/^\//, '')}`,
        component: '@site/src/plugins/translation-status/browser/StatusPage',
        // 用 @generated 别名而不是绝对路径：路由表会进入首屏脚本，不应带上构建机器上的目录。
        modules: { data: `@generated/${path.relative(context.generatedFilesDir, dataFile).split(path.sep).join('/')}` },
        exact: true,
      });
    },
  });
}
