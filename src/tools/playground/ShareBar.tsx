import React, { useRef, useState } from 'react';
import { EXAMPLES } from './examples';
import { SHAREABLE_LINK_LIMIT } from './fragmentFormat';
import type { ShareNotice } from './useShareableState';
import styles from './playground.module.css';

interface Props {
  notice: ShareNotice | null;
  onLoadExample: (id: string) => void;
  onCopyLink: () => void;
  onDownload: () => void;
  onOpenFile: (file: File) => void;
}

function kib(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`;
}

function NoticeText({ notice, onDownload }: { notice: ShareNotice; onDownload: () => void }): JSX.Element {
  switch (notice.kind) {
    case 'corrupt':
      return <>{notice.text}</>;
    case 'oversize':
      return (
        <>
          {notice.characters === null
            ? `当前内容约 ${kib(notice.rawBytes)}，写成链接会远远超过 ${SHAREABLE_LINK_LIMIT.toLocaleString('zh-CN')} 个字符`
            : `当前内容写成链接有 ${notice.characters.toLocaleString('zh-CN')} 个字符，超过了 ${SHAREABLE_LINK_LIMIT.toLocaleString('zh-CN')} 个字符`}
          ：这么长的链接常被聊天软件、issue
          和邮件截断，所以地址栏里没有保存当前内容。可以下载状态文件发给别人，对方用“打开状态文件”还原。
          <button type="button" className="button button--sm button--primary margin-left--sm" onClick={onDownload}>
            下载状态文件
          </button>
        </>
      );
    case 'copied':
      return (
        <>
          已复制链接（{notice.characters.toLocaleString('zh-CN')} 个字符）。打开它会还原现在的
          HTML、选择器、代码和解析选项。
        </>
      );
    case 'copy-failed':
      return (
        <>
          浏览器不允许写入剪贴板，请手动复制这个链接：
          <input
            className={styles.copyField}
            readOnly
            value={notice.url}
            aria-label="演练场链接"
            onFocus={(event) => event.target.select()}
          />
        </>
      );
    case 'file-error':
      return <>{notice.text}</>;
    case 'file-loaded':
      return <>已从 {notice.name} 还原演练场的状态。</>;
  }
}

/** 工具栏：示例菜单、复制链接、下载与打开状态文件，以及相关的提示。 */
export default function ShareBar({ notice, onLoadExample, onCopyLink, onDownload, onOpenFile }: Props): JSX.Element {
  const [exampleId, setExampleId] = useState(EXAMPLES[0].id);
  const fileInput = useRef<HTMLInputElement>(null);
  const warning = notice && ['corrupt', 'oversize', 'file-error', 'copy-failed'].includes(notice.kind);
  return (
    <div className={styles.toolbar}>
      <div className={styles.toolbarRow}>
        <label className={styles.exampleLabel}>
          示例
          <select value={exampleId} onChange={(event) => setExampleId(event.target.value)} className={styles.select}>
            {EXAMPLES.map((example) => (
              <option key={example.id} value={example.id}>
                {example.title}
              </option>
            ))}
          </select>
        </label>
        <button type="button" className="button button--sm button--secondary" onClick={() => onLoadExample(exampleId)}>
          载入示例
        </button>
        <span className={styles.toolbarSpacer} />
        <button type="button" className="button button--sm button--primary" onClick={onCopyLink}>
          复制链接
        </button>
        <button type="button" className="button button--sm button--secondary" onClick={onDownload}>
          下载状态文件
        </button>
        <button
          type="button"
          className="button button--sm button--secondary"
          onClick={() => fileInput.current?.click()}>
          打开状态文件
        </button>
        <input
          ref={fileInput}
          type="file"
          accept=".json,application/json"
          hidden
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) onOpenFile(file);
            event.target.value = '';
          }}
        />
      </div>
      <div role="status" className={warning ? `alert alert--warning ${styles.notice}` : styles.quietStatus}>
        {notice && <NoticeText notice={notice} onDownload={onDownload} />}
      </div>
    </div>
  );
}
