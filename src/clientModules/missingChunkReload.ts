/**
 * 按需加载的分块在新部署之后不存在了（src/offline/chunkReload.ts）：Promise 里没人处理的加载失败和独立 React 根
 * 里抛出的加载失败都在这里接住。页面组件里的失败由错误边界（src/theme/ErrorPageContent、src/theme/Error）处理；
 * 切换路由时的失败 Docusaurus 自己会整页重新加载。不重新加载时照常把错误打印出来。
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import { isChunkLoadError, reloadForMissingChunk } from '../offline/chunkReload';

function handle(error: unknown, event: Event): void {
  if (!isChunkLoadError(error)) return;
  event.preventDefault();
  void reloadForMissingChunk(error).then((reloaded) => {
    if (!reloaded) console.error(error);
  });
}

if (ExecutionEnvironment.canUseDOM) {
  window.addEventListener('unhandledrejection', (event) => handle(event.reason, event));
  window.addEventListener('error', (event) => handle(event.error, event));
}
