import {
  englishAnchors,
  englishUrl,
  frontMatterSlug,
  isUpstreamPage,
  UPSTREAM_BLOG_DIR,
  UPSTREAM_DOCS_DIR,
} from './browser/english';
import type { UpstreamCommit, UpstreamPage } from './browser/types';
import type { Upstream } from './frontMatter';
import { exists, git } from './git';
import type { VersionNote } from './versionNotes';

/** 本站的一个页面：相对仓库根目录的文件、标题和 front matter 里的 upstream。 */
export interface OurPage {
  file: string;
  title: string;
  upstream: Upstream;
}

/**
 * - current：英文文件在记录的提交之后没有内容变化（只改名也算没变）；
 * - changed：英文文件改过，译文需要同步；
 * - missing：上游当前版本里已没有这个文件（被删除或移走，需要改 upstream.path）；
 * - error：记录的提交不存在，或者找不到它当时的文件。
 */
export type PageState = 'current' | 'changed' | 'missing' | 'error';

export interface PageStatus {
  file: string;
  title: string;
  path: string;
  commit: string;
  commitDate?: string;
  /** 记录的提交里这个文件的路径（上游改过目录结构时与 path 不同）。 */
  pathAtCommit?: string;
  url?: string;
  /** 英文页面当前的标题锚点。 */
  anchors: string[];
  state: PageState;
  insertions: number;
  deletions: number;
  commits: UpstreamCommit[];
  problem?: string;
}

export interface ApiDrift {
  /** 本站安装的 cheerio 版本，API 参考据此生成。 */
  version: string;
  tag: string;
  /** 上游仓库里找得到这个 tag。 */
  found: boolean;
  commits: UpstreamCommit[];
  files: { path: string; insertions: number; deletions: number }[];
}

export interface StatusReport {
  head: { commit: string; date: string };
  pages: PageStatus[];
  originals: { file: string; title: string }[];
  unmatched: UpstreamPage[];
  api: ApiDrift;
  /** 页面上标着“下一版本的变化”的说法：升级 cheerio 时要逐条复查。 */
  versionNotes: VersionNote[];
}

/** 上游把文件改写后再改名（例如 .md → .mdx 并大幅重写）时，默认的 50% 相似度跟不上；逐级放宽，直到找到提交当时的文件。 */
const RENAME_THRESHOLDS = [50, 40, 30, 20, 10];

/** API 参考只关心库的源码，测试与夹具的改动不影响文档注释。 */
const API_SOURCE = [
  'src',
  ':(exclude,glob)**/*.spec.ts',
  ':(exclude,glob)**/__fixtures__/**',
  ':(exclude,glob)**/__tests__/**',
];

function parseCommits(log: string): UpstreamCommit[] {
  return log
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [hash, date, ...subject] = line.split('\t');
      return { hash, date, subject: subject.join('\t') };
    });
}

const COMMIT_FORMAT = '--format=%H%x09%cs%x09%s';

/** 记录的提交里这个文件叫什么，以及沿用的改名相似度阈值。 */
function locateAtCommit(repo: string, commit: string, path: string): { path: string; threshold: number } | undefined {
  if (exists(repo, `${commit}:${path}`)) return { path, threshold: RENAME_THRESHOLDS[0] };
  for (const threshold of RENAME_THRESHOLDS) {
    const log = git(repo, [
      'log',
      '--follow',
      `-M${threshold}%`,
      '--name-status',
      '--format=',
      `${commit}..HEAD`,
      '--',
      path,
    ]);
    const renames = [...log.matchAll(/^R\d*\t(.+)\t(.+)$/gm)];
    const oldest = renames.at(-1)?.[1];
    if (oldest && exists(repo, `${commit}:${oldest}`)) return { path: oldest, threshold };
  }
  return undefined;
}

function numstat(output: string): { insertions: number; deletions: number } {
  return output
    .split('\n')
    .filter(Boolean)
    .reduce(
      (sum, line) => {
        const [added, removed] = line.split('\t');
        return { insertions: sum.insertions + (Number(added) || 0), deletions: sum.deletions + (Number(removed) || 0) };
      },
      { insertions: 0, deletions: 0 },
    );
}

