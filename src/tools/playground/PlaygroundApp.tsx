import Heading from '@theme/Heading';
import React, { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import CodeInput, { type CodeMark, type EditorModule } from './CodeInput';
import { EXAMPLES, DEFAULT_STATE } from './examples';
import OutputPanel, { runStatusText, type RunState } from './OutputPanel';
import ParseOptionsForm from './ParseOptionsForm';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { SandboxClient } from '../../sandbox/client';
import { SANDBOX_PAGE_FILE, type OutputEntry } from '../../sandbox/protocol';
import { AnalysisClient } from './analysisClient';
import { runRequest } from './cheerioOptions';
import type { AnalyzeResponse, TreeRow } from './protocol';
import SandboxHelp from './SandboxHelp';
import SelectorPanel, { SelectorHelpBox, matchStatusText } from './SelectorPanel';
import ShareBar from './ShareBar';
import type { PlaygroundState } from './state';
import TreeView from './TreeView';
import { useShareableState } from './useShareableState';
import styles from './playground.module.css';

/** 停止输入多久之后重新解析、选择（代码的自动运行要等更久）。 */
const ANALYZE_DELAY_MS = 200;
const AUTO_RUN_DELAY_MS = 900;

interface TreeState {
  opened: number[];
  closed: number[];
  picked: number | null;
}

const EMPTY_TREE: TreeState = { opened: [], closed: [], picked: null };

/**
 * 编辑器（CodeMirror，约 165 KB gzip）在读者要用它时才加载：指针移到演练场上、触摸或焦点进来的那一刻。
 * 首屏只有布局和可用的文本框；在 4 倍降速的手机上，加载并创建两个编辑器要占用主线程半秒以上，不应计入页面的加载。
 */
function useEditorModule(): [EditorModule | null, () => void] {
  const [module, setModule] = useState<EditorModule | null>(null);
  const requested = useRef(false);
  const load = useCallback(() => {
    if (requested.current) return;
    requested.current = true;
    void import('./editor').then(({ createEditor }) => setModule({ createEditor }));
  }, []);
  return [module, load];
}

function milliseconds(ms: number): string {
  return ms < 1 ? '不到 1 ms' : `${Math.round(ms)} ms`;
}

/** 树上方的一句话：在 worker 里解析和执行选择器各用了多久。 */
function timingText(parseMs: number, selectMs: number | null): string {
  return `解析用了 ${milliseconds(parseMs)}${selectMs === null ? '' : `，选择器用了 ${milliseconds(selectMs)}`}；`;
}

/** 演练场的全部界面。页面文件只负责标题和布局外壳。 */
export default function PlaygroundApp(): JSX.Element {
  const { state, update, notice, codeFromLink, copyLink, downloadState, openStateFile } =
    useShareableState(DEFAULT_STATE);
  const stateRef = useRef(state);
  stateRef.current = state;
  const [editorModule, loadEditor] = useEditorModule();

  const sandboxUrl = useBaseUrl(`/${SANDBOX_PAGE_FILE}`);
  const analysisClient = useRef<AnalysisClient | null>(null);
  const runClient = useRef<SandboxClient | null>(null);
  useEffect(() => {
    analysisClient.current = new AnalysisClient();
    runClient.current = new SandboxClient(sandboxUrl);
    runClient.current.prepare();
    return () => {
      analysisClient.current?.dispose();
      runClient.current?.dispose();
    };
  }, [sandboxUrl]);

  // —— 解析与选择器 ——
  const [tree, setTree] = useState<TreeState>(EMPTY_TREE);
  const [analysis, setAnalysis] = useState<AnalyzeResponse | null>(null);
  const [analysisProblem, setAnalysisProblem] = useState<string | null>(null);
  const [analyzing, setAnalyzing] = useState(false);
  const [revealToken, setRevealToken] = useState(0);
  const documentKey = useMemo(() => `${JSON.stringify(state.options)}\n${state.html}`, [state.html, state.options]);
  const lastAnalyzed = useRef<{ documentKey: string; selector: string } | null>(null);

  // 文档变了，节点编号随之改变：读者展开、折叠、点中的记录作废。
  useEffect(() => setTree(EMPTY_TREE), [documentKey]);

  useEffect(() => {
    const client = analysisClient.current;
    if (!client) return undefined;
    const previous = lastAnalyzed.current;
    const inputsChanged = !previous || previous.documentKey !== documentKey || previous.selector !== state.selector;
    let cancelled = false;
    setAnalyzing(true);
    const timer = setTimeout(
      () => {
        const request = { documentKey, selector: state.selector };
        void client
          .analyze({
            html: state.html,
            options: state.options,
            selector: state.selector,
            opened: tree.opened,
            closed: tree.closed,
            picked: tree.picked,
          })
          .then((outcome) => {
            if (cancelled) return;
            if (outcome.status === 'failed' && outcome.message === 'superseded') return;
            setAnalyzing(false);
            if (outcome.status === 'done') {
              setAnalysis(outcome.response);
              setAnalysisProblem(null);
              if (inputsChanged) setRevealToken((token) => token + 1);
              lastAnalyzed.current = request;
            } else {
              setAnalysis(null);
              lastAnalyzed.current = null;
              setAnalysisProblem(
                outcome.status === 'timeout'
                  ? '解析 HTML 或执行选择器超过 10 秒，已停止。换一段较小的 HTML 或较简单的选择器再试。'
                  : outcome.message,
              );
            }
          });
      },
      inputsChanged ? ANALYZE_DELAY_MS : 0,
    );
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [documentKey, state.html, state.options, state.selector, tree]);

  const toggleRow = useCallback((row: TreeRow) => {
    setTree((current) => {
      const opened = current.opened.filter((id) => id !== row.id);
      const closed = current.closed.filter((id) => id !== row.id);
      return row.open
        ? { ...current, opened, closed: [...closed, row.id] }
        : { ...current, opened: [...opened, row.id], closed };
    });
  }, []);
  const pickNode = useCallback((id: number) => setTree((current) => ({ ...current, picked: id })), []);
  const pickRow = useCallback((row: TreeRow) => pickNode(row.id), [pickNode]);

  // —— 运行代码 ——
  const [entries, setEntries] = useState<OutputEntry[]>([]);
  const [dropped, setDropped] = useState(0);
  const [run, setRun] = useState<RunState>({ status: 'idle' });
  const [autoRun, setAutoRun] = useState(true);
  const pendingOutput = useRef<OutputEntry[]>([]);
  const flushScheduled = useRef(false);
  const codeHandle = useRef<{ focus(position?: { line: number; column?: number }): void } | null>(null);

  const runNow = useCallback(() => {
    const client = runClient.current;
    if (!client) return;
    const current = stateRef.current;
    if (current.code.trim() === '') {
      // 没有代码就不必在运行的 worker 里再解析一遍 HTML。
      client.stop();
      setEntries([]);
      setDropped(0);
      setRun({ status: 'idle' });
      return;
    }
    pendingOutput.current = [];
    setEntries([]);
    setDropped(0);
    setRun({ status: 'running' });
    const flush = () => {
      flushScheduled.current = false;
      const batch = pendingOutput.current;
      pendingOutput.current = [];
      if (batch.length > 0) setEntries((current) => [...current, ...batch]);
    };
    client.run(runRequest(current), {
      onOutput: (entry) => {
        pendingOutput.current.push(entry);
        if (!flushScheduled.current) {
          flushScheduled.current = true;
          requestAnimationFrame(flush);
        }
      },
      onOutcome: (outcome) => {
        if (outcome.status === 'stopped') return;
        flush();
        if (outcome.status === 'done') setDropped(outcome.dropped);
        setRun(outcome);
      },
    });
  }, []);

  useEffect(() => {
    if (!autoRun) return undefined;
    const timer = setTimeout(runNow, AUTO_RUN_DELAY_MS);
    return () => clearTimeout(timer);
  }, [autoRun, runNow, state.code, state.html, state.options]);

  const errorMark = useMemo<CodeMark | null>(() => {
    const error = entries.find((entry) => entry.level === 'exception' && entry.line !== undefined);
    return error ? { line: error.line!, column: error.column, message: error.text } : null;
  }, [entries]);

  const setField = useCallback(
    <K extends keyof PlaygroundState>(key: K) =>
      (value: PlaygroundState[K]) =>
        update((current) => ({ ...current, [key]: value })),
    [update],
  );
  const onHtmlChange = useMemo(() => setField('html'), [setField]);
  const onCodeChange = useMemo(() => setField('code'), [setField]);
  const setSelector = useMemo(() => setField('selector'), [setField]);
  const showError = useCallback(
    (entry: OutputEntry) =>
      codeHandle.current?.focus(entry.line === undefined ? undefined : { line: entry.line, column: entry.column }),
    [],
  );

  const loadExample = useCallback(
    (id: string) => {
      const example = EXAMPLES.find((candidate) => candidate.id === id);
      if (example) update(() => example.state);
    },
    [update],
  );

  const parse = analysis?.parse;
  const selection = analysis?.selection;
  const matchStatus = analysisProblem ? '无法匹配' : matchStatusText(analysis, state.selector, analyzing);

  return (
    <div className={styles.tool} onPointerOver={loadEditor} onTouchStart={loadEditor} onFocusCapture={loadEditor}>
      <noscript>
        <p className="alert alert--warning">演练场需要 JavaScript 才能解析 HTML 和运行代码；现在只能查看默认示例。</p>
      </noscript>
      <ShareBar
        notice={notice}
        onLoadExample={loadExample}
        onCopyLink={() => void copyLink()}
        onDownload={downloadState}
        onOpenFile={(file) => void openStateFile(file)}
      />
      <div className={styles.workspace}>
        <section className={styles.panel} aria-labelledby="playground-html-title">
          <Heading as="h2" id="playground-html-title" className={styles.panelTitle}>
            HTML 与解析选项
          </Heading>
          <label id="playground-html-label" htmlFor="playground-html" className={styles.inputLabel}>
            HTML
          </label>
          <p id="playground-html-help" className={styles.hint}>
            要解析的文档，代码里的 <code>$</code> 也由它加载。
          </p>
          <CodeInput
            id="playground-html"
            labelId="playground-html-label"
            describedBy="playground-html-help"
            language="html"
            value={state.html}
            onChange={onHtmlChange}
            onRun={runNow}
            editorModule={editorModule}
            onNeedEditor={loadEditor}
            size="tall"
          />
          <ParseOptionsForm
            options={state.options}
            onChange={(options) => update((current) => ({ ...current, options }))}
          />
        </section>

        <section className={styles.panel} aria-labelledby="playground-selector-title">
          <Heading as="h2" id="playground-selector-title" className={styles.panelTitle}>
            选择器测试
          </Heading>
          <label htmlFor="playground-selector" className={styles.inputLabel}>
            选择器
          </label>
          <input
            id="playground-selector"
            type="text"
            className={`${styles.textField} ${styles.selectorField}`}
            value={state.selector}
            placeholder="例如 li.book > a"
            spellCheck={false}
            autoCapitalize="off"
            autoComplete="off"
            autoCorrect="off"
            aria-describedby="playground-match-status"
            onChange={(event) => update((current) => ({ ...current, selector: event.target.value }))}
          />
          <p id="playground-match-status" role="status" className={styles.matchStatus}>
            {matchStatus}
          </p>
          {analysisProblem && <p className={`alert alert--danger ${styles.helpBox}`}>{analysisProblem}</p>}
          {parse && !parse.ok && <p className={`alert alert--danger ${styles.helpBox}`}>{parse.message}</p>}
          <SelectorHelpBox analysis={analysis} />
          <Heading as="h3" id="playground-tree-title" className={styles.subheading}>
            文档树
          </Heading>
          {/* data-* 里是未取整的耗时，供 npm run bench:playground 读取。 */}
          <p
            id="playground-tree-help"
            className={styles.hint}
            data-analysis-id={analysis?.id}
            data-parse-ms={parse?.ok ? parse.ms.toFixed(2) : undefined}
            data-select-ms={selection?.ok ? selection.ms.toFixed(2) : undefined}>
            {/* 不变的一句在前：结果到来时后面的文字变长，前面的不挪动位置。 */}
            点一个节点，生成只匹配它的选择器。
            {parse?.ok
              ? `${timingText(parse.ms, selection?.ok ? selection.ms : null)}共 ${parse.nodes.toLocaleString('zh-CN')} 个节点、${parse.elements.toLocaleString('zh-CN')} 个元素。`
              : '这是 Cheerio 建出的树，不一定和浏览器的一样。'}
          </p>
          {analysis && (
            <TreeView
              rows={analysis.tree.rows}
              truncated={analysis.tree.truncated}
              revealToken={revealToken}
              onToggle={toggleRow}
              onPick={pickRow}
            />
          )}
          <SelectorPanel analysis={analysis} onUseSelector={setSelector} onPick={pickNode} />
        </section>

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
            value={state.code}
            onChange={onCodeChange}
            onRun={runNow}
            editorModule={editorModule}
            onNeedEditor={loadEditor}
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
              className={run.status === 'timeout' || run.status === 'failed' ? styles.runProblem : styles.runStatus}>
              {runStatusText(run, entries.length)}
            </p>
          </div>
          <OutputPanel entries={entries} dropped={dropped} run={run} onShowError={showError} />
        </section>
      </div>
      <SandboxHelp />
    </div>
  );
}
