import { cacheControlFor, contentTypes } from '../../src/hosting/rules';

/** 构建目录里的一个文件。 */
export interface LocalFile {
  /** 相对构建目录、用 / 分隔的路径。 */
  relative: string;
  /** 内容的 MD5（十六进制）：对象存储一次上传的对象，ETag 就是它。 */
  md5: string;
}

/** 桶里应有的一个对象。 */
export interface DesiredObject {
  key: string;
  file: string;
  md5: string;
  contentType: string;
  cacheControl: string;
}

function contentTypeOf(relative: string): string {
  const extension = /\.[^./]+$/.exec(relative)?.[0] ?? '';
  return contentTypes[extension] ?? 'application/octet-stream';
}

/**
 * 桶里应有的对象：每个文件一个，Content-Type 和 Cache-Control 按 src/hosting/rules.ts；另外每个页面 `x.html`
 * （目录的 index.html 和 404.html 除外）再存一份名为 `x` 的对象，内容相同、按页面发送。对象存储的静态网站功能只认
 * 目录首页和错误页，不会在地址后补 .html，干净的地址（/docs/intro）和旧站的 .html 地址（/classes/Cheerio.html
 * 对应构建目录里的 classes/Cheerio.html.html）靠这份副本打开。已经有同名文件时不另存。
 */
export function desiredObjects(files: readonly LocalFile[], prefix: string): Map<string, DesiredObject> {
  const names = new Set(files.map((file) => file.relative));
  const objects = new Map<string, DesiredObject>();
  const add = (name: string, file: LocalFile, contentType: string) =>
    objects.set(prefix + name, {
      key: prefix + name,
      file: file.relative,
      md5: file.md5,
      contentType,
      cacheControl: cacheControlFor({ found: true, relativeFile: file.relative }),
    });
  for (const file of files) {
    const type = contentTypeOf(file.relative);
    add(file.relative, file, type);
    const page = /^(.+)\.html$/.exec(file.relative)?.[1];
    if (page && !/(^|\/)index$/.test(page) && page !== '404' && !names.has(page)) add(page, file, type);
  }
  return objects;
}

export interface SyncPlan {
  /** 要上传的对象，按上传顺序：先资源，再页面，最后 sw.js（新页面引用的文件先到位，离线阅读的更新最后生效）。 */
  upload: DesiredObject[];
  /** 桶里有、构建里已经没有的对象。 */
  remove: string[];
  unchanged: number;
}

function uploadRank({ contentType, file }: DesiredObject): number {
  if (file === 'sw.js') return 2;
  return contentType.startsWith('text/html') ? 1 : 0;
}

/**
 * 对照桶里现有的对象（键 → ETag）决定上传和删除：内容的 MD5 与 ETag 相同的不再上传（再运行一次什么也不做）。
 * force 时全部重传（改了 rules.ts 里的响应头之后用：只改元数据不会改变 ETag）。
 */
export function planSync(
  desired: ReadonlyMap<string, DesiredObject>,
  existing: ReadonlyMap<string, string>,
  { force = false }: { force?: boolean } = {},
): SyncPlan {
  const etagOf = (key: string) => existing.get(key)?.replace(/"/g, '').toLowerCase();
  const upload = [...desired.values()]
    .filter((object) => force || etagOf(object.key) !== object.md5)
    .sort((a, b) => uploadRank(a) - uploadRank(b) || a.key.localeCompare(b.key));
  const remove = [...existing.keys()].filter((key) => !desired.has(key)).sort();
  return { upload, remove, unchanged: desired.size - upload.length };
}
