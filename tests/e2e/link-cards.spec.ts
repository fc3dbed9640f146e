/**
 * 链接卡片：聊天软件（微信、飞书、钉钉、QQ）和社交网站抓取页面时读的 Open Graph 与 Twitter 标签。
 * 用真正的 Open Graph 解析器（npm 的 open-graph-scraper，只读 og: 标签、不回退到 <title>）读 sitemap 里每个页面的
 * 服务端 HTML，确认标题、简介和分享卡片都是页面自己的，卡片文件存在、是 1200×630 的 PNG。
 * 有的抓取器不认省略的 <head> 和不带引号的属性值，所以另外检查原始 HTML 的写法。
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { load } from 'cheerio';
import ogs from 'open-graph-scraper';
import { expect, test } from '@playwright/test';
import { sitemapPaths } from './support/sitemap';

const buildDir = path.join(__dirname, '../../build');

/** PNG 文件头里的宽和高（IHDR 块紧跟在 8 字节的签名之后）。 */
function pngSize(file: string): { width: number; height: number } {
  const png = readFileSync(file);
  expect(png.subarray(1, 4).toString('latin1'), `${file} 不是 PNG`).toBe('PNG');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/** 开始标签里没有加引号的属性值（`name=value`）。 */
function unquotedAttributes(tag: string): string[] {
  return [...tag.matchAll(/\s([\w:-]+)=(?!["'])([^\s>]*)/g)].map(([, name, value]) => `${name}=${value}`);
}

test('每个页面的 Open Graph 标题、简介和分享卡片都是它自己的，卡片是 1200×630 的 PNG', async ({ request }) => {
  const images = new Map<string, string>();
  const problems: string[] = [];
  for (const route of sitemapPaths()) {
    const html = await (await request.get(route)).text();
    const { result, error } = await ogs({ html, onlyGetOpenGraphInfo: true });
    expect(error, route).toBe(false);
    const title = /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1];
    const description = /<meta [^>]*name="description" content="([^"]*)"/.exec(html)?.[1];
    const image = result.ogImage?.[0]?.url ?? '';
    if (!result.ogTitle || result.ogTitle !== title?.replace(/&lt;/g, '<'))
      problems.push(`${route}：og:title 是“${result.ogTitle}”`);
    if (!result.ogDescription || result.ogDescription !== description)
      problems.push(`${route}：og:description 是“${result.ogDescription}”`);
    if (result.twitterCard !== 'summary_large_image' || result.twitterImage?.[0]?.url !== image)
      problems.push(`${route}：Twitter 卡片是 ${result.twitterCard}，图片 ${result.twitterImage?.[0]?.url}`);
    if (images.has(image)) problems.push(`${route}：与 ${images.get(image)} 共用分享卡片 ${image}`);
    images.set(image, route);
    const file = path.join(buildDir, new URL(image).pathname);
    try {
      const size = pngSize(file);
      if (size.width !== 1200 || size.height !== 630) problems.push(`${route}：卡片是 ${size.width}×${size.height}`);
    } catch {
      problems.push(`${route}：卡片 ${image} 不存在`);
    }
  }
  expect(problems).toEqual([]);
});

test('每个页面都有 <head>，其中 meta 与 link 的属性值都带引号', async ({ request }) => {
  const problems: string[] = [];
  for (const route of sitemapPaths()) {
    const html = await (await request.get(route)).text();
    const head = /<head>([\s\S]*?)<\/head>/.exec(html)?.[1];
    if (head === undefined) {
      problems.push(`${route}：没有 <head>…</head>`);
      continue;
    }
    for (const [tag] of head.matchAll(/<(?:meta|link)\b[^>]*>/g)) {
      const unquoted = unquotedAttributes(tag);
      if (unquoted.length) problems.push(`${route}：${tag}`);
    }
  }
  expect(problems).toEqual([]);
});

test('每个页面都有中文的 description，不超过 160 个字符，全站不重复', async ({ request }) => {
  const seen = new Map<string, string>();
  const problems: string[] = [];
  for (const route of sitemapPaths()) {
    const html = await (await request.get(route)).text();
    const description = load(html)('head meta[name="description"]').attr('content');
    if (!description) {
      problems.push(`${route}：没有 description`);
      continue;
    }
    // 搜索引擎按字符截断摘要，汉字和字母都算一个。
    const length = [...description].length;
    if (length > 160) problems.push(`${route}：description 有 ${length} 个字符`);
    if (!/\p{Script=Han}/u.test(description)) problems.push(`${route}：description 不是中文：${description}`);
    if (seen.has(description)) problems.push(`${route}：description 与 ${seen.get(description)} 相同`);
    seen.set(description, route);
  }
  expect(problems).toEqual([]);
});
