import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { playgroundLinkFor } from '../../src/plugins/playground-links';
import {
  collectAnchors,
  extractInternalLinks,
  findBrokenLinks,
  isRedirectPage,
  routeOfFile,
} from '../links/link-check';

const origin = 'http://site.invalid';
let root: string;

before(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'link-check-'));
  await mkdir(path.join(root, 'docs'), { recursive: true });
  await writeFile(path.join(root, 'docs', 'intro.html'), '<h2 id="install">安装</h2><a name="legacy"></a>');
  await writeFile(path.join(root, 'index.html'), '<h1>首页</h1>');
  await writeFile(path.join(root, 'playground.html'), '<h1>演练场</h1>');
});

after(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('extractInternalLinks', () => {
  it('只收集站内链接，并把相对地址解析到所在页面', () => {
    const html = `
      <a href="/docs/intro#install">绝对</a>
      <a href="loading">相对</a>
      <a href="#top">页内</a>
      <a href="https://github.com/cheeriojs/cheerio">外链</a>
      <a href="mailto:a@b.c">邮件</a>
      <img src="/img/logo.svg">`;
    const links = extractInternalLinks(html, '/docs/basics/selecting', origin);
    assert.deepEqual(
      links.map(({ pathname, hash }) => `${pathname}#${hash}`),
      ['/docs/intro#install', '/docs/basics/loading#', '/docs/basics/selecting#top', '/img/logo.svg#'],
    );
  });

  it('锚点中的中文被解码', () => {
    const [link] = extractInternalLinks('<a href="/docs/intro#%E5%AE%89%E8%A3%85">x</a>', '/', origin);
    assert.equal(link.hash, '安装');
  });
});

describe('findBrokenLinks', () => {
  it('报告不存在的页面和不存在的锚点，接受 id 与 name 锚点', async () => {
    const links = extractInternalLinks(
      '<a href="/docs/intro#install">1</a><a href="/docs/intro#legacy">2</a><a href="/docs/intro#nope">3</a><a href="/missing">4</a><a href="/">5</a>',
      '/',
      origin,
    );
    const broken = await findBrokenLinks(root, links);
    assert.deepEqual(
      broken.map(({ href, problem }) => `${href} ${problem}`),
      ['/docs/intro#nope 目标页面中没有 #nope', '/missing 目标页面不存在'],
    );
  });
});

describe('演练场链接', () => {
  it('片段是压缩的状态而不是锚点：能还原就通过，被截断或改坏的报告原因', async () => {
    const good = playgroundLinkFor("render(<pre>{cheerio.load('<b>x</b>')('b').text()}</pre>);\n");
    const links = extractInternalLinks(
      `<a href="${good}">好</a><a href="${good.slice(0, -6)}">截断</a><a href="/playground#v1.***">坏字符</a><a href="/playground#v9.abc">新版本</a>`,
      '/docs/intro',
      origin,
    );
    const broken = await findBrokenLinks(root, links);
    assert.equal(broken.length, 3);
    assert.match(broken[0].problem, /演练场链接无法还原：.*截断/);
    assert.match(broken[1].problem, /演练场链接无法还原/);
    assert.equal(links.length, 4);
  });
});

describe('辅助函数', () => {
  it('collectAnchors 收集 id', () => {
    assert.ok(collectAnchors('<div id="a"><span id="b"></span></div>').has('b'));
  });
  it('isRedirectPage 识别重定向页面', () => {
    assert.equal(isRedirectPage('<meta http-equiv="refresh" content="0; url=/docs/api">'), true);
    assert.equal(isRedirectPage('<p>正文</p>'), false);
  });
  it('routeOfFile 把文件映射回路由', () => {
    assert.equal(routeOfFile('/b', '/b/index.html'), '/');
    assert.equal(routeOfFile('/b', '/b/docs/intro.html'), '/docs/intro');
    assert.equal(routeOfFile('/b', '/b/docs/api/index.html'), '/docs/api');
  });
});
