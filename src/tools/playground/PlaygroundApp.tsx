import React, { useCallback, useMemo } from 'react';
import { EXAMPLES, DEFAULT_STATE } from './examples';
import ExtractSection from './extract/ExtractSection';
import type { ExtractState } from './extract/fields';
import { useAnalysis } from './hooks/useAnalysis';
import { useCodeRun } from './hooks/useCodeRun';
import { useEditorModule } from './hooks/useEditorModule';
import { useVersionRuns } from './hooks/useVersionRuns';
import { usePageImport } from './hooks/usePageImport';
import { useSampleCounts } from './hooks/useSampleCounts';
import { useSourceLink } from './hooks/useSourceLink';
import AskForHelp from './panels/AskForHelp';
import CodePanel from './panels/CodePanel';
import HtmlPanel from './panels/HtmlPanel';
import SelectorTreePanel from './panels/SelectorTreePanel';
import VersionsPanel from './panels/VersionsPanel';
import ParserReport from './ParserReport';
import SandboxHelp from './SandboxHelp';
import ShareBar from './ShareBar';
import { activeIndex, addSample, removeSample, sampleList, switchSample, updateSample } from './samples';
import type { PlaygroundState } from './state';
import { useShareableState } from './useShareableState';
import styles from './playground.module.css';

/**
 * 演练场的全部界面。页面文件只负责标题和布局外壳；这里只把状态（链接里的，useShareableState）交给三个面板：
 * HTML 与解析选项、选择器与文档树（分析 worker，useAnalysis）、代码与输出（沙箱，useCodeRun），以及代码下方的
 * 对比版本（旧版本各自的沙箱，useVersionRuns）。
 */
export default function PlaygroundApp(): JSX.Element {
  const { state, update, notice, codeFromLink, copyLink, shareLink, downloadState, openStateFile } =
    useShareableState(DEFAULT_STATE);
  const [editorModule, loadEditor] = useEditorModule();
  const analysis = useAnalysis(state);
  const codeRun = useCodeRun(state);
  const versionRuns = useVersionRuns(state, codeRun.run);
  // 打开的网页放进正在编辑的样本；有几份样本时，样本的名字换成文件名，好分辨。
  const pageImport = usePageImport((html, source) =>
    update((current) => {
      const next = { ...current, html, source };
      return next.samples ? updateSample(next, activeIndex(next), { name: source.name.slice(0, 64) }) : next;
    }),
  );
  const counts = useSampleCounts(state);
  // “提取数据”在每份样本上求值；第一份是树里显示的那一份（点中的节点在它上面找），其余按标签的顺序。
  const { html, samples: sampleTabs, active } = state;
  const extractSamples = useMemo(() => {
    const list = sampleList({ html, samples: sampleTabs, active });
    const current = activeIndex({ html, samples: sampleTabs, active });
    return [list[current], ...list.filter((_, index) => index !== current)];
  }, [html, sampleTabs, active]);
  const samples = useMemo(
    () => ({
      state,
      onSwitch: (index: number) => update((current) => switchSample(current, index)),
      onAdd: () => update((current) => addSample(current)),
      onRemove: (index: number) => update((current) => removeSample(current, index)),
      onExpect: (index: number, expect: Parameters<typeof updateSample>[2]['expect']) =>
        update((current) => updateSample(current, index, { expect })),
    }),
    [state, update],
  );
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
  const onExtractChange = useCallback(
    (change: (current: ExtractState | undefined) => ExtractState) =>
      update((current) => ({ ...current, extract: change(current.extract) })),
    [update],
  );
  const onVersionsChange = useMemo(() => setField('versions'), [setField]);

  const loadExample = useCallback(
    (id: string) => {
      const example = EXAMPLES.find((candidate) => candidate.id === id);
      // 示例只换 HTML、选择器、代码和选项，勾选的对比版本保留。
      if (example) update((current) => ({ ...example.state, versions: current.versions }));
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
          pageImport={pageImport}
          samples={samples}
          sourceRef={sourceLink.sourceRef}
          onCursor={sourceLink.onCursor}>
          <ParserReport report={parse?.ok ? parse.report : null} onJump={sourceLink.jumpToError} />
        </HtmlPanel>
        <SelectorTreePanel
          selector={state.selector}
          onSelectorChange={onSelectorChange}
          analysis={analysis}
          sampleCounts={counts && { samples: sampleList(state), ...counts }}
          onShowSource={sourceLink.showRow}
        />
        <ExtractSection
          samples={extractSamples}
          options={state.options}
          selector={state.selector}
          selectorCount={analysis.analysis?.selection?.ok ? analysis.analysis.selection.count : null}
          pick={analysis.analysis?.pick ?? null}
          extract={state.extract}
          onExtractChange={onExtractChange}
          encoding={state.source?.loadBuffer}
        />
        <CodePanel
          code={state.code}
          onCodeChange={onCodeChange}
          codeFromLink={codeFromLink}
          run={codeRun}
          editorModule={editorModule}
          onNeedEditor={loadEditor}
        />
        <VersionsPanel
          versions={state.versions ?? []}
          onVersionsChange={onVersionsChange}
          runs={versionRuns}
          mainEntries={codeRun.entries}
          mainRun={codeRun.run}
          options={state.options}
        />
      </div>
      <AskForHelp
        state={state}
        entries={codeRun.entries}
        matches={analysis.analysis?.selection?.ok ? analysis.analysis.selection.count : null}
        shareLink={shareLink}
      />
      <SandboxHelp />
    </div>
  );
}
