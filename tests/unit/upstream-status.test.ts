import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { formatMarkdown, formatText } from '../../src/upstream/format';
import { readOurPages } from '../../src/upstream/pages';
import { sameStatus, toSnapshot } from '../../src/upstream/snapshot';
import { type StatusReport, upstreamStatus } from '../../src/upstream/status';
import { findVersionNotes } from '../../src/upstream/versionNotes';

/**
 * 一个模拟 cheeriojs/cheerio 历史的小仓库：先是旧目录结构（website/docs、website/blog），打上 v1.0.0；
 * 之后搬到 website/src/content/，同时改写了部分页面，新增一页，并改动了源码。
 */
let repo: string;
const commits: Record<string, string> = {};
let day = 1;

function git(...args: string[]): string {
  const date = `2024-01-${String(day).padStart(2, '0')}T12:00:00Z`;
  return execFileSync('git', ['-C', repo, '-c', 'user.name=测试', '-c', 'user.email=test@example.invalid', ...args], {
    encoding: 'utf8',
    env: { ...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date },
  }).trim();
}

function write(file: string, content: string) {
  mkdirSync(path.dirname(path.join(repo, file)), { recursive: true });
  writeFileSync(path.join(repo, file), content);
}

function commit(name: string, subject: string) {
  git('add', '-A');
  git('commit', '-q', '-m', subject);
  commits[name] = git('rev-parse', 'HEAD');
  day += 1;
}

const paragraphs = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, i) => `${prefix} paragraph number ${i} explains one more thing in detail.`).join(
    '\n\n',
  );

before(() => {
  repo = mkdtempSync(path.join(tmpdir(), 'upstream-status-'));
  git('init', '-q', '-b', 'main');
  write('website/docs/intro.md', `# Welcome\n\n## Installation\n\n${paragraphs('Intro', 8)}\n`);
  write('website/docs/basics/loading.md', `# Loading\n\n## \`load\`\n\n${paragraphs('Loading', 10)}\n`);
  write('website/docs/basics/selecting.md', `# Selecting\n\n${paragraphs('Old selecting', 10)}\n`);
  write(
    'website/blog/2024-08-07-version-1.md',
    `---\nslug: cheerio-1.0\ntitle: Released\n---\n\n## Get Involved\n\nText.\n`,
  );
  write('src/index.ts', 'export const a = 1;\n');
  commit('initial', 'New Website');
  git('tag', 'v1.0.0');

  write(
    'website/docs/basics/loading.md',
    `# Loading\n\n## \`load\`\n\n${paragraphs('Loading', 10)}\n\n## \`fromURL\`\n\nNew section.\n`,
  );
  commit('loadingFix', 'docs: add fromURL section');

  mkdirSync(path.join(repo, 'website/src/content'), { recursive: true });
  git('mv', 'website/docs', 'website/src/content/docs');
  git('mv', 'website/blog', 'website/src/content/blog');
  commit('port', 'Port website to Astro');

  // .md → .mdx 并且几乎整篇重写：默认的 50% 相似度认不出这是改名。
  git('rm', '-q', 'website/src/content/docs/basics/selecting.md');
  write(
    'website/src/content/docs/basics/selecting.mdx',
    `# Selecting\n\n## Basic selectors\n\n${paragraphs('Old selecting', 3)}\n\n${paragraphs('New selecting', 12)}\n`,
  );
  write('website/src/content/docs/advanced/security.md', '# Security\n\n## Cheerio is not a sanitizer\n');
  write('website/src/content/docs/api/index.md', '# Generated\n');
  write('website/src/content/docs/_partial.md', 'partial\n');
  write('src/index.ts', 'export const a = 2;\n');
  write('src/index.spec.ts', 'test();\n');
  commit('rewrite', 'chore(docs): improve writing');
});

after(() => rmSync(repo, { recursive: true, force: true }));

