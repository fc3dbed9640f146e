import useBaseUrl from '@docusaurus/useBaseUrl';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { SandboxClient } from '../../../sandbox/client';
import { SANDBOX_PAGE_FILE, type OutputEntry } from '../../../sandbox/protocol';
import { AUTO_RUN_DELAY_MS } from '../autoRun';
import { runRequest } from '../cheerioOptions';
import type { CodeMark } from '../CodeInput';
import type { RunState } from '../OutputPanel';
import type { PlaygroundState } from '../state';

/**
 * 运行代码：在沙箱（src/sandbox/，不透明的源）里运行，输出按帧合并后交给界面；停顿后自动运行（可以关掉）。
 */
export function useCodeRun(state: PlaygroundState) {
  const stateRef = useRef(state);
  stateRef.current = state;
  const sandboxUrl = useBaseUrl(`/${SANDBOX_PAGE_FILE}`);
  const client = useRef<SandboxClient | null>(null);
  useEffect(() => {
    client.current = new SandboxClient(sandboxUrl);
    client.current.prepare();
    return () => client.current?.dispose();
  }, [sandboxUrl]);

  const [entries, setEntries] = useState<OutputEntry[]>([]);
  const [dropped, setDropped] = useState(0);
  const [run, setRun] = useState<RunState>({ status: 'idle' });
  /** 开始过几次运行：写在状态行的 data-runs 上，测试据此确认关掉自动运行后只有读者的操作会运行代码。 */
  const [runCount, setRunCount] = useState(0);
  const [autoRun, setAutoRun] = useState(true);
  const pendingOutput = useRef<OutputEntry[]>([]);
  const flushScheduled = useRef(false);

  const runNow = useCallback(() => {
    const sandbox = client.current;
    if (!sandbox) return;
    const current = stateRef.current;
    if (current.code.trim() === '') {
      // 没有代码就不必在沙箱里再解析一遍 HTML。
      sandbox.stop();
      setEntries([]);
      setDropped(0);
      setRun({ status: 'idle' });
      return;
    }
    pendingOutput.current = [];
    setEntries([]);
    setDropped(0);
    setRun({ status: 'running' });
    setRunCount((count) => count + 1);
    const flush = () => {
      flushScheduled.current = false;
      const batch = pendingOutput.current;
      pendingOutput.current = [];
      if (batch.length > 0) setEntries((shown) => [...shown, ...batch]);
    };
    sandbox.run(runRequest(current), {
      onOutput: (entry) => {
        pendingOutput.current.push(entry);
        if (!flushScheduled.current) {
          flushScheduled.current = true;
          requestAnimationFrame(flush);
        }
      },
      onOutcome: (outcome) => {
        if (outcome.status === 'stopped') return;
        flush();
        if (outcome.status === 'done') setDropped(outcome.dropped);
        setRun(outcome);
      },
    });
  }, []);

  useEffect(() => {
    if (!autoRun) return undefined;
    const timer = setTimeout(runNow, AUTO_RUN_DELAY_MS);
    return () => clearTimeout(timer);
  }, [autoRun, runNow, state.code, state.html, state.options]);

  const errorMark = useMemo<CodeMark | null>(() => {
    const error = entries.find((entry) => entry.level === 'exception' && entry.line !== undefined);
    return error ? { line: error.line!, column: error.column, message: error.text } : null;
  }, [entries]);

  return { entries, dropped, run, runCount, autoRun, setAutoRun, runNow, errorMark };
}
