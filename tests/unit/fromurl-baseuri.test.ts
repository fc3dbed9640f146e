import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import * as cheerio from 'cheerio';

/**
 * API 参考（i18n/zh-CN/api/functions/fromURL.yaml）和加载教程都说：fromURL 只在发生重定向时把最终地址记作 baseURI。
 * 这里对着本机服务器确认 cheerio 的实际行为，升级 cheerio 后行为变了，这两处文字也要跟着改。
 */
describe('fromURL 的 baseURI', () => {
  let origin = '';
  const server = http.createServer((request, response) => {
    if (request.url === '/moved') {
      response.writeHead(302, { location: `${origin}/articles/final` });
      response.end();
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end('<a href="next.html">下一页</a>');
  });

  before(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  after(() => server.close());

  it('没有重定向时不设置 baseURI，相对地址保持原样', async () => {
    const $ = await cheerio.fromURL(`${origin}/articles/start`);
    assert.equal($('a').prop('href'), 'next.html');
  });

  it('重定向之后以最终地址为 baseURI', async () => {
    const $ = await cheerio.fromURL(`${origin}/moved`);
    assert.equal($('a').prop('href'), `${origin}/articles/next.html`);
  });

  it('显式传入的 baseURI 总是生效', async () => {
    const $ = await cheerio.fromURL(`${origin}/articles/start`, { baseURI: `${origin}/articles/start` });
    assert.equal($('a').prop('href'), `${origin}/articles/next.html`);
  });
});
