import React, { useCallback, useEffect, useMemo, useRef } from 'react';
import type { ExtractPanelProps } from './ExtractSection';
import FieldEditor, { keyOf } from './FieldEditor';
import { appendAt, defaultValueFor, removeAt, suggestName, updateAt } from './fieldEdits';
import { EMPTY_EXTRACT, type ExtractField, type ExtractState } from './fields';
import type { FieldPath, FieldProblem, SampleExtraction } from './runExtract';
import ScriptPanel from './ScriptPanel';
import { useExtract } from './useExtract';
import styles from '../playground.module.css';
import local from './extract.module.css';

function milliseconds(ms: number): string {
  return ms < 1 ? '不到 1 ms' : `${Math.round(ms)} ms`;
}

/** 结果最多显示这么多个字符：几千项的列表写成 JSON 有几百 KB，全部放进页面，排版就要占住主线程。 */
const MAX_SHOWN_CHARS = 30_000;

function Shown({ text }: { text: string }): JSX.Element {
  if (text.length <= MAX_SHOWN_CHARS) return <pre className={local.codeBlock}>{text}</pre>;
  return (
    <>
      <pre className={local.codeBlock}>{text.slice(0, MAX_SHOWN_CHARS)}</pre>
      <p className={styles.truncatedNote}>
        只显示了前 {MAX_SHOWN_CHARS.toLocaleString('zh-CN')} 个字符，完整的结果有 {text.length.toLocaleString('zh-CN')}{' '}
        个字符；运行生成的脚本可以得到全部内容。
      </p>
    </>
  );
}

