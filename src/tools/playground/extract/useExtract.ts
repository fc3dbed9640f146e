import { useEffect, useRef, useState } from 'react';
import type { ExtractField } from './fields';
import { ExtractClient } from './extractClient';
import type { ExtractSample } from './protocol';
import type { ExtractOutcome } from './runExtract';

/** 停止输入多久之后重新求值（与选择器测试相同）。 */
const EXTRACT_DELAY_MS = 200;

export interface ExtractView {
  outcome: ExtractOutcome | null;
  /** 解析失败、超时或 worker 出错时的说明。 */
  problem: string | null;
  pending: boolean;
  /** 第几次结果，供测试和基准等待新结果。 */
  resultId: number;
}

/** 字段表在各个样本上的结果：读者停下输入之后在分析 worker 里求值。 */
export function useExtract(samples: ExtractSample[], fields: ExtractField[], picked: number | null): ExtractView {
  const client = useRef<ExtractClient | null>(null);
  useEffect(() => {
    client.current = new ExtractClient();
    return () => client.current?.dispose();
  }, []);
  const [view, setView] = useState<ExtractView>({ outcome: null, problem: null, pending: true, resultId: 0 });

  useEffect(() => {
    const current = client.current;
    if (!current) return undefined;
    let cancelled = false;
    setView((previous) => ({ ...previous, pending: true }));
    const timer = setTimeout(() => {
      void current.run({ samples, fields, picked }).then((result) => {
        if (cancelled || result.status === 'superseded') return;
        setView((previous) => {
          const resultId = previous.resultId + 1;
          if (result.status === 'timeout') {
            return {
              outcome: null,
              problem: '提取数据超过 10 秒，已停止。换一段较小的 HTML 或较简单的选择器再试。',
              pending: false,
              resultId,
            };
          }
          if (result.status === 'failed') return { outcome: null, problem: result.message, pending: false, resultId };
          const { failure, outcome } = result.response;
          return { outcome: outcome ?? null, problem: failure ?? null, pending: false, resultId };
        });
      });
    }, EXTRACT_DELAY_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [samples, fields, picked]);

  return view;
}
