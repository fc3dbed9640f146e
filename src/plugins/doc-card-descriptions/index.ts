import type { LoadedContent } from '@docusaurus/plugin-content-docs';
import type { Plugin } from '@docusaurus/types';

/**
 * 文档插件的版本数据（每个文档页都要加载的 JSON）里本来带着每篇文档的简介，浏览器里只有分类生成页的卡片（DocCard）
 * 用它。补丁（patches/@docusaurus+plugin-content-docs+3.6.3.patch）把简介从版本数据里去掉，文档页的首屏因此少 3 KiB；
 * 这个插件把卡片要显示的那些简介另写一份，只由 src/theme/DocCard 引入，只在分类生成页加载。
 */
export const DESCRIPTIONS_FILE = 'descriptions.json';

type SidebarItem = LoadedContent['loadedVersions'][number]['sidebars'][string][number];

/** 生成页（分类的 generated-index）列出分类的直接子项：其中每篇文档的简介，按文档 id。站点只有一个文档版本。 */
export function cardDescriptions(content: LoadedContent): Record<string, string> {
  const listed = new Set<string>();
  const visit = (items: SidebarItem[]) => {
    for (const item of items) {
      if (item.type !== 'category') continue;
      if (item.link?.type === 'generated-index') {
        for (const child of item.items) if (child.type === 'doc' || child.type === 'ref') listed.add(child.id);
      }
      visit(item.items);
    }
  };
  const descriptions: Record<string, string> = {};
  for (const version of content.loadedVersions) {
    for (const sidebar of Object.values(version.sidebars)) visit(sidebar);
    for (const doc of version.docs) if (listed.has(doc.id) && doc.description) descriptions[doc.id] = doc.description;
  }
  return descriptions;
}

export default function docCardDescriptionsPlugin(): Plugin {
  return {
    name: 'doc-card-descriptions',
    async allContentLoaded({ allContent, actions }) {
      const docs = allContent['docusaurus-plugin-content-docs']?.default as LoadedContent | undefined;
      if (!docs)
        throw new Error(
          'doc-card-descriptions：没有找到文档插件（docusaurus-plugin-content-docs，id default）的内容。',
        );
      await actions.createData(DESCRIPTIONS_FILE, JSON.stringify(cardDescriptions(docs)));
    },
  };
}
