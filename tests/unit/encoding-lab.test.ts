/**
 * 编码实验室与 cheerio 1.2.0 的 `loadBuffer` 一致：每个自带示例的判断和解码结果相同；每一种编码的解码器
 * 逐字节对照 iconv-lite（loadBuffer 实际用的解码器）；页面给出的 Node 代码真的能运行、得到页面上的结果。
 */
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, it } from 'node:test';
import * as cheerio from 'cheerio';
import { decodeBuffer, getEncoding } from 'encoding-sniffer';
import iconv from 'iconv-lite';
import { labelToName as whatwgLabelToName } from 'whatwg-encoding';
import labelsToNames from 'whatwg-encoding/lib/labels-to-names.json';
import { MAX_TEXT_CHARS, analyzeBytes } from '../../src/tools/encoding-lab/analyze';
import { decoderKind, getDecoder } from '../../src/tools/encoding-lab/decoders';
import { parseHex } from '../../src/tools/encoding-lab/hex';
import { ENCODING_NAMES, labelToName } from '../../src/tools/encoding-lab/labels';
import { STREAM_THRESHOLD, nodeCode } from '../../src/tools/encoding-lab/nodeCode';
import { SAMPLES } from '../../src/tools/encoding-lab/samples';
import { parseContentType, sniff } from '../../src/tools/encoding-lab/sniff';
import { PLAIN_OUTPUT_ENV } from '../support/plain-output-env';

const root = path.join(__dirname, '../..');
const workDir = path.join(root, 'node_modules/.cache/encoding-lab');
const run = promisify(execFile);

const sampleBytes = (sample: (typeof SAMPLES)[number]) =>
  iconv.encode(sample.html, sample.encoding, { addBOM: sample.bom });

describe('编码实验室的示例与 loadBuffer 一致', () => {
  it('示例的字节由它的 HTML 按声明的编码生成', () => {
    for (const sample of SAMPLES) {
      assert.equal(sample.base64, sampleBytes(sample).toString('base64'), `${sample.id} 的 base64 与 html 不一致`);
    }
  });

  for (const sample of SAMPLES) {
    it(`${sample.id}：${sample.label}`, async () => {
      const bytes = sampleBytes(sample);
      const result = await analyzeBytes(new Uint8Array(bytes), sample.contentType);
      const label = result.transport.label;
      const options = { defaultEncoding: 'windows-1252', transportLayerEncodingLabel: label };
      assert.equal(result.sniffed.encoding, getEncoding(bytes, options), '判断的编码不同');
      const expected = decodeBuffer(bytes, options);
      assert.equal(result.text?.excerpt, expected, '解码结果不同');
      const viaLoadBuffer = cheerio.loadBuffer(bytes, { encoding: { transportLayerEncodingLabel: label } });
      assert.equal(cheerio.load(result.text.excerpt).html(), viaLoadBuffer.html());
    });
  }

  it('判断过程指出每条线索的位置', () => {
    const meta = SAMPLES.find((s) => s.id === 'gbk-meta')!;
    const bytes = new Uint8Array(sampleBytes(meta));
    const sniffed = sniff(bytes);
    assert.equal(sniffed.source, 'meta');
    assert.equal(sniffed.declared?.snippet, '<meta charset="gbk">');
    assert.equal(sniffed.declared?.start, meta.html.indexOf('<meta'));

    const conflict = SAMPLES.find((s) => s.id === 'header-meta-conflict')!;
    const both = sniff(new Uint8Array(sampleBytes(conflict)), parseContentType(conflict.contentType!).label);
    assert.equal(both.source, 'transport');
    assert.equal(both.encoding, 'windows-1252');
    assert.equal(both.declared?.encoding, 'GBK');

    const bom = sniff(new Uint8Array(sampleBytes(SAMPLES.find((s) => s.id === 'utf16le-bom')!)), 'gbk');
    assert.deepEqual([bom.source, bom.encoding, bom.bom?.end], ['bom', 'UTF-16LE', 2]);
  });

  it('Content-Type 像 fromURL 那样解析', () => {
    assert.equal(parseContentType('text/html; charset="GBK"').label, 'GBK');
    assert.equal(parseContentType('gb2312').label, 'gb2312');
    assert.equal(parseContentType('text/html').label, undefined);
    assert.match(parseContentType('text/html; charset=gbk; ;;/').problem ?? '', /^$|无法解析/);
    assert.ok(parseContentType('不是/类型/').problem);
  });
});

