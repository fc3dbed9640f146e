import React, { useCallback, useEffect, useRef, useState } from 'react';
import Translate from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { usePrismTheme } from '@docusaurus/theme-common';
import type { Props } from '@theme/CodeBlock';
import { Editor } from 'react-live';
import { FLOODED_TEXT, SandboxClient } from '@site/src/sandbox/client';
import { liveResultOf, liveRunRequest, type LiveResult } from '@site/src/sandbox/liveResult';
import { SANDBOX_PAGE_FILE, type OutputEntry } from '@site/src/sandbox/protocol';
import styles from './playground.module.css';

/** 读者停下输入这么久之后才运行：每次运行都要新开一个 worker。 */
const RUN_DELAY_MS = 150;

/** 一个页面上的实时代码块共用一个沙箱（一个隐藏的 iframe），读者第一次进入某个编辑器时才创建。 */
let sharedSandbox: SandboxClient | null = null;

function sandboxFor(url: string): SandboxClient {
  sharedSandbox ??= new SandboxClient(url);
  return sharedSandbox;
}

function outcomeResult(status: 'timeout' | 'flooded' | 'failed', message?: string): LiveResult {
  const error = status === 'timeout' ? '运行超过 3 秒，已停止。' : status === 'flooded' ? FLOODED_TEXT : message;
  return { text: null, error: error ?? null };
}

export type LivePlaygroundProps = Props & { liveResult?: string; liveError?: string };

/**
 * 实时代码块：上面是 react-live 的编辑器（只用它的编辑器，不用它在页面上求值的 LiveProvider），下面是结果。
 * 结果先是构建时算好的（src/plugins/live-results），读者改了代码，就在沙箱（src/sandbox/，不透明的源，没有网络）
 * 里重新运行：代码从不在页面本身求值，页面的内容安全策略也就不需要 'unsafe-eval'。
 */
export default function LivePlayground({ children, liveResult, liveError }: LivePlaygroundProps): JSX.Element {
  const prismTheme = usePrismTheme();
  const sandboxUrl = useBaseUrl(`/${SANDBOX_PAGE_FILE}`);
  const [result, setResult] = useState<LiveResult>({ text: liveResult ?? null, error: liveError ?? null });
  const timer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(timer.current), []);

  const run = useCallback(
    (code: string) => {
      const entries: OutputEntry[] = [];
      sandboxFor(sandboxUrl).run(liveRunRequest(code), {
        onOutput: (entry) => entries.push(entry),
        onOutcome: (outcome) => {
          if (outcome.status === 'done') setResult(liveResultOf(entries));
          else if (outcome.status !== 'stopped')
            setResult(outcomeResult(outcome.status, 'message' in outcome ? outcome.message : undefined));
        },
      });
    },
    [sandboxUrl],
  );

  const onChange = useCallback(
    (code: string) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => run(code), RUN_DELAY_MS);
    },
    [run],
  );

  return (
    <div className={styles.playgroundContainer} data-live-playground="">
      <div className={styles.playgroundHeader}>
        <Translate id="theme.Playground.liveEditor" description="The live editor label of the live codeblocks">
          实时编辑器
        </Translate>
      </div>
      {/* 读者进入编辑器时就准备沙箱，第一次运行不必等它加载。 */}
      <div onFocusCapture={() => sandboxFor(sandboxUrl).prepare()}>
        {/* tabMode="focus"：Tab 照常移动焦点，键盘用户能离开编辑器（WCAG 2.1.2 无键盘陷阱）。 */}
        <Editor
          className={styles.playgroundEditor}
          code={typeof children === 'string' ? children.replace(/\n$/, '') : ''}
          language="tsx"
          theme={prismTheme}
          tabMode="focus"
          onChange={onChange}
        />
      </div>
      <div className={styles.playgroundHeader}>
        <Translate id="theme.Playground.result" description="The result label of the live codeblocks">
          结果
        </Translate>
      </div>
      <div className={styles.playgroundPreview} data-live-result="" aria-live="polite">
        {result.text !== null && <pre>{result.text}</pre>}
        {result.error !== null && <pre data-live-error="">{result.error}</pre>}
      </div>
    </div>
  );
}
