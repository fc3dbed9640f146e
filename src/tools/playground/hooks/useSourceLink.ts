import { useCallback, useEffect, useRef } from 'react';
import type { SourceHandle } from '../CodeInput';
import type { ParseErrorItem, TreeRow } from '../protocol';
import type { SourcePosition } from '../sourcePosition';

/** 光标停下多久之后才去找它所在的节点：按住方向键时不必每移一格就问一次 worker。 */
const CURSOR_DELAY_MS = 120;

/**
 * 源码 ↔ 文档树：点树里的节点，在 HTML 编辑器里标出它的源码；在编辑器里移动光标，树选中光标所在的节点；
 * 点一条解析错误，光标移到出错的位置。位置都由分析 worker 算好（行列），这里只负责两边的传递。
 */
export function useSourceLink(locateSource: (position: SourcePosition) => void) {
  const sourceRef = useRef<SourceHandle | null>(null);
  const cursorTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(cursorTimer.current), []);

  const onCursor = useCallback(
    (position: SourcePosition) => {
      clearTimeout(cursorTimer.current);
      cursorTimer.current = setTimeout(() => locateSource(position), CURSOR_DELAY_MS);
    },
    [locateSource],
  );

  // 读者刚移过光标就点了树里的一行：还没发出的光标查找作废，否则它随后到来，把读者点中的节点换掉。
  const showRow = useCallback((row: TreeRow) => {
    clearTimeout(cursorTimer.current);
    sourceRef.current?.show(row.source);
  }, []);

  const jumpToError = useCallback(
    (error: ParseErrorItem) => {
      clearTimeout(cursorTimer.current);
      sourceRef.current?.select({ from: error.from, to: error.to });
      locateSource(error.from);
    },
    [locateSource],
  );

  return { sourceRef, onCursor, showRow, jumpToError };
}
