import Link from '@docusaurus/Link';
import React, { useState } from 'react';
import type { AnalyzeResponse, MatchDetail, PickResult } from './protocol';
import type { SelectorHelp } from './selectorHelp';
import styles from './playground.module.css';

function HelpBox({ help, tone }: { help: SelectorHelp; tone: 'error' | 'hint' }): JSX.Element {
  return (
    <div className={`alert ${tone === 'error' ? 'alert--danger' : 'alert--warning'} ${styles.helpBox}`}>
      <p className={styles.helpSummary}>{help.summary}</p>
      <p>{help.detail}</p>
      {help.engineMessage && (
        <p className={styles.engineMessage}>
          选择器引擎的原话：<code>{help.engineMessage}</code>
        </p>
      )}
      <p>
        参考：<Link to={help.link.href}>{help.link.label}</Link>
      </p>
    </div>
  );
}

/** 读者看到的匹配数，同时是 role="status" 的播报内容。 */
export function matchStatusText(analysis: AnalyzeResponse | null, selector: string, pending: boolean): string {
  if (selector.trim() === '') return '输入选择器，匹配的节点会在树里标出。';
  if (!analysis || !analysis.selection) return pending ? '正在匹配……' : '';
  if (!analysis.selection.ok) return '选择器无效';
  return `${analysis.selection.count} 个匹配`;
}

function copy(text: string, done: (ok: boolean) => void) {
  navigator.clipboard.writeText(text).then(
    () => done(true),
    () => done(false),
  );
}

function PickPanel({ pick, onUse }: { pick: PickResult; onUse: (selector: string) => void }): JSX.Element {
  const [copied, setCopied] = useState<{ selector: string; ok: boolean } | null>(null);
  return (
    <section className={styles.pickPanel} aria-labelledby="playground-pick-title">
      <h3 id="playground-pick-title" className={styles.subheading}>
        选中的节点：&lt;{pick.tag}&gt;
      </h3>
      {pick.selector === null ? (
        <p>{pick.reason}</p>
      ) : (
        <>
          <p className={styles.pickSelector}>
            <code>{pick.selector}</code>
          </p>
          <p>
            这个选择器在文档里匹配 {pick.count} 个节点。
            <button
              type="button"
              className="button button--sm button--primary margin-left--sm"
              onClick={() => copy(pick.selector, (ok) => setCopied({ selector: pick.selector, ok }))}>
              复制选择器
            </button>
            <button
              type="button"
              className="button button--sm button--secondary margin-left--sm"
              onClick={() => onUse(pick.selector)}>
              填入选择器
            </button>
          </p>
          <p role="status" className={styles.quietStatus}>
            {copied?.selector === pick.selector
              ? copied.ok
                ? '已复制。'
                : '浏览器不允许写入剪贴板，请手动选中上面的选择器复制。'
              : ''}
          </p>
        </>
      )}
    </section>
  );
}

function Details({
  details,
  total,
  onShow,
}: {
  details: MatchDetail[];
  total: number;
  onShow: (id: number) => void;
}): JSX.Element {
  return (
    <section aria-labelledby="playground-details-title">
      <h3 id="playground-details-title" className={styles.subheading}>
        {total > details.length ? `前 ${details.length} 个匹配` : '匹配的节点'}
      </h3>
      <ol className={styles.details}>
        {details.map((detail) => (
          <li key={detail.id}>
            <p className={styles.detailHead}>
              <code>&lt;{detail.tag}&gt;</code>
              <button
                type="button"
                className={`button button--sm button--link ${styles.inlineButton}`}
                onClick={() => onShow(detail.id)}>
                在树中选中
              </button>
            </p>
            {detail.attributes.length > 0 && (
              <dl className={styles.attributeList}>
                {detail.attributes.map(([name, value]) => (
                  <div key={name}>
                    <dt>{name}</dt>
                    <dd>{value === '' ? '（空）' : value}</dd>
                  </div>
                ))}
              </dl>
            )}
            <dl className={styles.detailValues}>
              <dt>
                <code>.text()</code>
              </dt>
              <dd>
                <pre className={styles.detailValue}>{detail.text || '（空字符串）'}</pre>
              </dd>
              <dt>
                <code>.html()</code>
              </dt>
              <dd>
                <pre className={styles.detailValue}>{detail.html || '（空字符串）'}</pre>
              </dd>
            </dl>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** 选择器报错或永远不匹配时的说明，紧跟在匹配数下面。 */
export function SelectorHelpBox({ analysis }: { analysis: AnalyzeResponse | null }): JSX.Element | null {
  const selection = analysis?.selection;
  if (selection && !selection.ok) return <HelpBox help={selection.help} tone="error" />;
  if (selection?.ok && selection.hint) return <HelpBox help={selection.hint} tone="hint" />;
  return null;
}

interface Props {
  analysis: AnalyzeResponse | null;
  onUseSelector: (selector: string) => void;
  onPick: (id: number) => void;
}

/** 树下面的结果：点中节点生成的选择器、前几个匹配的详情。 */
function SelectorPanel({ analysis, onUseSelector, onPick }: Props): JSX.Element | null {
  if (!analysis) return null;
  const { selection, pick } = analysis;
  return (
    <>
      {pick && <PickPanel key={pick.id} pick={pick} onUse={onUseSelector} />}
      {selection?.ok && selection.details.length > 0 && (
        <Details details={selection.details} total={selection.count} onShow={onPick} />
      )}
    </>
  );
}

/** 父组件每次按键都会重新渲染；几百行的树和上千条输出只在自己的数据变了时才重新渲染。 */
export default React.memo(SelectorPanel);
