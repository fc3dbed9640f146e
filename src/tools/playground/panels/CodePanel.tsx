import Heading from '@theme/Heading';
import React, { useCallback, useRef } from 'react';
import type { OutputEntry } from '../../../sandbox/protocol';
import CodeInput, { type EditorModule } from '../CodeInput';
import type { useCodeRun } from '../hooks/useCodeRun';
import OutputPanel, { runStatusText } from '../OutputPanel';
import styles from '../playground.module.css';

interface Props {
  code: string;
  onCodeChange: (code: string) => void;
  codeFromLink: boolean;
  run: ReturnType<typeof useCodeRun>;
  editorModule: EditorModule | null;
  onNeedEditor: () => void;
}

/** 下栏：代码、运行与输出。 */
export default function CodePanel({
  code,
  onCodeChange,
  codeFromLink,
  run: state,
  editorModule,
  onNeedEditor,
}: Props): JSX.Element {
  const { entries, dropped, run, runCount, autoRun, setAutoRun, runNow, errorMark } = state;
  const codeHandle = useRef<{ focus(position?: { line: number; column?: number }): void } | null>(null);
  const showError = useCallback(
    (entry: OutputEntry) =>
      codeHandle.current?.focus(entry.line === undefined ? undefined : { line: entry.line, column: entry.column }),
    [],
  );
  return (
    <section className={`${styles.panel} ${styles.panelWide}`} aria-labelledby="playground-code-title">
      <Heading as="h2" id="playground-code-title" className={styles.panelTitle}>
        代码与输出
      </Heading>
      <label id="playground-code-label" htmlFor="playground-code" className={styles.inputLabel}>
        代码
      </label>
      {codeFromLink && (
        <p className={styles.linkNotice} role="note">
          这段代码来自你打开的链接，已在隔离的沙箱里运行：它读不到本站保存的数据，也发不出网络请求。
        </p>
      )}
      <p id="playground-code-help" className={styles.hint}>
        JavaScript，可以直接用 <code>cheerio</code> 和 <code>$</code>。按 <kbd>Ctrl</kbd>+<kbd>Enter</kbd> 运行；
        <kbd>Tab</kbd> 离开编辑器。
      </p>
      <CodeInput
        id="playground-code"
        labelId="playground-code-label"
        describedBy="playground-code-help"
        language="javascript"
        value={code}
        onChange={onCodeChange}
        onRun={runNow}
        editorModule={editorModule}
        onNeedEditor={onNeedEditor}
        mark={errorMark}
        handleRef={codeHandle}
        size="short"
      />
      <div className={styles.runBar}>
        <button type="button" className="button button--primary" onClick={runNow}>
          运行
        </button>
        <label className={styles.choice}>
          <input type="checkbox" checked={autoRun} onChange={(event) => setAutoRun(event.target.checked)} />
          停止输入后自动运行
        </label>
        <p
          id="playground-run-status"
          role="status"
          data-runs={runCount}
          className={run.status === 'timeout' || run.status === 'failed' ? styles.runProblem : styles.runStatus}>
          {runStatusText(run, entries.length)}
        </p>
      </div>
      <OutputPanel entries={entries} dropped={dropped} run={run} onShowError={showError} />
    </section>
  );
}
