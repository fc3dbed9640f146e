import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import playgroundLinks, { playgroundLinkFor } from '../../src/plugins/playground-links';
import { decodeFragmentSync } from '../../src/plugins/playground-links/fragmentSync';
import { liveBlockState } from '../../src/plugins/playground-links/liveBlockState';
import type { OutputEntry } from '../../src/sandbox/protocol';
import { currentRelease } from '../../src/sandbox/currentRelease';
import { OutputLimiter, runCode } from '../../src/sandbox/runCode';
import { runRequest } from '../../src/tools/playground/cheerioOptions';
import { DEFAULT_OPTIONS } from '../../src/tools/playground/state';
import { extractCodeBlocks, findDocFiles, parseMeta } from '../support/doc-examples';

const root = path.resolve(__dirname, '../..');
const liveBlocks = findDocFiles(root, ['docs', 'blog'], ['docs/api'])
  .flatMap((file) => extractCodeBlocks(readFileSync(path.join(root, file), 'utf8'), file))
  .filter((block) => parseMeta(block.meta).live);

describe('“在演练场中打开”：实时代码块的链接', () => {
  it('从代码里取出第一次 load 的 HTML、解析选项和第一个选择器', () => {
    assert.deepEqual(
      liveBlockState(
        'const $ = cheerio.load(`\n  <ul><li class="a">一</li></ul>\n`);\nrender(<pre>{$(\'li.a\').text()}</pre>);',
      ),
      {
        html: '\n  <ul><li class="a">一</li></ul>\n',
        selector: 'li.a',
        code: 'const $ = cheerio.load(`\n  <ul><li class="a">一</li></ul>\n`);\nrender(<pre>{$(\'li.a\').text()}</pre>);',
        options: DEFAULT_OPTIONS,
      },
    );
    const fragment = liveBlockState(
      "const markup = '<tr><td>1</td></tr>';\nconst $ = cheerio.load(markup, null, false);\n$('<b>新</b>');",
    );
    assert.equal(fragment.html, '<tr><td>1</td></tr>');
    assert.equal(fragment.options.isDocument, false);
    assert.equal(fragment.selector, '', '以 < 开头的参数是在创建元素，不是选择器');
    assert.equal(liveBlockState("cheerio.load('<a/>', { xml: true })").options.parser, 'xml');
    assert.equal(liveBlockState("cheerio.load('<a/>', { xml: { xmlMode: false } })").options.parser, 'htmlparser2');
    assert.equal(liveBlockState("cheerio.load('it\\'s')").html, "it's");
    assert.equal(liveBlockState('cheerio.load(`<p>${name}</p>`)').html, '', '带替换的模板字符串要到运行时才知道值');
  });

  it('rehype 插件只给实时代码块加链接', () => {
    const code = (live: boolean) => ({
      type: 'element',
      tagName: 'code',
      properties: live ? { live: true } : {},
      children: [{ type: 'text', value: "render(<pre>{cheerio.load('<b>x</b>')('b').text()}</pre>);\n" }],
    });
    const tree = { type: 'root', children: [{ type: 'element', tagName: 'pre', children: [code(true)] }, code(false)] };
    playgroundLinks()(tree);
    const [pre, plain] = tree.children as {
      properties?: Record<string, unknown>;
      children?: { properties: Record<string, unknown> }[];
    }[];
    assert.match(String(pre?.children?.[0]?.properties.playgroundLink), /^\/playground#v1\.[\w-]+$/);
    assert.equal(plain?.properties?.playgroundLink, undefined);
  });

  it(`文档和博客里的 ${liveBlocks.length} 个实时代码块：链接还原出原样的代码，并在演练场里运行出 render() 的结果`, async () => {
    assert.ok(liveBlocks.length > 5);
    for (const block of liveBlocks) {
      const where = `${block.file}:${block.line}`;
      const link = playgroundLinkFor(`${block.code}\n`);
      const state = decodeFragmentSync(link.slice(link.indexOf('#')));
      assert.equal(state.code, block.code, where);
      const entries: OutputEntry[] = [];
      const limiter = new OutputLimiter((entry) => entries.push(entry));
      await runCode(runRequest(state), {
        emit: limiter.emit,
        loadSucrase: () => import('sucrase'),
        release: currentRelease,
      });
      assert.deepEqual(
        entries.filter((entry) => entry.level === 'exception'),
        [],
        `${where} 在演练场里出错`,
      );
      assert.equal(entries.filter((entry) => entry.level === 'render').length, 1, `${where} 应输出一次 render()`);
    }
  });
});
