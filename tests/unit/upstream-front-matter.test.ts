import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { markdown } from '../../src/config/markdown';
import { blogEditUrl, docEditUrl, docSourceFile } from '../../src/config/editUrl';
import { links } from '../../src/constants/links';
import { siteRepository } from '../../src/config/siteRepository';
import {
  createSlugger,
  englishAnchors,
  englishPage,
  englishUrl,
  explicitHeadingIds,
  frontMatterSlug,
} from '../../src/upstream/browser/english';
import { needsUpstream, readUpstream, UpstreamFrontMatterError } from '../../src/upstream/frontMatter';
import type { PageTranslation } from '../../src/upstream/browser/types';
import { apiTranslation, guideTranslation } from '../../src/upstream/pageTranslation';
import { readOurPages } from '../../src/upstream/pages';
import { readSnapshot, type Snapshot, type SnapshotPage } from '../../src/upstream/snapshot';

const root = path.join(__dirname, '../..');
const COMMIT = 'd6cc54fe13f379b9547ee5861177e77960bca19b';
const PATH = 'website/src/content/docs/basics/loading.md';

describe('upstream front matter 的格式', () => {
  it('只检查 docs/（不含生成的 docs/api/）与 blog/ 下的 Markdown', () => {
    assert.ok(needsUpstream('docs/intro.md'));
    assert.ok(needsUpstream('docs/basics/loading.mdx'));
    assert.ok(needsUpstream('blog/2024-08-07-cheerio-1.0.md'));
    assert.ok(!needsUpstream('docs/api/classes/Cheerio.md'));
    assert.ok(!needsUpstream('docs/_partial.md'));
    assert.ok(!needsUpstream('blog/authors.yml'));
    assert.ok(!needsUpstream('src/pages/attribution.md'));
  });

  it('接受 { path, commit } 与 original', () => {
    assert.deepEqual(readUpstream({ upstream: { path: PATH, commit: COMMIT } }, 'docs/x.md'), {
      path: PATH,
      commit: COMMIT,
    });
    assert.equal(readUpstream({ upstream: 'original' }, 'docs/x.md'), 'original');
  });

  const invalid: [string, Record<string, unknown>, RegExp][] = [
    ['缺少字段', {}, /缺少 upstream/],
    ['其他字符串', { upstream: 'yes' }, /只能是 original/],
    ['提交太短', { upstream: { path: PATH, commit: 'd6cc54fe' } }, /40 位/],
    ['YAML 把提交读成了数字', { upstream: { path: PATH, commit: 1234 } }, /带引号/],
    ['路径不是 Markdown', { upstream: { path: 'website/src/index.ts', commit: COMMIT } }, /\.md 或 \.mdx/],
    ['路径跳出仓库', { upstream: { path: '../x.md', commit: COMMIT } }, /相对路径/],
    ['多余的字段', { upstream: { path: PATH, commit: COMMIT, date: '2024' } }, /不认识的字段 date/],
    ['手写构建时才算的字段', { upstream: 'original', translation: {} }, /translation 由构建过程计算/],
  ];
  for (const [name, frontMatter, message] of invalid) {
    it(`拒绝：${name}（报错里带着正确写法）`, () => {
      assert.throws(
        () => readUpstream(frontMatter, 'docs/x.md'),
        (error: unknown) =>
          error instanceof UpstreamFrontMatterError &&
          message.test(error.message) &&
          error.message.includes('upstream: original'),
      );
    });
  }
});

