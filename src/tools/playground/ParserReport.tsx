import Heading from '@theme/Heading';
import React from 'react';
import { MARK_LABELS, changesSummary, errorsSummary, positionText } from './parserReportText';
import type { ParseErrorItem, ParserMark, ParserReport as Report } from './protocol';
import styles from './playground.module.css';

/** 文档树一行里的标记字样：“补上”“重开”“自动结束”。 */
export function ParserMarkBadge({ mark }: { mark: ParserMark }): JSX.Element {
  return <span className={styles.parserMarkBadge}>{MARK_LABELS[mark.kind]}</span>;
}

/** 标记的原因，在那一行的下面，是那一行可访问名称的一部分。 */
export function ParserMarkReason({ mark }: { mark: ParserMark }): JSX.Element {
  return <span className={styles.parserMarkReason}>{mark.reason}</span>;
}

interface Props {
  report: Report | null;
  onJump: (error: ParseErrorItem) => void;
}

/**
 * HTML 编辑器下面的“解析器改了什么”：parse5 补上和替读者结束的元素有多少，以及它报告的解析错误（点一条，光标移到那里）。
 * 两行文字在服务端就占好位置，解析结果到来时只换文字；错误列表收在 <details> 里，展开它才会让下面的内容下移。
 */
function ParserReport({ report, onJump }: Props): JSX.Element {
  const listed = report?.parser === 'parse5' && report.errorCount > 0;
  return (
    <div className={styles.parserReport}>
      {/* 不给 id：带 id 的标题会多出一个锚点链接，键盘用户从编辑器按 Tab 先停在它上面。 */}
      <Heading as="h3" className={styles.subheading}>
        解析器改了什么
      </Heading>
      <p className={styles.parserSummary}>{changesSummary(report)}</p>
      {listed ? (
        <details className={styles.parseErrors}>
          <summary>{errorsSummary(report)}</summary>
          <p className={styles.hint}>
            点一条，光标移到出错的位置。parse5
            报告全部的词法错误，树构建阶段的错误只报告其中几种，所以这里没有列出的问题不等于 HTML 写得没错。
          </p>
          <ul className={styles.parseErrorList} aria-label="解析错误">
            {report.errors.map((error, index) => (
              // 同一个位置可能有几个错误，位置和代码都不唯一；列表只随整份文档整体替换。
              <li key={index}>
                <button type="button" className={styles.parseErrorButton} onClick={() => onJump(error)}>
                  <span className={styles.parseErrorPosition}>{positionText(error.from)}</span> {error.explanation}{' '}
                  <code>{error.code}</code>
                </button>
              </li>
            ))}
          </ul>
          {report.errorCount > report.errors.length && (
            <p className={styles.hint}>
              共 {report.errorCount.toLocaleString('zh-CN')} 个，只列出了前 {report.errors.length} 个。
            </p>
          )}
        </details>
      ) : (
        <p className={styles.parserErrorsLine}>{errorsSummary(report)}</p>
      )}
    </div>
  );
}

/** 两百条错误的列表不必随读者的每次按键重新渲染：只在新的解析结果到来时。 */
export default React.memo(ParserReport);
