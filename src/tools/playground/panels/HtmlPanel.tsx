import Heading from '@theme/Heading';
import React, { type ReactNode } from 'react';
import CodeInput, { type EditorModule, type SourceHandle } from '../CodeInput';
import ParseOptionsForm from '../ParseOptionsForm';
import type { SourcePosition } from '../sourcePosition';
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
  /** 源码 ↔ 文档树（hooks/useSourceLink.ts）。 */
  sourceRef?: React.MutableRefObject<SourceHandle | null>;
  onCursor?: (position: SourcePosition) => void;
  /** 编辑器和解析选项之间的内容：“解析器改了什么”。 */
  children?: ReactNode;
}

/** 左栏：要解析的 HTML 与解析选项。 */
export default function HtmlPanel({
  html,
  options,
  onHtmlChange,
  onOptionsChange,
  onRun,
  editorModule,
  onNeedEditor,
  sourceRef,
  onCursor,
  children,
}: Props): JSX.Element {
  return (
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