describe('构建时的检查（markdown.parseFrontMatter）', () => {
  const parse = (file: string, frontMatter: Record<string, unknown>) =>
    markdown.parseFrontMatter({
      filePath: path.join(root, file),
      fileContent: '## 标题 {#load}\n\n正文',
      defaultParseFrontMatter: async () => ({ frontMatter: structuredClone(frontMatter), content: '正文' }),
    });

  it('教程缺少 upstream 时抛错，构建因此失败', async () => {
    await assert.rejects(
      parse('docs/basics/new-guide.md', { title: '新教程' }),
      /docs\/basics\/new-guide\.md 的 front matter：缺少 upstream/,
    );
  });

  it('博文同样要检查', async () => {
    await assert.rejects(parse('blog/2030-01-01-post.md', { title: '博文' }), /缺少 upstream/);
  });

  it('合规的页面附上 translation，其余 Markdown 原样返回', async () => {
    const guide = await parse('docs/basics/new-guide.md', { upstream: { path: PATH, commit: COMMIT } });
    assert.deepEqual(guide.frontMatter.translation, { status: 'unknown', path: PATH, commit: COMMIT });
    assert.equal(guide.frontMatter.upstream, undefined, 'translation 已含 upstream 的内容，不再重复');
    const original = await parse('blog/2030-01-01-post.md', { upstream: 'original' });
    assert.deepEqual(original.frontMatter.translation, { status: 'original' });
    const page = await parse('src/pages/attribution.md', { title: '致谢' });
    assert.deepEqual(page.frontMatter, { title: '致谢' });
  });

  it('API 页面附上译文覆盖情况与英文页面地址', async () => {
    const api = await parse('docs/api/functions/load.md', {});
    const translation = api.frontMatter.translation as PageTranslation;
    assert.equal(
      englishPage(translation, '/docs/api/functions/load'),
      'https://cheerio.js.org/docs/api/functions/load',
    );
    assert.match(translation.commit ?? '', /^v\d+\.\d+\.\d+/);
    assert.equal(translation.anchors, true);
  });
});

describe('仓库里的页面', () => {
  const pages = readOurPages(root);

  it('每篇教程和博文都写明了英文原文或原创', () => {
    assert.ok(pages.length >= 10);
    const files = pages.map((page) => page.file);
    for (const file of ['docs/intro.md', 'docs/basics/loading.md', 'blog/2024-08-07-cheerio-1.0.md'])
      assert.ok(files.includes(file), file);
  });

  it('状态快照与每个页面的 upstream 一致（不一致时运行 npm run upstream:status -- <cheerio 克隆> --write）', () => {
    const snapshot = readSnapshot(root);
    assert.ok(snapshot, 'src/data/upstream-status.json 不存在');
    for (const page of pages) {
      if (page.upstream === 'original') continue;
      const entry: SnapshotPage | undefined = snapshot.pages[page.file];
      assert.ok(entry, `快照里没有 ${page.file}：运行 npm run upstream:status -- <cheerio 克隆> --write`);
      assert.equal(entry.path, page.upstream.path, `${page.file} 的 upstream.path 改了，快照还是旧的`);
      assert.equal(entry.commit, page.upstream.commit, `${page.file} 的 upstream.commit 改了，快照还是旧的`);
    }
  });
});

