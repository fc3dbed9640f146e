/** 把版本标记插进 TypeDoc 生成的页面 Markdown。找不到插入位置时抛错：宁可构建失败，也不悄悄少一个标记。 */

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** 成员标题（`### find() {#find}`）之后。 */
export function afterHeading(markdown: string, anchor: string, block: string): string {
  const heading = new RegExp(`^#{2,6} .*\\{#${escape(anchor)}\\}$`, 'm').exec(markdown);
  if (!heading) throw new Error(`页面上没有锚点为 #${anchor} 的标题`);
  const end = heading.index + heading[0].length;
  return `${markdown.slice(0, end)}\n\n${block}${markdown.slice(end)}`;
}

/** 函数页面：标题之后是“显示英文原文”开关（typedoc-layout 写入），标记放在开关之后，标题仍是正文的第一个节点。 */
export function afterPageTitle(markdown: string, block: string): string {
  const anchor = /^<ApiEnglish .*\/>$/m.exec(markdown) ?? /^# .*$/m.exec(markdown);
  if (!anchor) throw new Error('页面没有标题');
  const end = anchor.index + anchor[0].length;
  return `${markdown.slice(0, end)}\n\n${block}${markdown.slice(end)}`;
}

/** 某个二级标题（显式 id）那一节的末尾，即下一个二级标题之前。 */
export function atSectionEnd(markdown: string, sectionId: string, block: string): string {
  const heading = new RegExp(`^## .*\\{#${escape(sectionId)}\\}$`, 'm').exec(markdown);
  if (!heading) throw new Error(`页面上没有 {#${sectionId}} 这一节`);
  const rest = markdown.slice(heading.index + heading[0].length);
  const next = /^## /m.exec(rest);
  const end = heading.index + heading[0].length + (next ? next.index : rest.length);
  const before = markdown.slice(0, end).replace(/\s*$/, '');
  return `${before}\n\n${block}\n\n${markdown.slice(end).replace(/^\s*/, '')}`.replace(/\n+$/, '\n');
}
