import { CHEERIO_VERSION } from '../../../constants/cheerio';
import { FLOODED_TEXT } from '../../../sandbox/client';
import type { OldRelease } from '../../../sandbox/releases';
import type { VersionRun } from '../hooks/useVersionRuns';
import type { RunState } from '../OutputPanel';
import type { OutputDiff } from './outputDiff';

/** 一个旧版本的状态：一句话，以及它是不是问题（问题用醒目的样式）。只有纯函数。 */
export interface VersionStatus {
  text: string;
  problem: boolean;
}

export function loadFailureText(release: OldRelease): string {
  return `没能加载 cheerio ${release} 的沙箱页：可能是网络断开（旧版本不在离线缓存里），也可能是这次部署里没有它。联网后取消勾选再勾选一次；仍然不行，请刷新页面。`;
}

/** 运行没有正常结束时，这一句也算作输出的最后一行，参加比较：超时、刷屏同样是这个版本的结果。 */
export function outcomeLine(run: RunState): string | null {
  switch (run.status) {
    case 'timeout':
      return '（运行超过 3 秒，已停止）';
    case 'flooded':
      return '（发出的消息太多，已停止）';
    default:
      return null;
  }
}

export function versionStatus(
  release: OldRelease,
  { load, run }: VersionRun,
  main: RunState,
  diff: OutputDiff | null,
): VersionStatus {
  if (load.status === 'failed' || (run.status === 'failed' && load.status !== 'ready'))
    return { text: loadFailureText(release), problem: true };
  if (run.status === 'failed') return { text: `cheerio ${release} 在沙箱里没有启动：${run.message}`, problem: true };
  if (load.status === 'loading' && run.status !== 'done')
    return { text: `正在加载 cheerio ${release}……`, problem: false };
  switch (run.status) {
    case 'idle':
      return { text: '还没有运行（代码为空时不运行）。', problem: false };
    case 'running':
    case 'stopped':
      return { text: '正在运行……', problem: false };
    case 'flooded':
      return { text: FLOODED_TEXT, problem: true };
    default:
  }
  if (main.status === 'running' || main.status === 'idle')
    return { text: `已运行完，正在等 ${CHEERIO_VERSION} 的结果……`, problem: false };
  if (main.status === 'failed' || main.status === 'stopped')
    return { text: `${CHEERIO_VERSION} 这次没有运行出结果，没有可比较的输出。`, problem: true };
  const timeout = run.status === 'timeout' ? '运行超过 3 秒，已停止；' : '';
  if (!diff || (diff.currentOnly === 0 && diff.oldOnly === 0))
    return { text: `${timeout}与 ${CHEERIO_VERSION} 相同。`, problem: timeout !== '' };
  return {
    text: `${timeout}与 ${CHEERIO_VERSION} 不同：${diff.currentOnly} 行只在 ${CHEERIO_VERSION} 的输出里，${diff.oldOnly} 行只在 ${release} 的输出里。`,
    problem: false,
  };
}
