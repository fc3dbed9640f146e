import Link from '@docusaurus/Link';
import React, { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { isValidBaseURI } from '../cheerioOptions';
import { CSV_FILE_NAME, PLACEHOLDER_URL, generateScript } from './script';
import type { ExtractPanelProps } from './ExtractSection';
import { appendAt, defaultValueFor, fieldAt, removeAt, suggestName, updateAt, withValue } from './fieldEdits';
import { EMPTY_EXTRACT, type ExtractField, type ExtractState, type ValueKind } from './fields';
import type { FieldPath, FieldProblem, FieldReport, PickTarget, SampleExtraction } from './runExtract';
import { useExtract } from './useExtract';
import styles from '../playground.module.css';
import local from './extract.module.css';

const VALUE_LABELS: Record<ValueKind, string> = {
  text: '文本（textContent）',
  attribute: '属性……',
  href: '链接 href（按 baseURI 解析）',
  src: '地址 src（按 baseURI 解析）',
  innerHTML: '内部 HTML（innerHTML）',
  outerHTML: '外部 HTML（outerHTML）',
  fields: '嵌套字段（对象或列表）',
};

const keyOf = (path: FieldPath) => path.join('.');

function milliseconds(ms: number): string {
  return ms < 1 ? '不到 1 ms' : `${Math.round(ms)} ms`;
}

/** 字段在界面上的称呼，也用在每个输入框的名称里（同一页上有很多个“选择器”输入框）。 */
function fieldLabel(fields: readonly ExtractField[], path: FieldPath): string {
  const position = path[path.length - 1] + 1;
  if (path.length === 1) return `第 ${position} 个字段`;
  const parent = fieldAt(fields, path.slice(0, -1));
  const parentName = parent?.name.trim() ? parent.name : fieldLabel(fields, path.slice(0, -1));
  return `${parentName} 的第 ${position} 个子字段`;
}

/** 字段在第一个样本上的结果，一句话。 */
function reportText(field: ExtractField, report: FieldReport | undefined, nested: boolean): string {
  if (!report) return '';
  const { evaluated, empty, preview, items } = report;
  const first = preview === undefined ? '' : `第一个值：${preview}`;
  if (evaluated === 0) return '外层没有匹配的项，这个子字段没有求值。';
  if (empty === evaluated) {
    if (field.all) return nested ? `在全部 ${evaluated} 项里都没有匹配，得到空数组 []。` : '没有匹配：得到空数组 []。';
    return nested
      ? `在全部 ${evaluated} 项里都没有匹配：值是 undefined，JSON 里不会出现这个字段。`
      : '没有匹配：extract() 给出 undefined，JSON 里不会出现这个字段。';
  }
  const count = items === undefined ? '' : `共 ${items} 个匹配。`;
  if (empty > 0) return `${evaluated} 项中有 ${empty} 项没有匹配（值是 undefined）。${count}${first}`;
  return `${evaluated > 1 ? `${evaluated} 项都有匹配。` : ''}${count}${first}`;
}

interface FieldEditorProps {
  fields: readonly ExtractField[];
  path: FieldPath;
  problems: Map<string, FieldProblem[]>;
  reports: Map<string, FieldReport>;
  pickTargets: Map<string, PickTarget>;
  onChange: (path: FieldPath, change: (field: ExtractField) => ExtractField) => void;
  onRemove: (path: FieldPath) => void;
  onAppend: (parent: FieldPath, field: ExtractField) => void;
}

function ProblemText({ id, problems }: { id: string; problems: FieldProblem[] }): JSX.Element | null {
  if (problems.length === 0) return null;
  return (
    <div id={id} className={styles.fieldError}>
      {problems.map((problem) => (
        <p key={problem.message} className={local.problem}>
          {problem.message}
          {problem.help && (
            <>
              {' '}
              {problem.help.detail}{' '}
              {problem.help.engineMessage && (
                <>
                  选择器引擎的原话：<code>{problem.help.engineMessage}</code>。
                </>
              )}
              参考：<Link to={problem.help.link.href}>{problem.help.link.label}</Link>
            </>
          )}
        </p>
      ))}
    </div>
  );
}

function FieldEditor(props: FieldEditorProps): JSX.Element {
  const { fields, path, problems, reports, pickTargets, onChange, onRemove, onAppend } = props;
  const field = fieldAt(fields, path)!;
  const key = keyOf(path);
  const id = `playground-extract-${key.replace(/\./g, '-')}`;
  const label = fieldLabel(fields, path);
  const mine = problems.get(key) ?? [];
  const problemsOf = (part: FieldProblem['part']) => mine.filter((problem) => problem.part === part);
  const report = reports.get(key);
  const status = reportText(field, report, path.length > 1);
  const empty = report !== undefined && report.evaluated > 0 && report.empty === report.evaluated;
  const target = pickTargets.get(key);
  const subfields = field.fields ?? [];
  const input = (part: FieldProblem['part']) => {
    const list = problemsOf(part);
    return list.length > 0 ? { 'aria-invalid': true, 'aria-describedby': `${id}-${part}-problem` } : {};
  };
  return (
    <li className={local.field}>
      <fieldset className={local.fieldset}>
        <legend className={local.legend}>
          {label}
          {field.name.trim() !== '' && path.length === 1 ? `：${field.name}` : ''}
        </legend>
        <div className={local.fieldRow}>
          <div className={`${local.control} ${local.nameControl}`}>
            <label htmlFor={`${id}-name`}>字段名</label>
            <input
              id={`${id}-name`}
              className={styles.textField}
              value={field.name}
              aria-label={`${label}：字段名`}
              autoComplete="off"
              spellCheck={false}
              onChange={(event) => onChange(path, (current) => ({ ...current, name: event.target.value }))}
              {...input('name')}
            />
          </div>
          <div className={`${local.control} ${local.selectorControl}`}>
            <label htmlFor={`${id}-selector`}>选择器</label>
            <input
              id={`${id}-selector`}
              className={`${styles.textField} ${local.code}`}
              value={field.selector}
              aria-label={`${label}：选择器`}
              placeholder={path.length > 1 ? '相对于每一项，例如 a 或 :scope' : '例如 .price'}
              autoComplete="off"
              autoCapitalize="off"
              autoCorrect="off"
              spellCheck={false}
              onChange={(event) => onChange(path, (current) => ({ ...current, selector: event.target.value }))}
              {...input('selector')}
            />
          </div>
          <div className={local.control}>
            <label htmlFor={`${id}-value`}>取值</label>
            <select
              id={`${id}-value`}
              className={styles.select}
              value={field.value}
              aria-label={`${label}：取值`}
              onChange={(event) => onChange(path, (current) => withValue(current, event.target.value as ValueKind))}>
              {Object.entries(VALUE_LABELS).map(([value, text]) => (
                <option key={value} value={value}>
                  {text}
                </option>
              ))}
            </select>
          </div>
          {field.value === 'attribute' && (
            <div className={`${local.control} ${local.nameControl}`}>
              <label htmlFor={`${id}-attribute`}>属性名</label>
              <input
                id={`${id}-attribute`}
                className={`${styles.textField} ${local.code}`}
                value={field.attribute ?? ''}
                aria-label={`${label}：属性名`}
                placeholder="例如 data-id"
                autoComplete="off"
                spellCheck={false}
                onChange={(event) => onChange(path, (current) => ({ ...current, attribute: event.target.value }))}
                {...input('attribute')}
              />
            </div>
          )}
          <label className={`${styles.choice} ${local.allChoice}`}>
            <input
              type="checkbox"
              checked={field.all === true}
              aria-label={`${label}：全部匹配`}
              onChange={(event) =>
                onChange(path, (current) => {
                  const { all: _all, ...rest } = current;
                  return event.target.checked ? { ...rest, all: true } : rest;
                })
              }
            />
            全部匹配
          </label>
          <button
            type="button"
            className={`button button--sm button--secondary ${local.removeButton}`}
            aria-label={`删除${label}`}
            onClick={() => onRemove(path)}>
            删除
          </button>
        </div>
        <ProblemText id={`${id}-name-problem`} problems={problemsOf('name')} />
        <ProblemText id={`${id}-selector-problem`} problems={problemsOf('selector')} />
        <ProblemText id={`${id}-attribute-problem`} problems={problemsOf('attribute')} />
        {status && <p className={empty ? local.emptyStatus : local.fieldStatus}>{status}</p>}
        {field.value === 'fields' && (
          <div className={local.subfields}>
            <ProblemText id={`${id}-fields-problem`} problems={problemsOf('fields')} />
            {subfields.length > 0 && (
              <ol className={local.fieldList} aria-label={`${field.name.trim() || label} 的子字段`}>
                {subfields.map((_, index) => (
                  <FieldEditor key={index} {...props} path={[...path, index]} />
                ))}
              </ol>
            )}
            <div className={local.addBar}>
              {target && (
                <button
                  type="button"
                  className="button button--sm button--primary"
                  onClick={() =>
                    onAppend(path, {
                      name: suggestName(target.selector, subfields),
                      selector: target.selector,
                      value: defaultValueFor(target.tag),
                    })
                  }>
                  把点中的 &lt;{target.tag}&gt; 加为子字段（<code>{target.selector}</code>）
                </button>
              )}
              <button
                type="button"
                className="button button--sm button--secondary"
                aria-label={`给${label}添加子字段`}
                onClick={() => onAppend(path, { name: '', selector: '', value: 'text' })}>
                添加子字段
              </button>
            </div>
          </div>
        )}
      </fieldset>
    </li>
  );
}

function copyText(text: string, done: (ok: boolean) => void) {
  navigator.clipboard.writeText(text).then(
    () => done(true),
    () => done(false),
  );
}

function download(text: string, fileName: string) {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(new Blob([text], { type: 'text/javascript;charset=utf-8' }));
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
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
  index,
  total,
  csv,
}: {
  sample: SampleExtraction;
  index: number;
  total: number;
  csv: boolean;
}): JSX.Element {
  const which = total > 1 ? `样本 ${index + 1} ` : '';
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
  const { html, options, selector, selectorCount, pick, extract, onExtractChange, encoding, focusOnMount } = props;
  const firstButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusOnMount) firstButton.current?.focus();
  }, [focusOnMount]);
  const state = extract ?? EMPTY_EXTRACT;
  const { fields } = state;
  const samples = useMemo(() => [{ html, options }], [html, options]);
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

  const generated = useMemo(() => {
    const started = performance.now();
    const script = generateScript({
      fields,
      options,
      output: state.output,
      moduleType: state.moduleType,
      url: state.url,
      encoding,
    });
    return { script, ms: performance.now() - started };
  }, [fields, options, state.output, state.moduleType, state.url, encoding]);
  const [copied, setCopied] = useState<{ code: string; ok: boolean } | null>(null);

  const trimmedSelector = selector.trim();
  const problemCount = outcome?.problems.length ?? 0;
  const urlProblem =
    state.url.trim() !== '' && (!isValidBaseURI(state.url.trim()) || !/^https?:/i.test(state.url.trim()))
      ? '页面地址要写完整，以 http:// 或 https:// 开头。'
      : null;

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
            index={index}
            total={outcome.samples.length}
            csv={state.output === 'csv'}
          />
        ))}

      <h3 className={styles.subheading}>抓取脚本</h3>
      <div className={local.scriptOptions}>
        <fieldset className={local.choiceGroup}>
          <legend>输出</legend>
          <label className={styles.choice}>
            <input
              type="radio"
              name="playground-extract-output"
              checked={state.output === 'json'}
              onChange={() => change((current) => ({ ...current, output: 'json' }))}
            />
            打印 JSON
          </label>
          <label className={styles.choice}>
            <input
              type="radio"
              name="playground-extract-output"
              checked={state.output === 'csv'}
              onChange={() => change((current) => ({ ...current, output: 'csv' }))}
            />
            写成 CSV 文件（{CSV_FILE_NAME}）
          </label>
        </fieldset>
        <fieldset className={local.choiceGroup}>
          <legend>模块格式</legend>
          <label className={styles.choice}>
            <input
              type="radio"
              name="playground-extract-module"
              checked={state.moduleType === 'esm'}
              onChange={() => change((current) => ({ ...current, moduleType: 'esm' }))}
            />
            ES 模块（文件名 scrape.mjs）
          </label>
          <label className={styles.choice}>
            <input
              type="radio"
              name="playground-extract-module"
              checked={state.moduleType === 'cjs'}
              onChange={() => change((current) => ({ ...current, moduleType: 'cjs' }))}
            />
            CommonJS（文件名 scrape.cjs）
          </label>
        </fieldset>
        <div className={`${local.control} ${local.urlControl}`}>
          <label htmlFor="playground-extract-url">要抓取的页面地址</label>
          <input
            id="playground-extract-url"
            type="url"
            className={`${styles.textField} ${local.code}`}
            value={state.url}
            placeholder={options.baseURI || PLACEHOLDER_URL}
            autoComplete="off"
            spellCheck={false}
            aria-describedby="playground-extract-url-help"
            onChange={(event) => change((current) => ({ ...current, url: event.target.value }))}
          />
          <p id="playground-extract-url-help" className={styles.hint}>
            不填时用解析选项里的 baseURI。脚本现在抓取的是 <code>{generated.script.url}</code>
            {generated.script.url === PLACEHOLDER_URL ? '（占位地址，运行前换成真实的页面）' : ''}。
          </p>
          {urlProblem && <p className={styles.fieldError}>{urlProblem}</p>}
        </div>
      </div>
      {problemCount > 0 && (
        <p className={`alert alert--warning ${styles.helpBox}`}>
          字段表还有问题：脚本照样生成，但运行时会报错或缺少字段。
        </p>
      )}
      {/* data-generate-ms 是未取整的生成耗时，供 npm run bench:playground 读取。 */}
      <div
        className={styles.output}
        role="region"
        aria-label="生成的脚本"
        // 脚本可能很长：滚动区域要能用键盘聚焦和滚动（axe 的 scrollable-region-focusable）。
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        data-generate-ms={generated.ms.toFixed(2)}>
        <pre className={local.codeBlock}>
          <code>{generated.script.code}</code>
        </pre>
      </div>
      <div className={local.addBar}>
        <button
          type="button"
          className="button button--sm button--primary"
          onClick={() => copyText(generated.script.code, (ok) => setCopied({ code: generated.script.code, ok }))}>
          复制脚本
        </button>
        <button
          type="button"
          className="button button--sm button--secondary"
          onClick={() => download(generated.script.code, generated.script.fileName)}>
          下载脚本（{generated.script.fileName}）
        </button>
      </div>
      <p role="status" className={styles.quietStatus}>
        {copied?.code === generated.script.code
          ? copied.ok
            ? '已复制脚本。'
            : '浏览器不允许写入剪贴板，请在上面的脚本里全选后手动复制。'
          : ''}
      </p>
    </div>
  );
}
