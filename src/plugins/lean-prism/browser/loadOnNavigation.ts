/**
 * 客户端路由切换到另一页时，新页面的代码块在浏览器里渲染，要用 Prism 和主题的代码块组件（都按需加载，见
 * prismSource.browser.ts 与 theme/CodeBlock/themeCodeBlock.browser.ts）。
 * 读者伸手去点站内的另一页（指针移上、触摸、键盘聚焦到链接上），或者路由开始切换时就加载它：与 Docusaurus 预加载
 * 新页面的代码块同时开始，通常赶在代码块渲染之前到达，代码不先以纯文本出现。同一页面里的锚点不切换页面，不算。
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import type { ClientModule } from '@docusaurus/types';
import { preloadWithArticles } from '../../../components/StaticRun/runs';
import { loadThemeCodeBlock } from '../../../theme/CodeBlock/themeCodeBlock';
import { isPrismLoaded, loadPrism } from './prismSource';

/** 失败时这里不管：真正渲染代码块的 Highlight 会再试，缺失分块的处理也在那里。 */
function startLoading(): void {
  loadPrism().catch(() => undefined);
  loadThemeCodeBlock().catch(() => undefined);
}

function leadsToAnotherPage(target: EventTarget | null): boolean {
  const anchor = target instanceof Element ? target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement) || anchor.origin !== window.location.origin) return false;
  return anchor.pathname !== window.location.pathname;
}

const intentEvents = ['pointerover', 'touchstart', 'focusin'] as const;

function onIntent(event: Event): void {
  if (isPrismLoaded()) {
    for (const type of intentEvents) window.removeEventListener(type, onIntent);
  } else if (leadsToAnotherPage(event.target)) {
    startLoading();
  }
}

if (ExecutionEnvironment.canUseDOM) {
  for (const type of intentEvents) window.addEventListener(type, onIntent, { passive: true });
  // 文章的元素树里的代码块由主题的代码块组件渲染：客户端路由显示文章之前一起等到它，代码块不先以纯文本出现。
  preloadWithArticles(loadThemeCodeBlock);
}

const clientModule: ClientModule = {
  onRouteUpdate({ location, previousLocation }) {
    if (previousLocation && previousLocation.pathname !== location.pathname) startLoading();
  },
};

export default clientModule;
