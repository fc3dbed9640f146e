/**
 * 主题的代码块组件（`@theme-init/CodeBlock`，theme-classic 的原组件）从哪里来。服务端渲染用这一份，同步引入；浏览器的
 * 打包里 src/plugins/lean-prism 把它换成 themeCodeBlock.browser.ts：按需加载，不进任何页面的首屏脚本。
 */
import type { ComponentType } from 'react';
import ThemeCodeBlock from '@theme-init/CodeBlock';
import type { Props } from '@theme/CodeBlock';

export type ThemeCodeBlockComponent = ComponentType<Props>;

const component = ThemeCodeBlock as ThemeCodeBlockComponent;

export function loadedThemeCodeBlock(): ThemeCodeBlockComponent | undefined {
  return component;
}

export function loadThemeCodeBlock(): Promise<ThemeCodeBlockComponent> {
  return Promise.resolve(component);
}
