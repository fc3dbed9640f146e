import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import * as cheerio from 'cheerio';

/**
 * API 参考（i18n/zh-CN/api/functions/fromURL.yaml）、加载教程和排错指南都说：fromURL 只在发生重定向时把最终地址记作
 * baseURI，跨源重定向不会被跟随。这里用真实的 undici 对着本机服务器确认，升级 cheerio 后行为变了，这几处文字也要跟着改。
 */
describe('fromURL 的 baseURI 与重定向', () => {
  let origin = '';
  let otherOrigin = '';
  const other = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end('<p>另一个源</p>');
  });
  const server = http.createServer((request, response) => {
    if (request.url === '/to-other-origin') {
      response.writeHead(301, { location: `${otherOrigin}/page` });
      response.end();
      return;
    }
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
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    otherOrigin = `http://127.0.0.1:${(other.address() as AddressInfo).port}`;
  });
  after(() => {
    server.close();
    other.close();
  });

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

  it('跨源重定向（这里是换了端口）不被跟随：新路径的请求仍然发往原来的源', async () => {
    const $ = await cheerio.fromURL(`${origin}/to-other-origin`);
    assert.equal($('p').length, 0, '不应取到另一个源的页面');
    assert.equal($('a').text(), '下一页');
  });
});
