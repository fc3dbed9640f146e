/**
 * 搜索出错时的文字，弹窗（theme/SearchBar/Modal.tsx）和 /search 页面（theme/SearchPage）共用这一份；弹窗自己的一句也在这里。
 * 这个文件只随弹窗和 /search 页面按需加载；弹窗的脚本没能下载时的提示要在那之前就能显示，在 modalLoadFailure.ts。
 * 主题自带的字符串沿用主题的 id（中文在 theme-translations 的 zh-Hans 里，个别在 i18n/zh-CN/code.json 里改写）。
 */
import { translate } from '@docusaurus/Translate';
import type { SearchFailure } from './errors';

export interface FailureText {
  title: string;
  help: string;
}

/**
 * 搜索失败时的标题和说明。`devServer`：本地模式的开发服务器，它不生成索引，任何失败都是这个原因。
 * `hostedOffline`：托管模式下浏览器离线，连不上 Algolia 就是这个原因（本地索引随离线阅读保存在本机，离线照常可用）。
 */
export function failureText(failure: SearchFailure, devServer: boolean, hostedOffline = false): FailureText {
  if (devServer) {
    return {
      title: translate({
        id: 'search.devServer.errorTitle',
        message: '开发服务器没有搜索索引',
      }),
      help: translate({
        id: 'search.devServer.errorHelp',
        message: '本地搜索索引在构建时生成。请运行 npm run build，再用 npm run serve 预览站点后搜索。',
      }),
    };
  }
  if (hostedOffline && failure === 'network') {
    return {
      title: translate({ id: 'search.offline.errorTitle', message: '离线时无法搜索' }),
      help: translate({
        id: 'search.offline.errorHelp',
        message: '本站的搜索由 Algolia 在线提供，需要联网。网络恢复后再试；保存在这台设备上的页面仍然可以直接打开。',
      }),
    };
  }
  const title = translate({ id: 'theme.SearchModal.errorScreen.titleText', message: '无法获取结果' });
  if (failure === 'index') {
    return {
      title,
      help: translate({
        id: 'search.error.indexHelp',
        message:
          '搜索索引用不了：可能已损坏，或与这个页面不是同一个版本（站点也许刚更新过）。这不是你的网络问题，请刷新页面再试。',
      }),
    };
  }
  return {
    title,
    help: translate({ id: 'theme.SearchModal.errorScreen.helpText', message: '你可能需要检查网络连接。' }),
  };
}

/** DocSearch 输入框的隐藏标签（读屏软件读出的名称）：主题的翻译表里没有这一项，默认是英文 "Search"。 */
export function modalInputLabel(): string {
  return translate({
    id: 'search.modal.searchInputLabel',
    message: '搜索',
  });
}
