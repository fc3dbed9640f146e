import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { twinLinks } from '../../src/plugins/markdown-twins/llms';
import {
  extractInternalLinks,
  extractMarkdownLinks,
  findBrokenLinks,
  hasMarkdownTwin,
  isRedirectPage,
  llmsCoverageProblems,
  routeOfFile,
  type InternalLink,
} from './link-check';

/**
 * 检查 build/ 中每个页面的站内链接和锚点。Docusaurus 按站点约定只对坏链发出警告，这个检查让 CI 在任何坏链上失败。
 * 页面的 Markdown 版本（*.md）、llms.txt 与 llms-full.txt 里的链接一并检查，并确认 llms.txt 把每个教程、API 页面和博文各列了一次。
 * 用法：tsx tests/links/check-links.ts [构建目录]
 */
const root = path.resolve(process.argv[2] ?? 'build');
const siteOrigin = 'http://site.invalid';
const LLMS_FILES = ['llms.txt', 'llms-full.txt'];

async function filesEndingWith(directory: string, suffix: string): Promise<string[]> {
  const entries = await readdir(directory, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(suffix))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Markdown 版本里的绝对地址用的是构建时的站点地址（SITE_URL），从 sitemap.xml 读出来。 */
async function builtSiteOrigin(): Promise<string> {
  const sitemap = await readFile(path.join(root, 'sitemap.xml'), 'utf8');
  const loc = /<loc>([^<]+)<\/loc>/.exec(sitemap)?.[1];
  if (!loc) throw new Error('sitemap.xml 里没有任何地址');
  return new URL(loc).origin;
}

async function main() {
  const links: InternalLink[] = [];
  const twinPages: string[] = [];
  let pages = 0;
  const builtOrigin = await builtSiteOrigin();
  for (const file of await filesEndingWith(root, '.html')) {
    const html = await readFile(file, 'utf8');
    if (isRedirectPage(html)) continue;
    pages += 1;
    const route = routeOfFile(root, file);
    links.push(...extractInternalLinks(html, route, siteOrigin));
    if (hasMarkdownTwin(html)) twinPages.push(builtOrigin + route);
  }
  const markdownFiles = [...(await filesEndingWith(root, '.md')), ...LLMS_FILES.map((name) => path.join(root, name))];
  for (const file of markdownFiles) {
    const source = `/${path.relative(root, file).split(path.sep).join('/')}`;
    links.push(...extractMarkdownLinks(await readFile(file, 'utf8'), source, builtOrigin));
  }
  const broken = await findBrokenLinks(root, links);
  const coverage = llmsCoverageProblems(twinPages, twinLinks(await readFile(path.join(root, 'llms.txt'), 'utf8')));
  if (broken.length > 0 || coverage.length > 0) {
    if (broken.length) console.error(`发现 ${broken.length} 个坏链：`);
    for (const link of broken) console.error(`  ${link.source} → ${link.href}：${link.problem}`);
    for (const problem of coverage) console.error(`  ${problem}`);
    process.exit(1);
  }
  console.log(
    `链接检查通过：${pages} 个页面、${markdownFiles.length} 个 Markdown 文件（含 llms.txt），${links.length} 个站内链接，没有坏链；` +
      `llms.txt 列出了全部 ${twinPages.length} 个教程、API 页面和博文。`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
