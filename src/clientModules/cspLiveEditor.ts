/**
 * 内容安全策略写在页面的 <meta> 里（见 src/csp/），浏览器只认第一次加载时的那一份：从没有实时代码块的页面经客户端路由
 * 来到有实时代码块的页面，策略仍不允许 react-live 所需的 `new Function`，编辑器会报错。这种情况下整页重新加载，
 * 换上目标页面自己的策略。
 */
import type { ClientModule } from '@docusaurus/types';

function needsReloadForLiveEditor(doc: Document): boolean {
  if (!doc.querySelector('.live-code-block')) return false;
  const policy = doc.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content');
  return policy !== null && policy !== undefined && !policy.includes("'unsafe-eval'");
}

const clientModule: ClientModule = {
  onRouteDidUpdate({ location, previousLocation }) {
    if (!previousLocation || location.pathname === previousLocation.pathname) return;
    if (needsReloadForLiveEditor(document)) window.location.reload();
  },
};

export default clientModule;
