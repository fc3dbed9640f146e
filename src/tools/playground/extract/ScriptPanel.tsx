import React, { useMemo, useState } from 'react';
import type { LoadBufferEncoding } from '../../encoding-lab/nodeCode';
import { isValidBaseURI } from '../cheerioOptions';
import type { ParseOptions } from '../state';
import type { ExtractState } from './fields';
import { CSV_FILE_NAME, PLACEHOLDER_URL, generateScript } from './script';
import styles from '../playground.module.css';
import local from './extract.module.css';

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

interface Props {
  extract: ExtractState;
  options: ParseOptions;
  encoding?: LoadBufferEncoding;
  fieldsHaveProblems: boolean;
  onChange: (update: (current: ExtractState) => ExtractState) => void;
}

/** 抓取脚本：输出和模块格式的选项、要抓取的地址、生成的脚本，以及复制和下载。 */
export default function ScriptPanel({
  extract: state,
  options,
  encoding,
  fieldsHaveProblems,
  onChange: change,
}: Props): JSX.Element {
  const { fields } = state;
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

  const urlProblem =
    state.url.trim() !== '' && (!isValidBaseURI(state.url.trim()) || !/^https?:/i.test(state.url.trim()))
      ? '页面地址要写完整，以 http:// 或 https:// 开头。'
      : null;

  return (
    <>
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
      {fieldsHaveProblems && (
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
    </>
  );
}
