import React, { type ReactNode } from 'react';
import { useLocation } from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { PageMetadata } from '@docusaurus/theme-common';
import SiteMetadata from '@theme-original/SiteMetadata';
import { socialCardPath } from './cardPath';

/**
 * 包装：每个页面的 og:image 与 twitter:image 指向它自己的分享卡片（构建时生成，见 src/plugins/social-cards），
 * 而不是全站同一张图。写在原组件之后：react-helmet 对同名的 meta 只保留后出现的一个。
 */
export default function SiteMetadataWrapper(): ReactNode {
  const { pathname } = useLocation();
  const { siteConfig } = useDocusaurusContext();
  return (
    <>
      <SiteMetadata />
      <PageMetadata image={socialCardPath(pathname, siteConfig.baseUrl)} />
    </>
  );
}
