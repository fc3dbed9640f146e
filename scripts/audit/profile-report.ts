/** Chrome 性能记录（trace）的分析：主线程上的长任务由什么组成。采集记录的部分在 profile.ts。 */

export type TraceEvent = {
  name: string;
  cat?: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: { name?: string; data?: Record<string, unknown> & { url?: string; functionName?: string } };
};

type CallFrame = { functionName: string; url: string; lineNumber: number; columnNumber: number };
type ProfileNode = { id: number; callFrame: CallFrame; parent?: number };

/** 与 Lighthouse（core/lib/tracehouse/task-groups.js）相同的分类，名字不在表里的事件归入父事件的类别。 */
const groupOfEvent: Record<string, string> = {};
const groups: Record<string, string[]> = {
  解析HTML: ['ParseHTML', 'ParseAuthorStyleSheet'],
  样式与布局: ['ScheduleStyleRecalculation', 'UpdateLayoutTree', 'InvalidateLayout', 'Layout'],
  绘制与合成: [
    'Animation',
    'HitTest',
    'PaintSetup',
    'Paint',
    'PaintImage',
    'RasterTask',
    'ScrollLayer',
    'UpdateLayer',
    'UpdateLayerTree',
    'CompositeLayers',
    'PrePaint',
    'Layerize',
  ],
  脚本解析编译: ['v8.compile', 'v8.compileModule', 'v8.parseOnBackground'],
  脚本执行: [
    'EventDispatch',
    'EvaluateScript',
    'v8.evaluateModule',
    'FunctionCall',
    'TimerFire',
    'FireIdleCallback',
    'FireAnimationFrame',
    'RunMicrotasks',
    'V8.Execute',
  ],
  垃圾回收: ['MinorGC', 'MajorGC', 'BlinkGC.AtomicPhase', 'V8.GC_MC_BACKGROUND_MARKING'],
};
for (const [group, names] of Object.entries(groups)) for (const name of names) groupOfEvent[name] = group;

const isTopLevel = (event: TraceEvent) =>
  event.ph === 'X' && (event.name === 'RunTask' || event.name === 'ThreadControllerImpl::RunTask');

export type TaskSummary = {
  /** 相对导航开始的毫秒数。 */
  start: number;
  duration: number;
  /** 任务的入口：第一个有意义的子事件，例如 `EvaluateScript main.js`、`FunctionCall main.js`（MessageChannel 回调）。 */
  entry: string;
  /** 各类活动的独占时间（毫秒）。 */
  byActivity: Record<string, number>;
  /** CPU 采样按脚本文件归并的独占时间（毫秒）。 */
  byScript: Record<string, number>;
  /** CPU 采样里独占时间最多的函数（`名字 文件:行:列`）。 */
  topFunctions: Array<[string, number]>;
};

export type ProfileSummary = { tasks: TaskSummary[]; totalBlocking: number };

const fileOf = (url: string) => (url ? (url.split('/').pop() ?? url) : '');

/** 主线程：页面所在渲染进程的 CrRendererMain，取顶层任务总时长最长的那一个。 */
function mainThread(events: TraceEvent[]): { pid: number; tid: number } {
  const candidates = events.filter((event) => event.ph === 'M' && event.args?.name === 'CrRendererMain');
  let best = { pid: 0, tid: 0 };
  let bestTime = -1;
  for (const { pid, tid } of candidates) {
    const time = events
      .filter((event) => event.pid === pid && event.tid === tid && isTopLevel(event))
      .reduce((sum, event) => sum + (event.dur ?? 0), 0);
    if (time > bestTime) [best, bestTime] = [{ pid, tid }, time];
  }
  return best;
}

function describeEntry(event: TraceEvent): string {
  const data = event.args?.data ?? {};
  const url = fileOf(typeof data.url === 'string' ? data.url : '');
  const fn = typeof data.functionName === 'string' && data.functionName ? ` ${data.functionName}` : '';
  const type = typeof data.type === 'string' ? ` ${data.type}` : '';
  return `${event.name}${type}${url ? ` ${url}` : ''}${fn}`;
}

/** CPU 采样：每个采样的时刻与叶子节点的调用栈。 */
function cpuSamples(events: TraceEvent[], pid: number, tid: number): Array<{ ts: number; stack: CallFrame[] }> {
  // 同一进程里 Service Worker 等线程各有一份 CPU 采样，只取主线程的（Profile 事件的线程就是被采样的线程）。
  const profileIds = new Set(
    events
      .filter((event) => event.name === 'Profile' && event.pid === pid && event.tid === tid)
      .map((event) => event.id),
  );
  const nodes = new Map<string, Map<number, ProfileNode>>();
  const starts = new Map<string, number>();
  const samples: Array<{ ts: number; profile: string; node: number }> = [];
  const clock = new Map<string, number>();
  for (const event of events) {
    if (event.pid !== pid || !profileIds.has(event.id)) continue;
    const id = event.id ?? '';
    const data = event.args?.data as
      | {
          startTime?: number;
          cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
          timeDeltas?: number[];
        }
      | undefined;
    if (event.name === 'Profile' && data?.startTime !== undefined) starts.set(id, data.startTime);
    if (event.name !== 'ProfileChunk' || !data) continue;
    const profileNodes = nodes.get(id) ?? new Map<number, ProfileNode>();
    nodes.set(id, profileNodes);
    for (const node of data.cpuProfile?.nodes ?? []) profileNodes.set(node.id, node);
    let ts = clock.get(id) ?? starts.get(id) ?? event.ts;
    (data.cpuProfile?.samples ?? []).forEach((node, i) => {
      ts += data.timeDeltas?.[i] ?? 0;
      samples.push({ ts, profile: id, node });
    });
    clock.set(id, ts);
  }
  return samples.map(({ ts, profile, node }) => {
    const profileNodes = nodes.get(profile)!;
    const stack: CallFrame[] = [];
    for (let current = profileNodes.get(node); current; current = profileNodes.get(current.parent ?? -1)) {
      stack.push(current.callFrame);
    }
    return { ts, stack };
  });
}

