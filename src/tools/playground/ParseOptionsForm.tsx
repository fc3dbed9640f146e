import React from 'react';
import { isValidBaseURI, loadCallText } from './cheerioOptions';
import type { ParseOptions, Parser } from './state';
import styles from './playground.module.css';

const PARSER_CHOICES: { value: Parser; label: string; code: string }[] = [
  { value: 'parse5', label: 'parse5（默认，按 HTML 标准建树）', code: '' },
  { value: 'htmlparser2', label: 'htmlparser2', code: 'xml: { xmlMode: false }' },
  { value: 'xml', label: 'XML 模式', code: 'xml: true' },
];

interface Props {
  options: ParseOptions;
  onChange: (options: ParseOptions) => void;
}

/** 解析选项，名字与 load() 的参数一致；下面同时给出等价的一行代码。 */
export default function ParseOptionsForm({ options, onChange }: Props): JSX.Element {
  const set = (change: Partial<ParseOptions>) => onChange({ ...options, ...change });
  const baseURIValid = isValidBaseURI(options.baseURI);
  return (
    <fieldset className={styles.options}>
      <legend>解析选项</legend>
      <div className={styles.optionGroup} role="radiogroup" aria-labelledby="playground-mode-label">
        <span id="playground-mode-label" className={styles.optionTitle}>
          按文档还是片段解析（<code>isDocument</code>）
        </span>
        <label className={styles.choice}>
          <input
            type="radio"
            name="playground-mode"
            checked={options.isDocument}
            onChange={() => set({ isDocument: true })}
          />
          文档：补全 <code>html</code>、<code>head</code>、<code>body</code>
        </label>
        <label className={styles.choice}>
          <input
            type="radio"
            name="playground-mode"
            checked={!options.isDocument}
            onChange={() => set({ isDocument: false })}
          />
          片段：原样解析，第三个参数为 <code>false</code>
        </label>
      </div>
      <div className={styles.optionGroup} role="radiogroup" aria-labelledby="playground-parser-label">
        <span id="playground-parser-label" className={styles.optionTitle}>
          解析器（<code>xml</code>）
        </span>
        {PARSER_CHOICES.map((choice) => (
          <label key={choice.value} className={styles.choice}>
            <input
              type="radio"
              name="playground-parser"
              checked={options.parser === choice.value}
              onChange={() => set({ parser: choice.value })}
            />
            {choice.label}
            {choice.code && (
              <>
                {' '}
                <code>{choice.code}</code>
              </>
            )}
          </label>
        ))}
      </div>
      <div className={styles.optionGroup}>
        <label className={styles.choice}>
          <input
            type="checkbox"
            checked={options.decodeEntities}
            disabled={options.parser === 'parse5'}
            aria-describedby="playground-entities-help"
            onChange={(event) => set({ decodeEntities: event.target.checked })}
          />
          解码字符实体（<code>decodeEntities</code>）
        </label>
        <p id="playground-entities-help" className={styles.hint}>
          只对 htmlparser2 和 XML 模式起作用：取消勾选后，<code>&amp;amp;</code> 这样的实体在 <code>.text()</code>{' '}
          里原样保留。parse5 总是解码。
        </p>
      </div>
      <div className={styles.optionGroup}>
        <label htmlFor="playground-base-uri" className={styles.optionTitle}>
          <code>baseURI</code>（可选）
        </label>
        <input
          id="playground-base-uri"
          type="url"
          className={styles.textField}
          value={options.baseURI}
          placeholder="https://example.com/page"
          aria-describedby="playground-base-uri-help"
          aria-invalid={!baseURIValid}
          onChange={(event) => set({ baseURI: event.target.value })}
        />
        <p id="playground-base-uri-help" className={baseURIValid ? styles.hint : styles.fieldError}>
          {baseURIValid
            ? "设置后，.prop('href') 和 .prop('src') 按它把相对 URL 解析成绝对 URL。"
            : '这不是完整的绝对 URL（要带 https:// 这样的协议），暂时不传给 load()。'}
        </p>
      </div>
      <p className={styles.loadCall}>
        相当于 <code>{loadCallText(options)}</code>
      </p>
    </fieldset>
  );
}
