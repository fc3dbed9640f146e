/**
 * 浏览器里的 Prism 来源（../index.ts 在浏览器的打包里用它代替 prismSource.ts）：Prism 和语法单独成块，第一次需要在
 * 浏览器里高亮时才加载。水合时文章、选项卡和首页的代码块都保留服务端 HTML，不经过 Highlight，这一块（gzip 约 14 KiB）
 * 因此不在任何页面的首屏脚本里，客户端路由切换到有代码的页面、或者工具页改写代码块时才加载。
 */
import type { PrismLib } from './prism';

type PrismModule = typeof import('./prism');

let loaded: PrismModule | undefined;
let loading: Promise<void> | undefined;
const listeners = new Set<() => void>();

export function prismFor(language?: string): PrismLib | undefined {
  return loaded?.getPrism(language);
}

export function isPrismLoaded(): boolean {
  return loaded !== undefined;
}

/** 加载失败（离线、新部署删掉了分块）时下次再试；失败本身照常抛出，由全站处理缺失分块的逻辑决定是否重新加载页面。 */
export function loadPrism(): Promise<void> {
  loading ??= import('./prism').then(
    (module) => {
      loaded = module;
      for (const listener of listeners) listener();
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

export function subscribeToPrism(onLoad: () => void): () => void {
  listeners.add(onLoad);
  return () => listeners.delete(onLoad);
}
