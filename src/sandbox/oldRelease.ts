import type { CheerioRelease, QueryFunction } from './release';
import { loadArgumentsFor, type OldRelease } from './releases';

interface OldModule {
  load(html: string, options: Record<string, unknown>, isDocument?: boolean): QueryFunction;
}

/**
 * 旧版本：load() 的选项按那个版本的写法给出（releases.ts 的 loadArgumentsFor），读者的代码拿到的 `cheerio` 就是那个版本
 * 的模块本身。0.22 以来每个版本的选择集原型上都有 `cheerio` 属性，各版本自己的 isCheerio 也是这样判断的。
 */
export function oldRelease(version: OldRelease, module: OldModule): CheerioRelease {
  return {
    version,
    module,
    load: ({ html, loadOptions, isDocument }) => {
      const args = loadArgumentsFor(version, loadOptions, isDocument);
      return args.isDocument === undefined
        ? module.load(html, args.options)
        : module.load(html, args.options, args.isDocument);
    },
    isSelection: (value) => (value as { cheerio?: unknown }).cheerio != null,
  };
}
