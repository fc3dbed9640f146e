import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { AnalysisClient } from '../analysisClient';
import type { AnalyzeResponse, TreeRow } from '../protocol';
import type { SourcePosition } from '../sourcePosition';
import type { PlaygroundState } from '../state';

/** 停止输入多久之后重新解析、选择（代码的自动运行要等更久）。 */
const ANALYZE_DELAY_MS = 200;

interface TreeState {
  opened: number[];
  closed: number[];
  picked: number | null;
  /** 编辑器里的光标：由 worker 找出它所在的节点作为点中的节点。 */
  locate: SourcePosition | null;
}

const EMPTY_TREE: TreeState = { opened: [], closed: [], picked: null, locate: null };

/**
 * 解析与选择器：在分析 worker 里解析 HTML、执行选择器、给出树的可见行和点中节点的选择器。读者停下输入之后才请求，
 * 处理期间到来的请求只保留最新的一个（AnalysisClient）。
 */
export function useAnalysis({ html, options, selector }: Pick<PlaygroundState, 'html' | 'options' | 'selector'>) {
  const client = useRef<AnalysisClient | null>(null);
  useEffect(() => {
    client.current = new AnalysisClient();
    return () => client.current?.dispose();
  }, []);

  const [tree, setTree] = useState<TreeState>(EMPTY_TREE);
  const [analysis, setAnalysis] = useState<AnalyzeResponse | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [analyzing, setAnalyzing] = useState(false);
  const [revealToken, setRevealToken] = useState(0);
  /** 光标换了位置、找到的节点到了：树把它滚到看得见的地方。 */
  const [revealPickedToken, setRevealPickedToken] = useState(0);
  const lastLocated = useRef<SourcePosition | null>(null);
  const documentKey = useMemo(() => `${JSON.stringify(options)}\n${html}`, [html, options]);
  const lastAnalyzed = useRef<{ documentKey: string; selector: string } | null>(null);

  // 文档变了，节点编号随之改变：读者展开、折叠、点中的记录作废。
  useEffect(() => setTree(EMPTY_TREE), [documentKey]);

  useEffect(() => {
    const current = client.current;
    if (!current) return undefined;
    const previous = lastAnalyzed.current;
    const inputsChanged = !previous || previous.documentKey !== documentKey || previous.selector !== selector;
    let cancelled = false;
    setAnalyzing(true);
    const timer = setTimeout(
      () => {
        const request = { documentKey, selector };
        void current
          .analyze({
            html,
            options,
            selector,
            opened: tree.opened,
            closed: tree.closed,
            picked: tree.picked,
            locate: tree.locate,
          })
          .then((outcome) => {
            if (cancelled) return;
            if (outcome.status === 'failed' && outcome.message === 'superseded') return;
            setAnalyzing(false);
            if (outcome.status === 'done') {
              setAnalysis(outcome.response);
              setProblem(null);
              if (inputsChanged) setRevealToken((token) => token + 1);
              if (tree.locate && tree.locate !== lastLocated.current) setRevealPickedToken((token) => token + 1);
              lastLocated.current = tree.locate;
              lastAnalyzed.current = request;
            } else {
              setAnalysis(null);
              lastAnalyzed.current = null;
              setProblem(
                outcome.status === 'timeout'
                  ? '解析 HTML 或执行选择器超过 10 秒，已停止。换一段较小的 HTML 或较简单的选择器再试。'
                  : outcome.message,
              );
            }
          });
      },
      inputsChanged ? ANALYZE_DELAY_MS : 0,
    );
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [documentKey, html, options, selector, tree]);

  const toggleRow = useCallback((row: TreeRow) => {
    setTree((current) => {
      const opened = current.opened.filter((id) => id !== row.id);
      const closed = current.closed.filter((id) => id !== row.id);
      return row.open
        ? { ...current, opened, closed: [...closed, row.id] }
        : { ...current, opened: [...opened, row.id], closed };
    });
  }, []);
  const pickNode = useCallback((id: number) => setTree((current) => ({ ...current, picked: id, locate: null })), []);
  // 读者折叠过的节点这时重新展开：光标所在的节点要看得见。
  const locateSource = useCallback(
    (position: SourcePosition) =>
      setTree((current) => ({ opened: current.opened, closed: [], picked: null, locate: position })),
    [],
  );
  const pickRow = useCallback((row: TreeRow) => pickNode(row.id), [pickNode]);

  return {
    analysis,
    problem,
    analyzing,
    revealToken,
    revealPickedToken,
    toggleRow,
    pickNode,
    pickRow,
    locateSource,
  };
}
