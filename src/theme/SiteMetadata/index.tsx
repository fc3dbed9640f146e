import React, { type ReactNode } from 'react';
import Head from '@docusaurus/Head';
import { useLocation } from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { PageMetadata } from '@docusaurus/theme-common';
import SiteMetadata from '@theme-original/SiteMetadata';
import { canonicalOnPrimary } from './canonical';
import { socialCardPath } from './cardPath';

/**
 * 包装：每个页面的 og:image 与 twitter:image 指向它自己的分享卡片（构建时生成，见 src/plugins/social-cards），
 * 而不是全站同一张图；发布到国内镜像的构建（customFields.canonicalUrl）把 canonical 和 og:url 换成主站的同一页。
 * 写在原组件之后：react-helmet 对同名的 meta 和 canonical 只保留后出现的一个。
 */
export default function SiteMetadataWrapper(): ReactNode {
  const { pathname } = useLocation();
  const { siteConfig } = useDocusaurusContext();
  const canonicalUrl = siteConfig.customFields?.canonicalUrl;
  const canonical =
    typeof canonicalUrl === 'string' ? canonicalOnPrimary(pathname, siteConfig.baseUrl, canonicalUrl) : undefined;
  return (
    <>
      <SiteMetadata />
      <PageMetadata image={socialCardPath(pathname, siteConfig.baseUrl)} />
      {canonical && (
        <Head>
          <link rel="canonical" href={canonical} />
          <meta property="og:url" content={canonical} />
        </Head>
      )}
    </>
  );
}
