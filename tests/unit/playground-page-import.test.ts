import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { decodeBuffer } from 'encoding-sniffer';
import iconv from 'iconv-lite';
import { importPage } from '../../src/tools/playground/pageImport/importPage';
import { MAX_IMPORT_BYTES } from '../../src/tools/playground/pageImport/protocol';
import { parseState, serializableState } from '../../src/tools/playground/state';

const gbkPage = iconv.encode(
  '<html><head><meta charset="gbk"><title>商品</title></head><body><p>你好</p></body></html>',
  'gbk',
);

describe('演练场打开真实的网页：按 loadBuffer 的方式解码', () => {
  it('GBK 网页按 <meta> 的声明解码，与 encoding-sniffer 的 decodeBuffer（loadBuffer 用的）结果相同', async () => {
    const page = await importPage(gbkPage, 'shop.html', '');
    assert.ok(page.ok);
    assert.equal(page.html, decodeBuffer(gbkPage));
    assert.match(page.html, /<p>你好<\/p>/);
    // loadBuffer reads the <meta> itself, so the generated scraper needs no decodeOptions.
    assert.deepEqual(page.source, {
      name: 'shop.html',
      encoding: 'GBK',
      contentType: '',
      loadBuffer: { comment: '页面的 <meta> 声明了编码，loadBuffer 自己就能认出来。', decodesAs: 'GBK' },
    });
    assert.match(page.explanation, /^已打开 shop\.html（\d+ 字节）。按 GBK 解码：页面的 <meta> 声明了 gbk。$/i);
    assert.equal(page.replacements, 0);
  });

  it('Content-Type 响应头排在页面的声明之前；填错了就解出替换字符，并如实报告', async () => {
    const page = await importPage(gbkPage, 'shop.html', 'text/html; charset=utf-8');
    assert.ok(page.ok);
    assert.equal(page.html, decodeBuffer(gbkPage, { transportLayerEncodingLabel: 'utf-8' }));
    assert.equal(page.source.encoding, 'UTF-8');
    assert.match(page.explanation, /Content-Type 响应头里写了 charset=utf-8/);
    assert.ok(page.replacements > 0);
  });

  it('没有任何线索时用 loadBuffer 的默认编码，并说出来', async () => {
    const page = await importPage(iconv.encode('<p>caf\u00e9</p>', 'latin1'), 'old.html', '');
    assert.ok(page.ok);
    assert.equal(page.html, '<p>café</p>');
    assert.match(page.explanation, /没有字节顺序标记和编码声明，也没有填响应头，loadBuffer 用默认的 windows-1252/);
  });

  it('空文件、二进制文件、超过上限的文件：清楚的说明，不解码', async () => {
    const empty = await importPage(new Uint8Array(0), 'empty.html', '');
    assert.deepEqual(empty, { ok: false, message: 'empty.html：文件是空的（0 字节），没有可以分析的内容。' });
    const png = await importPage(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), 'logo.png', '');
    assert.equal(png.ok, false);
    assert.match(!png.ok ? png.message : '', /^logo\.png：这个文件的开头是 PNG 图片的标志字节/);
    const huge = await importPage(new Uint8Array(MAX_IMPORT_BYTES + 1), 'huge.html', '');
    assert.equal(huge.ok, false);
    assert.match(
      !huge.ok ? huge.message : '',
      /最多打开 8\.0 MB 的页面。更大的文件请在 Node 里用 loadBuffer 或 decodeStream 处理/,
    );
  });

  it('网页的来源写进链接和状态文件，读回来不变；旧链接没有这个字段', () => {
    const state = {
      html: '<p>你好</p>',
      selector: 'p',
      code: '',
      options: { isDocument: true, parser: 'parse5' as const, decodeEntities: true, baseURI: '' },
      source: { name: 'shop.html', encoding: 'GBK', contentType: 'text/html; charset=gbk' },
    };
    assert.deepEqual(parseState(JSON.parse(JSON.stringify(serializableState(state)))), state);
    assert.equal('source' in parseState({ html: '<p></p>' }), false);
    assert.throws(() => parseState({ html: '', source: 'shop.html' }), /字段 source 不是对象/);
    assert.throws(() => parseState({ html: '', source: { name: 'x'.repeat(1000) } }), /字段 name 太长/);
  });
});
