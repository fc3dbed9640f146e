/**
 * npm run upstream:status -- <cheeriojs/cheerio 的本地克隆> [--write] [--markdown <文件>]
 *
 * 对照上游仓库，列出每个页面的英文原文在记录的提交之后是否改过（文件、增删行数、提交说明），
 * 以及英文站有、本站还没有的页面。--write 把结果写进 src/data/upstream-status.json（构建时读取它）；
 * --markdown 另外写一份 GitHub Markdown 报告，供每周的工作流更新跟踪 issue。
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { formatMarkdown, formatText } from './format';
import { readOurPages } from './pages';
import { readSnapshot, sameStatus, serializeSnapshot, SNAPSHOT_FILE, toSnapshot } from './snapshot';
import { upstreamStatus } from './status';
import { findVersionNotes } from './versionNotes';

function parseArgs(argv: string[]) {
  const options: { repo?: string; write: boolean; markdown?: string } = { write: false };
  for (let i = 0; i < argv.length; i += 1) {
    if (argv[i] === '--write') options.write = true;
    else if (argv[i] === '--markdown') options.markdown = argv[(i += 1)];
    else if (!argv[i].startsWith('--') && !options.repo) options.repo = argv[i];
    else throw new Error(`不认识的参数：${argv[i]}`);
  }
  if (!options.repo)
    throw new Error('用法：npm run upstream:status -- <cheeriojs/cheerio 的本地克隆> [--write] [--markdown <文件>]');
  if (options.markdown === undefined && argv.includes('--markdown'))
    throw new Error('--markdown 后面要跟输出文件的路径');
  return options as { repo: string; write: boolean; markdown?: string };
}

function main() {
  const options = parseArgs(process.argv.slice(2));
  const root = path.resolve(__dirname, '../..');
  const version = (
    JSON.parse(readFileSync(path.join(root, 'node_modules/cheerio/package.json'), 'utf8')) as { version: string }
  ).version;
  const pages = readOurPages(root);
  const notes = findVersionNotes(
    root,
    pages.map((page) => page.file),
  );
  const report = upstreamStatus(path.resolve(options.repo), pages, version, notes);
  const snapshot = toSnapshot(report);
  const committed = readSnapshot(root);
  const stale = !committed || !sameStatus(committed, snapshot);

  process.stdout.write(formatText(report));
  if (options.markdown)
    writeFileSync(options.markdown, formatMarkdown(report, { snapshotStale: stale && !options.write }));
  if (options.write) {
    writeFileSync(path.join(root, SNAPSHOT_FILE), serializeSnapshot(snapshot));
    console.log(`\n已写入 ${SNAPSHOT_FILE}。`);
  } else if (stale) {
    console.log(`\n${SNAPSHOT_FILE} 与上面的结果不一致；加上 --write 更新它。`);
  }
}

try {
  main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
