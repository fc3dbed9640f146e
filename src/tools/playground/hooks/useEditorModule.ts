import { useCallback, useRef, useState } from 'react';
import type { EditorModule } from '../CodeInput';

/**
 * 编辑器（CodeMirror，约 165 KB gzip）在读者要用它时才加载：指针移到演练场上、触摸或焦点进来的那一刻。
 * 首屏只有布局和可用的文本框；在 4 倍降速的手机上，加载并创建两个编辑器要占用主线程半秒以上，不应计入页面的加载。
 */
export function useEditorModule(): [EditorModule | null, () => void] {
  const [module, setModule] = useState<EditorModule | null>(null);
  const requested = useRef(false);
  const load = useCallback(() => {
    if (requested.current) return;
    requested.current = true;
    void import('../editor').then(({ createEditor }) => setModule({ createEditor }));
  }, []);
  return [module, load];
}
