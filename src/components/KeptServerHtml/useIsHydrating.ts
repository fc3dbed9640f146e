import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * 只在水合时为真：React 水合时取第三个参数（服务端快照），客户端渲染时取第二个。水合出错、React 改为在客户端
 * 重新渲染时也为假，这时没有可保留的服务端 HTML。服务端渲染时为真，调用方另用 canUseDOM 区分。
 */
export function useIsHydrating(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
}
