import type { RunRequest } from './protocol';

/**
 * runCode 在一个 cheerio 版本上运行读者代码所需的一切。站点安装的版本见 currentRelease.ts，旧版本见 oldRelease.ts；
 * runCode 本身不引入 cheerio，旧版本的沙箱页里就只有那个版本的代码。
 */
export interface CheerioRelease {
  version: string;
  /** 读者代码里的 `cheerio`，也是 `import … from 'cheerio'`、`require('cheerio')` 得到的对象。 */
  module: object;
  /** 按这次运行的 HTML 和选项加载好的 `$`。 */
  load(request: RunRequest): QueryFunction;
  /** 值是不是这个版本的选择集。 */
  isSelection(value: object): boolean;
}

/** runCode 自己对 `$` 只用到这一点：把一个节点写成 HTML。读者的代码看到的是完整的 `$`。 */
export interface QueryFunction {
  html(node: never): string;
}
