import { useCallback, useEffect, useRef, useState } from 'react';
import { parseHex } from '../../encoding-lab/hex';
import { MAX_IMPORT_BYTES, type ImportRequest, type ImportResponse } from '../pageImport/protocol';
import type { PageSource } from '../state';

export type ImportStatus =
  | { kind: 'busy'; name: string }
  | { kind: 'done'; explanation: string; replacements: number }
  | { kind: 'error'; message: string };

const PASTED_NAME = '粘贴的字节';

/**
 * 把读者的网页文件或粘贴的字节变成 HTML：在单独的 worker 里按 loadBuffer 的方式判断编码并解码（pageImport/），
 * 页面不被几兆的文件卡住。改了 Content-Type 就用同一份字节重新解码，就像换了一个响应头。
 */
export function usePageImport(onImported: (html: string, source: PageSource) => void) {
  const worker = useRef<Worker | null>(null);
  const latest = useRef(0);
  const lastInput = useRef<{ bytes: Uint8Array; name: string } | null>(null);
  const [contentType, setContentType] = useState('');
  const [status, setStatus] = useState<ImportStatus | null>(null);
  const onImportedRef = useRef(onImported);
  onImportedRef.current = onImported;

  useEffect(() => () => worker.current?.terminate(), []);

  const decode = useCallback((bytes: Uint8Array, name: string, header: string) => {
    lastInput.current = { bytes, name };
    worker.current ??= new Worker(new URL('../pageImport/pageImport.worker.ts', import.meta.url), {
      name: 'playground-page-import',
    });
    const current = worker.current;
    const id = ++latest.current;
    setStatus({ kind: 'busy', name });
    const onMessage = (event: MessageEvent<ImportResponse>) => {
      if (event.data.id !== id) return;
      current.removeEventListener('message', onMessage);
      // 读者在结果回来之前又打开了别的文件：这个结果作废。
      if (id !== latest.current) return;
      const { page } = event.data;
      if (!page.ok) {
        setStatus({ kind: 'error', message: page.message });
        return;
      }
      onImportedRef.current(page.html, page.source);
      setStatus({ kind: 'done', explanation: page.explanation, replacements: page.replacements });
    };
    current.addEventListener('message', onMessage);
    const copy = bytes.slice().buffer;
    current.postMessage({ id, buffer: copy, name, contentType: header } satisfies ImportRequest, [copy]);
  }, []);

  const openFile = useCallback(
    async (file: File | undefined) => {
      if (!file) return;
      // 太大的文件不必读进内存就能拒绝。
      if (file.size > MAX_IMPORT_BYTES) {
        lastInput.current = null;
        setStatus({
          kind: 'error',
          message: `${file.name} 有 ${(file.size / 1024 / 1024).toFixed(1)} MB，演练场最多打开 ${MAX_IMPORT_BYTES / 1024 / 1024} MB 的页面。更大的文件请在 Node 里用 loadBuffer 或 decodeStream 处理（编码实验室会给出代码）。`,
        });
        return;
      }
      decode(new Uint8Array(await file.arrayBuffer()), file.name, contentType);
    },
    [contentType, decode],
  );

  const openHex = useCallback(
    (text: string) => {
      const parsed = parseHex(text);
      if ('error' in parsed) setStatus({ kind: 'error', message: parsed.error });
      else decode(parsed.bytes, PASTED_NAME, contentType);
    },
    [contentType, decode],
  );

  const changeContentType = useCallback(
    (header: string) => {
      setContentType(header);
      if (lastInput.current) decode(lastInput.current.bytes, lastInput.current.name, header);
    },
    [decode],
  );

  return { status, contentType, openFile, openHex, changeContentType };
}
