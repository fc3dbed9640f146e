/**
 * 浏览器里的主题代码块组件（代替 themeCodeBlock.ts）：按需加载。水合时代码块保留服务端 HTML（KeptCodeBlock、静态段），
 * 只有客户端路由新渲染的代码块、工具页改写的代码块才用到它；读者伸手去点另一页时（lean-prism 的 loadOnNavigation）、
 * 文章模块等待静态段的元素树时（StaticRun/runs.ts）就开始加载。
 */
import type { ComponentType } from 'react';
import type { Props } from '@theme/CodeBlock';

export type ThemeCodeBlockComponent = ComponentType<Props>;

let loaded: ThemeCodeBlockComponent | undefined;
let loading: Promise<ThemeCodeBlockComponent> | undefined;

export function loadedThemeCodeBlock(): ThemeCodeBlockComponent | undefined {
  return loaded;
}

export function loadThemeCodeBlock(): Promise<ThemeCodeBlockComponent> {
  loading ??= import('@theme-init/CodeBlock').then(
    (module: { default: ThemeCodeBlockComponent }) => (loaded = module.default),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
