import { readFileSync } from 'node:fs';
import path from 'node:path';
import { englishUrl, explicitHeadingIds } from './browser/english';
import type { PageTranslation, TranslationState } from './browser/types';
import { COMPUTED_KEY, needsUpstream, readUpstream, type Upstream } from './frontMatter';
import { readSnapshot, type Snapshot } from './snapshot';

/** TypeDoc 插件 typedoc-translations 在生成 API 页面时写下的各页译文覆盖情况（见 src/config/typedoc.ts）。 */
export const API_STATUS_FILE = 'docs/api/translation-status.json';

export interface ApiCoverage {
  pages: Record<string, { translated: number; total: number; stale: number }>;
}

/** ownSlug 是本站页面地址的最后一段（博文的 slug）：英文博文用同一个 slug 时不必记下英文地址。 */
export function guideTranslation(
  file: string,
  upstream: Upstream,
  content: string,
  snapshot?: Snapshot,
  ownSlug?: string,
): PageTranslation {
  if (upstream === 'original') return { status: 'original' };
  const entry = snapshot?.pages[file];
  const known = entry && entry.path === upstream.path && entry.commit === upstream.commit ? entry : undefined;
  const state = known?.state === 'current' || known?.state === 'changed' ? known.state : undefined;
  const checked = state && known;
  const en = known?.url !== englishUrl(upstream.path, ownSlug) ? known?.url : undefined;
  const anchors = checked ? explicitHeadingIds(content).filter((id) => checked.anchors.includes(id)) : [];
  return {
    status: state ?? 'unknown',
    path: upstream.path,
    commit: upstream.commit,
    ...(known?.commitDate && { date: known.commitDate }),
    ...(en && { en }),
    ...(anchors.length && { anchors }),
    ...(state === 'changed' && known?.commits[0] && { changed: known.commits[0].date }),
  };
}

/** page 是相对 docs/api/ 的路径（不带扩展名），例如 classes/Cheerio、index。 */
export function apiTranslation(page: string, cheerioVersion: string, coverage?: ApiCoverage): PageTranslation {
  const counts = coverage?.pages[page];
  const status: TranslationState = !counts
    ? 'unknown'
    : counts.stale
      ? 'changed'
      : counts.translated < counts.total
        ? 'partial'
        : 'current';
  return {
    status,
    commit: `v${cheerioVersion}`,
    anchors: true,
    ...(counts && { coverage: [counts.translated, counts.total, counts.stale] }),
  };
}

function readJson<T>(file: string): T | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    return undefined;
  }
}

/**
 * 供 markdown.parseFrontMatter 使用：教程和博文检查 upstream 并附上同步状态，API 页面附上译文覆盖情况，
 * 其他 Markdown（src/pages/ 等）原样返回。快照和 API 状态文件只在第一次用到时读取。
 */
export function createTranslationResolver(siteDir: string) {
  let snapshot: Snapshot | undefined;
  let apiCoverage: ApiCoverage | undefined;
  let cheerioVersion: string | undefined;
  return (filePath: string, frontMatter: Record<string, unknown>, content: string): Record<string, unknown> => {
    const file = path.relative(siteDir, filePath).split(path.sep).join('/');
    if (needsUpstream(file)) {
      const upstream = readUpstream(frontMatter, file);
      snapshot ??= readSnapshot(siteDir);
      // translation 已含 upstream 的路径和提交；去掉原字段，页面数据里不重复一份。
      const { upstream: _checked, ...rest } = frontMatter;
      // 页面地址的最后一段：front matter 的 slug，否则是去掉日期前缀的文件名（Docusaurus 博文的规则）。
      const slug =
        typeof frontMatter.slug === 'string'
          ? frontMatter.slug
          : path.basename(file).replace(/^\d{4}-\d{2}-\d{2}-|\.mdx?$/g, '');
      return { ...rest, [COMPUTED_KEY]: guideTranslation(file, upstream, content, snapshot, slug.split('/').pop()) };
    }
    const api = /^docs\/api\/(.+)\.mdx?$/.exec(file);
    if (!api) return frontMatter;
    apiCoverage ??= readJson<ApiCoverage>(path.join(siteDir, API_STATUS_FILE));
    cheerioVersion ??=
      readJson<{ version: string }>(path.join(siteDir, 'node_modules/cheerio/package.json'))?.version ?? '';
    return { ...frontMatter, [COMPUTED_KEY]: apiTranslation(api[1], cheerioVersion, apiCoverage) };
  };
}