describe('解码器逐字节对照 iconv-lite', () => {
  it('标签表与 whatwg-encoding 相同', () => {
    for (const label of Object.keys(labelsToNames))
      assert.equal(labelToName(` ${label.toUpperCase()} `), whatwgLabelToName(label));
    assert.equal(labelToName('utf8mb4'), null);
  });

  for (const name of ENCODING_NAMES) {
    it(name, async () => {
      const kind = decoderKind(name);
      assert.equal(kind !== 'unsupported', iconv.encodingExists(name), '支持的编码与 iconv-lite 不同');
      if (kind === 'unsupported') {
        await assert.rejects(getDecoder(name), /Encoding not recognized/);
        assert.throws(() => iconv.decode(Buffer.from('x'), name), /Encoding not recognized/);
        return;
      }
      const decoder = await getDecoder(name);
      const differences: string[] = [];
      const compare = (bytes: number[]) => {
        const expected = iconv.decode(Buffer.from(bytes), name);
        const actual = decoder(new Uint8Array(bytes));
        if (expected !== actual && differences.length < 5) differences.push(Buffer.from(bytes).toString('hex'));
      };
      for (let a = 0; a < 256; a++) compare([a]);
      // 双字节编码：每个可能的首字节与每个可能的第二个字节，后面再跟一个 ASCII 字节（检查出错后从哪里继续）。
      if (kind === 'dbcs') for (let a = 0x80; a < 256; a++) for (let b = 0; b < 256; b++) compare([a, b, 0x41]);
      if (kind === 'utf8' || kind.startsWith('utf16')) {
        for (const bytes of [
          [0xef, 0xbb, 0xbf, 0x41],
          [0xe4, 0xbd],
          [0xf0, 0x9f, 0x98],
          [0xed, 0xa0, 0x80],
          [0xff, 0xfe, 0x41],
        ]) {
          compare(bytes);
        }
      }
      // GB18030 的四字节区：每个首字节，第二、四字节取边界值，第三字节取遍。
      if (name === 'gb18030' || name === 'GBK') {
        for (let a = 0x81; a <= 0xfe; a++)
          for (let c = 0x81; c <= 0xfe; c++)
            for (const [b, d] of [
              [0x30, 0x30],
              [0x39, 0x39],
              [0x35, 0x32],
            ])
              compare([a, b, c, d]);
      }
      // 一些随机的字节串（固定种子，结果可重复）。
      let seed = 20_240_807;
      const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) % 256;
      for (let n = 0; n < 500; n++) compare(Array.from({ length: 1 + (n % 16) }, random));
      assert.deepEqual(differences, []);
    });
  }
});