function SampleResult({
  sample,
  name,
  total,
  csv,
}: {
  sample: SampleExtraction;
  name: string;
  total: number;
  csv: boolean;
}): JSX.Element {
  const which = total > 1 ? `${name} ` : '';
  if (!sample.ok) return <p className={`alert alert--danger ${styles.helpBox}`}>{sample.message}</p>;
  return (
    <>
      {/* 结果可能很长：滚动区域要能用键盘聚焦和滚动（axe 的 scrollable-region-focusable）。 */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className={styles.output} role="region" aria-label={`${which}extract() 得到的 JSON`} tabIndex={0}>
        <Shown text={sample.json} />
      </div>
      {csv && (
        <>
          <h4 className={local.minorHeading}>
            {which}CSV 预览（{sample.csvRows} 行数据）
          </h4>
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
          <div className={styles.output} role="region" aria-label={`${which}CSV 预览`} tabIndex={0}>
            <Shown text={sample.csv} />
          </div>
        </>
      )}
    </>
  );
}

/** 字段表、它在样本上的结果和生成的脚本。由 ExtractSection 在读者要用时加载。 */
export default function ExtractPanel(props: ExtractPanelProps & { focusOnMount: boolean }): JSX.Element {
  const { options, selector, selectorCount, pick, extract, onExtractChange, encoding, focusOnMount } = props;
  const firstButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusOnMount) firstButton.current?.focus();
  }, [focusOnMount]);
  const state = extract ?? EMPTY_EXTRACT;
  const { fields } = state;
  const samples = useMemo(() => props.samples.map(({ html }) => ({ html, options })), [props.samples, options]);
  const view = useExtract(samples, fields, pick?.id ?? null);
  const outcome = view.outcome;

  const change = useCallback(
    (update: (current: ExtractState) => ExtractState) => onExtractChange((current) => update(current ?? EMPTY_EXTRACT)),
    [onExtractChange],
  );
  const changeFields = useCallback(
    (update: (current: ExtractField[]) => ExtractField[]) =>
      change((current) => ({ ...current, fields: update(current.fields) })),
    [change],
  );
  const onChange = useCallback(
    (path: FieldPath, update: (field: ExtractField) => ExtractField) =>
      changeFields((current) => updateAt(current, path, update)),
    [changeFields],
  );
  const onRemove = useCallback((path: FieldPath) => changeFields((current) => removeAt(current, path)), [changeFields]);
  const onAppend = useCallback(
    (parent: FieldPath, field: ExtractField) => changeFields((current) => appendAt(current, parent, field)),
    [changeFields],
  );

  const problems = useMemo(() => {
    const map = new Map<string, FieldProblem[]>();
    for (const problem of outcome?.problems ?? []) {
      const key = keyOf(problem.path);
      map.set(key, [...(map.get(key) ?? []), problem]);
    }
    return map;
  }, [outcome]);
  const first = outcome?.samples[0];
  const reports = useMemo(
    () => new Map((first?.ok ? first.reports : []).map((report) => [keyOf(report.path), report])),
    [first],
  );
  const pickTargets = useMemo(
    () => new Map((outcome?.pickTargets ?? []).map((target) => [keyOf(target.path), target])),
    [outcome],
  );

  const trimmedSelector = selector.trim();
  const problemCount = outcome?.problems.length ?? 0;
  const extractMs =
    outcome && problemCount === 0 && outcome.samples.length > 0
      ? outcome.samples.reduce((sum, sample) => sum + (sample.ok ? sample.ms : 0), 0)
      : null;
  const statusText = (() => {
    if (fields.length === 0) return '还没有字段：用上面的按钮添加。';
    if (view.problem) return '没有得到结果。';
    if (!outcome) return '正在求值……';
    if (problemCount > 0) return `字段表有 ${problemCount} 处问题，改好之后才会求值。`;
    return `extract() 用了 ${milliseconds(extractMs ?? 0)}。`;
  })();

  return (
    <div className={local.panel} data-extract-result={view.resultId}>
      <div className={local.addBar}>
        <button
          ref={firstButton}
          type="button"
          className="button button--sm button--primary"
          disabled={trimmedSelector === ''}
          onClick={() =>
            changeFields((current) => [
              ...current,
              {
                name: suggestName(trimmedSelector, current),
                selector: trimmedSelector,
                value: 'text',
                ...(selectorCount !== null && selectorCount > 1 ? { all: true } : {}),
              },
            ])
          }>
          用当前选择器添加字段
        </button>
        {pick?.selector && (
          <button
            type="button"
            className="button button--sm button--primary"
            onClick={() =>
              changeFields((current) => [
                ...current,
                {
                  name: suggestName(pick.selector, current),
                  selector: pick.selector,
                  value: defaultValueFor(pick.tag),
                },
              ])
            }>
            把点中的 &lt;{pick.tag}&gt; 添加为字段
          </button>
        )}
        <button
          type="button"
          className="button button--sm button--secondary"
          onClick={() => changeFields((current) => [...current, { name: '', selector: '', value: 'text' }])}>
          添加空字段
        </button>
      </div>
      <p className={styles.hint}>
        当前选择器：{trimmedSelector === '' ? '（空）' : <code>{trimmedSelector}</code>}
        {pick?.selector ? (
          <>
            ；树里点中的节点：<code>{pick.selector}</code>
          </>
        ) : (
          '；在树里点一个节点，也能把它添加为字段。'
        )}
        嵌套字段的子字段用相对于每一项的选择器，点中列表项里的节点时会给出。
      </p>

      {fields.length > 0 && (
        <ol className={local.fieldList} aria-label="extract() 的字段">
          {fields.map((_, index) => (
            <FieldEditor
              key={index}
              fields={fields}
              path={[index]}
              problems={problems}
              reports={reports}
              pickTargets={pickTargets}
              onChange={onChange}
              onRemove={onRemove}
              onAppend={onAppend}
            />
          ))}
        </ol>
      )}

      <h3 className={styles.subheading}>extract() 的结果</h3>
      {/* data-extract-ms 是 worker 里量出的未取整耗时（各样本之和），供 npm run bench:playground 读取。 */}
      <p
        id="playground-extract-status"
        role="status"
        className={local.status}
        data-extract-ms={extractMs === null ? undefined : extractMs.toFixed(2)}>
        {statusText}
      </p>
      {view.problem && <p className={`alert alert--danger ${styles.helpBox}`}>{view.problem}</p>}
      {problemCount === 0 &&
        outcome?.samples.map((sample, index) => (
          <SampleResult
            key={index}
            sample={sample}
            name={props.samples[index]?.name ?? `样本 ${index + 1}`}
            total={outcome.samples.length}
            csv={state.output === 'csv'}
          />
        ))}

      <ScriptPanel
        extract={state}
        options={options}
        encoding={encoding}
        fieldsHaveProblems={problemCount > 0}
        onChange={change}
      />
    </div>
  );
}