function run(): StatusReport {
  return upstreamStatus(
    repo,
    [
      {
        file: 'docs/intro.md',
        title: '简介',
        upstream: { path: 'website/src/content/docs/intro.md', commit: commits.initial },
      },
      {
        file: 'docs/basics/loading.md',
        title: '加载文档',
        upstream: { path: 'website/src/content/docs/basics/loading.md', commit: commits.initial },
      },
      {
        file: 'docs/basics/selecting.md',
        title: '选择元素',
        upstream: { path: 'website/src/content/docs/basics/selecting.mdx', commit: commits.initial },
      },
      {
        file: 'blog/2024-08-07-cheerio-1.0.md',
        title: '1.0',
        upstream: { path: 'website/src/content/blog/2024-08-07-version-1.md', commit: commits.initial },
      },
      {
        file: 'docs/gone.md',
        title: '已删除',
        upstream: { path: 'website/src/content/docs/gone.md', commit: commits.initial },
      },
      {
        file: 'docs/bad.md',
        title: '坏提交',
        upstream: { path: 'website/src/content/docs/intro.md', commit: 'a'.repeat(40) },
      },
      { file: 'docs/ours.md', title: '原创', upstream: 'original' },
    ],
    '1.0.0',
  );
}

describe('upstreamStatus（在测试创建的 git 仓库上）', () => {
  it('只改了位置的页面与原文一致，并记下它当时的路径', () => {
    const intro = run().pages.find((page) => page.file === 'docs/intro.md')!;
    assert.equal(intro.state, 'current');
    assert.equal(intro.pathAtCommit, 'website/docs/intro.md');
    assert.equal(intro.commitDate, '2024-01-01');
    assert.deepEqual([intro.insertions, intro.deletions], [0, 0]);
    assert.deepEqual(
      intro.commits.map((c) => c.subject),
      ['Port website to Astro'],
    );
    assert.equal(intro.url, 'https://cheerio.js.org/docs/intro');
    assert.deepEqual(intro.anchors, ['installation']);
  });

  it('改过的页面：增删行数、跨越改名的提交说明（新的在前）', () => {
    const loading = run().pages.find((page) => page.file === 'docs/basics/loading.md')!;
    assert.equal(loading.state, 'changed');
    assert.deepEqual([loading.insertions, loading.deletions], [4, 0]);
    assert.deepEqual(
      loading.commits.map((c) => [c.subject, c.date]),
      [
        ['Port website to Astro', '2024-01-03'],
        ['docs: add fromURL section', '2024-01-02'],
      ],
    );
    assert.deepEqual(loading.anchors, ['load', 'fromurl']);
  });

  it('改名同时大幅重写的页面也能找到它在记录的提交里的文件', () => {
    const selecting = run().pages.find((page) => page.file === 'docs/basics/selecting.md')!;
    assert.equal(selecting.state, 'changed');
    assert.equal(selecting.pathAtCommit, 'website/docs/basics/selecting.md');
    assert.ok(selecting.insertions > 10);
    assert.ok(selecting.commits.some((c) => c.subject === 'chore(docs): improve writing'));
  });

  it('博文的英文地址用 front matter 里的 slug', () => {
    const post = run().pages.find((page) => page.file === 'blog/2024-08-07-cheerio-1.0.md')!;
    assert.equal(post.url, 'https://cheerio.js.org/blog/cheerio-1.0');
    assert.equal(post.state, 'current');
  });

  it('上游删掉的文件和不存在的提交都报告出来', () => {
    const report = run();
    const gone = report.pages.find((page) => page.file === 'docs/gone.md')!;
    assert.equal(gone.state, 'missing');
    assert.match(gone.problem!, /没有 website\/src\/content\/docs\/gone\.md/);
    const bad = report.pages.find((page) => page.file === 'docs/bad.md')!;
    assert.equal(bad.state, 'error');
    assert.match(bad.problem!, /没有提交/);
  });

  it('列出本站没有对应页面的英文页面（不含生成的 api/ 和 _ 开头的片段）', () => {
    assert.deepEqual(run().unmatched, [
      { path: 'website/src/content/docs/advanced/security.md', url: 'https://cheerio.js.org/docs/advanced/security' },
    ]);
  });

  it('原创页面单独列出', () => {
    assert.deepEqual(run().originals, [{ file: 'docs/ours.md', title: '原创' }]);
  });

  it('API 参考：已安装版本的 tag 之后，源码（不含测试）的改动', () => {
    const { api } = run();
    assert.equal(api.found, true);
    assert.deepEqual(api.files, [{ path: 'src/index.ts', insertions: 1, deletions: 1 }]);
    assert.deepEqual(
      api.commits.map((c) => c.subject),
      ['chore(docs): improve writing'],
    );
    assert.equal(upstreamStatus(repo, [], '9.9.9').api.found, false);
  });
});