describe('编码实验室的其他输入', () => {
  it('空文件、二进制文件和无法识别的 <meta> 标签', async () => {
    const empty = await analyzeBytes(new Uint8Array());
    assert.equal(empty.problem?.kind, 'empty');
    const png = await analyzeBytes(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]));
    assert.match(png.problem?.message ?? '', /PNG 图片/);
    const random = new Uint8Array(2048).map((_, i) => (i * 7919) % 256);
    assert.equal((await analyzeBytes(random)).problem?.kind, 'binary');
    const mysql = await analyzeBytes(new TextEncoder().encode('<meta charset="utf8mb4"><p>你好</p>'));
    assert.equal(mysql.ignoredDeclaration?.label, 'utf8mb4');
    assert.equal(mysql.sniffed.source, 'default');
    assert.deepEqual(mysql.likely, { encoding: 'UTF-8', reason: 'content' });
  });

  it('20 MB 的文件照样分析，页面只拿到开头的一段文字', async () => {
    const line = new TextEncoder().encode('<p>一行中文，用来把文件撑到 20 MB。</p>\n');
    const bytes = new Uint8Array(20 * 1024 * 1024);
    for (let offset = 0; offset + line.length <= bytes.length; offset += line.length) bytes.set(line, offset);
    const result = await analyzeBytes(bytes, 'text/html; charset=utf-8');
    assert.equal(result.text?.truncated, true);
    assert.equal(result.text?.excerpt.length, MAX_TEXT_CHARS);
    assert.equal(result.sniffed.encoding, 'UTF-8');
    assert.match(result.code.code, /decodeStream/);
  });

  it('十六进制输入', () => {
    assert.deepEqual(parseHex('e4 bd a0, 0xE5\\xA5%BD'), {
      bytes: new Uint8Array([0xe4, 0xbd, 0xa0, 0xe5, 0xa5, 0xbd]),
    });
    assert.deepEqual(parseHex('e4 bd a'), {
      error: '一共有 5 个十六进制数字，不是偶数：每个字节要两个数字，例如 0A 而不是 A。',
    });
    assert.deepEqual(parseHex('e4 zz'), { error: '第 4 个字符“z”不是十六进制数字（只能是 0–9、A–F）。' });
    assert.ok('error' in parseHex('  '));
  });
});

describe('页面给出的 Node 代码', () => {
  /** 运行代码，返回它打印的标题；代码里的 page.html 换成示例文件。 */
  async function runCode(name: string, code: string, bytes: Uint8Array): Promise<string> {
    mkdirSync(workDir, { recursive: true });
    const page = path.join(workDir, `${name}.html`);
    writeFileSync(page, bytes);
    const script = path.join(workDir, `${name}.mjs`);
    writeFileSync(script, code.replace("'page.html'", JSON.stringify(page)));
    const { stdout } = await run(process.execPath, [script], { cwd: workDir, env: PLAIN_OUTPUT_ENV });
    return stdout.trim();
  }

  it('每个示例的代码得到与页面相同的标题', async () => {
    const cases = await Promise.all(
      SAMPLES.map(async (sample) => {
        const bytes = new Uint8Array(sampleBytes(sample));
        const result = await analyzeBytes(bytes, sample.contentType);
        const expected = cheerio
          .load(iconv.decode(Buffer.from(bytes), result.code.decodesAs))('title')
          .text();
        return { sample, bytes, code: result.code.code, expected };
      }),
    );
    const streamed = cases[0];
    const sniffed = sniff(streamed.bytes);
    const large = nodeCode({ sniffed, withoutTransport: sniffed, size: STREAM_THRESHOLD + 1 });
    assert.match(large.code, /decodeStream/);
    const titles = await Promise.all([
      ...cases.map(({ sample, bytes, code }) => runCode(sample.id, code, bytes)),
      runCode('stream', large.code, streamed.bytes),
    ]);
    assert.deepEqual(titles, [...cases.map(({ expected }) => expected), streamed.expected]);
    // 这些示例的页面都应当得到正确的中文（或日文）标题：页面推荐的代码修好了乱码。
    for (const title of titles) assert.match(title, /[\p{Script=Han}\p{Script=Hiragana}]/u);
  });

  it('响应头的标签 loadBuffer 不支持时，代码不传它', async () => {
    const bytes = new Uint8Array(Buffer.from('<meta charset="utf-8"><title>你好</title>'));
    const result = await analyzeBytes(bytes, 'text/html; charset=x-user-defined');
    assert.match(result.decodeError ?? '', /Encoding not recognized: 'x-user-defined'/);
    assert.throws(() =>
      cheerio.loadBuffer(Buffer.from(bytes), { encoding: { transportLayerEncodingLabel: 'x-user-defined' } }),
    );
    assert.doesNotMatch(result.code.code, /x-user-defined'/);
    assert.equal(await runCode('x-user-defined', result.code.code, bytes), '你好');
  });
});
