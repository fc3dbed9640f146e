import { useEffect, type RefObject } from 'react';

type Options = {
  isOpen: boolean;
  onOpen: () => void;
  onClose: () => void;
  /** 焦点在搜索按钮上时直接敲字母或数字：打开弹窗，并把这个字符作为初始查询。 */
  onInput: (event: KeyboardEvent) => void;
  searchButtonRef: RefObject<HTMLButtonElement>;
};

function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(target.tagName);
}

/**
 * 全局快捷键，行为与 DocSearch 3.9 的 useDocSearchKeyboardEvents 相同（见 CONTRIBUTING.md 的“搜索”）：Ctrl/Cmd+K 打开或关闭，
 * 不在输入框里时按 / 打开，打开时按 Escape 关闭。从 @docsearch/react 引入它会把整个包带进首屏，见 SearchButton.tsx。
 * 判断条件改写自 @docsearch/react 3.9.0 的 useDocSearchKeyboardEvents（MIT 许可，版权归 Algolia, Inc.）。
 */
export function useSearchHotkeys({ isOpen, onOpen, onClose, onInput, searchButtonRef }: Options): void {
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      const toggle =
        (event.code === 'Escape' && isOpen) ||
        (event.key?.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey)) ||
        (event.key === '/' && !isOpen && !isEditable(event.target));
      if (toggle) {
        event.preventDefault();
        if (isOpen) onClose();
        // 弹窗已经打开（body 上已有 DocSearch--active）时不再打开第二个。
        else if (!document.body.classList.contains('DocSearch--active')) onOpen();
        return;
      }
      if (
        searchButtonRef.current === document.activeElement &&
        /[a-zA-Z0-9]/.test(String.fromCharCode(event.keyCode))
      ) {
        onInput(event);
      }
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [isOpen, onOpen, onClose, onInput, searchButtonRef]);
}
