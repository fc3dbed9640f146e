import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { extractInternalLinks, findBrokenLinks, isRedirectPage, routeOfFile, type InternalLink } from './link-check';

/**
 * 检查 build/ 中每个页面的站内链接和锚点。Docusaurus 按规格只对坏链发出警告，这个检查让 CI 在任何坏链上失败。
 * 用法：tsx tests/links/check-links.ts [构建目录]
 */
const root = path.resolve(process.argv[2] ?? 'build');
const siteOrigin = 'http://site.invalid';

async function htmlFiles(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

async function main() {
  const files = await htmlFiles(root);
  const links: InternalLink[] = [];
  let pages = 0;
  for (const file of files) {
    const html = await readFile(file, 'utf8');
    if (isRedirectPage(html)) continue;
    pages += 1;
    links.push(...extractInternalLinks(html, routeOfFile(root, file), siteOrigin));
  }
  const broken = await findBrokenLinks(root, links);
  if (broken.length > 0) {
    console.error(`发现 ${broken.length} 个坏链：`);
    for (const link of broken) console.error(`  ${link.source} → ${link.href}：${link.problem}`);
    process.exit(1);
  }
  console.log(`链接检查通过：${pages} 个页面，${links.length} 个站内链接，没有坏链。`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
