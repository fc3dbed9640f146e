import * as cheerio from 'cheerio';

/**
 * 实时代码块里除 React 之外可以直接使用的变量。单独成文件，是为了让文档示例测试
 * （tests/unit/doc-examples.test.ts）在 Node 里拿到与浏览器完全相同的变量名。
 *
 * 这里的 `cheerio` 在浏览器构建中由 webpack 按 package.json 的 `browser` 条件解析为
 * cheerio 自带的浏览器版本：只有 load、contains、merge 等不依赖 Node 的导出，
 * 没有 loadBuffer、stringStream、decodeStream、fromURL。
 */
export const cheerioScope = { cheerio } as const;
