/**
 * 包装（Docusaurus 3.6.3）：文档卡片的简介。版本数据里不再带文档的简介（见 src/plugins/doc-card-descriptions），
 * 卡片从那个插件另写的一份里取；侧边栏项目自己写了简介时照原组件以它为准。
 */
import type { WrapperProps } from '@docusaurus/types';
import descriptions from '@generated/doc-card-descriptions/default/descriptions.json';
import DocCard from '@theme-original/DocCard';
import type DocCardType from '@theme/DocCard';

type Props = WrapperProps<typeof DocCardType>;

export default function DocCardWrapper({ item, ...props }: Props) {
  if (item.type !== 'link' || !item.docId || item.description !== undefined) return <DocCard {...props} item={item} />;
  return <DocCard {...props} item={{ ...item, description: descriptions[item.docId] }} />;
}
