/**
 * recma 插件：文章导出的目录（`export const toc = [...]`）只保留目录里显示得出来的层级。
 *
 * MDX 把每一级标题都写进 `toc`，主题按 `themeConfig.tableOfContents` 的层级（本站 2–3）筛掉其余的，但筛之前整张表
 * 已经在页面的首屏脚本里了。API 页面每个方法都有“类型参数”“参数”“返回值”“示例”四级标题和参数名的五级标题：
 * `/docs/api/classes/Cheerio` 的文章代码块 6.1 KiB（gzip）里有 5.6 KiB 是这张表，显示出来的只有二、三级。
 *
 * 页面在 front matter 里自己设了目录层级（`toc_min_heading_level`、`toc_max_heading_level`），或者用了
 * `TOCInline`（它可以显示更深的层级）时不动。
 */
type EsNode = { type: string; [key: string]: unknown };

export interface TocLevelsOptions {
  /** 目录显示的最深层级（站点的 themeConfig.tableOfContents.maxHeadingLevel）。 */
  maxHeadingLevel: number;
}

/** 页面自己决定目录层级：front matter 设了层级（Docusaurus 的 mdx-loader 把 front matter 放在 vfile 的 data 里）。 */
const OWN_LEVEL_KEYS = ['toc_min_heading_level', 'toc_max_heading_level'];
/** 引入了 TOCInline（它可以显示更深的层级）。 */
const USES_TOC_INLINE = /"TOCInline"/;

function levelOf(entry: EsNode): number | undefined {
  if (entry.type !== 'ObjectExpression') return undefined;
  for (const property of entry.properties as EsNode[]) {
    const key = property.key as EsNode | undefined;
    const name = key?.type === 'Identifier' ? key.name : key?.type === 'Literal' ? key.value : undefined;
    const value = property.value as EsNode | undefined;
    if (name === 'level' && value?.type === 'Literal' && typeof value.value === 'number') return value.value;
  }
  return undefined;
}

export default function trimTocLevels({ maxHeadingLevel }: TocLevelsOptions) {
  return (tree: EsNode, file?: { data?: object }): void => {
    const frontMatter = (file?.data as { frontMatter?: Record<string, unknown> } | undefined)?.frontMatter ?? {};
    if (OWN_LEVEL_KEYS.some((key) => key in frontMatter) || USES_TOC_INLINE.test(JSON.stringify(tree))) return;
    for (const statement of tree.body as EsNode[]) {
      const declaration = statement.declaration as EsNode | undefined;
      if (statement.type !== 'ExportNamedDeclaration' || declaration?.type !== 'VariableDeclaration') continue;
      for (const declarator of declaration.declarations as EsNode[]) {
        const id = declarator.id as EsNode;
        const init = declarator.init as EsNode | undefined;
        if (id.type !== 'Identifier' || id.name !== 'toc' || init?.type !== 'ArrayExpression') continue;
        init.elements = (init.elements as (EsNode | null)[]).filter(
          (entry) => !entry || (levelOf(entry) ?? 0) <= maxHeadingLevel,
        );
      }
    }
  };
}
