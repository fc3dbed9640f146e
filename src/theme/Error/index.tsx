import React, { useEffect, type ReactNode } from 'react';
import Error from '@theme-original/Error';
import type ErrorType from '@theme/Error';
import type { WrapperProps } from '@docusaurus/types';
import { reloadForMissingChunk } from '@site/src/offline/chunkReload';

type Props = WrapperProps<typeof ErrorType>;

/**
 * 包装根错误边界的兜底页面（中文文字由 @docusaurus/core 的补丁提供）：新部署删掉了按需加载的分块、页面因此崩溃时，
 * 整页重新加载一次换上新版本（src/offline/chunkReload.ts），其余错误照常显示。
 */
export default function ErrorWrapper(props: Props): ReactNode {
  const { error } = props;
  useEffect(() => {
    void reloadForMissingChunk(error);
  }, [error]);
  return <Error {...props} />;
}
