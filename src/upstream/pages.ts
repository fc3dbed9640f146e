import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import { needsUpstream, readUpstream } from './frontMatter';
import type { OurPage } from './status';

function listMarkdown(root: string, dir: string): string[] {
  let entries;
  try {
    entries = readdirSync(path.join(root, dir), { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const child = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return listMarkdown(root, child);
    return needsUpstream(child) ? [child] : [];
  });
}

function splitFrontMatter(source: string): { data: Record<string, unknown>; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(source);
  if (!match) return { data: {}, body: source };
  const data = yaml.load(match[1]);
  return {
    data: typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {},
    body: source.slice(match[0].length),
  };
}

/** 站点根目录下所有需要 upstream 的教程与博文（文件路径相对根目录），front matter 不合规时抛错。 */
export function readOurPages(root: string): OurPage[] {
  return ['docs', 'blog']
    .flatMap((dir) => listMarkdown(root, dir))
    .sort()
    .map((file) => {
      const { data, body } = splitFrontMatter(readFileSync(path.join(root, file), 'utf8'));
      const heading = /^#[ \t]+(.+)$/m.exec(body)?.[1];
      const title = typeof data.title === 'string' ? data.title : (heading ?? path.basename(file));
      return { file, title, upstream: readUpstream(data, file) };
    });
}
