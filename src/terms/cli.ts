/**
 * npm run terms:sync 的第一步：术语表（src/terms/index.ts）改动后，重新生成 API 译文术语表 GLOSSARY.md 里的表格。
 * 第二步（ops/algolia/sync-crawler-config.ts）重新生成托管搜索爬虫配置里的关键词与可选词；术语表本身不依赖任何一方。
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { GLOSSARY_FILE, regenerateGlossary } from './glossaryMarkdown';

writeFileSync(GLOSSARY_FILE, regenerateGlossary(readFileSync(GLOSSARY_FILE, 'utf8')));
console.log(`已更新 ${path.relative(process.cwd(), GLOSSARY_FILE)}`);
