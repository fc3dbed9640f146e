/**
 * 《常见问题与排错》里 axios 和 got 的写法（GBK 页面：取字节，把响应头的 charset 交给 loadBuffer）。
 * 两个包不是本站的依赖，这里把它们和 cheerio 一起装进临时目录（见 ../support/package-sandbox.ts），
 * 再用文档示例的执行器对着本地示例网站运行页面上的代码块，核对写出的每一处输出。
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { checkBlock, createLiveScope, readCodeBlocks, renderToText, startExampleServer } from '../support/doc-examples';
import type { ExampleServer } from '../support/doc-examples/example-site';
import { sandbox, type Sandbox } from '../support/package-sandbox';

const root = path.join(__dirname, '..', '..');

describe('axios 与 got 下载 GBK 页面', () => {
  let site: ExampleServer;
  let clients: Sandbox;

  before(async () => {
    site = await startExampleServer();
    // got 15 起要求 Node.js 22；本站在 Node.js 20 上运行，页面也这样建议。
    clients = await sandbox('http-clients', ['axios@1.21.1', 'got@14.6.5', 'cheerio@1.2.0']);
  });
  after(() => site.close());

  it('页面上的代码块按写出的输出运行', async () => {
    const block = readCodeBlocks(root, ['docs/basics/troubleshooting.md']).find((candidate) =>
      candidate.code.includes("from 'got'"),
    );
    assert.ok(block, 'docs/basics/troubleshooting.md 里没有 axios 和 got 的代码块');
    // 去掉 no-run 标记再执行：代码块放在沙盒里运行，import 找到的是沙盒里的 axios、got 和 cheerio。
    const report = await checkBlock(
      { ...block, meta: '' },
      {
        workDir: path.join(clients.dir, 'work'),
        origin: site.origin,
        liveScope: await createLiveScope(root),
        renderToText,
      },
    );
    assert.deepEqual(report.problems, []);
    assert.equal(report.assertions, 3);
  });
});
