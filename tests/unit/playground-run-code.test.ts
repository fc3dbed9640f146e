import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { OutputEntry } from '../../src/sandbox/protocol';
import { MAX_OUTPUT_ENTRIES } from '../../src/sandbox/outputGate';
import { currentRelease } from '../../src/sandbox/currentRelease';
import { OutputLimiter, runCode } from '../../src/sandbox/runCode';
import { runRequest } from '../../src/tools/playground/cheerioOptions';
import { DEFAULT_OPTIONS, type ParseOptions } from '../../src/tools/playground/state';

async function run(
  code: string,
  html = '<ul><li class="a">苹果</li><li>香蕉</li></ul>',
  options: Partial<ParseOptions> = {},
) {
  const entries: OutputEntry[] = [];
  const limiter = new OutputLimiter((entry) => entries.push(entry));
  await runCode(runRequest({ code, html, options: { ...DEFAULT_OPTIONS, ...options } }), {
    emit: limiter.emit,
    loadSucrase: () => import('sucrase'),
    release: currentRelease,
  });
  return { entries, dropped: limiter.dropped };
}

const texts = (entries: OutputEntry[]) => entries.map(({ level, text }) => `${level}: ${text}`);

describe('runCode：在 worker 里运行读者的代码', () => {
  it('$ 已按 HTML 输入加载；console.log 的选择集显示长度和外层 HTML；最后一个表达式的值单独列出', async () => {
    const { entries } = await run(
      "console.log($('li'));\nconsole.log('共', $('li').length, '个', { a: [1, 'x'] });\n$('li').first().text()",
    );
    assert.deepEqual(texts(entries), [
      'log: Cheerio 选择集（length: 2）\n  [0] <li class="a">苹果</li>\n  [1] <li>香蕉</li>',
      "log: 共 2 个 { a: [ 1, 'x' ] }",
      "result: '苹果'",
    ]);
  });

  it('节点、循环引用、Map、printf 占位符', async () => {
    const { entries } = await run(
      "const o = { name: 'x' }; o.self = o;\nconsole.log($('li')[1]);\nconsole.log(o);\nconsole.log(new Map([[1, $('li')]]));\nconsole.log('%s 有 %d 个', 'ul', 2);",
    );
    assert.deepEqual(texts(entries), [
      'log: <li>香蕉</li>',
      "log: { name: 'x', self: [Circular] }",
      'log: Map(1) { 1 => Cheerio(2) [<li class="a">苹果</li>, <li>香蕉</li>] }',
      'log: ul 有 2 个',
    ]);
  });

  it('可以 import 或 require cheerio，也可以自己重新声明 $', async () => {
    const { entries } = await run(
      "import * as cheerio from 'cheerio';\nconst $ = cheerio.load('<b>粗</b>');\nconsole.log($('b').text());",
    );
    assert.deepEqual(texts(entries), ['log: 粗']);
    const required = await run("const { load } = require('cheerio');\nload('<i>斜</i>')('i').text()");
    assert.deepEqual(texts(required.entries), ["result: '斜'"]);
    const other = await run("require('fs')");
    assert.match(other.entries[0].text, /只能导入 cheerio/);
  });

  it('实时代码块的 JSX 与 render()：显示元素里的文字', async () => {
    const { entries } = await run(
      "const names = $('li').map((i, el) => $(el).text()).get();\nrender(<pre>共 {names.length} 个：{names.join('、')}{'\\n'}完</pre>);",
    );
    assert.deepEqual(texts(entries), ['render: 共 2 个：苹果、香蕉\n完']);
  });

  it('错误带行列；语法错误也能定位；抛出的不是 Error 时照样说明', async () => {
    const runtime = await run('const a = 1;\n\nnull.x;');
    assert.equal(runtime.entries[0]?.level, 'exception');
    assert.match(runtime.entries[0].text, /^TypeError: /);
    assert.equal(runtime.entries[0]?.line, 3);
    const syntax = await run('const a = 1;\nconst b = ;');
    assert.deepEqual(
      { text: syntax.entries[0]?.text, line: syntax.entries[0]?.line, column: syntax.entries[0]?.column },
      { text: 'SyntaxError: Unexpected token', line: 2, column: 11 },
    );
    const thrown = await run('throw { code: 42 };');
    assert.deepEqual(texts(thrown.entries), ['exception: 代码抛出的不是 Error 对象，而是：{ code: 42 }']);
    const thrownString = await run("throw '坏了';");
    assert.deepEqual(texts(thrownString.entries), ["exception: 代码抛出的不是 Error 对象，而是：'坏了'"]);
  });

  it('回调里的错误指向读者代码里的行', async () => {
    const { entries } = await run("$('li').each((i, el) => {\n  if (i === 1) throw new RangeError('第二个');\n});");
    assert.deepEqual({ text: entries[0]?.text, line: entries[0]?.line }, { text: 'RangeError: 第二个', line: 2 });
  });

  it('顶层 await 可以用', async () => {
    const { entries } = await run('const value = await Promise.resolve(7);\nconsole.log(value);');
    assert.deepEqual(texts(entries), ['log: 7']);
  });

  it('声明不会留到 worker 的全局作用域里', async () => {
    await run('var leaked = 1; function alsoLeaked() {}');
    assert.equal('leaked' in globalThis, false);
    assert.equal('alsoLeaked' in globalThis, false);
  });

  it('成千上万行输出只保留前面的部分，其余的计数', async () => {
    const { entries, dropped } = await run('for (let i = 0; i < 5000; i++) console.log(i);');
    assert.equal(entries.length, MAX_OUTPUT_ENTRIES);
    assert.equal(dropped, 5000 - MAX_OUTPUT_ENTRIES);
  });

  it('解析选项传给了 $（片段模式、XML 模式）', async () => {
    const fragment = await run('$.html()', '<td>格</td>', { isDocument: false });
    assert.deepEqual(texts(fragment.entries), ["result: '<td>格</td>'"]);
    const xml = await run("$('Item').length", '<List><Item/><Item/></List>', { parser: 'xml' });
    assert.deepEqual(texts(xml.entries), ['result: 2']);
  });
});
