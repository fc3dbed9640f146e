import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { defaultSiteRepository } from '@site/src/constants/links';

/** 构建时确定的本站仓库地址（docusaurus.config.ts 的 customFields.siteRepository）。 */
export function useSiteRepository(): string {
  const { siteConfig } = useDocusaurusContext();
  const value = siteConfig.customFields?.siteRepository;
  return typeof value === 'string' ? value : defaultSiteRepository;
}
