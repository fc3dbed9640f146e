import { useCallback, useEffect, useRef, useState } from 'react';
import { decodeFragment, encodeFragment } from './fragment';
import { FragmentError, SHAREABLE_LINK_LIMIT, fragmentProblemText, looksLikeState } from './fragmentFormat';
import type { PlaygroundState } from './state';
import { STATE_FILE_NAME, StateFileError, checkStateFileSize, parseStateFile, stateFileText } from './stateFile';

/** 分享相关的提示：显示在工具栏下方。 */
export type ShareNotice =
  | { kind: 'corrupt'; text: string }
  | { kind: 'oversize'; characters: number | null; rawBytes: number }
  | { kind: 'copied'; characters: number }
  | { kind: 'copy-failed'; url: string }
  | { kind: 'file-error'; text: string }
  | { kind: 'file-loaded'; name: string };

/** 输入超过这么多字符就不压缩了：压缩后也远超链接的上限，而压缩几兆的文本会让输入卡顿。 */
const MAX_COMPRESSIBLE_CHARS = 512 * 1024;
/** 停止输入这么久之后才更新地址栏。 */
const WRITE_DELAY_MS = 500;

function inputSize(state: PlaygroundState): number {
  return state.html.length + state.code.length + state.selector.length + state.options.baseURI.length;
}

function replaceFragment(fragment: string | null) {
  const { pathname, search } = window.location;
  // 保留路由库放在 history.state 里的数据；replaceState 不产生新的历史记录，也不触发 hashchange。
  window.history.replaceState(window.history.state, '', `${pathname}${search}${fragment ? `#${fragment}` : ''}`);
}

/**
 * 状态与地址栏片段的同步：打开页面时从片段读出状态（读不出就提示并用默认示例），读者修改后写回片段（不产生历史记录），
 * 以及“复制链接”、下载与打开状态文件。
 */
export function useShareableState(defaultState: PlaygroundState) {
  const [state, setState] = useState(defaultState);
  const [notice, setNotice] = useState<ShareNotice | null>(null);
  /** 打开链接时链接里的代码；读者没改过代码之前，页面提示这段代码来自链接。 */
  const [linkedCode, setLinkedCode] = useState<string | null>(null);
  /** 读者改过内容（或内容来自链接、文件）之后才写地址栏：没动过默认示例时地址保持干净。 */
  const dirty = useRef(false);
  const writtenFragment = useRef<string | null>(null);
  const stateRef = useRef(state);
  stateRef.current = state;

  const update = useCallback((change: (current: PlaygroundState) => PlaygroundState) => {
    dirty.current = true;
    setState(change);
  }, []);

  const restoreFromFragment = useCallback(async (fragment: string) => {
    if (!looksLikeState(fragment)) return;
    try {
      const decoded = await decodeFragment(fragment);
      writtenFragment.current = fragment.replace(/^#/, '');
      dirty.current = false;
      setState(decoded);
      setLinkedCode(decoded.code.trim() === '' ? null : decoded.code);
      setNotice(null);
    } catch (error) {
      const text = error instanceof FragmentError ? fragmentProblemText(error.problem) : '链接里的状态读取失败';
      setNotice({ kind: 'corrupt', text: `${text}。下面显示的是默认示例。` });
    }
  }, []);

  useEffect(() => {
    void restoreFromFragment(window.location.hash);
    const onHashChange = () => void restoreFromFragment(window.location.hash);
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, [restoreFromFragment]);

  /** 算出当前状态的片段；太长时返回 null 并给出提示。 */
  const fragmentFor = useCallback(async (current: PlaygroundState): Promise<string | null> => {
    const rawBytes = inputSize(current);
    if (rawBytes > MAX_COMPRESSIBLE_CHARS) {
      setNotice({ kind: 'oversize', characters: null, rawBytes });
      return null;
    }
    const fragment = await encodeFragment(current);
    const url = `${window.location.origin}${window.location.pathname}#${fragment}`;
    if (url.length > SHAREABLE_LINK_LIMIT) {
      setNotice({ kind: 'oversize', characters: url.length, rawBytes });
      return null;
    }
    return fragment;
  }, []);

  useEffect(() => {
    if (!dirty.current) return undefined;
    let cancelled = false;
    const timer = setTimeout(() => {
      void fragmentFor(state).then((fragment) => {
        if (cancelled) return;
        // 内容变了：“已复制”的提示和“太长”的提示都过时了（太长时 fragmentFor 已换上新的提示）。
        if (fragment !== null)
          setNotice((previous) =>
            previous && ['oversize', 'copied', 'copy-failed'].includes(previous.kind) ? null : previous,
          );
        if (fragment === writtenFragment.current) return;
        writtenFragment.current = fragment;
        replaceFragment(fragment);
      });
    }, WRITE_DELAY_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [state, fragmentFor]);

  const copyLink = useCallback(async () => {
    const fragment = await fragmentFor(stateRef.current);
    if (fragment === null) return;
    writtenFragment.current = fragment;
    replaceFragment(fragment);
    const url = window.location.href;
    try {
      await navigator.clipboard.writeText(url);
      setNotice({ kind: 'copied', characters: url.length });
    } catch {
      setNotice({ kind: 'copy-failed', url });
    }
  }, [fragmentFor]);

  /** 当前状态的分享链接（不写地址栏、不碰剪贴板）；内容太长时返回 null，并照常给出提示。 */
  const shareLink = useCallback(async (): Promise<string | null> => {
    const fragment = await fragmentFor(stateRef.current);
    return fragment === null ? null : `${window.location.origin}${window.location.pathname}#${fragment}`;
  }, [fragmentFor]);

  const downloadState = useCallback(() => {
    const blob = new Blob([stateFileText(stateRef.current)], { type: 'application/json' });
    const link = document.createElement('a');
    link.href = URL.createObjectURL(blob);
    link.download = STATE_FILE_NAME;
    link.click();
    setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
  }, []);

  const openStateFile = useCallback(async (file: File) => {
    try {
      checkStateFileSize(file.size);
      const loaded = parseStateFile(await file.text());
      dirty.current = true;
      setState(loaded);
      setNotice({ kind: 'file-loaded', name: file.name });
    } catch (error) {
      setNotice({
        kind: 'file-error',
        text: error instanceof StateFileError ? error.message : '读取文件失败。',
      });
    }
  }, []);

  const codeFromLink = linkedCode !== null && linkedCode === state.code;
  return {
    state,
    update,
    notice,
    codeFromLink,
    dismissNotice: () => setNotice(null),
    copyLink,
    shareLink,
    downloadState,
    openStateFile,
  };
}
