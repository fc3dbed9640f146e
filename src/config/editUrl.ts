import { existsSync } from 'node:fs';
import path from 'node:path';
import { links } from '../constants/links';
import { siteRepository } from './siteRepository';

const siteDir = path.resolve(__dirname, '../..');
const editBase = `${siteRepository}/edit/${links.siteRepositoryBranch}`;
const API_CATALOGUE = 'i18n/zh-CN/api';

/**
 * “编辑此页”指向的源文件。API 页面由 TypeDoc 生成，能改的是它的译文目录：每个页面一个 YAML，
 * /docs/api 的导言在 overview.md；目录里还没有对应文件的页面不给编辑链接。
 */
export function docSourceFile(docPath: string): string | undefined {
  const api = /^api\/(.+)\.mdx?$/.exec(docPath);
  if (!api) return `docs/${docPath}`;
  const file = `${API_CATALOGUE}/${api[1] === 'index' ? 'overview.md' : `${api[1]}.yaml`}`;
  return existsSync(path.join(siteDir, file)) ? file : undefined;
}

export function docEditUrl(docPath: string): string | undefined {
  const file = docSourceFile(docPath);
  return file && `${editBase}/${file}`;
}

export function blogEditUrl(blogPath: string): string {
  return `${editBase}/blog/${blogPath}`;
}