describe('输出与快照', () => {
  it('文本报告先列需要同步的页面，带文件、行数和提交说明', () => {
    const text = formatText(run());
    assert.match(text, /英文原文有改动、需要同步的页面：2/);
    assert.match(
      text,
      /docs\/basics\/loading\.md（加载文档）\n {4}原文：website\/docs\/basics\/loading\.md → website\/src\/content\/docs\/basics\/loading\.md/,
    );
    assert.match(text, /2 个提交，\+4 −0/);
    assert.match(text, /docs: add fromURL section/);
    assert.match(text, /英文站有、本站还没有对应页面：1\n {2}website\/src\/content\/docs\/advanced\/security\.md/);
    assert.match(text, /无法核对（请修正 upstream）：2/);
  });

  it('Markdown 报告在快照过期时提醒刷新', () => {
    const report = run();
    assert.match(formatMarkdown(report, { snapshotStale: true }), /npm run upstream:status -- <cheerio 克隆> --write/);
    assert.doesNotMatch(formatMarkdown(report, { snapshotStale: false }), /已过期/);
    assert.match(formatMarkdown(report, { snapshotStale: false }), /## 需要同步的页面/);
  });

  it('快照只在页面状态变化时才算过期，上游 HEAD 变化不算', () => {
    const snapshot = toSnapshot(run());
    assert.ok(!('title' in snapshot.pages['docs/intro.md']));
    assert.ok(sameStatus(snapshot, { ...snapshot, upstream: { commit: 'x', date: '2030-01-01' } }));
    const changed = structuredClone(snapshot);
    changed.pages['docs/intro.md'].state = 'changed';
    assert.ok(!sameStatus(snapshot, changed));
  });
});

describe('“下一版本的变化”提示', () => {
  const root = path.join(__dirname, '..', '..');

  it('全站的提示写法一致，upstream:status 逐条列出（文件、行号、正文）', () => {
    const files = readOurPages(root).map((page) => page.file);
    const notes = findVersionNotes(root, files);
    assert.ok(notes.length >= 2, `只找到 ${notes.length} 条`);
    for (const note of notes)
      assert.ok(note.text.includes('main'), `${note.file}:${note.line} 没有说明是上游 main 分支上的变化`);
    const text = formatText({ ...run(), versionNotes: notes });
    assert.match(
      text,
      new RegExp(`升级 cheerio 时要复查的说法（“下一版本的变化”提示，针对 1\\.0\\.0 之后的版本）：${notes.length}`),
    );
    assert.ok(text.includes(`  ${notes[0].file}:${notes[0].line}  `));
    assert.match(
      formatMarkdown({ ...run(), versionNotes: notes }, { snapshotStale: false }),
      /## 升级 cheerio 时要复查的说法/,
    );
  });

  it('写成别的提示类型或方括号标题时报错并给出正确写法', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'version-notes-'));
    try {
      writeFileSync(path.join(dir, 'a.md'), ':::note 下一版本的变化\n\nmain 上改了。\n\n:::\n');
      assert.deepEqual(findVersionNotes(dir, ['a.md']), [{ file: 'a.md', line: 1, text: 'main 上改了。' }]);
      writeFileSync(path.join(dir, 'b.md'), ':::tip[下一版本的变化]\n\n正文\n\n:::\n');
      assert.throws(() => findVersionNotes(dir, ['b.md']), /请写成 `:::note 下一版本的变化`/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
