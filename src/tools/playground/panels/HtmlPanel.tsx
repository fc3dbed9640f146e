import Heading from '@theme/Heading';
import React, { type ReactNode } from 'react';
import CodeInput, { type EditorModule, type SourceHandle } from '../CodeInput';
import type { usePageImport } from '../hooks/usePageImport';
import ParseOptionsForm from '../ParseOptionsForm';
import type { SourcePosition } from '../sourcePosition';
import PageImport from './PageImport';
import SampleTabs from './SampleTabs';
import type { ParseOptions } from '../state';
import styles from '../playground.module.css';

interface Props {
  html: string;
  options: ParseOptions;
  onHtmlChange: (html: string) => void;
  onOptionsChange: (options: ParseOptions) => void;
  onRun: () => void;
  editorModule: EditorModule | null;
  onNeedEditor: () => void;
  pageImport: ReturnType<typeof usePageImport>;
  samples: React.ComponentProps<typeof SampleTabs>;
  /** 源码 ↔ 文档树（hooks/useSourceLink.ts）。 */
  sourceRef?: React.MutableRefObject<SourceHandle | null>;
  onCursor?: (position: SourcePosition) => void;
  /** 编辑器和解析选项之间的内容：“解析器改了什么”。 */
  children?: ReactNode;
}

/** 左栏：要解析的 HTML（可以是读者打开或拖进来的网页文件）与解析选项。 */
export default function HtmlPanel({
  html,
  options,
  onHtmlChange,
  onOptionsChange,
  onRun,
  editorModule,
  onNeedEditor,
  pageImport,
  samples,
  sourceRef,
  onCursor,
  children,
}: Props): JSX.Element {
  return (
    <section
      className={styles.panel}
      aria-labelledby="playground-html-title"
      onDragOver={(event) => {
        if (event.dataTransfer.types.includes('Files')) event.preventDefault();
      }}
      onDrop={(event) => {
        const file = event.dataTransfer.files[0];
        if (!file) return;
        event.preventDefault();
        void pageImport.openFile(file);
      }}>
      <Heading as="h2" id="playground-html-title" className={styles.panelTitle}>
        HTML 与解析选项
      </Heading>
      <label id="playground-html-label" htmlFor="playground-html" className={styles.inputLabel}>
        HTML
      </label>
      <p id="playground-html-help" className={styles.hint}>
        要解析的文档，代码里的 <code>$</code> 也由它加载。
      </p>
      <PageImport pageImport={pageImport} />
      <SampleTabs {...samples} />
      <CodeInput
        id="playground-html"
        labelId="playground-html-label"
        describedBy="playground-html-help"
        language="html"
        value={html}
        onChange={onHtmlChange}
        onRun={onRun}
        editorModule={editorModule}
        onNeedEditor={onNeedEditor}
        size="tall"
        sourceRef={sourceRef}
        onCursor={onCursor}
      />
      {children}
      <ParseOptionsForm options={options} onChange={onOptionsChange} />
    </section>
  );
}
