/**
 * 《实战：抓取一个网站》的抓取程序（examples/scraping-walkthrough/）对着本地的示例书店完整跑一遍：
 * 检查写出的 JSON 和 CSV 的每一行，以及它有没有守规矩（robots.txt、User-Agent、并发、Retry-After）。
 * 页面上展示的代码片段必须和源文件一致。
 */
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseRobots } from '../../examples/scraping-walkthrough/robots';
import { createThrottle, parseRetryAfter } from '../../examples/scraping-walkthrough/polite-fetch';
import { charsetOf, scrapeToFiles, type ScrapeResult } from '../../examples/scraping-walkthrough/scrape';
import { brokenLink, robotsTxt, siteBooks, startScrapingSite, type ScrapingSite } from '../fixtures/scraping-site';

const root = path.join(__dirname, '../..');
const USER_AGENT = 'cheerio-zh-walkthrough/1.0 (+https://example.com/contact)';
const CONCURRENCY = 2;

describe('实战：抓取一个网站', () => {
  let site: ScrapingSite;
  let outDir: string;
  let result: ScrapeResult;

  before(async () => {
    site = await startScrapingSite();
    outDir = await mkdtemp(path.join(tmpdir(), 'scraping-walkthrough-'));
    result = await scrapeToFiles(`${site.origin}/books/`, outDir, {
      userAgent: USER_AGENT,
      concurrency: CONCURRENCY,
      minIntervalMs: 10,
      maxRetries: 2,
      backoffBaseMs: 20,
      maxRetryWaitMs: 2000,
      timeoutMs: 2000,
      maxListPages: 10,
    });
  });
  after(async () => {
    await site.close();
    await rm(outDir, { recursive: true, force: true });
  });

  const expectedBooks = () =>
    siteBooks
      .filter((book) => book.id !== 7)
      .map((book) => ({
        url: `${site.origin}/books/${book.id}`,
        title: book.title,
        author: book.author,
        isbn: book.isbn,
        price: Number(book.price),
        tags: book.tags,
      }));

  it('books.json：七本书按列表顺序排列，两个 GBK 页面（charset 带引号的那个也算）和重定向后的页面都读对了', async () => {
    const books = JSON.parse(await readFile(path.join(outDir, 'books.json'), 'utf8'));
    const expected = expectedBooks();
    assert.equal(books.length, expected.length);
    expected.forEach((book, index) => assert.deepEqual(books[index], book, `第 ${index + 1} 行`));
    assert.deepEqual(result.skipped, [`${site.origin}/drafts/7`]);
  });

  it('写坏的链接只让它自己那一项失败，同一页的其他书照常抓取', () => {
    assert.deepEqual(result.failed, [{ url: brokenLink, reason: `链接无法解析：${brokenLink}` }]);
  });

  it('books.csv：带 BOM、CRLF 换行，逐行与期望一致', async () => {
    const csv = await readFile(path.join(outDir, 'books.csv'), 'utf8');
    assert.ok(csv.startsWith('\ufeff'));
    const lines = csv.slice(1).split('\r\n');
    assert.equal(lines.pop(), '', '最后一行也以 CRLF 结束');
    const o = site.origin;
    const expected = [
      'url,title,author,isbn,price,tags',
      `${o}/books/1,JavaScript 高级程序设计,马特·弗里斯比,978-7-115-54538-1,129,前端|经典`,
      `${o}/books/2,"Node.js ""实战"", 第 2 版",亚历克斯·扬,978-7-115-50102-8,89,后端`,
      `${o}/books/3,深入理解计算机系统,兰德尔·布莱恩特,978-7-111-54493-7,139,基础|经典`,
      `${o}/books/4,算法（第 4 版）,罗伯特·塞奇威克,978-7-115-29380-0,99,算法`,
      `${o}/books/5,图解 HTTP,上野宣,978-7-115-35153-1,49,网络`,
      `${o}/books/6,正则表达式必知必会,本·福达,978-7-115-42236-1,39,`,
      `${o}/books/8,数据库系统概念,亚伯拉罕·西尔伯沙茨,978-7-111-37529-6,99,数据库`,
    ];
    assert.equal(lines.length, expected.length);
    expected.forEach((line, index) => assert.equal(lines[index], line, `第 ${index + 1} 行`));
  });

  it('先读 robots.txt（跟随它的重定向），从不请求被禁止的路径，每个请求都带着 User-Agent', () => {
    const [first, second] = [...site.requests].sort((a, b) => a.at - b.at);
    assert.deepEqual([first.path, first.status], ['/robots.txt', 301]);
    assert.deepEqual([second.path, second.status], ['/site/robots.txt', 200]);
    assert.ok(!site.requests.some((request) => request.path.startsWith('/drafts/')));
    for (const request of site.requests) assert.equal(request.userAgent, USER_AGENT, request.path);
  });

  it('同时进行的请求不超过并发上限', () => {
    assert.ok(site.maxInFlight() <= CONCURRENCY, `最多同时 ${site.maxInFlight()} 个`);
    assert.ok(site.maxInFlight() > 1, '详情页应当并发抓取');
  });

  it('429 之后按 Retry-After 等满 1 秒才重试；503 之后退避重试；旧地址跟随重定向', () => {
    const requestsOf = (pathname: string) => site.requests.filter((request) => request.path === pathname);
    const [limited, retried] = requestsOf('/books/5').sort((a, b) => a.at - b.at);
    assert.equal(limited.status, 429);
    assert.equal(retried.status, 200);
    assert.ok(retried.at - limited.at >= 1000, `只等了 ${retried.at - limited.at} 毫秒`);
    assert.deepEqual(
      requestsOf('/books/6').map((request) => request.status),
      [503, 200],
    );
    assert.deepEqual(
      requestsOf('/item/4').map((request) => request.status),
      [301],
    );
  });
});

