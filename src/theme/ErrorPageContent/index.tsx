import React, { useEffect, type ReactNode } from 'react';
import ErrorPageContent from '@theme-original/ErrorPageContent';
import type ErrorPageContentType from '@theme/ErrorPageContent';
import type { WrapperProps } from '@docusaurus/types';
import { reloadForMissingChunk } from '@site/src/offline/chunkReload';

type Props = WrapperProps<typeof ErrorPageContentType>;

/** 包装：页面里的组件因为新部署删掉了它的分块而加载失败时，整页重新加载一次（src/offline/chunkReload.ts），其余错误照常显示。 */
export default function ErrorPageContentWrapper(props: Props): ReactNode {
  const { error } = props;
  useEffect(() => {
    void reloadForMissingChunk(error);
  }, [error]);
  return <ErrorPageContent {...props} />;
}
