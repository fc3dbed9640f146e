import { useEffect, useMemo, useRef, useState } from 'react';
import { sampleList } from '../samples';
import type { CountRequest, CountResponse } from '../sampleCounts.worker';
import type { PlaygroundState } from '../state';

const COUNT_DELAY_MS = 200;

/**
 * 选择器在每份样本上的匹配数（只有两份以上样本时才计算）。worker 第一次用到时才创建；一次只关心最新的请求。
 * 返回 null 表示还没有结果（或只有一份样本）。
 */
export function useSampleCounts(state: PlaygroundState): { counts: (number | null)[]; ms: number } | null {
  const worker = useRef<Worker | null>(null);
  const latest = useRef(0);
  const [result, setResult] = useState<{ counts: (number | null)[]; ms: number } | null>(null);
  const { html, samples, active, selector, options } = state;
  const htmls = useMemo(
    () => sampleList({ html, samples, active }).map((sample) => sample.html),
    [html, samples, active],
  );
  const many = htmls.length > 1;

  useEffect(() => () => worker.current?.terminate(), []);

  useEffect(() => {
    if (!many || selector.trim() === '') {
      setResult(null);
      return undefined;
    }
    const timer = setTimeout(() => {
      worker.current ??= new Worker(new URL('../sampleCounts.worker.ts', import.meta.url), {
        name: 'playground-sample-counts',
      });
      const current = worker.current;
      const id = ++latest.current;
      current.onmessage = (event: MessageEvent<CountResponse>) => {
        if (event.data.id === latest.current) setResult({ counts: event.data.counts, ms: event.data.ms });
      };
      current.postMessage({ id, samples: htmls, options, selector } satisfies CountRequest);
    }, COUNT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [many, htmls, options, selector]);

  return many ? result : null;
}
