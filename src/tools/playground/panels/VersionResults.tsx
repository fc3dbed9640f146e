import React, { useMemo } from 'react';
import { CHEERIO_VERSION } from '../../../constants/cheerio';
import type { OutputEntry } from '../../../sandbox/protocol';
import { loadArgumentsFor, type OldRelease } from '../../../sandbox/releases';
import { loadCallText, runRequest, toSource } from '../cheerioOptions';
import type { VersionRun } from '../hooks/useVersionRuns';
import type { RunState } from '../OutputPanel';
import type { ParseOptions } from '../state';
import { apiGaps } from '../versions/apiGaps';
import { diffOutputs, outputLines, type DiffLine } from '../versions/outputDiff';
import { outcomeLine, versionStatus } from '../versions/versionStatus';
import styles from './VersionsPanel.module.css';

interface Props {
  releases: readonly OldRelease[];
  runs: Partial<Record<OldRelease, VersionRun>>;
  mainEntries: OutputEntry[];
  mainRun: RunState;
  options: ParseOptions;
}

function linesOf(entries: OutputEntry[], run: RunState): string[] {
  const last = outcomeLine(run);
  return last === null ? outputLines(entries) : [...outputLines(entries), last];
}

/** 这个版本里预先加载 `$` 的调用；与 1.2.0 的写法相同时返回 null。 */
function oldLoadCall(release: OldRelease, options: ParseOptions): { call: string; notes: string[] } | null {
  const { loadOptions, isDocument } = runRequest({ code: '', html: '', options });
  const args = loadArgumentsFor(release, loadOptions, isDocument);
  const optionsText = Object.keys(args.options).length > 0 ? toSource(args.options) : null;
  let call: string;
  if (args.isDocument === false) call = `cheerio.load(html, ${optionsText ?? 'null'}, false)`;
  else call = optionsText ? `cheerio.load(html, ${optionsText})` : 'cheerio.load(html)';
  if (call === loadCallText(options) && args.notes.length === 0) return null;
  return { call, notes: args.notes };
}

/** 行内 Markdown 里的 `代码`。 */
function InlineCode({ text }: { text: string }): JSX.Element {
  return <>{text.split('`').map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : part))}</>;
}

function DiffView({ release, lines }: { release: OldRelease; lines: DiffLine[] }): JSX.Element {
  const marker = { same: '', current: `仅 ${CHEERIO_VERSION}`, old: `仅 ${release}` } as const;
  return (
    // 输出可能很长：滚动区域要能用键盘聚焦和滚动（与输出面板相同）。
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className={styles.diff} role="region" aria-label={`${release} 与 ${CHEERIO_VERSION} 的输出对照`} tabIndex={0}>
      {lines.length === 0 ? (
        <p className={styles.empty}>（两边都没有输出）</p>
      ) : (
        <ol className={styles.diffLines}>
          {lines.map((line, index) => (
            <li key={index} className={styles[line.kind]}>
              <span className={styles.marker}>{marker[line.kind]}</span>
              <span className={styles.lineText}>{line.text}</span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

function ApiGapList({ release }: { release: OldRelease }): JSX.Element | null {
  const gaps = useMemo(() => apiGaps(release), [release]);
  if (gaps.missing.length === 0 && gaps.changed.length === 0) return null;
  return (
    <details className={styles.more}>
      <summary>
        API 的差别：{CHEERIO_VERSION} 有、{release} 没有的 {gaps.missing.length} 个，之后改了行为的{' '}
        {gaps.changed.length} 个
      </summary>
      {gaps.missing.length > 0 && (
        <>
          <p className={styles.listTitle}>
            {release} 还没有（沙箱里是浏览器构建，loadBuffer、fromURL 这类依赖 Node.js
            的函数在哪个版本里都运行不了，只能看这里）：
          </p>
          <ul className={styles.apiList}>
            {gaps.missing.map(({ name, since }) => (
              <li key={name}>
                <code>{name}</code>（{since} 起）
              </li>
            ))}
          </ul>
        </>
      )}
      {gaps.changed.length > 0 && (
        <>
          <p className={styles.listTitle}>{release} 之后改了行为：</p>
          <ul className={styles.apiList}>
            {gaps.changed.map(({ name, version, note }) => (
              <li key={`${name} ${version}`}>
                <code>{name}</code>（{version}）：
                <InlineCode text={note} />
              </li>
            ))}
          </ul>
        </>
      )}
    </details>
  );
}

function VersionResult({
  release,
  run,
  mainEntries,
  mainRun,
  options,
}: { release: OldRelease; run: VersionRun } & Omit<Props, 'releases' | 'runs'>): JSX.Element {
  // 没能启动（failed）的运行没有输出可比，状态那一句说明原因。
  const finished = run.run.status === 'done' || run.run.status === 'timeout' || run.run.status === 'flooded';
  const diff = useMemo(
    () => (finished ? diffOutputs(linesOf(mainEntries, mainRun), linesOf(run.entries, run.run)) : null),
    [finished, mainEntries, mainRun, run.entries, run.run],
  );
  const status = versionStatus(release, run, mainRun, diff);
  const loadCall = oldLoadCall(release, options);
  const comparable = diff !== null && (mainRun.status === 'done' || mainRun.status === 'timeout');
  const same = comparable && diff.currentOnly === 0 && diff.oldOnly === 0;
  return (
    <li className={styles.result}>
      <h3 className={styles.resultTitle}>cheerio {release}</h3>
      <p role="status" className={status.problem ? styles.problem : styles.status}>
        {status.text}
      </p>
      {loadCall && (
        <p className={styles.note}>
          这个版本里 <code>$</code> 由 <code>{loadCall.call}</code> 加载。{loadCall.notes.join('')}
        </p>
      )}
      {comparable && !same && <DiffView release={release} lines={diff.lines} />}
      {comparable && diff.truncated && <p className={styles.note}>输出很长，只比较了两边的前 2 000 行。</p>}
      {finished && (
        <details className={styles.more}>
          <summary>{release} 的完整输出</summary>
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- 长输出要能用键盘滚动 */}
          <pre className={styles.fullOutput} tabIndex={0}>
            {linesOf(run.entries, run.run).join('\n') || '（没有输出）'}
          </pre>
          {run.dropped > 0 && (
            <p className={styles.note}>
              另外 {run.dropped.toLocaleString('zh-CN')} 条输出没有显示（最多显示 1 000 条）。
            </p>
          )}
        </details>
      )}
      <ApiGapList release={release} />
    </li>
  );
}

/** “对比版本”的结果（按需加载）：每个勾选的版本一段，状态、与 1.2.0 的逐行对照、完整输出和 API 的差别。 */
export default function VersionResults({ releases, runs, ...rest }: Props): JSX.Element {
  return (
    <ol className={styles.results} aria-label="各版本的结果">
      {releases.map((release) => {
        const run = runs[release];
        return run ? <VersionResult key={release} release={release} run={run} {...rest} /> : null;
      })}
    </ol>
  );
}
