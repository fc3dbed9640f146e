import Link from '@docusaurus/Link';
import React from 'react';
import { defaultValueFor, fieldAt, suggestName, withValue } from './fieldEdits';
import type { ExtractField, ValueKind } from './fields';
import type { FieldPath, FieldProblem, FieldReport, PickTarget } from './runExtract';
import styles from '../playground.module.css';
import local from './extract.module.css';

/** 字段表的一行（一个字段，嵌套字段连同它的子字段）：字段名、选择器、取值、是否取全部匹配，以及它的问题和结果。 */

const VALUE_LABELS: Record<ValueKind, string> = {
  text: '文本（textContent）',
  attribute: '属性……',
  href: '链接 href（按 baseURI 解析）',
  src: '地址 src（按 baseURI 解析）',
  innerHTML: '内部 HTML（innerHTML）',
  outerHTML: '外部 HTML（outerHTML）',
  fields: '嵌套字段（对象或列表）',
};

export const keyOf = (path: FieldPath) => path.join('.');

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

export interface FieldEditorProps {
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

export default function FieldEditor(props: FieldEditorProps): JSX.Element {
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