describe('排队器', () => {
  it('同时运行的任务不超过上限，相邻两个任务的开始时间至少相隔 minIntervalMs', async () => {
    const throttle = createThrottle(2, 30);
    const origin = performance.now();
    const starts: number[] = [];
    let active = 0;
    let maxActive = 0;
    await Promise.all(
      Array.from({ length: 5 }, () =>
        throttle.run(async () => {
          starts.push(performance.now());
          active += 1;
          maxActive = Math.max(maxActive, active);
          await sleep(50);
          active -= 1;
        }),
      ),
    );
    assert.equal(maxActive, 2);
    // 第 i 个任务最早在开始后 i × 30 毫秒启动。与起点比而不与前一个任务比：机器忙时前一个任务自己可能晚启动几毫秒，
    // 两者的间隔因此变短，但排队器排定的时刻没有错。Date.now() 取整和定时器提前触发各可能差不到 1 毫秒，留 2 毫秒余量。
    for (let i = 1; i < starts.length; i += 1)
      assert.ok(starts[i] - origin >= i * 30 - 2, `第 ${i} 个任务在 ${starts[i] - origin} 毫秒时启动`);
  });
});

describe('robots.txt 与 Retry-After 的解析', () => {
  it('选用自己名字的那一组规则，没有时用 *；最长匹配优先，一样长时 Allow 优先', () => {
    const ours = parseRobots(robotsTxt, 'cheerio-zh-walkthrough');
    assert.equal(ours.isAllowed('/books/1'), true);
    assert.equal(ours.isAllowed('/drafts/7'), false);
    assert.equal(ours.isAllowed('/cart?add=1'), false);
    assert.equal(parseRobots(robotsTxt, 'Greedy-Bot').isAllowed('/books/1'), false);

    const rules = parseRobots(
      'User-agent: *\nDisallow: /a\nAllow: /a/public\nDisallow: /*.pdf$\nAllow: /b\nDisallow: /b',
      'x',
    );
    assert.equal(rules.isAllowed('/a/secret'), false);
    assert.equal(rules.isAllowed('/a/public/1'), true);
    assert.equal(rules.isAllowed('/files/x.pdf'), false);
    assert.equal(rules.isAllowed('/files/x.pdf?v=2'), true);
    assert.equal(rules.isAllowed('/b'), true);
  });

  it('charset 可以带引号；GBK 与 GB2312 按 GB18030 解码', () => {
    assert.equal(charsetOf('text/html; charset="GBK"'), 'gb18030');
    assert.equal(charsetOf('text/html;charset=gb2312'), 'gb18030');
    assert.equal(charsetOf('text/html; charset=Big5'), 'big5');
    assert.equal(charsetOf('text/html; Charset = "utf-8"'), 'utf-8');
    assert.equal(charsetOf('text/html'), undefined);
    assert.equal(charsetOf(null), undefined);
  });

  it('Retry-After 可以是秒数或 HTTP 日期', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    assert.equal(parseRetryAfter('120', now), 120_000);
    assert.equal(parseRetryAfter('Thu, 01 Jan 2026 00:00:30 GMT', now), 30_000);
    assert.equal(parseRetryAfter(null, now), undefined);
    assert.equal(parseRetryAfter('soon', now), undefined);
  });
});

describe('页面上的代码片段', () => {
  it('每个标了 title="examples/…" 的代码块都能在对应的源文件里原样找到', async () => {
    const page = await readFile(path.join(root, 'docs/advanced/scraping-walkthrough.md'), 'utf8');
    const blocks = [...page.matchAll(/^```ts [^\n]*title="(examples\/[^"]+)"[^\n]*\n([\s\S]*?)^```$/gm)];
    assert.ok(blocks.length >= 4, `只找到 ${blocks.length} 个片段`);
    for (const [, file, code] of blocks) {
      const source = await readFile(path.join(root, file), 'utf8');
      const pieces = code.split(/^\/\/ …\n/m).map((piece) => piece.trim());
      for (const piece of pieces) assert.ok(source.includes(piece), `${file} 里找不到：\n${piece.slice(0, 200)}`);
    }
  });
});
