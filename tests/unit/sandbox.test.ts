import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { describe, it } from 'node:test';
import { securityHeadersFor } from '../../src/hosting/rules';
import {
  MAX_ENTRY_CHARS,
  MAX_MESSAGES_PER_RUN,
  MAX_OUTPUT_CHARS,
  MAX_OUTPUT_ENTRIES,
  OutputGate,
} from '../../src/sandbox/outputGate';
import { SANDBOX_PAGE_FILE } from '../../src/sandbox/protocol';
import { OLD_RELEASES, SANDBOX_PAGE_FILES } from '../../src/sandbox/releases';
import { renderSandboxPage, sandboxPolicy, scriptStringLiteral } from '../../src/sandbox-build/page';

const output = (text: string, level = 'log') => ({ type: 'output', entry: { level, text } });

describe('OutputGate：页面对沙箱消息的检查', () => {
  it('收下格式正确的输出，行列只在是正整数时保留', () => {
    const gate = new OutputGate();
    assert.deepEqual(gate.receive(output('你好')), { kind: 'entry', entry: { level: 'log', text: '你好' } });
    assert.deepEqual(gate.receive({ type: 'output', entry: { level: 'exception', text: 'E', line: 3, column: 7 } }), {
      kind: 'entry',
      entry: { level: 'exception', text: 'E', line: 3, column: 7 },
    });
    assert.deepEqual(
      gate.receive({ type: 'output', entry: { level: 'exception', text: 'E', line: -1, column: 1.5 } }),
      { kind: 'entry', entry: { level: 'exception', text: 'E' } },
    );
  });

  it('格式不对的消息只计数：未知的级别、不是字符串的文字、不是对象的消息', () => {
    const gate = new OutputGate();
    for (const message of [
      null,
      'output',
      42,
      { type: 'output' },
      { type: 'output', entry: { level: '<img onerror=alert(1)>', text: 'x' } },
      { type: 'output', entry: { level: 'log', text: { toString: () => 'x' } } },
      { type: 'other' },
    ]) {
      assert.deepEqual(gate.receive(message), { kind: 'dropped' });
    }
    assert.equal(gate.dropped, 7);
  });

  it('一条输出最多显示 MAX_ENTRY_CHARS 个字符，并注明原长', () => {
    const gate = new OutputGate();
    const result = gate.receive(output('长'.repeat(1_000_000)));
    assert.equal(result.kind, 'entry');
    const { text } = (result as { entry: { text: string } }).entry;
    assert.ok(text.startsWith('长'.repeat(MAX_ENTRY_CHARS)));
    assert.match(text, /这一条共 1000000 个字符，只显示开头/);
    assert.ok(text.length < MAX_ENTRY_CHARS + 40);
  });

  it('条数和字符总数到上限之后只计数', () => {
    const byEntries = new OutputGate();
    for (let index = 0; index < MAX_OUTPUT_ENTRIES; index += 1)
      assert.equal(byEntries.receive(output('x')).kind, 'entry');
    assert.equal(byEntries.receive(output('x')).kind, 'dropped');
    const byCharacters = new OutputGate();
    const big = 'x'.repeat(MAX_ENTRY_CHARS);
    for (let index = 0; index < MAX_OUTPUT_CHARS / MAX_ENTRY_CHARS; index += 1)
      assert.equal(byCharacters.receive(output(big)).kind, 'entry');
    assert.equal(byCharacters.receive(output('x')).kind, 'dropped');
  });

  it(`一次运行超过 ${MAX_MESSAGES_PER_RUN} 条消息就是在刷屏，之后每一条都报告 flood`, () => {
    const gate = new OutputGate();
    for (let index = 0; index < MAX_MESSAGES_PER_RUN; index += 1)
      assert.notEqual(gate.receive(output('x')).kind, 'flood');
    assert.deepEqual(gate.receive(output('x')), { kind: 'flood' });
    assert.deepEqual(gate.receive({ type: 'done', ms: 1, dropped: 0 }), { kind: 'flood' });
  });

  it('done 里的数字不可信：负数、NaN 和超大的数都收敛成安全的值', () => {
    const gate = new OutputGate();
    assert.deepEqual(gate.receive({ type: 'done', ms: -5, dropped: 1e300 }), { kind: 'done', ms: 0 });
    assert.equal(gate.dropped, Number.MAX_SAFE_INTEGER);
    const other = new OutputGate();
    assert.deepEqual(other.receive({ type: 'done', ms: Number.NaN, dropped: 'many' }), { kind: 'done', ms: 0 });
    assert.equal(other.dropped, 0);
  });
});

describe('沙箱页 sandbox.html', () => {
  const runner = 'const html = "</script><!-- <script>"; self.onmessage = () => {};';
  const page = renderSandboxPage({
    frameScript: 'console.log(RUNNER_SOURCE.length);',
    runnerScript: runner,
    version: '0.22.0',
  });
  const inline = /<script>([\s\S]*)<\/script>/.exec(page)?.[1] ?? '';

  it('只有一个内联脚本，策略里是它的哈希；不联网、不加载任何地址，只能从 blob: 创建 worker', () => {
    assert.equal(page.match(/<script/g)?.length, 1);
    const policy = /content="([^"]*)"/.exec(page)?.[1] ?? '';
    const hash = createHash('sha256').update(inline, 'utf8').digest('base64');
    assert.equal(policy, sandboxPolicy(inline));
    assert.match(policy, new RegExp(`script-src 'sha256-${hash.replace(/[+/]/g, '\\$&')}' 'unsafe-eval'(;|$)`));
    for (const directive of ["default-src 'none'", "connect-src 'none'", 'worker-src blob:', "base-uri 'none'"])
      assert.ok(policy.includes(directive), directive);
    assert.doesNotMatch(policy, /'self'|https?:|\*/);
  });

  it('worker 的源码原样写成字符串，HTML 解析器看不到其中的 </script 和 <!--', () => {
    assert.doesNotMatch(inline, /</);
    const literal = /^var RUNNER_SOURCE=("(?:[^"\\]|\\.)*");/.exec(inline)?.[1] ?? '';
    assert.equal(JSON.parse(literal), runner);
    assert.equal(scriptStringLiteral('a<b\u2028'), '"a\\u003cb\u2028"');
  });

  it('沙箱页自己的脚本里出现 </script 时拒绝生成', () => {
    assert.throws(
      () => renderSandboxPage({ frameScript: 'x("</script>")', runnerScript: '', version: '1.2.0' }),
      /提前结束内联脚本/,
    );
  });

  it('标题写明 worker 里的 cheerio 版本', () => {
    assert.match(page, /<title>代码沙箱（cheerio 0\.22\.0）<\/title>/);
  });

  it('只有沙箱页（sandbox.html 和每个旧版本的 sandbox/<版本>.html）允许本站的页面嵌入（frame-ancestors），并且总在不透明的源里（sandbox）；其余文件一律不允许嵌入', () => {
    assert.deepEqual(SANDBOX_PAGE_FILES, [
      SANDBOX_PAGE_FILE,
      ...OLD_RELEASES.map((release) => `sandbox/${release}.html`),
    ]);
    for (const file of SANDBOX_PAGE_FILES)
      assert.equal(
        securityHeadersFor(file)['Content-Security-Policy'],
        "sandbox allow-scripts; frame-ancestors 'self'",
      );
    for (const file of ['index.html', 'playground.html', 'assets/js/main.js', 'sandbox/notes.html', 'sandbox', ''])
      assert.equal(securityHeadersFor(file)['Content-Security-Policy'], "frame-ancestors 'none'");
  });
});
