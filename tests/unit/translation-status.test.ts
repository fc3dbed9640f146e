import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import type { Outcome } from '../../src/plugins/typedoc-translations/apply';
import { coverageByPage } from '../../src/plugins/typedoc-translations/report';
import type { SitePage } from '../../src/plugins/markdown-twins/sitePages';
import { statusPageData } from '../../src/plugins/translation-status/data';
import type { Snapshot } from '../../src/upstream/snapshot';

const siteDir = path.join(path.sep, 'site');

describe('API 页面的译文覆盖情况（typedoc-translations 写出的状态文件）', () => {
  it('按目录文件分页面统计，index 是合计，过期条目计入所在页面', () => {
    const located = (file: string) => ({ file, key: 'x', path: 'summary' });
    const outcome = {
      translated: 5,
      total: 7,
      byFile: new Map([
        ['classes/Cheerio.yaml', { translated: 4, total: 5 }],
        ['functions/load.yaml', { translated: 1, total: 2 }],
      ]),
      stale: [{ ...located('functions/load.yaml'), hash: '00000000', english: 'x' }],
      pending: [],
      missing: [],
      orphans: [],
      invalid: [],
      missingCategories: [],
      unusedCategories: [],
    } satisfies Outcome;
    assert.deepEqual(coverageByPage(outcome), {
      index: { translated: 5, total: 7, stale: 1 },
      'classes/Cheerio': { translated: 4, total: 5, stale: 0 },
      'functions/load': { translated: 1, total: 2, stale: 1 },
    });
  });
});

describe('翻译状态页的数据', () => {
  const page = (section: SitePage['section'], file: string, translation?: object): SitePage => ({
    section,
    title: `标题 ${file}\\<T\\>`,
    permalink: `/${file.replace(/\.md$/, '')}`,
    file: path.join(siteDir, file),
    frontMatter: translation ? { translation } : {},
  });
  const snapshot = {
    note: '',
    upstream: { commit: 'f'.repeat(40), date: '2026-08-21' },
    pages: {
      'docs/a.md': {
        path: 'website/src/content/docs/a.md',
        commit: 'a'.repeat(40),
        anchors: [],
        state: 'changed',
        insertions: 3,
        deletions: 2,
        commits: [{ hash: 'b'.repeat(40), date: '2026-08-08', subject: '改写' }],
      },
    },
    unmatched: [{ path: 'website/src/content/docs/security.md', url: 'https://cheerio.js.org/docs/security' }],
    api: {
      version: '1.2.0',
      tag: 'v1.2.0',
      found: true,
      commits: [{ hash: 'c'.repeat(40), date: '2026-01-01', subject: 'x' }],
      files: [],
    },
  } satisfies Snapshot;

  it('每个有 translation 的页面一行，英文改过的页面带上改动明细；标题去掉 Markdown 转义', () => {
    const data = statusPageData(
      [
        page('docs', 'docs/a.md', { status: 'changed', commit: 'a'.repeat(40) }),
        page('blog', 'blog/b.md', { status: 'original' }),
        page('api', 'docs/api/x.md', { status: 'current', coverage: [1, 1, 0] }),
        page('docs', 'docs/no-translation.md'),
      ],
      snapshot,
      siteDir,
    );
    assert.deepEqual(
      data.rows.map((row) => [row.section, row.permalink, row.translation.status]),
      [
        ['docs', '/docs/a', 'changed'],
        ['blog', '/blog/b', 'original'],
        ['api', '/docs/api/x', 'current'],
      ],
    );
    assert.equal(data.rows[0].title, '标题 docs/a.md<T>');
    assert.deepEqual(data.rows[0].changes, {
      insertions: 3,
      deletions: 2,
      commits: snapshot.pages['docs/a.md'].commits,
    });
    assert.equal(data.rows[1].changes, undefined);
    assert.deepEqual(data.checked, snapshot.upstream);
    assert.deepEqual(data.unmatched, snapshot.unmatched);
    assert.deepEqual(data.api, { version: '1.2.0', tag: 'v1.2.0', commits: 1 });
  });

  it('没有快照时仍列出页面，只是没有核对时间和未翻译的英文页面', () => {
    const data = statusPageData([page('docs', 'docs/a.md', { status: 'unknown' })], undefined, siteDir);
    assert.equal(data.rows.length, 1);
    assert.equal(data.checked, undefined);
    assert.deepEqual(data.unmatched, []);
  });
});
