import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * 只在水合时为真：React 水合时取第三个参数（服务端快照），客户端渲染时取第二个。水合出错、React 改为在客户端
 * 重新渲染时也为假，这时没有可保留的服务端 HTML。服务端渲染时为真，调用方另用 canUseDOM 区分。
 *
 * 代价：两个快照不同，React 在水合提交后的 effect 里发现这一点，把每个使用它的组件同步重渲染一次。这是无害的：
 * `useKeepsServerHtml` 在第一次渲染时就把结果存进 state，重渲染得到同一个保留的空 div，不写 DOM；一页只有九到十几个
 * 这样的组件（静态段、实时代码块、读者工具，/docs/basics/loading 是 12 个，Cheerio 类页面是 9 个），不随文章的长度增长。
 * `npm run audit:profile` 录的 50 ms 以上的任务里看不到它们；把客户端快照也改成真（不再重渲染）的构建与原构建交替各加载
 * 10 次，脚本总时间的差别在机器的波动之内。不用它、改用 `useIsBrowser()` 之类在水合后才变的值，水合出错时客户端渲染
 * 会误以为有服务端 HTML 可保留，把内容渲染成空的。
 */
export function useIsHydrating(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
}
