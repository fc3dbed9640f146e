import React, { type ReactNode } from 'react';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type { WrapperProps } from '@docusaurus/types';
import ApiEnglish, { apiPageOf } from '@site/src/components/ApiEnglish';

type Props = WrapperProps<typeof ContentType>;

/** 包装：API 页面的正文之前加上“显示英文原文”开关（中英对照）；其余页面原样渲染。 */
export default function ContentWrapper(props: Props): ReactNode {
  const { metadata } = useDoc();
  const page = apiPageOf(metadata.permalink);
  return (
    <>
      {page && <ApiEnglish key={metadata.permalink} page={page} />}
      <Content {...props} />
    </>
  );
}
