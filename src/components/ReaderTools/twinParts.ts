/**
 * 拆开的 Markdown 版本（构建时由 src/plugins/markdown-twins/split.ts 生成）在目录里列出各部分的写法。
 * 写目录的插件和“复制为 Markdown”按钮共用它：按钮取回目录之后，再按这些链接取回各部分，复制的仍是整页。
 */
export function partListLine(n: number, headings: readonly string[], url: string): string {
  return `- [第 ${n} 部分：${headings.join('、').replace(/[[\]]/g, '')}](${url})`;
}

/** 目录里各部分的地址，按顺序。 */
export function partUrlsIn(index: string): string[] {
  return [...index.matchAll(/^- \[第 \d+ 部分：[^\]\n]*\]\(([^)\s]+)\)$/gm)].map(([, url]) => url);
}

/** 页面的 Markdown 版本的地址：页面地址加 .md（与 src/plugins/markdown-twins 的 twinFile 一致）。 */
export function markdownTwinUrl(permalink: string): string {
  return `${permalink.replace(/\/$/, '')}.md`;
}