describe('英文页面地址与锚点', () => {
  it('翻译状态里没记地址时，按上游路径或 API 页面的路由推出英文页面', () => {
    assert.equal(englishPage({ path: PATH }, '/docs/basics/loading'), 'https://cheerio.js.org/docs/basics/loading');
    assert.equal(
      englishPage({ path: PATH, en: 'https://cheerio.js.org/x' }, '/docs/basics/loading'),
      'https://cheerio.js.org/x',
    );
    assert.equal(englishPage({}, '/docs/api/'), 'https://cheerio.js.org/docs/api');
    assert.equal(
      englishPage({ path: 'website/src/content/blog/2024-08-07-version-1.md' }, '/blog/cheerio-1.0'),
      'https://cheerio.js.org/blog/cheerio-1.0',
    );
  });

  it('文档按目录结构，博文优先用 slug', () => {
    assert.equal(
      englishUrl('website/src/content/docs/basics/selecting.mdx'),
      'https://cheerio.js.org/docs/basics/selecting',
    );
    assert.equal(
      englishUrl('website/src/content/blog/2024-08-07-version-1.md', 'cheerio-1.0'),
      'https://cheerio.js.org/blog/cheerio-1.0',
    );
    assert.equal(
      englishUrl('website/src/content/blog/2024-08-07-version-1.md'),
      'https://cheerio.js.org/blog/2024-08-07-version-1',
    );
    assert.equal(englishUrl('README.md'), undefined);
  });

  it('锚点与 github-slugger 相同：去标点、空格变连字符、重复的加序号', () => {
    const slug = createSlugger();
    assert.equal(slug('Upgrading to Cheerio 1.0'), 'upgrading-to-cheerio-10');
    assert.equal(slug('`parents` and `parentsUntil`'.replace(/`/g, '')), 'parents-and-parentsuntil');
    assert.equal(slug('Where to go next'), 'where-to-go-next');
    assert.equal(slug('Where to go next'), 'where-to-go-next-1');
  });

  it('从英文 Markdown 读出二级以下标题的锚点，跳过代码块', () => {
    const md =
      '# Title\n\n## `load`\n\n```js\n## not a heading\n```\n\n### Customizing [the request](x)\n\n## **Bold** _it_\n';
    assert.deepEqual(englishAnchors(md), ['load', 'customizing-the-request', 'bold-it']);
  });

  it('本站标题的显式锚点与 front matter 里的 slug', () => {
    assert.deepEqual(
      explicitHeadingIds('## 加载 {#load}\n\n```md\n## 不是 {#x}\n```\n### 选项 {#load-options}\n## 无锚点\n'),
      ['load', 'load-options'],
    );
    assert.equal(frontMatterSlug('---\nslug: cheerio-1.0\ntitle: x\n---\n'), 'cheerio-1.0');
    assert.equal(frontMatterSlug('# x'), undefined);
  });
});

describe('页面的 translation', () => {
  const snapshot: Snapshot = {
    note: '',
    upstream: { commit: 'f'.repeat(40), date: '2026-08-21' },
    pages: {
      'docs/basics/loading.md': {
        path: PATH,
        commit: COMMIT,
        commitDate: '2024-08-06',
        url: 'https://cheerio.js.org/docs/basics/loading',
        anchors: ['load', 'loadbuffer'],
        state: 'changed',
        insertions: 3,
        deletions: 1,
        commits: [
          { hash: 'a'.repeat(40), date: '2026-08-08', subject: '新' },
          { hash: 'b'.repeat(40), date: '2026-01-20', subject: '旧' },
        ],
      },
    },
    unmatched: [],
    api: { version: '1.2.0', tag: 'v1.2.0', found: true, commits: [], files: [] },
  };
  const content = '## 用 load 加载 {#load}\n## 从 Buffer 加载 {#load-buffer}\n';

  it('英文原文有改动：带上同步日期、最近一次改动的日期和两边都有的锚点', () => {
    assert.deepEqual(guideTranslation('docs/basics/loading.md', { path: PATH, commit: COMMIT }, content, snapshot), {
      status: 'changed',
      path: PATH,
      commit: COMMIT,
      date: '2024-08-06',
      anchors: ['load'],
      changed: '2026-08-08',
    });
  });

  it('front matter 的提交与快照不符时状态未知，不沿用快照', () => {
    const other = 'c'.repeat(40);
    const translation = guideTranslation('docs/basics/loading.md', { path: PATH, commit: other }, content, snapshot);
    assert.equal(translation.status, 'unknown');
    assert.equal(translation.date, undefined);
  });

  it('API 页面按覆盖情况给出状态', () => {
    const coverage = {
      pages: {
        'classes/Cheerio': { translated: 10, total: 10, stale: 0 },
        'functions/load': { translated: 5, total: 6, stale: 0 },
        'functions/merge': { translated: 4, total: 5, stale: 1 },
      },
    };
    assert.equal(apiTranslation('classes/Cheerio', '1.2.0', coverage).status, 'current');
    assert.equal(apiTranslation('functions/load', '1.2.0', coverage).status, 'partial');
    assert.deepEqual(apiTranslation('functions/merge', '1.2.0', coverage).coverage, [4, 5, 1]);
    assert.equal(apiTranslation('functions/merge', '1.2.0', coverage).status, 'changed');
    assert.equal(
      englishPage(apiTranslation('index', '1.2.0', coverage), '/docs/api'),
      'https://cheerio.js.org/docs/api',
    );
    assert.equal(apiTranslation('index', '1.2.0', coverage).status, 'unknown');
  });
});

describe('编辑此页', () => {
  const base = `${siteRepository}/edit/${links.siteRepositoryBranch}`;
  it('教程与博文指向本站仓库里的源文件', () => {
    assert.equal(docEditUrl('basics/loading.md'), `${base}/docs/basics/loading.md`);
    assert.equal(blogEditUrl('2024-08-07-cheerio-1.0.md'), `${base}/blog/2024-08-07-cheerio-1.0.md`);
  });
  it('API 页面指向它的译文目录，导言页指向 overview.md，目录里没有的页面不给链接', () => {
    assert.equal(docSourceFile('api/classes/Cheerio.md'), 'i18n/zh-CN/api/classes/Cheerio.yaml');
    assert.equal(docSourceFile('api/index.md'), 'i18n/zh-CN/api/overview.md');
    assert.equal(docEditUrl('api/functions/load.md'), `${base}/i18n/zh-CN/api/functions/load.yaml`);
    assert.equal(docEditUrl('api/functions/notASymbol.md'), undefined);
  });
});
