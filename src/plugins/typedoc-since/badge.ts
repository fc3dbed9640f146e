import type { KnownIssue } from '../../data/apiKnownIssues';
import { type EntrySince, releaseLabel } from './data';

/**
 * 条目标题下的一行：“1.0 新增”“rc.10 新增”，调查的第一个版本里就有的写“0.22 起就有”（更早的版本没有查，
 * 说不清它从哪个版本开始）；行为变过的接着写“变更于 rc.4：……”。这些都是服务端渲染的静态 HTML，没有脚本。
 * 用 JSX 的小写元素写成一行：MDX 把同一行里的内容按行内 Markdown 解析（说明里的行内代码照常渲染），
 * 静态段插件也把它当作普通段落，不会为它水合。
 */
export function sinceLine(entry: EntrySince, firstSurveyed: string): string {
  const old = entry.since === firstSurveyed;
  const badge = old
    ? `<span className="api-since-badge">${releaseLabel(entry.since)} 起就有</span>`
    : `<span className="api-since-badge api-since-new">${releaseLabel(entry.since)} 新增</span>`;
  const changes = (entry.changes ?? []).map(({ version, note }) => `变更于 ${releaseLabel(version)}：${note}`);
  return `<p className="api-since">${badge}${changes.length ? ` ${changes.join('；')}` : ''}</p>`;
}

/**
 * 已知问题里的版本写全（1.1.0，候选版写 rc.7）：这里说的是具体哪个版本，与“1.1 新增”那种按发布线的说法不同。
 * 在调查的版本里连续三个以上的写成一段（1.0.0–1.1.2）。
 */
export function issueVersions(versions: readonly string[], surveyed: readonly string[]): string {
  const label = (version: string) => version.replace(/^1\.0\.0-(rc\.\d+)$/, '$1');
  const positions = versions
    .map((version) => {
      const position = surveyed.indexOf(version);
      if (position === -1)
        throw new Error(`已知问题里的 ${version} 不在调查过的版本里（scripts/api-since/releases.ts）`);
      return position;
    })
    .sort((a, b) => a - b);
  const runs: number[][] = [];
  for (const position of positions) {
    const run = runs.at(-1);
    if (run && position === run.at(-1)! + 1) run.push(position);
    else runs.push([position]);
  }
  return runs
    .flatMap((run) =>
      run.length >= 3
        ? [`${label(surveyed[run[0]])}–${label(surveyed[run.at(-1)!])}`]
        : run.map((position) => label(surveyed[position])),
    )
    .join('、');
}

function issueText(issue: KnownIssue, surveyed: readonly string[], scope = ''): string {
  const link = issue.link ? `（见[报错速查](${issue.link})）` : '';
  return `**${issueVersions(issue.versions, surveyed)}**${scope}：${issue.text}${link}`;
}

/** 条目旁边的“有已知问题的版本”：标签也是文字，不只靠颜色区分。 */
export function issuesLine(issues: readonly KnownIssue[], surveyed: readonly string[]): string {
  const items = issues.map((issue) => issueText(issue, surveyed)).join('；');
  return `<p className="api-since-issues"><span className="api-since-warning">有已知问题的版本</span> ${items}</p>`;
}

/** 条目标题下插入的 Markdown：一行版本标记，有已知问题时再加一行。 */
export function entryBlock(entry: EntrySince, issues: readonly KnownIssue[], surveyed: readonly string[]): string {
  const lines = [sinceLine(entry, surveyed[0])];
  if (issues.length) lines.push(issuesLine(issues, surveyed));
  return lines.join('\n\n');
}

/**
 * API 索引页“版本标记”一节末尾的完整列表：整个包的问题（加载不了、Node.js 版本）只写在这里，
 * 条目自己的问题也列一遍，链接到条目。
 */
export function issueList(
  issues: readonly KnownIssue[],
  surveyed: readonly string[],
  entryLink: (key: string) => { title: string; url: string } | undefined,
): string {
  return issues
    .map((issue) => {
      const where = (issue.entries ?? []).flatMap((key) => {
        const link = entryLink(key);
        return link ? [`[${link.title}](${link.url})`] : [];
      });
      return `- ${issueText(issue, surveyed, where.length ? `（${where.join('、')}）` : '')}`;
    })
    .join('\n');
}