function addTo(record: Record<string, number>, key: string, value: number) {
  record[key] = (record[key] ?? 0) + value;
}

const round = (record: Record<string, number>) =>
  Object.fromEntries(
    Object.entries(record)
      .map(([key, value]) => [key, Math.round(value)] as const)
      .filter(([, value]) => value > 0)
      .sort((a, b) => b[1] - a[1]),
  );

export function analyseTrace(events: TraceEvent[], minimum = 50): ProfileSummary {
  const { pid, tid } = mainThread(events);
  const thread = events
    .filter((event) => event.pid === pid && event.tid === tid && event.ph === 'X')
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const navigation = events.find((event) => event.name === 'navigationStart' && event.pid === pid)?.ts ?? thread[0].ts;
  const samples = cpuSamples(events, pid, tid);
  const pageHides = thread
    .filter((event) => event.name === 'EventDispatch' && event.args?.data?.type === 'pagehide')
    .map((event) => event.ts);
  const tasks: TaskSummary[] = [];
  let totalBlocking = 0;
  let taskEnd = -Infinity;
  for (let i = 0; i < thread.length; i += 1) {
    const task = thread[i];
    if (!isTopLevel(task) || task.ts < taskEnd) continue;
    const end = task.ts + (task.dur ?? 0);
    taskEnd = end;
    // 卸载前一个页面（录制从 about:blank 开始）的任务不属于这一页。
    if (pageHides.some((time) => time >= task.ts && time < end)) continue;
    const duration = (task.dur ?? 0) / 1000;
    if (duration > 50) totalBlocking += duration - 50;
    if (duration < minimum) continue;

    // 任务内的事件按开始时刻排好，用栈求出每个事件的独占时间和它所属的类别。
    const byActivity: Record<string, number> = {};
    const stack: Array<{ event: TraceEvent; group: string; childTime: number }> = [];
    let entry = '';
    const close = (until: number) => {
      while (stack.length > 0) {
        const top = stack[stack.length - 1];
        if (top.event.ts + (top.event.dur ?? 0) > until) break;
        stack.pop();
        addTo(byActivity, top.group, ((top.event.dur ?? 0) - top.childTime) / 1000);
        if (stack.length > 0) stack[stack.length - 1].childTime += top.event.dur ?? 0;
      }
    };
    for (let j = i; j < thread.length && thread[j].ts < end; j += 1) {
      const event = thread[j];
      close(event.ts);
      const parent = stack[stack.length - 1];
      const group = groupOfEvent[event.name] ?? parent?.group ?? '其他';
      if (!entry && event !== task && groupOfEvent[event.name]) entry = describeEntry(event);
      stack.push({ event, group, childTime: 0 });
    }
    close(Infinity);

    const byScript: Record<string, number> = {};
    const functions: Record<string, number> = {};
    const inTask = samples.filter((sample) => sample.ts >= task.ts && sample.ts < end);
    inTask.forEach((sample, k) => {
      const next = inTask[k + 1]?.ts ?? end;
      const time = (next - sample.ts) / 1000;
      const frame = sample.stack.find((candidate) => candidate.url) ?? sample.stack[0];
      if (!frame) return;
      const leaf = sample.stack[0];
      addTo(byScript, fileOf(frame.url) || leaf.functionName, time);
      if (frame.url) {
        addTo(
          functions,
          `${frame.functionName || '（匿名）'} ${fileOf(frame.url)}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`,
          time,
        );
      }
    });
    tasks.push({
      start: Math.round((task.ts - navigation) / 1000),
      duration: Math.round(duration),
      entry,
      byActivity: round(byActivity),
      byScript: round(byScript),
      topFunctions: Object.entries(round(functions)).slice(0, 8),
    });
  }
  return { tasks, totalBlocking: Math.round(totalBlocking) };
}

export function formatProfile(route: string, summary: ProfileSummary): string {
  const lines = [
    `## ${route}：50 ms 以上的主线程任务 ${summary.tasks.length} 个，总阻塞时间 ${summary.totalBlocking} ms`,
  ];
  for (const task of summary.tasks) {
    lines.push(`\n### ${task.duration} ms，开始于 ${task.start} ms：${task.entry || '（无脚本入口）'}`);
    const list = (record: Record<string, number>) =>
      Object.entries(record)
        .map(([key, value]) => `${key} ${value}`)
        .join('，');
    lines.push(`- 活动：${list(task.byActivity)}`);
    lines.push(`- 脚本（CPU 采样）：${list(task.byScript)}`);
    lines.push(`- 函数：${task.topFunctions.map(([name, value]) => `${name} ${value}`).join('；')}`);
  }
  return lines.join('\n');
}
