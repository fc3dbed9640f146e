/**
 * API 页面的版本标记：数据文件 src/data/api-since.json（npm run api:since 生成）必须与已安装的 cheerio 对得上——
 * 页面上的每个条目都有数据，数据里没有页面上已经不存在的条目，每个条目在已安装的版本里都真的能用，
 * 数据里最后一次“变更于”之后的行为就是已安装版本的行为。另有插件各部分的小测试。
 */
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { promisify } from 'node:util';
import { CHANGE_PROBES } from '../../scripts/api-since/changes';
import { RELEASES } from '../../scripts/api-since/releases';
import { changesOf, sinceOf } from '../../scripts/api-since/survey';
import type { WorkerOutput } from '../../scripts/api-since/worker';
import { typedocOptions } from '../../src/config/typedoc';
import { KNOWN_ISSUES } from '../../src/data/apiKnownIssues';
import { entryBlock, issueList, issueVersions, sinceLine } from '../../src/plugins/typedoc-since/badge';
import { type SinceData, readSinceData, releaseLabel } from '../../src/plugins/typedoc-since/data';
import type { SinceEntry } from '../../src/plugins/typedoc-since/entries';
import { afterHeading, afterPageTitle, atSectionEnd } from '../../src/plugins/typedoc-since/markdown';

const root = path.join(__dirname, '..', '..');
const REGENERATE = '请运行 npm run api:since 重新生成 src/data/api-since.json';
const data = readSinceData(path.join(root, 'src/data/api-since.json'));

describe('版本的写法', () => {
  it('正式版去掉末尾的 .0，候选版只写 rc.N', () => {
    assert.equal(releaseLabel('0.22.0'), '0.22');
    assert.equal(releaseLabel('1.0.0'), '1.0');
    assert.equal(releaseLabel('1.1.2'), '1.1.2');
    assert.equal(releaseLabel('1.0.0-rc.10'), 'rc.10');
  });

  it('已知问题的版本写全，连续三个以上写成一段', () => {
    const surveyed = ['0.22.0', '1.0.0-rc.7', '1.0.0-rc.8', '1.0.0', '1.1.0', '1.1.1', '1.1.2', '1.2.0'];
    assert.equal(issueVersions(['1.1.1', '1.0.0', '1.1.2', '1.1.0'], surveyed), '1.0.0–1.1.2');
    assert.equal(issueVersions(['1.0.0-rc.7', '1.0.0-rc.8'], surveyed), 'rc.7、rc.8');
    assert.equal(issueVersions(['0.22.0', '1.1.0'], surveyed), '0.22.0、1.1.0');
    assert.throws(() => issueVersions(['0.21.0'], surveyed), /0\.21\.0 不在调查过的版本里/);
  });
});

describe('条目标题下的标记', () => {
  it('调查的第一个版本里就有的写“起就有”，之后的写“新增”，变化写在同一行', () => {
    assert.equal(
      sinceLine({ since: '0.22.0' }, '0.22.0'),
      '<p className="api-since"><span className="api-since-badge">0.22 起就有</span></p>',
    );
    assert.equal(
      sinceLine(
        {
          since: '1.0.0-rc.10',
          changes: [
            { version: '1.0.0-rc.11', note: '甲' },
            { version: '1.2.0', note: '乙' },
          ],
        },
        '0.22.0',
      ),
      '<p className="api-since"><span className="api-since-badge api-since-new">rc.10 新增</span> 变更于 rc.11：甲；变更于 1.2：乙</p>',
    );
  });

  it('有已知问题时多一行，标签是文字，链接指向站内的说明', () => {
    const block = entryBlock(
      { since: '1.0.0' },
      [{ id: 'x', versions: ['1.1.1'], text: '每次都报错', link: '/docs/basics/error-messages#x' }],
      ['1.0.0', '1.1.1'],
    );
    assert.equal(
      block.split('\n\n')[1],
      '<p className="api-since-issues"><span className="api-since-warning">有已知问题的版本</span> **1.1.1**：每次都报错（见[报错速查](/docs/basics/error-messages#x)）</p>',
    );
  });

  it('索引页的列表链接到条目，整个包的问题不带条目', () => {
    const list = issueList(
      [
        { id: 'a', versions: ['1.1.0'], text: '甲' },
        { id: 'b', versions: ['1.1.1'], entries: ['fromURL', 'gone'], text: '乙' },
      ],
      ['1.1.0', '1.1.1'],
      (key) => (key === 'fromURL' ? { title: '`fromURL`', url: 'functions/fromURL.md' } : undefined),
    );
    assert.equal(list, '- **1.1.0**：甲\n- **1.1.1**（[`fromURL`](functions/fromURL.md)）：乙');
  });
});

