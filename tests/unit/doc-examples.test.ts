/**
 * 执行 docs/ 和 blog/ 里的每一个 js/ts/jsx 代码块，核对页面上写的输出（约定见
 * tests/support/doc-examples/README.md）。docs/api/ 是 TypeDoc 从 cheerio 源码注释生成的英文页面，
 * 不是我们写的示例，不在检查范围内。
 */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import {
  type BlockReport,
  type RunEnvironment,
  checkBlock,
  createLiveScope,
  findDocFiles,
  readCodeBlocks,
  renderToText,
  startExampleServer,
} from '../support/doc-examples';

const root = join(__dirname, '..', '..');
const files = findDocFiles(root, ['docs', 'blog'], ['docs/api']);
const blocks = readCodeBlocks(root, files);
const reports: BlockReport[] = [];

describe('文档代码示例', () => {
  let env: RunEnvironment;
  let closeServer: () => Promise<void>;

  before(async () => {
    const server = await startExampleServer();
    closeServer = server.close;
    env = {
      workDir: join(root, 'node_modules', '.cache', 'doc-examples'),
      origin: server.origin,
      proxyOrigin: server.proxyOrigin,
      liveScope: await createLiveScope(root),
      renderToText,
    };
  });
  after(() => closeServer());

  test('docs/intro.md 在检查范围内', () => {
    assert.ok(files.includes('docs/intro.md'), `找到的文件：${files.join(', ')}`);
  });

  for (const block of blocks) {
    test(`${block.file}:${block.line} \`\`\`${block.lang} ${block.meta}`.trimEnd(), async (t) => {
      const report = await checkBlock(block, env);
      reports.push(report);
      if (report.status === 'no-run' && report.problems.length === 0) t.diagnostic(`no-run：${report.noRunReason}`);
      assert.equal(report.problems.length, 0, `${block.file}:${block.line}\n${report.problems.join('\n')}`);
    });
  }

  test('汇总', (t) => {
    const ran = reports.filter((report) => report.status === 'ran');
    const count = (list: BlockReport[], predicate: (report: BlockReport) => boolean) => list.filter(predicate).length;
    t.diagnostic(
      `共 ${files.length} 个文件、${blocks.length} 个代码块：执行 ${ran.length} 个` +
        `（实时代码块 ${count(ran, (report) => report.live)} 个，仅含 import/require 的 ${count(ran, (report) => report.importOnly)} 个），` +
        `核对 \`// =>\` ${ran.reduce((sum, report) => sum + report.assertions, 0)} 处；` +
        `no-run ${count(reports, (report) => report.status === 'no-run')} 个；` +
        `不执行的语言 ${count(reports, (report) => report.status === 'not-runnable')} 个。`,
    );
    assert.ok(ran.length > 0);
  });
});
