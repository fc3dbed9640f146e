// Swizzle (eject) from @docusaurus/theme-live-codeblock v3.6.3: 原组件静态引入 Playground 和 ReactLiveScope，把 react-live、sucrase 和浏览器版 cheerio 打进所有页面的首屏脚本，并在页面上求值代码；实时代码块改由 LiveCodeBlock 在读者接近时才加载编辑器，代码在沙箱里运行。
/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */
import React from 'react';
import type { Props } from '@theme/CodeBlock';
import OpenInPlayground from '@site/src/components/OpenInPlayground';
import KeptCodeBlock from './KeptCodeBlock';
import LiveCodeBlock from './LiveCodeBlock';

/**
 * playgroundLink 由 rehype 插件 src/plugins/playground-links 在构建时给实时代码块算好；liveResult / liveError 是
 * src/plugins/live-results 在构建时运行代码得到的结果；deferredHeight 由 src/plugins/static-runs 给首屏之后的
 * 实时代码块写上（延后布局时的占位高度）。
 */
type LiveProps = Props & {
  live?: boolean;
  playgroundLink?: string;
  deferredHeight?: number;
  liveResult?: string;
  liveError?: string;
};

export default function CodeBlockWithLivePlayground({
  live,
  playgroundLink,
  deferredHeight,
  liveResult,
  liveError,
  ...props
}: LiveProps): JSX.Element {
  if (!live) return <KeptCodeBlock {...props} />;
  return (
    <>
      <LiveCodeBlock {...props} deferredHeight={deferredHeight} liveResult={liveResult} liveError={liveError} />
      {playgroundLink && <OpenInPlayground href={playgroundLink} />}
    </>
  );
}
