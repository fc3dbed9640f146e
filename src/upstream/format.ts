import { links } from '../constants/links';
import type { UpstreamCommit } from './browser/types';
import type { PageStatus, StatusReport } from './status';

const short = (hash: string) => hash.slice(0, 8);

function lines(change: PageStatus): string {
  return `+${change.insertions} −${change.deletions}`;
}

function fileMove(page: PageStatus): string {
  return page.pathAtCommit ? `${page.pathAtCommit} → ${page.path}` : page.path;
}

function commitLine({ hash, date, subject }: UpstreamCommit): string {
  return `${short(hash)} ${date} ${subject}`;
}

function byState(report: StatusReport) {
  return {
    changed: report.pages.filter((page) => page.state === 'changed'),
    current: report.pages.filter((page) => page.state === 'current'),
    broken: report.pages.filter((page) => page.state === 'missing' || page.state === 'error' || page.problem),
  };
}

/** 终端输出：每页一段，先列需要同步的页面。 */
export function formatText(report: StatusReport): string {
  const { changed, current, broken } = byState(report);
  const out: string[] = [`cheeriojs/cheerio ${short(report.head.commit)}（${report.head.date}）`, ''];

  out.push(`英文原文有改动、需要同步的页面：${changed.length}`);
  for (const page of changed) {
    out.push(`  ${page.file}（${page.title}）`);
    out.push(`    原文：${fileMove(page)}`);
    out.push(
      `    记录的提交 ${short(page.commit)}（${page.commitDate}）之后：${page.commits.length} 个提交，${lines(page)}`,
    );
    for (const commit of page.commits) out.push(`      ${commitLine(commit)}`);
  }
  out.push('', `与英文原文一致：${current.length}`);
  for (const page of current) out.push(`  ${page.file} ← ${page.path} @ ${short(page.commit)}（${page.commitDate}）`);
  if (broken.length) {
    out.push('', `无法核对（请修正 upstream）：${broken.length}`);
    for (const page of broken) out.push(`  ${page.file}：${page.problem}`);
  }
  out.push('', `本站原创、没有英文对应页面：${report.originals.length}`);
  for (const page of report.originals) out.push(`  ${page.file}（${page.title}）`);
  out.push('', `英文站有、本站还没有对应页面：${report.unmatched.length}`);
  for (const page of report.unmatched) out.push(`  ${page.path}  ${page.url ?? ''}`.trimEnd());
  out.push('', ...apiText(report), '', ...versionNotesText(report));
  return `${out.join('\n')}\n`;
}

/** 升级 cheerio 时要复查的说法：每条一行，文件和行号在前。 */
function versionNotesText({ versionNotes, api }: StatusReport): string[] {
  return [
    `升级 cheerio 时要复查的说法（“下一版本的变化”提示，针对 ${api.version} 之后的版本）：${versionNotes.length}`,
    ...versionNotes.map(
      (note) => `  ${note.file}:${note.line}  ${note.text.length > 90 ? `${note.text.slice(0, 90)}…` : note.text}`,
    ),
  ];
}

function apiText({ api }: StatusReport): string[] {
  if (!api.found) return [`API 参考：依据 cheerio ${api.version} 生成，但上游仓库里没有 ${api.tag} 这个 tag。`];
  const total = api.files.reduce(
    (sum, file) => ({ insertions: sum.insertions + file.insertions, deletions: sum.deletions + file.deletions }),
    {
      insertions: 0,
      deletions: 0,
    },
  );
  return [
    `API 参考：依据 cheerio ${api.version}（${api.tag}）的源码注释生成；此后上游 src/ 有 ${api.commits.length} 个提交，` +
      `${api.files.length} 个文件 +${total.insertions} −${total.deletions}。升级 cheerio 后，构建日志会按译文目录的 hash 列出过期条目。`,
    ...api.commits.map((commit) => `  ${commitLine(commit)}`),
  ];
}

const commitLink = (hash: string) => `[\`${short(hash)}\`](${links.repository}/commit/${hash})`;
const fileLink = (path: string, ref = 'HEAD') => `[\`${path}\`](${links.repository}/blob/${ref}/${path})`;
/** 本站仓库里的位置：文件和行号。 */
const fileAndLine = (path: string, line: number) => `\`${path}:${line}\``;

/** 跟踪 issue 的正文（GitHub Markdown）。snapshotStale 为 true 时提醒维护者刷新仓库里的快照。 */
export function formatMarkdown(report: StatusReport, { snapshotStale }: { snapshotStale: boolean }): string {
  const { changed, current, broken } = byState(report);
  const out: string[] = [
    '<!-- upstream-status：由 .github/workflows/upstream-status.yml 每周更新，请勿手改 -->',
    `对照 cheeriojs/cheerio ${commitLink(report.head.commit)}（${report.head.date}）：` +
      `${changed.length} 个页面需要同步，${current.length} 个与英文原文一致，${report.unmatched.length} 个英文页面还没有中文版。`,
    '',
  ];
  if (snapshotStale) {
    out.push(
      '> [!NOTE]',
      '> 仓库里的状态快照（`src/data/upstream-status.json`）已过期，页面上的“英文原文已更新”提示与本报告不一致。' +
        '请在本地运行 `npm run upstream:status -- <cheerio 克隆> --write` 并提交结果。',
      '',
    );
  }
  out.push('## 需要同步的页面', '');
  if (!changed.length) out.push('没有。', '');
  for (const page of changed) {
    out.push(
      `### \`${page.file}\`（${page.title}）`,
      '',
      `- 原文：${page.pathAtCommit ? `\`${page.pathAtCommit}\` → ` : ''}${fileLink(page.path)}${page.url ? `（[英文页面](${page.url})）` : ''}`,
      `- 记录的提交：${commitLink(page.commit)}（${page.commitDate}）`,
      `- 此后：${page.commits.length} 个提交，${lines(page)}（[对比](${links.repository}/compare/${page.commit}...${report.head.commit})）`,
      '',
      ...page.commits.map((commit) => `  - ${commitLink(commit.hash)} ${commit.date} ${commit.subject}`),
      '',
    );
  }
  if (broken.length) {
    out.push('## 无法核对', '', ...broken.map((page) => `- \`${page.file}\`：${page.problem}`), '');
  }
  out.push(
    '## 与英文原文一致',
    '',
    ...(current.length
      ? current.map((page) => `- \`${page.file}\` ← \`${page.path}\` @ ${commitLink(page.commit)}`)
      : ['没有。']),
    '',
  );
  out.push(
    '## 还没有中文版的英文页面',
    '',
    ...(report.unmatched.length
      ? report.unmatched.map((page) => `- ${fileLink(page.path)}${page.url ? `（${page.url}）` : ''}`)
      : ['没有。']),
    '',
  );
  out.push('## API 参考', '', ...apiText(report).map((line, index) => (index === 0 ? line : `- ${line.trim()}`)), '');
  out.push(
    '## 升级 cheerio 时要复查的说法',
    '',
    ...(report.versionNotes.length
      ? report.versionNotes.map((note) => `- ${fileAndLine(note.file, note.line)}：${note.text}`)
      : ['没有。']),
    '',
  );
  return `${out.join('\n')}\n`;
}
