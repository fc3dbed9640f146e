import useBaseUrl from '@docusaurus/useBaseUrl';
import { useCallback, useEffect, useRef, useState } from 'react';
import { SandboxClient } from '../../../sandbox/client';
import type { OutputEntry } from '../../../sandbox/protocol';
import { OLD_RELEASES, oldReleasePageFile, type OldRelease } from '../../../sandbox/releases';
import { runRequest } from '../cheerioOptions';
import type { RunState } from '../OutputPanel';
import type { PlaygroundState } from '../state';

/** 一个旧版本的沙箱页：加载中、已就绪，或者没能加载。 */
export type VersionLoad = { status: 'loading' } | { status: 'ready' } | { status: 'failed'; message: string };

export interface VersionRun {
  load: VersionLoad;
  run: RunState;
  entries: OutputEntry[];
  dropped: number;
}

const fresh = (): VersionRun => ({ load: { status: 'loading' }, run: { status: 'idle' }, entries: [], dropped: 0 });

/**
 * “对比版本”：每个勾选的旧版本一个自己的沙箱（sandbox/<版本>.html，勾选时才加载，取消勾选就移除），1.2.0 每运行一次，
 * 它们就用同一份 HTML、选项和代码各运行一次。输出与 useCodeRun 一样按帧合并。
 */
export function useVersionRuns(state: PlaygroundState, mainRun: RunState) {
  const stateRef = useRef(state);
  stateRef.current = state;
  const mainRunRef = useRef(mainRun);
  mainRunRef.current = mainRun;
  const siteRoot = useBaseUrl('/');
  const clients = useRef(new Map<OldRelease, SandboxClient>());
  const [runs, setRuns] = useState<Partial<Record<OldRelease, VersionRun>>>({});
  const pending = useRef(new Map<OldRelease, OutputEntry[]>());
  const flushScheduled = useRef(false);

  const change = useCallback((release: OldRelease, update: (run: VersionRun) => VersionRun) => {
    setRuns((all) => {
      const current = all[release];
      return current ? { ...all, [release]: update(current) } : all;
    });
  }, []);

  const flush = useCallback(() => {
    flushScheduled.current = false;
    const batches = [...pending.current];
    pending.current.clear();
    for (const [release, batch] of batches) change(release, (run) => ({ ...run, entries: [...run.entries, ...batch] }));
  }, [change]);

  const runOne = useCallback(
    (release: OldRelease) => {
      const client = clients.current.get(release);
      if (!client) return;
      const current = stateRef.current;
      pending.current.delete(release);
      if (current.code.trim() === '') {
        client.stop();
        change(release, (run) => ({ ...run, run: { status: 'idle' }, entries: [], dropped: 0 }));
        return;
      }
      change(release, (run) => ({ ...run, run: { status: 'running' }, entries: [], dropped: 0 }));
      client.run(runRequest(current), {
        onOutput: (entry) => {
          pending.current.set(release, [...(pending.current.get(release) ?? []), entry]);
          if (!flushScheduled.current) {
            flushScheduled.current = true;
            requestAnimationFrame(flush);
          }
        },
        onOutcome: (outcome) => {
          if (outcome.status === 'stopped') return;
          flush();
          change(release, (run) => ({
            ...run,
            run: outcome,
            dropped: outcome.status === 'done' ? outcome.dropped : run.dropped,
          }));
        },
      });
    },
    [change, flush],
  );

  /**
   * 页面自己加载完（load 事件）之后才创建旧版本的沙箱：打开带勾选版本的链接时，五个各带一整份 cheerio 的 iframe
   * 不推迟页面的 load 事件，也不和页面的加载抢网络和主线程。
   */
  const [pageLoaded, setPageLoaded] = useState(false);
  useEffect(() => {
    if (document.readyState === 'complete') {
      setPageLoaded(true);
      return undefined;
    }
    const onLoad = () => setPageLoaded(true);
    window.addEventListener('load', onLoad, { once: true });
    return () => window.removeEventListener('load', onLoad);
  }, []);

  const selected = state.versions ?? [];
  const selectedKey = selected.join(' ');
  useEffect(() => {
    const wanted = OLD_RELEASES.filter((release) => selectedKey.split(' ').includes(release));
    for (const [release, client] of clients.current) {
      if (wanted.includes(release)) continue;
      client.dispose();
      clients.current.delete(release);
      pending.current.delete(release);
      setRuns(({ [release]: _removed, ...rest }) => rest);
    }
    for (const release of wanted) {
      if (clients.current.has(release)) continue;
      setRuns((all) => (all[release] ? all : { ...all, [release]: fresh() }));
      if (!pageLoaded) continue;
      const client = new SandboxClient(`${siteRoot}${oldReleasePageFile(release)}`);
      clients.current.set(release, client);
      void client.whenStarted().then((failure) => {
        if (clients.current.get(release) !== client) return;
        change(release, (run) => ({
          ...run,
          load: failure === null ? { status: 'ready' } : { status: 'failed', message: failure },
        }));
      });
      if (mainRunRef.current.status !== 'idle') runOne(release);
    }
  }, [selectedKey, pageLoaded, siteRoot, change, runOne]);

  // 1.2.0 开始一次新的运行（运行按钮、Ctrl+Enter 或停顿后的自动运行），旧版本跟着运行同一份代码。
  useEffect(() => {
    if (mainRun.status === 'running' || mainRun.status === 'idle')
      for (const release of clients.current.keys()) runOne(release);
  }, [mainRun, runOne]);

  useEffect(() => {
    const current = clients.current;
    return () => {
      for (const client of current.values()) client.dispose();
      current.clear();
    };
  }, []);

  return runs;
}
