/**
 * 搜索界面上本站自己写的文字，弹窗（theme/SearchBar）和 /search 页面（theme/SearchPage）共用这一份。
 * 主题自带的字符串沿用主题的 id（中文在 theme-translations 的 zh-Hans 里，个别在 i18n/zh-CN/code.json 里改写）。
 */
import { translate } from '@docusaurus/Translate';
import type { SearchFailure } from './errors';

export interface FailureText {
  title: string;
  help: string;
}

/** 搜索失败时的标题和说明。`devServer`：本地模式的开发服务器，它不生成索引，任何失败都是这个原因。 */
export function failureText(failure: SearchFailure, devServer: boolean): FailureText {
  if (devServer) {
    return {
      title: translate({
        id: 'search.devServer.errorTitle',
        message: '开发服务器没有搜索索引',
        description: '本地搜索模式下运行 npm start 时，搜索弹窗与 /search 页面的错误标题（开发服务器不生成索引）',
      }),
      help: translate({
        id: 'search.devServer.errorHelp',
        message: '本地搜索索引在构建时生成。请运行 npm run build，再用 npm run serve 预览站点后搜索。',
        description: '本地搜索模式下运行 npm start 时的错误说明',
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
          '搜索索引用不了：它可能已损坏、不存在，或者与这个页面不是同一个版本（站点也许刚刚更新过）。这不是你的网络问题，请刷新页面后再试。',
        description: '索引下载到了却无法使用（本地索引损坏或版本不符，托管索引拒绝查询）时的说明',
      }),
    };
  }
  return {
    title,
    help: translate({ id: 'theme.SearchModal.errorScreen.helpText', message: '你可能需要检查网络连接。' }),
  };
}

/** 弹窗本身的脚本没能下载时的提示，`{link}` 是指向搜索页面的链接。 */
export function modalLoadFailureText() {
  return {
    title: translate({
      id: 'search.modalLoadError.title',
      message: '搜索框没能加载',
      description: "Shown when the search modal's script cannot be downloaded",
    }),
    help: translate({
      id: 'search.modalLoadError.message',
      message: '可能是网络中断或站点刚刚更新。请稍后再按一次搜索按钮，或打开{link}。',
      description: 'The explanation below the title; {link} is the search page link',
    }),
    link: translate({ id: 'search.modalLoadError.link', message: '搜索页面', description: 'Link to the search page' }),
    close: translate({ id: 'search.modalLoadError.close', message: '关闭', description: 'Close button of the notice' }),
  };
}

/** DocSearch 输入框的隐藏标签（读屏软件读出的名称）：主题的翻译表里没有这一项，默认是英文 "Search"。 */
export function modalInputLabel(): string {
  return translate({
    id: 'search.modal.searchInputLabel',
    message: '搜索',
    description: 'Accessible label of the search input in the DocSearch modal',
  });
}

/** /search 页面的文字。 */
export function searchPageText(query: string) {
  return {
    title: query
      ? translate({ id: 'theme.SearchPage.existingResultsTitle', message: '「{query}」的搜索结果' }, { query })
      : translate({ id: 'theme.SearchPage.emptyResultsTitle', message: '在文档中搜索' }),
    inputLabel: translate({ id: 'theme.SearchPage.inputLabel', message: '搜索' }),
    placeholder: translate({ id: 'theme.SearchPage.inputPlaceholder', message: '在此输入搜索字词' }),
    noResults: translate({ id: 'theme.SearchPage.noResultsText', message: '未找到任何结果' }),
    loadingMore: translate({ id: 'theme.SearchPage.fetchingNewResults', message: '正在加载更多结果……' }),
    searchByAlgolia: translate({ id: 'theme.SearchPage.algoliaLabel', message: '通过 Algolia 搜索' }),
  };
}

/** “找到 N 个结果”的复数形式模板（中文只有一种形式）。 */
export function documentsFoundPlurals(count: number): string {
  return translate({ id: 'theme.SearchPage.documentsFound.plurals', message: '找到 {count} 个结果' }, { count });
}
