import React, { useCallback, useMemo } from 'react';
import { EXAMPLES, DEFAULT_STATE } from './examples';
import { useAnalysis } from './hooks/useAnalysis';
import { useCodeRun } from './hooks/useCodeRun';
import { useEditorModule } from './hooks/useEditorModule';
import { useSourceLink } from './hooks/useSourceLink';
import CodePanel from './panels/CodePanel';
import HtmlPanel from './panels/HtmlPanel';
import SelectorTreePanel from './panels/SelectorTreePanel';
import ParserReport from './ParserReport';
import SandboxHelp from './SandboxHelp';
import ShareBar from './ShareBar';
import type { PlaygroundState } from './state';
import { useShareableState } from './useShareableState';
import styles from './playground.module.css';

/**
 * 演练场的全部界面。页面文件只负责标题和布局外壳；这里只把状态（链接里的，useShareableState）交给三个面板：
 * HTML 与解析选项、选择器与文档树（分析 worker，useAnalysis）、代码与输出（沙箱，useCodeRun）。
 */
export default function PlaygroundApp(): JSX.Element {
  const { state, update, notice, codeFromLink, copyLink, downloadState, openStateFile } =
    useShareableState(DEFAULT_STATE);
  const [editorModule, loadEditor] = useEditorModule();
  const analysis = useAnalysis(state);
  const codeRun = useCodeRun(state);
  const sourceLink = useSourceLink(analysis.locateSource);
  const parse = analysis.analysis?.parse;

  const setField = useCallback(
    <K extends keyof PlaygroundState>(key: K) =>
      (value: PlaygroundState[K]) =>
        update((current) => ({ ...current, [key]: value })),
    [update],
  );
  const onHtmlChange = useMemo(() => setField('html'), [setField]);
  const onCodeChange = useMemo(() => setField('code'), [setField]);
  const onSelectorChange = useMemo(() => setField('selector'), [setField]);
  const onOptionsChange = useMemo(() => setField<'options'>('options'), [setField]);

  const loadExample = useCallback(
    (id: string) => {
      const example = EXAMPLES.find((candidate) => candidate.id === id);
      if (example) update(() => example.state);
    },
    [update],
  );

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
        <HtmlPanel
          html={state.html}
          options={state.options}
          onHtmlChange={onHtmlChange}
          onOptionsChange={onOptionsChange}
          onRun={codeRun.runNow}
          editorModule={editorModule}
          onNeedEditor={loadEditor}
          sourceRef={sourceLink.sourceRef}
          onCursor={sourceLink.onCursor}>
          <ParserReport report={parse?.ok ? parse.report : null} onJump={sourceLink.jumpToError} />
        </HtmlPanel>
        <SelectorTreePanel
          selector={state.selector}
          onSelectorChange={onSelectorChange}
          analysis={analysis}
          onShowSource={sourceLink.showRow}
        />
        <CodePanel
          code={state.code}
          onCodeChange={onCodeChange}
          codeFromLink={codeFromLink}
          run={codeRun}
          editorModule={editorModule}
          onNeedEditor={loadEditor}
        />
      </div>
      <SandboxHelp />
    </div>
  );
}
