import type { PageTranslation } from '@site/src/upstream/browser/types';

export interface ReaderToolsProps {
  title: string;
  permalink: string;
  translation?: PageTranslation;
  /** 本站仓库地址（构建时确定，见 src/config/siteRepository.ts）。 */
  repository: string;
}
