import Link from '@docusaurus/Link';
import React, { useState } from 'react';
import type { usePageImport } from '../hooks/usePageImport';
import styles from '../playground.module.css';

interface Props {
  pageImport: ReturnType<typeof usePageImport>;
}

/**
 * 把真实的网页放进演练场：打开（或拖进来）保存下来的网页文件、粘贴十六进制字节；Content-Type 一栏扮演响应头。
 * 解码的方式与 loadBuffer 相同，下面一句话说明按什么编码、为什么。
 */
export default function PageImport({ pageImport }: Props): JSX.Element {
  const { status, contentType, openFile, openHex, changeContentType } = pageImport;
  const [hex, setHex] = useState('');
  return (
    <div id="playground-page-import" className={styles.pageImport}>
      <div className={styles.pageImportFields}>
        <div>
          <label htmlFor="playground-page-file" className={styles.inputLabel}>
            打开保存的网页（任何编码，也可以拖进 HTML 框）
          </label>
          <input
            id="playground-page-file"
            type="file"
            accept=".html,.htm,.xhtml,.xml,.txt,text/html"
            onChange={(event) => {
              void openFile(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
        </div>
        <div>
          <label htmlFor="playground-content-type" className={styles.inputLabel}>
            Content-Type 响应头（可选）
          </label>
          <input
            id="playground-content-type"
            type="text"
            className={styles.textField}
            value={contentType}
            placeholder="例如 text/html; charset=gbk"
            spellCheck={false}
            autoComplete="off"
            onChange={(event) => changeContentType(event.target.value)}
          />
        </div>
      </div>
      <details className={styles.hexInput}>
        <summary>或者粘贴十六进制字节</summary>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            openHex(hex);
          }}>
          <label htmlFor="playground-page-hex" className={styles.inputLabel}>
            十六进制字节
          </label>
          <textarea
            id="playground-page-hex"
            className={styles.textField}
            rows={3}
            value={hex}
            placeholder="例如 3C 70 3E C4 E3 BA C3"
            spellCheck={false}
            onChange={(event) => setHex(event.target.value)}
          />
          <button type="submit" className="button button--sm button--secondary">
            按 loadBuffer 的方式解码
          </button>
        </form>
      </details>
      <div id="playground-page-import-status" role="status">
        {status?.kind === 'busy' && <p className={styles.pageImportMessage}>正在解码 {status.name}……</p>}
        {status?.kind === 'error' && (
          <p className={`${styles.pageImportMessage} ${styles.runProblem}`}>{status.message}</p>
        )}
        {status?.kind === 'done' && (
          <p className={styles.pageImportMessage}>
            {status.explanation}
            {status.replacements > 0 &&
              ` 解出了 ${status.replacements.toLocaleString('zh-CN')} 个替换字符（�），编码多半不对，试试在 Content-Type 里填上正确的 charset。`}{' '}
            <Link to="/playground/encoding">在编码实验室里看完整的判断过程</Link>
          </p>
        )}
      </div>
    </div>
  );
}
