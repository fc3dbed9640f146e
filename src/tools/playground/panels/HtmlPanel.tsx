import Heading from '@theme/Heading';
import React from 'react';
import CodeInput, { type EditorModule } from '../CodeInput';
import ParseOptionsForm from '../ParseOptionsForm';
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
      />
      <ParseOptionsForm options={options} onChange={onOptionsChange} />
    </section>
  );
}
