import React, {
  lazy,
  Suspense,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type CSSProperties,
} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import type { Props } from '@theme/CodeBlock';
import { KeptServerHtml, useKeepsServerHtml, useLoadOnApproach } from '@site/src/components/KeptServerHtml';
import { loadPrism } from '@site/src/plugins/lean-prism/browser/prismSource';
import ClientCodeBlock from './ClientCodeBlock';
import type { LivePlaygroundProps } from './LivePlayground';

type Playground = ComponentType<LivePlaygroundProps>;

let loadedPlayground: Playground | null = null;
let loadingPlayground: Promise<Playground> | null = null;

function loadPlayground(): Promise<Playground> {
  // 编辑器用 Highlight 上色：Prism 一起等到，换上编辑器时代码就是高亮的，不先闪一下纯文本。
  loadingPlayground ??= Promise.all([import('./LivePlayground'), loadPrism()]).then(
    ([module]) => (loadedPlayground = module.default),
  );
  return loadingPlayground;
}

/** 只在服务端用：构建时等它加载完（Docusaurus 等所有 Suspense 就绪才输出 HTML），页面里是完整的编辑器与结果区。 */
const ServerPlayground = lazy(() => import('./LivePlayground'));

/**
 * 外框的类名与样式。首屏之后的实时代码块带 `deferredHeight`：屏幕外时浏览器先不为它排版（content-visibility，见 custom.css），
 * 按这个高度占位；四种渲染结果（服务端、保留的服务端 HTML、可编辑、普通代码块）用同一组，水合时外框的属性不变。
 */
function frameProps(deferredHeight: number | undefined): { className: string; style?: CSSProperties } {
  if (!deferredHeight) return { className: 'live-code-block' };
  return {
    className: 'live-code-block live-code-block-deferred',
    style: { containIntrinsicSize: `auto ${deferredHeight}px` },
  };
}

/**
 * 实时代码块。编辑器（react-live 的编辑器和沙箱的客户端）单独成块，代码块接近视口或读者指向它时才加载：
 * 长教程的首屏不再为页面下方的编辑器下载和执行这些脚本。结果在构建时算好，写在服务端 HTML 里。
 *
 * 水合时保留服务端渲染的编辑器 HTML，加载完成后换成可编辑的组件（保留与按需加载的机制见 src/components/KeptServerHtml）；
 * 客户端路由切换过来、编辑器还没加载时先显示普通代码块。
 */
export default function LiveCodeBlock({
  deferredHeight,
  liveResult,
  liveError,
  ...props
}: Props & { deferredHeight?: number; liveResult?: string; liveError?: string }): JSX.Element {
  const result = { liveResult, liveError };
  const frame = frameProps(deferredHeight);
  const keepsServerHtml = useKeepsServerHtml();
  const [Playground, setPlayground] = useState<Playground | null>(() => (keepsServerHtml ? null : loadedPlayground));
  const ref = useRef<HTMLDivElement>(null);
  const focusEditorOnLoad = useRef(false);

  // 服务端输出的编辑器是一个可横向滚动、却不能获得焦点的 <pre>：加载之前让键盘也能进入它，进入即开始加载。
  useEffect(() => {
    if (!Playground) ref.current?.querySelector('pre:not([tabindex])')?.setAttribute('tabindex', '0');
  }, [Playground]);

  useLoadOnApproach(
    ref,
    () => {
      void loadPlayground().then((loaded) => {
        focusEditorOnLoad.current = ref.current?.contains(document.activeElement) ?? false;
        setPlayground(() => loaded);
      });
    },
    !Playground,
  );

  // 换成可编辑的组件时旧节点被替换，焦点会丢到 <body>；读者是用键盘进来的，就把焦点交给新的编辑器。
  useLayoutEffect(() => {
    if (!Playground || !focusEditorOnLoad.current) return;
    focusEditorOnLoad.current = false;
    ref.current?.querySelector<HTMLElement>('[contenteditable]')?.focus();
  }, [Playground]);

  if (!ExecutionEnvironment.canUseDOM) {
    return (
      <div {...frame}>
        <Suspense fallback={<ClientCodeBlock {...props} />}>
          <ServerPlayground {...props} {...result} />
        </Suspense>
      </div>
    );
  }
  if (Playground) {
    return (
      <div key="editor" ref={ref} {...frame}>
        <Playground {...props} {...result} />
      </div>
    );
  }
  if (keepsServerHtml) return <KeptServerHtml key="server" ref={ref} keep {...frame} />;
  return (
    <div key="static" ref={ref} {...frame}>
      <ClientCodeBlock {...props} />
    </div>
  );
}
