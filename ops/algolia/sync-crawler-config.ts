/** npm run terms:sync 的第二步：把术语表与问句词重新写进爬虫配置里由标记围起来的几段。 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CRAWLER_CONFIG_FILE, regenerateFormatted } from './crawlerConfig';

async function main(): Promise<void> {
  writeFileSync(CRAWLER_CONFIG_FILE, await regenerateFormatted(readFileSync(CRAWLER_CONFIG_FILE, 'utf8')));
  console.log(`已更新 ${path.relative(process.cwd(), CRAWLER_CONFIG_FILE)}`);
}

void main();
