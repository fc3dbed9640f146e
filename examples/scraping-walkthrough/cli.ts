/**
 * 用法：npx tsx examples/scraping-walkthrough/cli.ts <起始 URL> [--out 目录] [--user-agent "名字/版本 (+联系方式)"]
 * 默认值偏保守：同时最多 2 个请求、每秒最多发起 1 个。
 */
import { parseArgs } from 'node:util';
import { scrapeToFiles } from './scrape';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    out: { type: 'string', default: 'scraped' },
    'user-agent': { type: 'string', default: 'cheerio-zh-walkthrough/1.0 (+https://example.com/contact)' },
    concurrency: { type: 'string', default: '2' },
    'interval-ms': { type: 'string', default: '1000' },
  },
});

const [startUrl] = positionals;
if (!startUrl) {
  console.error('用法：npx tsx examples/scraping-walkthrough/cli.ts <起始 URL> [--out 目录] [--user-agent 标识]');
  process.exit(2);
}

// 工程里的 .ts 按 CommonJS 运行，不能用顶层 await。
async function main() {
  const result = await scrapeToFiles(startUrl, values.out, {
    userAgent: values['user-agent'],
    concurrency: Number(values.concurrency),
    minIntervalMs: Number(values['interval-ms']),
    maxRetries: 3,
    backoffBaseMs: 1000,
    maxRetryWaitMs: 60_000,
    timeoutMs: 15_000,
    maxListPages: 100,
  });

  console.log(
    `写出 ${result.books.length} 本书；robots.txt 不允许而跳过 ${result.skipped.length} 个；失败 ${result.failed.length} 个`,
  );
  for (const { url, reason } of result.failed) console.log(`  失败：${url}：${reason}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
