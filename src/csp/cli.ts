import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { env } from '../config/env';
import { isSandboxPageFile } from '../sandbox/releases';
import { applyPolicy, isHostedSearchBuild } from './policy';

/**
 * 用法：tsx src/csp/cli.ts [构建目录]。在 `docusaurus build` 之后运行（npm run build 已包含），
 * 这时所有插件（包括客户端重定向）都已写完页面，每个 HTML 文件都能拿到自己的策略。沙箱页（sandbox.html 和旧版本的
 * sandbox/<版本>.html）有自己的、更严的策略，跳过（重复运行时也不会覆盖它们）。
 */
async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !isSandboxPageFile(path.relative(dir, file).split(path.sep).join('/')));
}

async function main(outDir: string): Promise<void> {
  const files = await htmlFiles(outDir);
  if (files.length === 0) throw new Error(`${outDir} 里没有 HTML 文件，请先运行 docusaurus build`);
  const hostedSearch = isHostedSearchBuild(await readFile(path.join(outDir, 'index.html'), 'utf8'));
  for (const file of files) {
    const html = await readFile(file, 'utf8');
    const updated = applyPolicy(html, { hostedSearch, analyticsScriptSrc: env.analyticsScriptSrc });
    if (updated !== html) await writeFile(file, updated);
  }
  console.log(`内容安全策略已写入 ${files.length} 个页面（搜索模式：${hostedSearch ? '托管' : '本地'}）`);
}

main(path.resolve(process.argv[2] ?? 'build')).catch((error: unknown) => {
  console.error(`写入内容安全策略失败：${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
