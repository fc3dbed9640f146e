import React from 'react';
import { expectationMet, expectationText, type Sample } from '../samples';
import styles from '../playground.module.css';

interface Props {
  samples: Sample[];
  counts: (number | null)[];
  /** worker 里在全部样本上执行选择器用的时间（不含解析），供 npm run bench:playground 读取。 */
  ms: number;
}

/** 选择器在每份样本上的匹配数（“20 · 20 · 0”），以及各自的期望是否满足：用文字说明，不只靠颜色。 */
export default function SampleCounts({ samples, counts, ms }: Props): JSX.Element {
  return (
    <div className={styles.sampleCounts}>
      <p className={styles.sampleCountsSummary} data-sample-counts="" data-select-ms={ms.toFixed(2)}>
        各样本：{counts.map((count) => (count === null ? '—' : String(count))).join(' · ')}
      </p>
      <ul aria-label="各样本的匹配数" className={styles.sampleCountList}>
        {samples.map((sample, index) => {
          const count = counts[index] ?? null;
          const verdict =
            sample.expect && count !== null
              ? expectationMet(sample.expect, count)
                ? `符合期望（${expectationText(sample.expect)}）`
                : `不符合期望（${expectationText(sample.expect)}）`
              : null;
          return (
            <li
              key={index}
              className={
                verdict === null ? undefined : verdict.startsWith('符合') ? styles.expectMet : styles.expectUnmet
              }>
              {sample.name}：{count === null ? '选择器无效或无法解析' : `${count} 个匹配`}
              {verdict && `，${verdict}`}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
