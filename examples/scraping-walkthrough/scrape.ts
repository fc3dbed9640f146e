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

/** 按响应头的 charset 和页面里的 <meta charset> 解码；baseURI 让 href 读出来就是绝对 URL。 */
async function loadPage(site: PoliteSite, url: string) {
  const page = await site.get(url);
  const charset = /charset=([^;\s]+)/i.exec(page.headers.get('content-type') ?? '')?.[1];
  const $ = cheerio.loadBuffer(page.body, {
    baseURI: page.url,
    encoding: { transportLayerEncodingLabel: charset },
  });
  return { url: page.url, $ };
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

  // 列表页一页接一页地抓：下一页的地址要从这一页里读出来。
  let listUrl: string | undefined = startUrl;
  for (let pages = 0; listUrl && pages < options.maxListPages; pages += 1) {
    const { $ } = await loadPage(site, listUrl);
    // 描述对象里写 value: 'href'，读的是 href 特性：按 baseURI 解析好的绝对 URL。
    const { found, nextUrl } = $.extract({
      found: [{ selector: '.book-list a.book', value: 'href' }],
      nextUrl: { selector: 'a[rel="next"]', value: 'href' },
    });
    for (const url of found.filter((href) => href !== undefined)) {
      if (bookUrls.includes(url) || skipped.includes(url)) continue;
      (site.isAllowed(url) ? bookUrls : skipped).push(url);
    }
    listUrl = nextUrl;
  }

  // 详情页之间没有依赖，一起交出去；实际的并发数和间隔由 openSite 控制。
  const settled = await Promise.allSettled(bookUrls.map((url) => scrapeBook(site, url)));
  const books: Book[] = [];
  const failed: ScrapeResult['failed'] = [];
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
