import { Workbox } from 'workbox-window';
import { rememberPage } from './rememberPage';
import { showUpdatePrompt } from './updatePrompt';

/**
 * 注册离线阅读的服务工作线程（按需加载，见 src/clientModules/offlineReading.ts）。
 *
 * - 第一次安装：工作线程接管本页之后，请它保存本页的 HTML（本页是在它安装之前下载的）。
 * - 新部署：新的工作线程在后台装好后等待，页面显示“有新版本，刷新即可查看”；读者点“刷新”，新线程接管，页面重新加载。
 * - 注册失败（浏览器禁用了服务工作线程等）时站点照常工作，只是不能离线阅读。
 */
export function registerOfflineReading(baseUrl: string): void {
  const workbox = new Workbox(`${baseUrl}sw.js`, { scope: baseUrl });
  const firstInstall = !navigator.serviceWorker.controller;

  workbox.addEventListener('waiting', () => {
    showUpdatePrompt(() => {
      workbox.addEventListener('controlling', () => window.location.reload());
      workbox.messageSkipWaiting();
    });
  });
  if (firstInstall) {
    workbox.addEventListener('controlling', () => rememberPage(window.location.href));
  }
  workbox.register().catch(() => undefined);
}
