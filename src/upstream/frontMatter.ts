/**
 * 每篇教程和博文都要在 front matter 里说明它的英文原文：
 *
 * ```yaml
 * upstream:
 *   path: website/src/content/docs/basics/loading.md   # cheeriojs/cheerio 当前目录结构中的路径
 *   commit: d6cc54fe13f379b9547ee5861177e77960bca19b    # 上次与原文同步时的提交（40 位）
 * ```
 *
 * 没有英文对应页面的原创内容写 `upstream: original`。构建时 src/config/markdown.ts 用这里的检查拦下写错或漏写的页面。
 */

export type Upstream = 'original' | { path: string; commit: string };

/** 构建时计算、写回 front matter 的翻译状态（见 pageTranslation.ts），作者不能手写这个字段。 */
export const COMPUTED_KEY = 'translation';

const EXAMPLE = [
  '有英文原文时写：',
  '  upstream:',
  '    path: website/src/content/docs/basics/loading.md',
  "    commit: 'd6cc54fe13f379b9547ee5861177e77960bca19b'",
  '本站原创、没有英文对应页面时写：',
  '  upstream: original',
].join('\n');

export class UpstreamFrontMatterError extends Error {
  constructor(file: string, problem: string) {
    super(`${file} 的 front matter：${problem}\n${EXAMPLE}`);
    this.name = 'UpstreamFrontMatterError';
  }
}

/** 需要 upstream 的页面：docs/ 与 blog/ 下的 Markdown，生成的 docs/api/ 和以 _ 开头的片段除外。 */
export function needsUpstream(relativePath: string): boolean {
  const file = relativePath.split('\\').join('/');
  if (!/^(docs|blog)\/.+\.mdx?$/.test(file) || file.startsWith('docs/api/')) return false;
  return !file.split('/').some((segment) => segment.startsWith('_'));
}

function isPlain(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** 检查并返回页面的 upstream 字段；不合规时抛出说明如何修改的错误。 */
export function readUpstream(frontMatter: Record<string, unknown>, file: string): Upstream {
  if (COMPUTED_KEY in frontMatter) {
    throw new UpstreamFrontMatterError(file, `${COMPUTED_KEY} 由构建过程计算，不要手写`);
  }
  const value = frontMatter.upstream;
  if (value === undefined) throw new UpstreamFrontMatterError(file, '缺少 upstream 字段');
  if (value === 'original') return 'original';
  if (!isPlain(value)) {
    throw new UpstreamFrontMatterError(
      file,
      `upstream 只能是 original 或 { path, commit }，实际为 ${JSON.stringify(value)}`,
    );
  }
  const { path, commit, ...rest } = value;
  if (Object.keys(rest).length) {
    throw new UpstreamFrontMatterError(
      file,
      `upstream 中有不认识的字段 ${Object.keys(rest).join(', ')}（只允许 path 与 commit）`,
    );
  }
  if (typeof path !== 'string' || !/^[\w.-]+(\/[\w.-]+)*\.mdx?$/.test(path) || path.split('/').includes('..')) {
    throw new UpstreamFrontMatterError(
      file,
      `upstream.path 应为 cheeriojs/cheerio 仓库中 .md 或 .mdx 文件的相对路径，实际为 ${JSON.stringify(path)}`,
    );
  }
  if (typeof commit !== 'string' || !/^[0-9a-f]{40}$/.test(commit)) {
    throw new UpstreamFrontMatterError(
      file,
      `upstream.commit 应为带引号的 40 位小写十六进制提交哈希，实际为 ${JSON.stringify(commit)}`,
    );
  }
  return { path, commit };
}