describe('插进页面 Markdown 的位置', () => {
  const page = [
    '# 类：Cheerio',
    '',
    '<ApiEnglish page="classes/Cheerio" />',
    '',
    '## 属性 {#属性}',
    '',
    '### find() {#find}',
    '',
    '> 签名',
  ].join('\n');

  it('成员标题之后', () => {
    assert.match(afterHeading(page, 'find', 'X'), /### find\(\) \{#find\}\n\nX\n\n> 签名/);
    assert.throws(() => afterHeading(page, 'missing', 'X'), /#missing/);
  });

  it('函数页面在“显示英文原文”开关之后，标题仍是第一个节点', () => {
    const result = afterPageTitle(page, 'X');
    assert.ok(result.startsWith('# 类：Cheerio\n\n<ApiEnglish page="classes/Cheerio" />\n\nX\n\n## 属性'), result);
  });

  it('索引页在指定一节的末尾、下一节之前', () => {
    const index = '# API\n\n## 版本标记 {#versions}\n\n说明。\n\n## 各部分 {#parts}\n\n正文\n';
    assert.equal(
      atSectionEnd(index, 'versions', '- 列表'),
      '# API\n\n## 版本标记 {#versions}\n\n说明。\n\n- 列表\n\n## 各部分 {#parts}\n\n正文\n',
    );
    assert.throws(() => atSectionEnd(index, 'nope', 'x'), /\{#nope\}/);
  });
});

/** 用真实的 TypeDoc、typedoc-plugin-markdown 和站点的两个插件渲染小夹具项目，看标记落在哪里。 */
describe('夹具项目的渲染结果', () => {
  const fixture = path.join(__dirname, 'fixtures/typedoc-api');
  let out: string;
  const warnings: string[] = [];
  const page = (file: string) => readFileSync(path.join(out, file), 'utf8');

  before(async () => {
    out = mkdtempSync(path.join(tmpdir(), 'typedoc-since-'));
    const readme = path.join(out, 'readme.md');
    writeFileSync(readme, '# 夹具\n\n## 版本标记 {#versions}\n\n说明。\n\n## 其他\n\n正文。\n');
    const dataFile = path.join(out, 'since.json');
    const fixtureData: SinceData = {
      releases: RELEASES.map((version) => ({ version })),
      entries: {
        greet: { since: '1.0.0', changes: [{ version: '1.1.1', note: '问候语变了' }] },
        'Finder.find': { since: '0.22.0' },
        'Finder.css': { since: '1.0.0' },
        'Options.word': { since: '0.22.0' },
        'Options.loud': { since: '1.0.0' },
        'NamedOptions.name': { since: '1.1.1' },
        'Shout.volume': { since: '1.0.0' },
        'Finder.gone': { since: '0.22.0' },
      },
    };
    writeFileSync(dataFile, JSON.stringify(fixtureData));
    const { Application, LogLevel } = await import('typedoc');
    const app = await Application.bootstrapWithPlugins({
      entryPoints: [path.join(fixture, 'src/index.ts')],
      tsconfig: path.join(fixture, 'tsconfig.json'),
      plugin: [
        'typedoc-plugin-markdown',
        path.resolve('src/plugins/typedoc-layout/plugin.mjs'),
        path.resolve('src/plugins/typedoc-since/plugin.mjs'),
      ],
      theme: 'cheerio-zh',
      out,
      entryFileName: 'index.md',
      readme,
      mergeReadme: true,
      lang: 'zh',
      outputFileStrategy: 'members',
      hideBreadcrumbs: true,
      hidePageHeader: true,
      disableSources: true,
      logLevel: 'Warn',
      apiSinceFile: dataFile,
    } as never);
    const log = app.logger.log.bind(app.logger);
    app.logger.log = (message, level) => {
      if (level === LogLevel.Warn && message.includes('[typedoc-since]')) warnings.push(message);
      else log(message, level);
    };
    const project = await app.convert();
    assert.ok(project);
    await app.generateOutputs(project);
  });

  after(() => rmSync(out, { recursive: true, force: true }));

  it('函数页面：标记在“显示英文原文”开关之后、签名之前', () => {
    assert.match(
      page('functions/greet.md'),
      /<ApiEnglish page="functions\/greet" \/>\n\n<p className="api-since"><span className="api-since-badge api-since-new">1\.0 新增<\/span> 变更于 1\.1\.1：问候语变了<\/p>\n\n> \*\*greet\*\*/,
    );
  });

  it('类和接口的成员：标记紧跟成员标题；继承来的字段用声明处的数据', () => {
    assert.match(
      page('classes/Finder.md'),
      /### find\(\) \{#find\}\n\n<p className="api-since"><span className="api-since-badge">0\.22 起就有<\/span><\/p>/,
    );
    assert.match(
      page('classes/Finder.md'),
      /### css\(\) \{#css\}\n\n<p className="api-since"><span className="api-since-badge api-since-new">1\.0 新增/,
    );
    const named = page('interfaces/NamedOptions.md');
    assert.match(
      named,
      /### loud\? \{#loud\}\n\n<p className="api-since"><span className="api-since-badge api-since-new">1\.0 新增/,
    );
    assert.match(
      named,
      /### name \{#name\}\n\n<p className="api-since"><span className="api-since-badge api-since-new">1\.1\.1 新增/,
    );
  });

  it('没有数据的条目不加标记，构建日志列出它和多余的数据', () => {
    assert.doesNotMatch(page('classes/Finder.md'), /### map\(\) \{#map\}\n\n<p className="api-since"/);
    assert.equal(warnings.length, 1);
    assert.match(warnings[0], /没有数据：[^；]*Finder\.map/);
    assert.match(warnings[0], /多余：Finder\.gone/);
    assert.match(warnings[0], /npm run api:since/);
  });

  it('索引页“版本标记”一节的末尾列出全部已知问题', () => {
    const index = page('index.md');
    const section = index.slice(index.indexOf('## 版本标记'), index.indexOf('## 其他'));
    assert.equal(section.match(/^- \*\*/gm)?.length, KNOWN_ISSUES.length, section);
  });
});

describe('由运行结果得出版本', () => {
  it('“新增于”取最后一段连续存在的开头，判断不了的版本不打断也不开始', () => {
    assert.equal(
      sinceOf('x', [
        ['0.22.0', 'yes'],
        ['1.0.0-rc.1', 'no'],
        ['1.0.0-rc.2', 'failed'],
        ['1.0.0-rc.3', 'yes'],
        ['1.0.0', 'failed'],
        ['1.2.0', 'yes'],
      ]),
      '1.0.0-rc.3',
    );
    assert.throws(
      () =>
        sinceOf('x', [
          ['1.1.2', 'yes'],
          ['1.2.0', 'no'],
        ]),
      /最新版本 1\.2\.0 里没有它/,
    );
  });

  const probe = { entries: ['x'], observe: () => 0, notes: [{ from: 0, to: 1, note: '变了' }] };

  it('相邻版本结果不同就是一次变化，配上写好的说明', () => {
    assert.deepEqual(
      changesOf(probe, [
        ['1.0.0', 0],
        ['1.1.0', 0],
        ['1.2.0', 1],
      ]),
      [{ version: '1.2.0', note: '变了' }],
    );
  });

  it('没有说明的变化、没用上的说明都让脚本失败', () => {
    assert.throws(
      () =>
        changesOf(probe, [
          ['1.0.0', 0],
          ['1.1.0', 2],
        ]),
      /1\.1\.0 的结果从 0 变成了 2/,
    );
    assert.throws(() => changesOf(probe, [['1.0.0', 0]]), /说明“变了”没有对应的变化/);
  });
});

describe('数据文件与已安装的 cheerio 一致', () => {
  /** TypeDoc 从已安装的 cheerio 源码里得出的 API 条目，与站点构建用同样的选项。 */
  let entries: SinceEntry[];

  before(async () => {
    // 与 TypeDoc 加载插件的方式一致，用动态 import，整个进程里只有一份 typedoc。
    const { Application } = await import('typedoc');
    const { sinceEntries } = await import('../../src/plugins/typedoc-since/entries');
    const { entryPoints, tsconfig, excludePrivate, excludeInternal, skipErrorChecking } = typedocOptions;
    const app = await Application.bootstrap({
      entryPoints: entryPoints.map((entry) => path.join(root, entry)),
      tsconfig: path.join(root, tsconfig),
      excludePrivate,
      excludeInternal,
      skipErrorChecking,
      logLevel: 'Error',
    });
    const project = await app.convert();
    assert.ok(project);
    entries = sinceEntries(project);
  });

  const installed = (
    JSON.parse(readFileSync(path.join(root, 'node_modules/cheerio/package.json'), 'utf8')) as {
      version: string;
    }
  ).version;

  it('调查的版本就是脚本列出的版本，最后一个是已安装的版本', () => {
    assert.deepEqual(
      data.releases.map(({ version }) => version),
      [...RELEASES],
      REGENERATE,
    );
    assert.equal(
      RELEASES.at(-1),
      installed,
      `已安装的是 cheerio ${installed}：把它加进 scripts/api-since/releases.ts，${REGENERATE}`,
    );
  });

  it('API 页面上的每个条目都有数据，数据里没有页面上已经没有的条目', () => {
    const keys = entries.map(({ key }) => key);
    const recorded = Object.keys(data.entries);
    const missing = keys.filter((key) => !recorded.includes(key));
    const stale = recorded.filter((key) => !keys.includes(key));
    assert.deepEqual({ missing, stale }, { missing: [], stale: [] }, `没有数据的条目和多余的数据。${REGENERATE}`);
  });

  it('每条已知问题说的条目和版本都在数据里', () => {
    const versions = data.releases.map(({ version }) => version);
    for (const issue of KNOWN_ISSUES) {
      for (const version of issue.versions) assert.ok(versions.includes(version), `${issue.id}：${version}`);
      for (const key of issue.entries ?? []) assert.ok(data.entries[key], `${issue.id}：${key}`);
    }
  });

  describe('在已安装的版本里运行', () => {
    let server: Server;
    let output: WorkerOutput;

    before(async () => {
      server = createServer((request, response) => {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        response.end(`<p>${request.method}</p>`);
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const { stdout } = await promisify(execFile)(
        process.execPath,
        [
          '--import',
          'tsx',
          path.join(root, 'scripts/api-since/worker.ts'),
          JSON.stringify({ dir: path.join(root, 'node_modules/cheerio'), origin, entries }),
        ],
        { cwd: root, maxBuffer: 16 * 1024 * 1024 },
      );
      output = JSON.parse(stdout) as WorkerOutput;
    });
    after(() => new Promise<void>((resolve) => server.close(() => resolve())));

    const ran = () => {
      assert.ok('status' in output, JSON.stringify(output));
      return output;
    };

    it('每个条目都能用（函数、成员存在，选项起作用）', () => {
      const broken = Object.entries(ran().status).filter(([, status]) => status !== 'yes');
      assert.deepEqual(broken, [], `已安装的 cheerio ${installed} 里用不了的条目。${REGENERATE}`);
    });

    it('最后一次“变更于”之后的行为就是已安装版本的行为', () => {
      const { observations } = ran();
      CHANGE_PROBES.forEach((probe, index) => {
        for (const key of probe.entries) {
          const last = data.entries[key]?.changes?.at(-1);
          if (!last) continue;
          const note = probe.notes.find((candidate) => candidate.note === last.note);
          assert.ok(note, `${key}：数据里的说明“${last.note}”在 scripts/api-since/changes.ts 里找不到。${REGENERATE}`);
          assert.deepEqual(observations[index], note.to, `${key} 在已安装的版本里的结果。${REGENERATE}`);
        }
      });
    });
  });
});
