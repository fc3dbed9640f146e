/**
 * 服务工作线程只给出本站构建写下的内容：构建的最后一步（src/offline-build/digests.ts）为它可能从缓存给出的每个
 * 文件算好 SHA-256 的前 16 字节，写进 sw.js；从缓存取出的响应在交给页面之前先核对，对不上（或者构建里没有这个
 * 文件）就删掉那一项、改走网络。同源的代码哪天出了漏洞、往缓存里放了假页面或假脚本，也只能影响那一次，不会从此
 * 每次打开都被服务工作线程送出去（THREAT_MODEL.md）。
 *
 * 只有纯函数和 Web Crypto，服务工作线程和构建都用它（构建时在 Node 里同样有 crypto.subtle）。
 */
import { isPagePath } from './routes';

/** 文件（相对构建目录）→ 内容摘要。 */
export type SiteDigests = Record<string, string>;

/** 摘要取 SHA-256 的前 16 字节，写成 base64：足够抵抗伪造，sw.js 也不至于因为几百个摘要变得很大。 */
export async function digestOf(body: ArrayBuffer | Uint8Array): Promise<string> {
  const hash = new Uint8Array(await crypto.subtle.digest('SHA-256', body));
  return btoa(String.fromCharCode(...hash.subarray(0, 16)));
}

/**
 * 一个站内路径可能对应的构建文件，按静态托管的查找顺序（src/hosting/rules.ts）：原路径、路径 + `.html`、路径/index.html。
 * 页面缓存的键是干净的地址（`docs/intro`），预缓存的键是文件名（`docs/intro.html`）。
 */
export function candidateFiles(relativePath: string): string[] {
  if (relativePath === '' || relativePath.endsWith('/')) return [`${relativePath}index.html`];
  if (!isPagePath(relativePath) || relativePath.endsWith('.html')) return [relativePath];
  return [relativePath, `${relativePath}.html`, `${relativePath}/index.html`];
}

/** 响应的内容是不是构建写下的那一份。 */
export async function isBuiltContent(digests: SiteDigests, relativePath: string, response: Response): Promise<boolean> {
  const expected = candidateFiles(relativePath)
    .map((file) => digests[file])
    .filter((digest): digest is string => digest !== undefined);
  if (expected.length === 0) return false;
  const actual = await digestOf(await response.clone().arrayBuffer());
  return expected.includes(actual);
}
