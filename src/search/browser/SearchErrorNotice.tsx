import React, { type ReactNode } from 'react';
import clsx from 'clsx';

interface SearchErrorNoticeProps {
  title: string;
  children: ReactNode;
  /** 浮在页面上的提示（弹窗没能加载）给一个关闭按钮和它的文字。 */
  onClose?: () => void;
  closeLabel?: string;
  className?: string;
}

/**
 * 搜索出错时的提示：/search 页面的失败说明和弹窗脚本没能加载时的提示都用它（弹窗里的错误界面是 DocSearch 的，
 * 文字来自同一个 messages.ts）。`role="alert"` 让读屏软件立刻读出。
 */
export function SearchErrorNotice({ title, children, onClose, closeLabel, className }: SearchErrorNoticeProps) {
  return (
    <div className={clsx('alert alert--danger', className)} role="alert">
      <p className="margin-bottom--sm">
        <strong>{title}</strong>
      </p>
      <p className="margin-bottom--none">{children}</p>
      {onClose && (
        <button type="button" className="clean-btn search-error-close" onClick={onClose}>
          {closeLabel}
        </button>
      )}
    </div>
  );
}
