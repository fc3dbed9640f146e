import { Comment, DeclarationReflection, type Reflection } from 'typedoc';

/** 搜索引擎结果和分享卡片里的摘要，比这长的会被截断，也就没必要写出来。 */
const MAX_LENGTH = 120;

/**
 * 把注释摘要（已译成中文的 Markdown）压成一行纯文字：只取第一段，链接只留文字，去掉强调和代码标记，过长时截断。
 * 没有摘要时返回 undefined，页面沿用 Docusaurus 的默认取法。
 */
export function summaryToDescription(markdown: string): string | undefined {
  const firstParagraph = markdown.trim().split(/\n\s*\n/)[0] ?? '';
  const text = firstParagraph
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\{@link\s+([^}|\s]+)(?:[\s|]+([^}]+))?\}/g, (_match, target: string, label?: string) => label ?? target)
    .replace(/[*_]{1,2}([^*_]+)[*_]{1,2}/g, '$1')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
  if (!text) return undefined;
  return text.length > MAX_LENGTH ? `${text.slice(0, MAX_LENGTH - 1)}…` : text;
}

/**
 * 页面的摘要取自它的注释；函数、方法的注释在签名上。没有这一项时，Docusaurus 会拿正文第一段（“定义于：源码位置”
 * 那一行）当作页面描述，搜索结果里就只剩一串源码行号。
 */
export function pageDescription(model: Reflection): string | undefined {
  const comment =
    model.comment ?? (model instanceof DeclarationReflection ? model.signatures?.[0]?.comment : undefined);
  return comment ? summaryToDescription(Comment.combineDisplayParts(comment.summary)) : undefined;
}

/** 一级标题的纯文字：去掉代码标记和 Markdown 转义（“Cheerio\\<T\\>”里的反斜杠否则会原样出现在浏览器标签页上）。 */
export function plainTitle(markdown: string): string | undefined {
  const heading = /^# (.+)$/m.exec(markdown)?.[1];
  return heading
    ?.replace(/`([^`]*)`/g, '$1')
    .replace(/\\(.)/g, '$1')
    .trim();
}

/** 在页面 Markdown 前加上 front matter；JSON 字符串同时是合法的 YAML 标量，不必再转义。 */
export function withFrontMatter(markdown: string, fields: { title?: string; description?: string }): string {
  const lines = Object.entries(fields)
    .filter(([, value]) => value)
    .map(([key, value]) => `${key}: ${JSON.stringify(value)}`);
  if (lines.length === 0 || markdown.startsWith('---\n')) return markdown;
  return `---\n${lines.join('\n')}\n---\n\n${markdown}`;
}

/**
 * “显示英文原文”开关（中英对照）放在页面标题之后：导入语句和组件都写进这一页的 MDX，组件的代码因此只进 API 页面的
 * 代码块，教程页面不下载它，也不必包装主题组件。标题必须仍是正文的第一个节点，Docusaurus 才把它当作页面标题。
 * `page` 是相对 /docs/api 的页面路径（classes/Cheerio），对应构建时写出的对照数据。
 */
export function withEnglishToggle(markdown: string, page: string): string {
  const title = /^# .*$/m.exec(markdown);
  if (!title) return markdown;
  const end = title.index + title[0].length;
  const toggle = `\n\nimport ApiEnglish from '@site/src/components/ApiEnglish';\n\n<ApiEnglish page="${page}" />`;
  return markdown.slice(0, end) + toggle + markdown.slice(end);
}