function pageStatus(repo: string, page: OurPage & { upstream: Exclude<Upstream, 'original'> }): PageStatus {
  const { path, commit } = page.upstream;
  const base: PageStatus = {
    file: page.file,
    title: page.title,
    path,
    commit,
    anchors: [],
    state: 'error',
    insertions: 0,
    deletions: 0,
    commits: [],
  };
  if (!exists(repo, `${commit}^{commit}`)) return { ...base, problem: `上游仓库里没有提交 ${commit}` };
  const commitDate = git(repo, ['show', '-s', '--format=%cs', commit]).trim();
  if (!exists(repo, `HEAD:${path}`)) {
    return {
      ...base,
      commitDate,
      state: 'missing',
      problem: `上游当前版本里没有 ${path}（文件被删除或移走，请更新 upstream.path）`,
    };
  }
  const current = git(repo, ['show', `HEAD:${path}`]);
  const located = locateAtCommit(repo, commit, path);
  const described = {
    ...base,
    commitDate,
    url: englishUrl(path, frontMatterSlug(current)),
    anchors: englishAnchors(current),
  };
  if (!located) return { ...described, problem: `在提交 ${commit.slice(0, 8)} 里找不到 ${path} 或它改名前的文件` };

  const { insertions, deletions } = numstat(
    git(repo, ['diff', '--numstat', `${commit}:${located.path}`, `HEAD:${path}`]),
  );
  const commits = parseCommits(
    git(repo, ['log', '--follow', `-M${located.threshold}%`, COMMIT_FORMAT, `${commit}..HEAD`, '--', path]),
  );
  return {
    ...described,
    ...(located.path !== path && { pathAtCommit: located.path }),
    state: insertions + deletions > 0 ? 'changed' : 'current',
    insertions,
    deletions,
    commits,
  };
}

function apiDrift(repo: string, version: string): ApiDrift {
  const tag = `v${version}`;
  if (!exists(repo, `${tag}^{commit}`)) return { version, tag, found: false, commits: [], files: [] };
  const files = git(repo, ['diff', '--numstat', tag, 'HEAD', '--', ...API_SOURCE])
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [added, removed, ...path] = line.split('\t');
      return { path: path.join('\t'), insertions: Number(added) || 0, deletions: Number(removed) || 0 };
    });
  const commits = parseCommits(git(repo, ['log', COMMIT_FORMAT, `${tag}..HEAD`, '--', ...API_SOURCE]));
  return { version, tag, found: true, commits, files };
}

/** 对照上游仓库（repo 是 cheeriojs/cheerio 的本地克隆）计算每个页面的同步状态。 */
export function upstreamStatus(
  repo: string,
  pages: OurPage[],
  cheerioVersion: string,
  versionNotes: VersionNote[] = [],
): StatusReport {
  const [commit, date] = git(repo, ['show', '-s', '--format=%H%x09%cs', 'HEAD']).trim().split('\t');
  const translated = pages.flatMap((page) =>
    page.upstream === 'original' ? [] : [{ ...page, upstream: page.upstream }],
  );
  const claimed = new Set(translated.map((page) => page.upstream.path));
  const unmatched = git(repo, ['ls-tree', '-r', '--name-only', 'HEAD', '--', UPSTREAM_DOCS_DIR, UPSTREAM_BLOG_DIR])
    .split('\n')
    .filter((path) => isUpstreamPage(path) && !claimed.has(path))
    .sort()
    .map((path) => ({ path, url: englishUrl(path, frontMatterSlug(git(repo, ['show', `HEAD:${path}`]))) }));
  return {
    head: { commit, date },
    pages: translated.map((page) => pageStatus(repo, page)).sort((a, b) => a.file.localeCompare(b.file)),
    originals: pages
      .filter((page) => page.upstream === 'original')
      .map(({ file, title }) => ({ file, title }))
      .sort((a, b) => a.file.localeCompare(b.file)),
    unmatched,
    api: apiDrift(repo, cheerioVersion),
    versionNotes,
  };
}
