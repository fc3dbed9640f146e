import Heading from '@theme/Heading';
import React, { useCallback } from 'react';
import type { useAnalysis } from '../hooks/useAnalysis';
import type { TreeRow } from '../protocol';
import type { Sample } from '../samples';
import SelectorPanel, { SelectorHelpBox, matchStatusText } from '../SelectorPanel';
import TreeView from '../TreeView';
import SampleCounts from './SampleCounts';
import styles from '../playground.module.css';

function milliseconds(ms: number): string {
  return ms < 1 ? '不到 1 ms' : `${Math.round(ms)} ms`;
}

/** 树上方的一句话：在 worker 里解析和执行选择器各用了多久。 */
function timingText(parseMs: number, selectMs: number | null): string {
  return `解析用了 ${milliseconds(parseMs)}${selectMs === null ? '' : `，选择器用了 ${milliseconds(selectMs)}`}；`;
}

interface Props {
  selector: string;
  onSelectorChange: (selector: string) => void;
  analysis: ReturnType<typeof useAnalysis>;
  /** 两份以上样本时，各份的匹配数（useSampleCounts）。 */
  sampleCounts: { samples: Sample[]; counts: (number | null)[]; ms: number } | null;
  /** 点中树里的一行之后：在 HTML 编辑器里标出它的源码。 */
  onShowSource?: (row: TreeRow) => void;
}

/** 中栏：选择器、匹配数、文档树和匹配的节点。 */
export default function SelectorTreePanel({
  selector,
  onSelectorChange,
  analysis: state,
  sampleCounts,
  onShowSource,
}: Props): JSX.Element {
  const { analysis, problem, analyzing, revealToken, revealPickedToken, toggleRow, pickNode, pickRow } = state;
  const onPickRow = useCallback(
    (row: TreeRow) => {
      pickRow(row);
      onShowSource?.(row);
    },
    [pickRow, onShowSource],
  );
  const parse = analysis?.parse;
  const selection = analysis?.selection;
  const matchStatus = problem ? '无法匹配' : matchStatusText(analysis, selector, analyzing);
  return (
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
        value={selector}
        placeholder="例如 li.book > a"
        spellCheck={false}
        autoCapitalize="off"
        autoComplete="off"
        autoCorrect="off"
        aria-describedby="playground-match-status"
        onChange={(event) => onSelectorChange(event.target.value)}
      />
      <p id="playground-match-status" role="status" className={styles.matchStatus}>
        {matchStatus}
      </p>
      {sampleCounts && <SampleCounts {...sampleCounts} />}
      {problem && <p className={`alert alert--danger ${styles.helpBox}`}>{problem}</p>}
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
          skipped={analysis.tree.skipped}
          revealPickedToken={revealPickedToken}
          onToggle={toggleRow}
          onPick={onPickRow}
        />
      )}
      <SelectorPanel analysis={analysis} onUseSelector={onSelectorChange} onPick={pickNode} />
    </section>
  );
}
