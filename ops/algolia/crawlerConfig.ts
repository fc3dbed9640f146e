import path from 'node:path';
import prettier from 'prettier';
import { QUESTION_WORDS_FOR_HOSTED } from '../../src/search/browser/query';
import { termKeywords, termPages } from '../../src/search/indexing/keywords';

/**
 * 托管模式的爬虫配置要整段粘贴进 Algolia 后台，不能 import，所以术语表以字面量写进配置：
 * 页面关键词写在 recordExtractor 里（挂到页面的 lvl1 记录上），问句里不必匹配的词写成索引设置 optionalWords。
 * 这两段由 `npm run terms:sync` 生成，单元测试检查它们与术语表 src/terms/index.ts、src/search/browser/query.ts 一致。
 */
export const GENERATED_BLOCKS: Record<string, () => string[]> = {
  页面关键词: () => [
    `const PAGE_KEYWORDS = ${JSON.stringify(Object.fromEntries(termPages().map((page) => [page, termKeywords(page)])))};`,
  ],
  可选词: () => [`optionalWords: ${JSON.stringify(QUESTION_WORDS_FOR_HOSTED)},`],
};

const begin = (name: string) => `// <生成：${name}>`;
const end = (name: string) => `// </生成：${name}>`;

/** 把配置里每一段标记之间的内容换成当前术语表生成的内容（沿用标记所在行的缩进）；缺标记时报错。 */
export function regenerate(source: string): string {
  let out = source;
  for (const [name, render] of Object.entries(GENERATED_BLOCKS)) {
    const start = out.indexOf(begin(name));
    const stop = out.indexOf(end(name));
    if (start === -1 || stop === -1 || stop < start) throw new Error(`爬虫配置里找不到 ${begin(name)} … ${end(name)}`);
    const lineStart = out.lastIndexOf('\n', start) + 1;
    const indent = out.slice(lineStart, start);
    const lines = [
      begin(name),
      '// 由 npm run terms:sync 从 src/terms/index.ts 生成，不要手改。',
      ...render(),
      end(name),
    ];
    out = out.slice(0, lineStart) + lines.map((line) => indent + line).join('\n') + out.slice(stop + end(name).length);
  }
  return out;
}

export const CRAWLER_CONFIG_FILE = path.join(__dirname, 'crawler.config.js');

/** 生成后按仓库的 Prettier 配置排版，与提交的文件逐字节可比。 */
export async function regenerateFormatted(source: string): Promise<string> {
  const options = await prettier.resolveConfig(CRAWLER_CONFIG_FILE);
  return prettier.format(regenerate(source), { ...options, filepath: CRAWLER_CONFIG_FILE });
}
