import React from 'react';
import { FLOODED_TEXT, type RunOutcome } from '../../sandbox/client';
import type { OutputEntry } from '../../sandbox/protocol';
import styles from './playground.module.css';

export type RunState = { status: 'idle' } | { status: 'running' } | RunOutcome;

const LEVEL_LABEL: Partial<Record<OutputEntry['level'], string>> = {
  info: 'info',
  warn: '警告',
  error: '错误',
  debug: 'debug',
  render: 'render()',
  result: '最后一个表达式的值',
  exception: '异常',
};

export function runStatusText(run: RunState, entries: number): string {
  switch (run.status) {
    case 'idle':
      return '还没有运行（代码为空时不运行）。';
    case 'running':
      return '正在运行……';
    case 'done':
      return `运行完成，用时 ${Math.round(run.ms)} ms，${entries === 0 ? '没有输出' : `${entries} 条输出`}。`;
    case 'timeout':
      return '运行超过 3 秒，已停止。';
    case 'stopped':
      return '已停止。';
    case 'flooded':
      return FLOODED_TEXT;
    case 'failed':
      return run.message;
  }
}

interface Props {
  entries: OutputEntry[];
  dropped: number;
  run: RunState;
  onShowError: (entry: OutputEntry) => void;
}

/** 代码的输出：console 的每一条、render() 的文字、最后一个表达式的值和异常。全部作为文字显示。 */
function OutputPanel({ entries, dropped, run, onShowError }: Props): JSX.Element {
  return (
    // 输出可能很长：滚动区域要能用键盘聚焦和滚动（WCAG 2.1.1，axe 的 scrollable-region-focusable）。
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className={styles.output} role="region" aria-label="运行输出" tabIndex={0}>
      {/* 有输出时隐藏而不移除：服务端渲染出的元素水合之后都还在（pages.spec.ts 的颜色检查依赖这一点）。 */}
      <p className={styles.outputEmpty} hidden={entries.length > 0 || run.status === 'running'}>
        （没有输出）
      </p>
      <ol className={styles.outputList} aria-label="输出">
        {entries.map((entry, index) => (
          <li key={index} className={`${styles.outputEntry} ${styles[`level_${entry.level}`] ?? ''}`}>
            {LEVEL_LABEL[entry.level] && <span className={styles.outputLevel}>{LEVEL_LABEL[entry.level]}</span>}
            {entry.line !== undefined && (
              <button
                type="button"
                className={`button button--sm button--link ${styles.inlineButton}`}
                onClick={() => onShowError(entry)}>
                第 {entry.line} 行{entry.column !== undefined ? `第 ${entry.column} 列` : ''}
              </button>
            )}
            <pre className={styles.outputText}>{entry.text}</pre>
          </li>
        ))}
      </ol>
      {dropped > 0 && (
        <p className={styles.truncatedNote}>
          已截断：另外 {dropped.toLocaleString('zh-CN')} 条输出没有显示（最多显示 1 000 条）。
        </p>
      )}
    </div>
  );
}

/** 父组件每次按键都会重新渲染；几百行的树和上千条输出只在自己的数据变了时才重新渲染。 */
export default React.memo(OutputPanel);
