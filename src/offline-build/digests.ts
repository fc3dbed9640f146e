import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { digestOf, type SiteDigests } from '../offline/digests';

/** sw.js 里等着被换成摘要表的占位（sw.ts 读 `self.__SITE_DIGESTS`）。 */
export const DIGESTS_PLACEHOLDER = 'self.__SITE_DIGESTS';

/**
 * 服务工作线程可能从缓存给出的文件：构建里除 sw.js 之外的一切（浏览器直接从网络取 sw.js），只去掉它从不缓存的
 * Markdown 版本、文本和 XML（既不是页面也不在 /assets/ 下，见 src/offline/routes.ts，也不在预缓存里）。
 */
const NEVER_CACHED = /(^sw\.js|\.(md|txt|xml|map))$/;

export async function siteDigests(outDir: string): Promise<SiteDigests> {
  const entries = await readdir(outDir, { withFileTypes: true, recursive: true });
  const files = entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(outDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((file) => !NEVER_CACHED.test(file))
    .sort();
  const digests: SiteDigests = {};
  for (const file of files) digests[file] = await digestOf(await readFile(path.join(outDir, file)));
  return digests;
}

/** 把摘要表写进打包好的 sw.js。 */
export function injectDigests(swSource: string, digests: SiteDigests): string {
  const at = swSource.indexOf(DIGESTS_PLACEHOLDER);
  if (at === -1 || swSource.indexOf(DIGESTS_PLACEHOLDER, at + 1) !== -1)
    throw new Error(`sw.js 里应当正好有一处 ${DIGESTS_PLACEHOLDER}`);
  return swSource.replace(DIGESTS_PLACEHOLDER, () => JSON.stringify(digests));
}
