/**
 * 离线阅读（src/offline/）。注册代码和 workbox-window 单独成块，等页面加载完、主线程空闲时才下载和运行，
 * 不占首屏的关键路径；这里只留下几行调度代码和客户端路由切换时的通知。
 *
 * 第一次安装要在后台下载整套预缓存（约 1.5 MiB gzip）：读者在站点上停留 FIRST_INSTALL_DELAY_MS 之后才开始
 * （客户端路由切换不重新计时）。否则它和第一个页面按需加载的脚本、图片、搜索索引抢带宽，在 4 倍减速的
 * Lighthouse 移动端测量里，三个页面的 TBT 多出 45–125 ms；只看一眼就离开的读者也不必为它花流量。
 * 已经装过的读者照常在加载后空闲时注册，新部署的更新提示不推迟。
 *
 * 省流量模式和 2g 网络下不注册：安装时要在后台下载整套预缓存（与这种网络下不预取链接的约定一致）。
 * 开发服务器没有 sw.js；hash 路由（离线单文件分发）本身就不需要服务器。
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import type { ClientModule } from '@docusaurus/types';
import siteConfig from '@generated/docusaurus.config';
import { rememberPage } from '../offline/rememberPage';
import { FIRST_INSTALL_DELAY_MS } from '../offline/routes';

type NetworkInformation = { saveData?: boolean; effectiveType?: string };

function dataSaverOrSlowNetwork(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  return Boolean(connection?.saveData) || /2g/.test(connection?.effectiveType ?? '');
}

function afterLoadWhenIdle(delay: number, task: () => void): void {
  const whenIdle = () =>
    'requestIdleCallback' in window ? requestIdleCallback(task, { timeout: 5000 }) : setTimeout(task, 1000);
  const afterDelay = () => (delay > 0 ? setTimeout(whenIdle, delay) : whenIdle());
  if (document.readyState === 'complete') afterDelay();
  else window.addEventListener('load', afterDelay, { once: true });
}

if (
  ExecutionEnvironment.canUseDOM &&
  process.env.NODE_ENV === 'production' &&
  'serviceWorker' in navigator &&
  siteConfig.future.experimental_router !== 'hash' &&
  !dataSaverOrSlowNetwork()
) {
  afterLoadWhenIdle(navigator.serviceWorker.controller ? 0 : FIRST_INSTALL_DELAY_MS, () => {
    // 下载失败（例如恰好断网）时这一次不注册，下次打开页面再来；不让它变成缺失分块的整页重新加载。
    import('../offline/register').then(
      ({ registerOfflineReading }) => registerOfflineReading(siteConfig.baseUrl),
      () => undefined,
    );
  });
}

const clientModule: ClientModule = {
  onRouteDidUpdate({ location, previousLocation }) {
    if (previousLocation && location.pathname !== previousLocation.pathname) {
      rememberPage(location.pathname + location.search);
    }
  },
};

export default clientModule;
