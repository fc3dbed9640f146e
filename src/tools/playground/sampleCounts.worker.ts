/**
 * 各份样本的匹配数：每份样本解析一次、留在这里，选择器变了只重新选择。与画树的分析 worker 分开，几份大文档的
 * 计数不挡住树的更新，也用上第二个 CPU 核心（正在编辑的那一份因此会在两个 worker 里各解析一次）。
 * 这里只运行本站的代码：样本的 HTML 和选择器都只是数据。
 */
import * as cheerio from 'cheerio';
import { cheerioOptions } from './cheerioOptions';
import type { ParseOptions } from './state';

export interface CountRequest {
  id: number;
  samples: string[];
  options: ParseOptions;
  selector: string;
}

/** 每份样本的匹配数；选择器无效或解析失败时为 null。ms 是全部选择（不含解析）用的时间。 */
export interface CountResponse {
  id: number;
  counts: (number | null)[];
  ms: number;
}

let parsed: { html: string; optionsKey: string; $: cheerio.CheerioAPI | null }[] = [];

function documentFor(index: number, html: string, options: ParseOptions): cheerio.CheerioAPI | null {
  const optionsKey = JSON.stringify(options);
  const cached = parsed[index];
  if (cached && cached.html === html && cached.optionsKey === optionsKey) return cached.$;
  let $: cheerio.CheerioAPI | null = null;
  try {
    $ = cheerio.load(html, cheerioOptions(options), options.isDocument);
  } catch {
    $ = null;
  }
  parsed[index] = { html, optionsKey, $ };
  return $;
}

self.onmessage = (event: MessageEvent<CountRequest>) => {
  const { id, samples, options, selector } = event.data;
  const documents = samples.map((html, index) => documentFor(index, html, options));
  parsed = parsed.slice(0, samples.length);
  const started = performance.now();
  const counts = documents.map(($) => {
    if (!$) return null;
    try {
      return $(selector).length;
    } catch {
      return null;
    }
  });
  postMessage({ id, counts, ms: performance.now() - started } satisfies CountResponse);
};
