import { translate } from '@docusaurus/Translate';

/**
 * 弹窗本身的脚本没能下载时的提示，`{link}` 是指向搜索页面的链接。正是弹窗的分块下载失败时才显示，
 * 所以它随搜索按钮留在首屏脚本里，不与其他搜索文字（messages.ts，按需加载）放在一起。
 */
export function modalLoadFailureText() {
  return {
    title: translate({
      id: 'search.modalLoadError.title',
      message: '搜索框没能加载',
    }),
    help: translate({
      id: 'search.modalLoadError.message',
      message: '可能是网络中断或站点刚刚更新。请稍后再按一次搜索按钮，或打开{link}。',
    }),
    link: translate({ id: 'search.modalLoadError.link', message: '搜索页面' }),
    close: translate({ id: 'search.modalLoadError.close', message: '关闭' }),
  };
}
