import type { PageTranslation } from '@site/src/upstream/browser/types';

export interface ReaderToolsProps {
  title: string;
  permalink: string;
  translation?: PageTranslation;
  /** 本站仓库地址（构建时确定，见 src/config/siteRepository.ts）。 */
  repository: string;
  /** 站点地址（构建时的 SITE_URL）：给 AI 助手的提示词里写本页 Markdown 版本的绝对地址。 */
  siteUrl: string;
}
