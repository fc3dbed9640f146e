import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { analyseTrace, formatProfile, type TraceEvent } from '../../scripts/audit/profile-report';

const pid = 7;
const tid = 1;
const ms = (value: number) => value * 1000;
const slice = (name: string, start: number, duration: number, data?: Record<string, unknown>): TraceEvent => ({
  name,
  ph: 'X',
  ts: ms(start),
  dur: ms(duration),
  pid,
  tid,
  ...(data ? { args: { data } } : {}),
});

/**
 * 导航在 0 ms；一个 120 ms 的任务（脚本 90 ms、其中布局 20 ms），一个 30 ms 的短任务；卸载前一个页面的 90 ms 任务
 * 和工作线程上的长任务都不算。
 */
function trace(): TraceEvent[] {
  const frame = (id: number, functionName: string, url: string, parent?: number) => ({
    id,
    parent,
    callFrame: { functionName, url, lineNumber: 0, columnNumber: 9 },
  });
  return [
    { name: 'thread_name', ph: 'M', ts: 0, pid, tid, args: { name: 'CrRendererMain' } },
    { name: 'thread_name', ph: 'M', ts: 0, pid, tid: 2, args: { name: 'DedicatedWorker thread' } },
    { name: 'navigationStart', ph: 'R', ts: 0, pid, tid },
    slice('RunTask', 1000, 120),
    slice('EvaluateScript', 1005, 110, { url: 'http://127.0.0.1/assets/js/main.0123abcd.js' }),
    slice('Layout', 1060, 20),
    slice('RunTask', 1200, 30),
    slice('RunTask', 10, 90),
    slice('EventDispatch', 12, 80, { type: 'pagehide' }),
    { ...slice('RunTask', 1000, 400), tid: 2 },
    { name: 'Profile', ph: 'P', ts: ms(1000), pid, tid, id: '0x1', args: { data: { startTime: ms(1000) } } },
    {
      name: 'ProfileChunk',
      ph: 'P',
      ts: ms(1000),
      pid,
      tid: 3,
      id: '0x1',
      args: {
        data: {
          cpuProfile: {
            nodes: [frame(1, '(root)', ''), frame(2, 'hydrate', 'http://127.0.0.1/assets/js/main.0123abcd.js', 1)],
            samples: [2, 2, 1],
          },
          timeDeltas: [ms(10), ms(40), ms(40)],
        },
      },
    },
  ];
}

describe('性能记录的分析（audit:profile）', () => {
  it('只列主线程上 50 ms 以上的任务，按活动和脚本拆开它们', () => {
    const summary = analyseTrace(trace());
    assert.equal(summary.tasks.length, 1);
    const [task] = summary.tasks;
    assert.equal(task.start, 1000);
    assert.equal(task.duration, 120);
    assert.match(task.entry, /^EvaluateScript main\.0123abcd\.js/);
    assert.deepEqual(task.byActivity, { 脚本执行: 90, 样式与布局: 20, 其他: 10 });
    assert.equal(task.byScript['main.0123abcd.js'], 80);
    assert.deepEqual(task.topFunctions[0], ['hydrate main.0123abcd.js:1:10', 80]);
  });

  it('总阻塞时间是每个任务超出 50 ms 的部分之和', () => {
    assert.equal(analyseTrace(trace()).totalBlocking, 70);
  });

  it('报告写明页面、任务数和总阻塞时间', () => {
    const text = formatProfile('/docs/intro', analyseTrace(trace()));
    assert.match(text, /^## \/docs\/intro：50 ms 以上的主线程任务 1 个，总阻塞时间 70 ms/);
    assert.match(text, /脚本执行 90/);
  });
});
