/**
 * 页面锚点。成员锚点由 TypeDoc 决定（#find、#attr），其余标题（参数名、分类名、“参数”“返回”……）
 * 若交给 Docusaurus 自动生成，可能抢走成员的锚点：分类标题“CSS”会先占用 #css，
 * 让 css() 变成 #css-1。所以每个标题都写上显式 id，其余标题避开成员已占用的 id。
 */

/** 成员锚点：小写名字，去掉方括号（[iterator] → iterator），与 Docusaurus 的锚点风格一致。 */
export function memberAnchor(name: string): string {
  return name.replace(/[[\]\\]/g, '').toLowerCase();
}

/** 一级标题是页面标题，Docusaurus 不给它锚点。 */
const HEADING = /^(#{2,6})\s+(.*?)\s*$/;
const EXPLICIT_ID = /\s*\{#([^}]+)\}$/;

/** 与 github-slugger 同样的规则：去掉 Markdown 标记和标点，保留各种文字、数字、连字符与下划线。 */
export function slugify(text: string): string {
  return text
    .replace(/\\(.)/g, '$1')
    .replace(/[`*~]/g, '')
    .replace(/<[^>]*>/g, '')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '')
    .replace(/ /g, '-');
}

function isFence(line: string): boolean {
  return /^ {0,3}(`{3,}|~{3,})/.test(line);
}

/** 给没有显式 id 的标题补上 {#id}，保证整页 id 唯一，且不与已写明的 id 重复。 */
export function assignHeadingIds(markdown: string): string {
  const lines = markdown.split('\n');
  const taken = new Set<string>();
  let inFence = false;
  for (const line of lines) {
    if (isFence(line)) inFence = !inFence;
    const explicit = !inFence && HEADING.test(line) ? EXPLICIT_ID.exec(line) : null;
    if (explicit) taken.add(explicit[1]);
  }

  inFence = false;
  return lines
    .map((line) => {
      if (isFence(line)) inFence = !inFence;
      const heading = inFence ? null : HEADING.exec(line);
      if (!heading || EXPLICIT_ID.test(line)) return line;
      const base = slugify(heading[2]) || 'section';
      let id = base;
      for (let n = 1; taken.has(id); n++) id = `${base}-${n}`;
      taken.add(id);
      return `${heading[1]} ${heading[2]} {#${id}}`;
    })
    .join('\n');
}
