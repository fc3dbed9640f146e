import React, { useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { useHistory } from '@docusaurus/router';
import type { Props } from '@theme/CodeBlock';
import { attachStaticRunBehaviour } from '@site/src/components/StaticRun/behaviour';
import { loadedThemeCodeBlock, loadThemeCodeBlock } from './themeCodeBlock';

/** 水合时保留下来的服务端代码块：外框的类名、样式和里面的 HTML。 */
interface ServerCodeBlock {
  className: string;
  style: CSSProperties;
  html: { __html: string };
}

const remembered = new Map<string, ServerCodeBlock>();

/** 属性都是字符串、数字或布尔值（代码是字符串）时，按它们认出同一个代码块；否则不记。 */
function signatureOf(props: Props): string | undefined {
  const entries = Object.entries(props).sort(([a], [b]) => (a < b ? -1 : 1));
  if (entries.some(([, value]) => value !== undefined && !['string', 'number', 'boolean'].includes(typeof value))) {
    return undefined;
  }
  return JSON.stringify(entries);
}

/** 记下水合时保留的服务端代码块（外框是主题代码块的容器 div）。 */
export function rememberServerCodeBlock(props: Props, frame: HTMLElement): void {
  const signature = signatureOf(props);
  if (!signature) return;
  const style: Record<string, string> = {};
  for (const name of Array.from(frame.style)) style[name] = frame.style.getPropertyValue(name);
  remembered.set(signature, { className: frame.className, style, html: { __html: frame.innerHTML } });
}

/** 重新挂载的同一个代码块（主题的选项卡水合后换 key 整个重新挂载）：照服务端的 HTML 再画一次，按钮用静态段的事件委托。 */
function RememberedCodeBlock({ block }: { block: ServerCodeBlock }): ReactNode {
  const ref = useRef<HTMLDivElement>(null);
  const history = useHistory();
  useEffect(() => (ref.current ? attachStaticRunBehaviour(ref.current, history) : undefined), [history]);
  return <div ref={ref} className={block.className} style={block.style} dangerouslySetInnerHTML={block.html} />;
}

/** 主题的代码块组件还没加载到时（通常只有几十毫秒）：同样的代码，先不上色、没有按钮。 */
function PlainCodeBlock({ children, language, className }: Props): ReactNode {
  const lang = language ?? /(?:^|\s)language-(\S+)/.exec(className ?? '')?.[1] ?? 'text';
  return (
    <div className={`theme-code-block language-${lang}`}>
      <pre className={`prism-code language-${lang}`}>
        <code>{typeof children === 'string' ? children.replace(/\n$/, '') : children}</code>
      </pre>
    </div>
  );
}

/**
 * 在浏览器里渲染一个代码块（不是水合）：水合时记下过同一个代码块就照服务端的 HTML 画，否则用主题的代码块组件，
 * 它还没加载时先画纯文本，加载完再换上。加载失败时抛给布局的错误边界（新部署删掉了旧分块时整页重新加载）。
 */
export default function ClientCodeBlock(props: Props): ReactNode {
  const signature = signatureOf(props);
  const block = signature ? remembered.get(signature) : undefined;
  const [ThemeCodeBlock, setThemeCodeBlock] = useState(loadedThemeCodeBlock);
  const [failure, setFailure] = useState<Error>();
  const needed = !block && !ThemeCodeBlock;
  useEffect(() => {
    if (!needed) return undefined;
    let active = true;
    loadThemeCodeBlock().then(
      (loaded) => active && setThemeCodeBlock(() => loaded),
      (error: unknown) => active && setFailure(error instanceof Error ? error : new Error(String(error))),
    );
    return () => {
      active = false;
    };
  }, [needed]);
  if (failure) throw failure;
  if (block) return <RememberedCodeBlock block={block} />;
  if (!ThemeCodeBlock) return <PlainCodeBlock {...props} />;
  return <ThemeCodeBlock {...props} />;
}
