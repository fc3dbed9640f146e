/**
 * 沙箱里的代码像攻击者一样尝试本站的存储、网络和服务工作线程（THREAT_MODEL.md）：sandbox.spec.ts 在站点版本的沙箱里
 * 运行它，playground-versions.spec.ts 在旧版本的沙箱里运行它，每一项都必须失败。
 */

/** 每一项尝试输出一行“名称：结果”；成功时结果是“成功”。 */
export function attackCode(siteOrigin: string): string {
  const otherOrigin = siteOrigin.replace('127.0.0.1', 'localhost');
  return `
const attempt = async (name, action) => {
  try {
    const value = await action();
    console.log(name + '：成功 ' + String(value).slice(0, 40));
  } catch (error) {
    console.log(name + '：' + error.name);
  }
};
await attempt('Cache Storage', async () => {
  const cache = await caches.open('planted');
  await cache.put('${siteOrigin}/docs/intro', new Response('<h1>planted</h1>', { headers: { 'content-type': 'text/html' } }));
});
await attempt('IndexedDB', () => new Promise((resolve, reject) => {
  const request = indexedDB.open('planted');
  request.onsuccess = () => resolve('opened');
  request.onerror = () => reject(request.error);
}));
await attempt('localStorage', () => localStorage.getItem('theme'));
await attempt('Cookie', () => document.cookie);
await attempt('fetch 本站', () => fetch('${siteOrigin}/docs/intro').then((response) => response.status));
await attempt('fetch 别的主机', () => fetch('${otherOrigin}/sitemap.xml', { mode: 'no-cors' }).then((response) => response.type));
await attempt('fetch data:', () => fetch('data:text/plain,x').then((response) => response.status));
await attempt('XMLHttpRequest', () => {
  const request = new XMLHttpRequest();
  request.open('GET', '${siteOrigin}/docs/intro', false);
  request.send();
  return request.status;
});
await attempt('importScripts', () => importScripts('${siteOrigin}/sw.js'));
await attempt('serviceWorker', () => navigator.serviceWorker.register('${siteOrigin}/sw.js'));
`;
}

export const attackNames = [
  'Cache Storage',
  'IndexedDB',
  'localStorage',
  'Cookie',
  'fetch 本站',
  'fetch 别的主机',
  'fetch data:',
  'XMLHttpRequest',
  'importScripts',
  'serviceWorker',
];
