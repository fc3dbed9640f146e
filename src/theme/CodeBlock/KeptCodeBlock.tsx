import React, { useEffect, useRef, useState, type ReactNode } from 'react';
import { useHistory } from '@docusaurus/router';
import type { Props } from '@theme/CodeBlock';
import { KeptServerHtml, useKeepsServerHtml } from '@site/src/components/KeptServerHtml';
import { attachStaticRunBehaviour } from '@site/src/components/StaticRun/behaviour';
import ClientCodeBlock, { rememberServerCodeBlock } from './ClientCodeBlock';

function sameProps(first: Props, next: Props): boolean {
  const keys = Object.keys(first) as (keyof Props)[];
  return keys.length === Object.keys(next).length && keys.every((key) => Object.is(first[key], next[key]));
}

/**
 * 普通代码块（静态段之外的：选项卡里的安装命令、工具页；首页的示例代码在静态段里）。水合时保留服务端渲染的代码块，复制与换行按钮由静态段的
 * 事件委托补上（`attachStaticRunBehaviour`）：水合因此不经过 Highlight，Prism 不必在页面加载时下载和初始化
 * （浏览器里它按需加载，见 src/plugins/lean-prism/browser/prismSource.browser.ts）。
 *
 * 同一个代码块之后又在浏览器里渲染（主题的选项卡水合后整个重新挂载），照这里记下的服务端 HTML 再画一次（ClientCodeBlock），
 * 不必为它加载主题的代码块组件和 Prism。
 *
 * 保留时渲染的是一个不带属性的空 div（`KeptServerHtml`），认领服务端的代码块外框：React 18 的生产版水合时不比较也不修补
 * 属性，之后的更新里新旧属性相同，外框的类名和样式一直是服务端的（见 KeptServerHtml 的说明）。属性在水合之后变了
 * （工具页改写了代码），换一个 key 重新挂载成 React 渲染的代码块，之后不再回到保留的状态。
 */
export default function KeptCodeBlock(props: Props): ReactNode {
  const keepsServerHtml = useKeepsServerHtml();
  const [firstProps] = useState(props);
  const [kept, setKept] = useState(keepsServerHtml);
  const history = useHistory();
  const ref = useRef<HTMLDivElement>(null);
  if (kept && !sameProps(firstProps, props)) setKept(false);

  useEffect(() => {
    const frame = ref.current;
    if (!kept || !frame) return undefined;
    rememberServerCodeBlock(firstProps, frame);
    return attachStaticRunBehaviour(frame, history);
  }, [kept, history, firstProps]);

  if (kept) return <KeptServerHtml key="server" ref={ref} keep />;
  return <ClientCodeBlock key="client" {...props} />;
}
