import { translate } from '@docusaurus/Translate';

/**
 * 托管搜索（Algolia）离线时的出错说明：搜索框和 /search 页共用。本地搜索的索引随离线阅读保存在本机，离线时照常可用，
 * 用不到它。
 */
export function hostedSearchOfflineTexts(): { titleText: string; helpText: string } {
  return {
    titleText: translate({
      id: 'search.offline.errorTitle',
      message: '离线时无法搜索',
      description: 'Search error title when hosted search is configured and the browser is offline',
    }),
    helpText: translate({
      id: 'search.offline.errorHelp',
      message: '本站的搜索由 Algolia 在线提供，需要联网。网络恢复后再试；保存在这台设备上的页面仍然可以直接打开。',
      description: 'Search error help when hosted search is configured and the browser is offline',
    }),
  };
}
