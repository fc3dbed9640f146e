import type { ComponentType } from 'react';
import type { Props } from '@theme/CodeBlock';

/**
 * 含实时代码块的文档在路由脚本里引入 registerLivePlayground.ts，把编辑器组件登记在这里（见 src/plugins/live-playground-import）。
 * CodeBlock 只读这个登记，自己不引入编辑器，所以不含实时代码块的页面不会加载它。
 */
let registered: ComponentType<Props> | null = null;

export function registerLivePlayground(component: ComponentType<Props>): void {
  registered = component;
}

export function registeredLivePlayground(): ComponentType<Props> | null {
  return registered;
}
