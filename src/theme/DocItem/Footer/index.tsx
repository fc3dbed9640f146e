import React, { type ReactNode } from 'react';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import Footer from '@theme-original/DocItem/Footer';
import type FooterType from '@theme/DocItem/Footer';
import type { WrapperProps } from '@docusaurus/types';
import ReaderTools from '@site/src/components/ReaderTools';
import MarkdownAlternate from '@site/src/components/ReaderTools/MarkdownAlternate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useSiteRepository } from '@site/src/components/ReaderTools/useSiteRepository';
import type { PageTranslation } from '@site/src/upstream/browser/types';

type Props = WrapperProps<typeof FooterType>;

/**
 * 包装：在原有的标签与“编辑此页”之后加上原文说明和读者工具（教程与 API 页面都经过这里），并在 <head> 里声明
 * 页面的 Markdown 版本。
 */
export default function FooterWrapper(props: Props): ReactNode {
  const { metadata } = useDoc();
  const repository = useSiteRepository();
  const { siteConfig } = useDocusaurusContext();
  return (
    <>
      <Footer {...props} />
      {!metadata.unlisted && <MarkdownAlternate permalink={metadata.permalink} />}
      <ReaderTools
        key={metadata.permalink}
        title={metadata.title}
        permalink={metadata.permalink}
        repository={repository}
        siteUrl={siteConfig.url}
        translation={metadata.frontMatter.translation as PageTranslation | undefined}
      />
    </>
  );
}
