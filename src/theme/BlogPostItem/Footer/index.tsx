import React, { type ReactNode } from 'react';
import { useBlogPost } from '@docusaurus/plugin-content-blog/client';
import Footer from '@theme-original/BlogPostItem/Footer';
import type FooterType from '@theme/BlogPostItem/Footer';
import type { WrapperProps } from '@docusaurus/types';
import ReaderTools from '@site/src/components/ReaderTools';
import MarkdownAlternate from '@site/src/components/ReaderTools/MarkdownAlternate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useSiteRepository } from '@site/src/components/ReaderTools/useSiteRepository';
import type { PageTranslation } from '@site/src/upstream/browser/types';

type Props = WrapperProps<typeof FooterType>;

/** 包装：博文页（不是博客列表里的摘要）在原有页脚之后加上原文说明和读者工具，并在 <head> 里声明 Markdown 版本。 */
export default function FooterWrapper(props: Props): ReactNode {
  const { metadata, isBlogPostPage } = useBlogPost();
  const repository = useSiteRepository();
  const { siteConfig } = useDocusaurusContext();
  return (
    <>
      <Footer {...props} />
      {isBlogPostPage && !metadata.unlisted && <MarkdownAlternate permalink={metadata.permalink} />}
      {isBlogPostPage && (
        <ReaderTools
          key={metadata.permalink}
          title={metadata.title}
          permalink={metadata.permalink}
          repository={repository}
          siteUrl={siteConfig.url}
          translation={metadata.frontMatter.translation as PageTranslation | undefined}
        />
      )}
    </>
  );
}
