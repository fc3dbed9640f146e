/**
 * npm run terms:sync：术语表（src/terms/index.ts）或问句词改动后，重新生成用到它们的两处：
 * API 译文术语表 GLOSSARY.md 里的表格，以及托管搜索的爬虫配置里的关键词与可选词。
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CRAWLER_CONFIG_FILE, regenerateFormatted } from '../search/crawler-terms/render';
import { GLOSSARY_FILE, regenerateGlossary } from './glossaryMarkdown';

async function main(): Promise<void> {
  writeFileSync(GLOSSARY_FILE, regenerateGlossary(readFileSync(GLOSSARY_FILE, 'utf8')));
  writeFileSync(CRAWLER_CONFIG_FILE, await regenerateFormatted(readFileSync(CRAWLER_CONFIG_FILE, 'utf8')));
  for (const file of [GLOSSARY_FILE, CRAWLER_CONFIG_FILE]) console.log(`已更新 ${path.relative(process.cwd(), file)}`);
}

void main();
