import type { CheerioOptions } from 'cheerio';
import type { RunRequest } from '../../sandbox/protocol';
import type { ParseOptions, PlaygroundState } from './state';

/** baseURI 只接受绝对 URL：cheerio 不在 load 时检查它，等到读 `.prop('href')` 才抛出“Invalid URL”。 */
export function isValidBaseURI(baseURI: string): boolean {
  if (baseURI === '') return true;
  try {
    new URL(baseURI);
    return true;
  } catch {
    return false;
  }
}

/** 界面上的选项 → 交给 `load()` 的选项。无效的 baseURI 不传（界面另有提示）。 */
export function cheerioOptions(options: ParseOptions): CheerioOptions {
  const baseURI = options.baseURI !== '' && isValidBaseURI(options.baseURI) ? { baseURI: options.baseURI } : {};
  switch (options.parser) {
    case 'parse5':
      return baseURI;
    case 'htmlparser2':
      return { ...baseURI, xml: { xmlMode: false, decodeEntities: options.decodeEntities } };
    case 'xml':
      return { ...baseURI, xml: options.decodeEntities ? true : { decodeEntities: false } };
  }
}

/** 交给沙箱运行的请求：代码、HTML 和按界面选项算好的 `load()` 参数。 */
export function runRequest({ code, html, options }: Pick<PlaygroundState, 'code' | 'html' | 'options'>): RunRequest {
  return { code, html, loadOptions: cheerioOptions(options), isDocument: options.isDocument };
}

/** 与当前选项等价的一行代码，显示在选项旁边，读者可以直接抄进自己的程序。 */
export function loadCallText(options: ParseOptions): string {
  const loadOptions = cheerioOptions(options);
  const optionsText = Object.keys(loadOptions).length === 0 ? null : toSource(loadOptions);
  if (options.isDocument) return optionsText ? `cheerio.load(html, ${optionsText})` : 'cheerio.load(html)';
  return `cheerio.load(html, ${optionsText ?? 'null'}, false)`;
}

export function toSource(value: unknown): string {
  if (typeof value === 'string') return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
  if (typeof value !== 'object' || value === null) return String(value);
  const entries = Object.entries(value).map(([key, item]) => `${key}: ${toSource(item)}`);
  return `{ ${entries.join(', ')} }`;
}
