import React, { useRef, type KeyboardEvent } from 'react';
import { MAX_SAMPLES, activeIndex, sampleList, type Expectation, type SampleFields } from '../samples';
import styles from '../playground.module.css';

interface Props {
  state: SampleFields;
  onSwitch: (index: number) => void;
  onAdd: () => void;
  onRemove: (index: number) => void;
  onExpect: (index: number, expectation: Expectation | undefined) => void;
}

type ExpectationKind = Expectation['kind'] | 'unchecked';

/**
 * 样本的标签页（最多 MAX_SAMPLES 份）和正在编辑的那一份的期望匹配数。标签页按 WAI-ARIA 的做法：Tab 进入选中的
 * 标签，左右方向键在标签之间移动并切换。
 */
export default function SampleTabs({ state, onSwitch, onAdd, onRemove, onExpect }: Props): JSX.Element {
  const samples = sampleList(state);
  const active = activeIndex(state);
  const current = samples[active];
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const expect = current?.expect;
  const kind: ExpectationKind = expect?.kind ?? 'unchecked';
  const count = expect && expect.kind !== 'none' ? expect.count : 1;

  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = (active + step + samples.length) % samples.length;
    onSwitch(next);
    tabs.current[next]?.focus();
  };

  const setExpectation = (nextKind: ExpectationKind, nextCount = count) => {
    if (nextKind === 'unchecked') onExpect(active, undefined);
    else if (nextKind === 'none') onExpect(active, { kind: 'none' });
    else onExpect(active, { kind: nextKind, count: Math.max(0, Math.floor(nextCount) || 0) });
  };

  return (
    <div className={styles.samples}>
      <div className={styles.sampleBar}>
        {/* 只有一份样本时也显示：读者由此知道可以加几份样本。 */}
        <div role="tablist" aria-label="样本" className={styles.sampleTabs}>
          {samples.map((sample, index) => (
            <button
              key={index}
              ref={(element) => {
                tabs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`playground-sample-tab-${index}`}
              aria-selected={index === active}
              aria-controls="playground-html"
              tabIndex={index === active ? 0 : -1}
              className={index === active ? styles.sampleTabActive : styles.sampleTab}
              onKeyDown={onKeyDown}
              onClick={() => onSwitch(index)}>
              {sample.name}
            </button>
          ))}
        </div>
        <button
          type="button"
          className="button button--sm button--secondary"
          disabled={samples.length >= MAX_SAMPLES}
          onClick={onAdd}>
          添加样本
        </button>
        {samples.length > 1 && (
          <button type="button" className="button button--sm button--link" onClick={() => onRemove(active)}>
            删除{current?.name}
          </button>
        )}
      </div>
      {samples.length >= MAX_SAMPLES && <p className={styles.hint}>最多 {MAX_SAMPLES} 份样本。</p>}
      <div className={styles.expectation}>
        <label htmlFor="playground-expectation">{current?.name}期望的匹配数</label>
        <select
          id="playground-expectation"
          value={kind}
          onChange={(event) => setExpectation(event.target.value as ExpectationKind)}>
          <option value="unchecked">不检查</option>
          <option value="exactly">恰好</option>
          <option value="atLeast">至少</option>
          <option value="none">0 个</option>
        </select>
        {(kind === 'exactly' || kind === 'atLeast') && (
          <input
            type="number"
            min={0}
            step={1}
            className={styles.expectationCount}
            aria-label={`${current?.name}期望的个数`}
            value={count}
            onChange={(event) => setExpectation(kind, Number(event.target.value))}
          />
        )}
      </div>
    </div>
  );
}
