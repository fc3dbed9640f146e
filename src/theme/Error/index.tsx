// Swizzle (eject) from @docusaurus/core v3.6.3: 根错误边界的兜底页面（标题、“Try again”按钮和 <title>）写死了英文，主题没有可翻译的版本；只把这些文字换成中文，结构与原组件相同；另外在新部署删掉了按需加载的分块时整页重新加载一次（src/offline/chunkReload.ts）。
import React, { useEffect } from 'react';
import Head from '@docusaurus/Head';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import Translate, { translate } from '@docusaurus/Translate';
import Layout from '@theme/Layout';
import type { Props } from '@theme/Error';
import { RouteContextProvider } from '@docusaurus/core/lib/client/routeContext';
import { reloadForMissingChunk } from '@site/src/offline/chunkReload';

function causalChain(error: Error): string {
  const messages: string[] = [];
  let current: unknown = error;
  while (current instanceof Error && messages.length < 10) {
    messages.push(current.message);
    current = current.cause;
  }
  return messages.join('\n\n原因：\n');
}

function ErrorDisplay({ error, tryAgain }: Props) {
  return (
    <div
      style={{
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
        alignItems: 'flex-start',
        minHeight: '100vh',
        width: '100%',
        maxWidth: '80ch',
        fontSize: '20px',
        margin: '0 auto',
        padding: '1rem',
      }}>
      <h1 style={{ fontSize: '3rem' }}>
        <Translate id="theme.Error.title" description="Title of the root error fallback page">
          页面出错了
        </Translate>
      </h1>
      <button
        type="button"
        onClick={tryAgain}
        style={{ margin: '1rem 0', fontSize: '2rem', cursor: 'pointer', borderRadius: 20, padding: '1rem' }}>
        <Translate id="theme.Error.tryAgain" description="Retry button of the root error fallback page">
          重试
        </Translate>
      </button>
      <p style={{ whiteSpace: 'pre-wrap' }}>{causalChain(error)}</p>
    </div>
  );
}

// 主题的布局组件需要路由上下文，根错误边界之外没有，这里补一个（与原组件相同）。
export default function RootErrorFallback({ error, tryAgain }: Props): JSX.Element {
  // 新部署删掉了按需加载的分块时整页重新加载一次，换上新版本（src/offline/chunkReload.ts）。
  useEffect(() => {
    void reloadForMissingChunk(error);
  }, [error]);
  return (
    <RouteContextProvider value={{ plugin: { name: 'docusaurus-core-error-boundary', id: 'default' } }}>
      <ErrorBoundary fallback={() => <ErrorDisplay error={error} tryAgain={tryAgain} />}>
        <Head>
          <title>
            {translate({
              id: 'theme.Error.pageTitle',
              message: '页面出错',
              description: 'Document title of the root error fallback page',
            })}
          </title>
        </Head>
        <Layout>
          <ErrorDisplay error={error} tryAgain={tryAgain} />
        </Layout>
      </ErrorBoundary>
    </RouteContextProvider>
  );
}
