import type { ClientModule } from '@docusaurus/types';

/**
 * 客户端模块：路由换到另一页时，加载首次打开的那一页的静态段元素树（见 runs.ts），后退回去时不必等网络。
 * runs.ts 按需引入：它本来就在文章的代码块里，不为没有文章的页面放进首屏脚本。
 */
const clientModule: ClientModule = {
  onRouteUpdate({ location, previousLocation }) {
    if (!previousLocation || previousLocation.pathname === location.pathname) return;
    import('./runs').then(({ loadWaitingStaticRuns }) => loadWaitingStaticRuns()).catch(() => undefined);
  },
};

export default clientModule;
