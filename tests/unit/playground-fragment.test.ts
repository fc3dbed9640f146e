import assert from 'node:assert/strict';
import { deflateRawSync } from 'node:zlib';
import { describe, it } from 'node:test';
import { decodeFragmentSync, encodeFragmentSync } from '../../src/plugins/playground-links/fragmentSync';
import { EXAMPLES } from '../../src/tools/playground/examples';
import { decodeFragment, encodeFragment } from '../../src/tools/playground/fragment';
import {
  FragmentError,
  SHAREABLE_LINK_LIMIT,
  fromBase64Url,
  looksLikeState,
  toBase64Url,
  type FragmentProblem,
} from '../../src/tools/playground/fragmentFormat';
import { DEFAULT_OPTIONS, type PlaygroundState } from '../../src/tools/playground/state';
import { parseStateFile, stateFileText, StateFileError } from '../../src/tools/playground/stateFile';

const tricky: PlaygroundState = {
  html: '<p title="引号 \' &quot; \\">中文、emoji 😀、控制字符 \u0001、换行\r\n</p>'.repeat(20),
  selector: 'p[title^="引号"]:not(.a)',
  code: "console.log($('p').length); // `模板` ${x}\n",
  options: { isDocument: false, parser: 'xml', decodeEntities: false, baseURI: 'https://example.com/a/b?c=1#d' },
};

async function problemOf(fragment: string): Promise<FragmentProblem> {
  try {
    await decodeFragment(fragment);
  } catch (error) {
    assert.ok(error instanceof FragmentError, `应抛出 FragmentError，实际是 ${String(error)}`);
    return error.problem;
  }
  assert.fail('应当读不出状态');
}

describe('演练场状态的链接片段', () => {
  it('往返不失真：引号、反斜杠、emoji、控制字符、全部选项', async () => {
    const fragment = await encodeFragment(tricky);
    assert.match(fragment, /^v1\.[A-Za-z0-9_-]+$/, '片段只含 URL 安全的字符，不需要再转义');
    assert.deepEqual(await decodeFragment(`#${fragment}`), tricky);
    assert.ok(fragment.length < JSON.stringify(tricky).length / 3, '重复的内容被压缩');
  });

  it('浏览器（CompressionStream）与构建时（zlib）的格式互通', async () => {
    for (const { state } of EXAMPLES) {
      assert.deepEqual(await decodeFragment(encodeFragmentSync(state)), state);
      assert.deepEqual(decodeFragmentSync(await encodeFragment(state)), state);
    }
  });

  it('默认选项不写进链接；缺少的字段按空值和默认选项补上', async () => {
    const state = { html: '<b>x</b>', selector: 'b', code: '', options: DEFAULT_OPTIONS };
    const bytes = new TextEncoder().encode(JSON.stringify({ html: '<b>x</b>', selector: 'b' }));
    const handMade = `v1.${toBase64Url(deflateRawSync(bytes))}`;
    assert.deepEqual(await decodeFragment(handMade), state);
    assert.ok(!(await encodeFragment(state)).includes('options'));
  });

  it('截断、改坏、版本不对、解压后不是 JSON、字段类型不对：分别给出原因', async () => {
    const fragment = await encodeFragment(tricky);
    for (const cut of [5, 17, Math.floor(fragment.length / 2)]) {
      assert.ok(['inflate', 'json'].includes(await problemOf(fragment.slice(0, -cut))), `截掉 ${cut} 个字符`);
    }
    assert.equal(await problemOf('v1.abc*def'), 'base64');
    assert.equal(await problemOf('v2.AAAA'), 'version');
    assert.equal(await problemOf('#install'), 'version');
    const notJson = `v1.${toBase64Url(deflateRawSync(Buffer.from('不是 JSON')))}`;
    assert.equal(await problemOf(notJson), 'json');
    const wrongType = `v1.${toBase64Url(deflateRawSync(Buffer.from(JSON.stringify({ html: 1 }))))}`;
    assert.equal(await problemOf(wrongType), 'shape');
    const unknownParser = `v1.${toBase64Url(deflateRawSync(Buffer.from(JSON.stringify({ options: { parser: 'jsdom' } }))))}`;
    assert.equal(await problemOf(unknownParser), 'shape');
  });

  it('很短的片段解压出极大的数据时及时放弃', async () => {
    const bomb = deflateRawSync(Buffer.alloc(64 * 1024 * 1024, 0x20));
    const fragment = `v1.${toBase64Url(bomb)}`;
    assert.ok(fragment.length < SHAREABLE_LINK_LIMIT * 8);
    assert.equal(await problemOf(fragment), 'too-large');
    assert.throws(
      () => decodeFragmentSync(fragment),
      (error: unknown) => error instanceof FragmentError && error.problem === 'too-large',
    );
  });

  it('只有 v 加数字和点开头的片段才当作状态，页内锚点不算', () => {
    assert.ok(looksLikeState('#v1.abc'));
    assert.ok(!looksLikeState('#install'));
    assert.ok(!looksLikeState(''));
  });

  it('base64url 的往返，含大于 32 KB 的数据', () => {
    const bytes = new Uint8Array(100_000).map((_, index) => (index * 7) % 256);
    assert.deepEqual(fromBase64Url(toBase64Url(bytes)), bytes);
  });
});

describe('状态文件（链接太长时下载的 JSON）', () => {
  it('往返不失真，能认出不是状态文件的 JSON 和坏文件', () => {
    assert.deepEqual(parseStateFile(stateFileText(tricky)), tricky);
    assert.throws(() => parseStateFile('{"html":"x"}'), StateFileError);
    assert.throws(() => parseStateFile('不是 JSON'), StateFileError);
    assert.throws(() => parseStateFile('{"format":"cheerio-playground","version":2,"state":{}}'), /更新版本/);
    assert.throws(() => parseStateFile('{"format":"cheerio-playground","version":1,"state":{"code":5}}'), /内容不完整/);
  });
});
