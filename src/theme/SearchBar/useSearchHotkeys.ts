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

declare global {
  interface Window {
    /** 页面模板的内联脚本在 React 接手之前记下的搜索请求（src/config/ssrTemplate.ts）。 */
    __earlySearch?: { requested: boolean; ready: boolean };
  }
}

/**
 * 全局快捷键，行为与 DocSearch 3.9 的 useDocSearchKeyboardEvents 相同（见 CONTRIBUTING.md 的“搜索”）：Ctrl/Cmd+K 打开或关闭，
 * 不在输入框里时按 / 打开，打开时按 Escape 关闭。从 @docsearch/react 引入它会把整个包带进首屏，见 SearchButton.tsx。
 * 判断条件改写自 @docsearch/react 3.9.0 的 useDocSearchKeyboardEvents（MIT 许可，版权归 Algolia, Inc.）。
 */
export function useSearchHotkeys({ isOpen, onOpen, onClose, onInput, searchButtonRef }: Options): void {
  // 脚本加载、水合期间按下的快捷键或点下的按钮不丢：挂载后接过内联脚本的记录，有请求就打开弹窗。
  useEffect(() => {
    const early = window.__earlySearch;
    if (!early) return;
    early.ready = true;
    if (early.requested) {
      early.requested = false;
      onOpen();
    }
    // 只在挂载时接手一次：之后的按键和点击由下面的监听器与按钮自己处理。
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
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
