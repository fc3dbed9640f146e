/**
 * Highlight 从这里取 Prism。服务端渲染和单元测试用这一份：同步加载，第一次高亮时就能分词。
 * 浏览器的打包由 ../index.ts 换成 prismSource.browser.ts（按需加载的分块），两份导出同一组接口。
 */
import { getPrism, type PrismLib } from './prism';

/** 已经加载好时返回注册了 `language` 的 Prism（getPrism 的规则）；这一份总是已经加载好。 */
export function prismFor(language?: string): PrismLib | undefined {
  return getPrism(language);
}

export function isPrismLoaded(): boolean {
  return true;
}

export function loadPrism(): Promise<void> {
  return Promise.resolve();
}

export function subscribeToPrism(): () => void {
  return () => {};
}
