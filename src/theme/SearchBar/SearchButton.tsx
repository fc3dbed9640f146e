/**
 * 导航栏里的搜索按钮，类名与 DocSearch 的 DocSearchButton 相同（沿用 @docsearch/css 的按钮样式）。
 * 自己实现它，是为了不在每个页面的首屏静态引入 @docsearch/react：那个包只有一个模块，引入按钮就会带上整个弹窗和
 * Algolia 客户端（约 32 KiB gzip）。弹窗仍按需加载（index.tsx）。
 */
import React, { forwardRef, useEffect, useState, type ComponentPropsWithoutRef } from 'react';

type ShortcutKey = 'Ctrl' | '⌘';

/** 服务端不知道访客的平台，挂载后才显示快捷键（Apple 设备上是 ⌘K，其余是 Ctrl+K），避免水合不一致。 */
function useShortcutKey(): ShortcutKey | null {
  const [key, setKey] = useState<ShortcutKey | null>(null);
  useEffect(() => {
    setKey(/Mac|iPhone|iPod|iPad/i.test(navigator.platform) ? '⌘' : 'Ctrl');
  }, []);
  return key;
}

export type SearchButtonProps = ComponentPropsWithoutRef<'button'> & {
  translations?: { buttonText?: string; buttonAriaLabel?: string };
};

export const SearchButton = forwardRef<HTMLButtonElement, SearchButtonProps>(function SearchButton(
  { translations = {}, ...buttonProps },
  ref,
) {
  const { buttonText = '搜索', buttonAriaLabel = '搜索' } = translations;
  const key = useShortcutKey();
  // 窄屏上文字和按键都被隐藏，按钮的名称只能来自 aria-label。宽屏上名称必须包含看得见的文字“搜索 Ctrl K”
  // （语音控制的用户照着念；Lighthouse 的 label-content-name-mismatch），所以写成与按键相同的样子，不用“Ctrl+K”。
  const shortcut = key && `${key} K`;
  return (
    <button
      type="button"
      className="DocSearch DocSearch-Button"
      aria-label={shortcut ? `${buttonAriaLabel} ${shortcut}` : buttonAriaLabel}
      aria-keyshortcuts={key ? (key === '⌘' ? 'Meta+K' : 'Control+K') : undefined}
      {...buttonProps}
      ref={ref}>
      <span className="DocSearch-Button-Container">
        <svg className="DocSearch-Search-Icon" width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
          <circle cx="8.5" cy="8.5" r="6" fill="none" stroke="currentColor" strokeWidth="1.6" />
          <path d="M13 13l5 5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
        </svg>
        <span className="DocSearch-Button-Placeholder">{buttonText}</span>
      </span>
      {/* 元素之间的空格不影响弹性布局，但让按钮文字读作“搜索 Ctrl K”而不是“搜索CtrlK”，与 aria-label 一致。 */}{' '}
      <span className="DocSearch-Button-Keys">
        {key && (
          <>
            <kbd className="DocSearch-Button-Key">{key}</kbd> <kbd className="DocSearch-Button-Key">K</kbd>
          </>
        )}
      </span>
    </button>
  );
});
