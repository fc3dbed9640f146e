/**
 * 抓取示例书店：顺着“下一页”走完图书列表，再并发（受 polite-fetch 的限制）抓取每本书的详情页，
 * 用 extract() 取出字段，最后写成 JSON 和 CSV。
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import * as cheerio from 'cheerio';
import { writeCsv, writeJson } from './output';
import { BlockedError, openSite, type PoliteFetchOptions, type PoliteSite } from './polite-fetch';

export interface Book {
  url: string;
  title: string;
  author: string;
  isbn: string;
  /** 单位：元。 */
  price: number;
  tags: string[];
}

export interface ScrapeOptions extends PoliteFetchOptions {
  /** 最多翻几页列表，防止“下一页”链接形成环时永远停不下来。 */
  maxListPages: number;
}

export interface ScrapeResult {
  books: Book[];
  /** robots.txt 不允许、因此没有请求的 URL。 */
  skipped: string[];
  failed: { url: string; reason: string }[];
}

/**
 * 从 Content-Type 响应头里取出 charset。值可以带引号（`charset="GBK"` 合乎规范，也很常见）；
 * GBK 和 GB2312 换成它们的超集 GB18030，浏览器也是这样解码的，GBK 之外的生僻字和表情符号才不会成乱码。
 */
export function charsetOf(contentType: string | null): string | undefined {
  const label = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(contentType ?? '')?.[1]?.toLowerCase();
  return label && GBK_LABELS.has(label) ? 'gb18030' : label;
}

const GBK_LABELS = new Set(['gbk', 'gb2312', 'x-gbk']);

/** 按响应头的 charset 和页面里的 <meta charset> 解码；baseURI 是跟随重定向之后的最终 URL。 */
async function loadPage(site: PoliteSite, url: string) {
  const page = await site.get(url);
  const $ = cheerio.loadBuffer(page.body, {
    baseURI: page.url,
    encoding: { transportLayerEncodingLabel: charsetOf(page.headers.get('content-type')) },
  });
  return { url: page.url, $ };
}

/**
 * 把链接解析成绝对 URL；写坏了的链接（如端口写成 `8o8o`）返回 undefined。不用 `prop('href')` 或
 * `extract()` 的 `value: 'href'`：设置了 baseURI 时，它们遇到一个解析不了的链接就抛出 TypeError，整页的结果都拿不到。
 */
function resolveLink(href: string | undefined, base: string): string | undefined {
  if (href === undefined) return undefined;
  try {
    return new URL(href, base).href;
  } catch {
    return undefined;
  }
}

async function scrapeBook(site: PoliteSite, url: string): Promise<Book> {
  const page = await loadPage(site, url);
  const raw = page.$.extract({
    title: 'h1',
    author: '.author',
    isbn: '.isbn',
    price: '.price',
    tags: ['.tags li'],
  });
  return {
    url: page.url,
    title: raw.title?.trim() ?? '',
    author: raw.author?.replace(/^作者：/, '').trim() ?? '',
    isbn: raw.isbn?.trim() ?? '',
    price: Number(raw.price?.replace(/[^\d.]/g, '')),
    tags: raw.tags,
  };
}

export async function scrapeBooks(startUrl: string, options: ScrapeOptions): Promise<ScrapeResult> {
  const site = await openSite(startUrl, options);
  const bookUrls: string[] = [];
  const skipped: string[] = [];
  const failed: ScrapeResult['failed'] = [];

  // 列表页一页接一页地抓：下一页的 URL 要从这一页里读出来。
  let listUrl: string | undefined = startUrl;
  for (let pages = 0; listUrl && pages < options.maxListPages; pages += 1) {
    const page = await loadPage(site, listUrl);
    // 取属性的原文，自己逐个解析：一个写坏的链接只让它自己那一项失败。
    const hrefOf = (el: { attribs: Record<string, string | undefined> }) => el.attribs.href;
    const { links, next } = page.$.extract({
      links: [{ selector: '.book-list a.book', value: hrefOf }],
      next: { selector: 'a[rel="next"]', value: hrefOf },
    });
    for (const href of links) {
      if (href === undefined) continue;
      const url = resolveLink(href, page.url);
      if (url === undefined) failed.push({ url: href, reason: `链接无法解析：${href}` });
      else if (!bookUrls.includes(url) && !skipped.includes(url)) (site.isAllowed(url) ? bookUrls : skipped).push(url);
    }
    listUrl = resolveLink(next, page.url);
  }

  // 详情页之间没有依赖，一起交出去；实际的并发数和间隔由 openSite 控制。
  const settled = await Promise.allSettled(bookUrls.map((url) => scrapeBook(site, url)));
  const books: Book[] = [];
  settled.forEach((result, index) => {
    if (result.status === 'fulfilled') books.push(result.value);
    else if (result.reason instanceof BlockedError) skipped.push(bookUrls[index]);
    else failed.push({ url: bookUrls[index], reason: String(result.reason) });
  });
  return { books, skipped, failed };
}

/** 抓取并在 outDir 里写出 books.json 和 books.csv。 */
export async function scrapeToFiles(startUrl: string, outDir: string, options: ScrapeOptions): Promise<ScrapeResult> {
  const result = await scrapeBooks(startUrl, options);
  await mkdir(outDir, { recursive: true });
  await writeJson(path.join(outDir, 'books.json'), result.books);
  await writeCsv(path.join(outDir, 'books.csv'), result.books);
  return result;
}
