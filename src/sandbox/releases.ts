import type { CheerioOptions } from 'cheerio';
import { SANDBOX_PAGE_FILE } from './protocol';

/**
 * 沙箱里能运行的 cheerio 版本。站点安装的版本（CHEERIO_VERSION）在 sandbox.html 里，演练场和实时代码块都用它；
 * 旧版本各有一个沙箱页 `sandbox/<版本>.html`，只在读者勾选“对比版本”时才加载。每个旧版本都是 npm 上发布的那个包
 * （package.json 里的别名 `cheerio-<版本>`），由 src/sandbox-build/ 打包。这个文件只有数据和纯函数：页面、构建和
 * 沙箱里的 worker 都用它。
 */

/**
 * 读者实际会遇到的几个旧版本：0.22.0 是 1.0 之前最后一个正式版，老教程大多用它；rc.3 还是 0.22 那一代的代码，但默认
 * 已经用 parse5 解析；rc.12 是 1.0 之前的最后一个候选版；1.0.0 和 1.1.2 是 1.2.0 之前的正式版。
 */
export const OLD_RELEASES = ['0.22.0', '1.0.0-rc.3', '1.0.0-rc.12', '1.0.0', '1.1.2'] as const;

export type OldRelease = (typeof OLD_RELEASES)[number];

/** 旧版本的沙箱页在站点里的文件名。 */
export function oldReleasePageFile(release: OldRelease): string {
  return `sandbox/${release}.html`;
}

/** 全部沙箱页：托管的响应头、内容安全策略那一步和服务工作线程都按这张表认出它们。 */
export const SANDBOX_PAGE_FILES: readonly string[] = [SANDBOX_PAGE_FILE, ...OLD_RELEASES.map(oldReleasePageFile)];

export function isSandboxPageFile(relativeFile: string): boolean {
  return SANDBOX_PAGE_FILES.includes(relativeFile);
}

/** 一个旧版本里与 `load(html, loadOptions, isDocument)`（1.2.0 的写法）等价的调用。 */
export interface LoadArguments {
  options: Record<string, unknown>;
  /** 第三个参数；0.22 的 load() 没有它。 */
  isDocument?: boolean;
  /** 这个版本做不到、或写法不同的地方，显示在对比结果旁边。 */
  notes: string[];
}

/**
 * 选项的写法分三代：0.22 只有 htmlparser2，用 xmlMode、decodeEntities，load() 只有两个参数；rc.1–rc.3 默认用 parse5，
 * `xml` 选项只能打开 XML 模式，要让 htmlparser2 解析 HTML 只能用内部选项 `_useHtmlParser2`；rc.12 起与 1.2.0 相同。
 */
const GENERATION: Record<OldRelease, 'htmlparser2-only' | 'parse5-default' | 'current'> = {
  '0.22.0': 'htmlparser2-only',
  '1.0.0-rc.3': 'parse5-default',
  '1.0.0-rc.12': 'current',
  '1.0.0': 'current',
  '1.1.2': 'current',
};

export function loadArgumentsFor(release: OldRelease, loadOptions: CheerioOptions, isDocument: boolean): LoadArguments {
  const generation = GENERATION[release];
  if (generation === 'current') return { options: { ...loadOptions }, isDocument, notes: [] };

  const { xml, baseURI, ...rest } = loadOptions;
  const notes: string[] = [];
  if (baseURI !== undefined) notes.push(`${release} 没有 baseURI 选项，这次加载没有用它。`);
  // 与 1.2.0 的 flattenOptions 相同：xml 为 true 或对象时是 XML 模式，对象里的 xmlMode: false 表示用 htmlparser2 解析 HTML。
  const flat = xml ? { xmlMode: true, decodeEntities: true, ...(xml === true ? {} : xml) } : null;
  if (generation === 'htmlparser2-only') {
    if (flat === null) {
      notes.push(
        isDocument
          ? '0.22.0 没有 parse5，总用 htmlparser2 解析，也不会补上 <html>、<head>、<body>。'
          : '0.22.0 没有 parse5，总用 htmlparser2 解析。',
      );
      return { options: rest, notes };
    }
    return { options: { ...rest, xmlMode: flat.xmlMode, decodeEntities: flat.decodeEntities }, notes };
  }
  if (flat === null) return { options: rest, isDocument, notes };
  if (flat.xmlMode) return { options: { ...rest, xml }, isDocument, notes };
  notes.push(`${release} 的 xml 选项只能打开 XML 模式，用 htmlparser2 解析 HTML 要写内部选项 _useHtmlParser2。`);
  return { options: { ...rest, _useHtmlParser2: true, decodeEntities: flat.decodeEntities }, isDocument, notes };
}
