import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { BehaviourChange, SinceData, SurveyedRelease } from '../../src/plugins/typedoc-since/data';
import type { SinceEntry } from '../../src/plugins/typedoc-since/entries';
import { CHANGE_PROBES, type ChangeProbe } from './changes';
import { RELEASES, SUBSTITUTED, type Release } from './releases';
import type { EntryStatus, WorkerInput, WorkerOutput } from './worker';

const execFileAsync = promisify(execFile);

/** 一个条目在各个可用版本里的状态，按发布顺序。 */
export type History = [Release, EntryStatus][];

/**
 * “新增于”取最后一段连续存在的开头：中途删掉又加回来的条目，读者用删掉期间的版本时确实没有它。
 * 判断不了的版本（failed）不打断这一段，也不开始一段。最新版本里都没有的条目不该出现在 API 页面上，视为错误。
 */
export function sinceOf(key: string, history: History): Release {
  let since: Release | undefined;
  for (const [version, status] of history) {
    if (status === 'no') since = undefined;
    else if (status === 'yes') since ??= version;
  }
  const [latest, latestStatus] = history.at(-1) ?? [];
  if (!since || latestStatus !== 'yes') throw new Error(`${key}：最新版本 ${latest} 里没有它，API 页面上却有`);
  return since;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** 相邻两个版本的观察结果不同，就是一次变化；配上探针里写好的说明。 */
export function changesOf(probe: ChangeProbe, observations: [Release, unknown][]): BehaviourChange[] {
  const changes: BehaviourChange[] = [];
  const used = new Set<string>();
  for (let index = 1; index < observations.length; index++) {
    const [version, now] = observations[index];
    const before = observations[index - 1][1];
    if (same(before, now)) continue;
    const note = probe.notes.find((candidate) => same(candidate.from, before) && same(candidate.to, now));
    if (!note) {
      throw new Error(
        `${probe.entries.join('、')}：${version} 的结果从 ${JSON.stringify(before)} 变成了 ${JSON.stringify(now)}，` +
          'scripts/api-since/changes.ts 里没有这种变化的说明',
      );
    }
    used.add(note.note);
    changes.push({ version, note: note.note });
  }
  const unused = probe.notes.filter((note) => !used.has(note.note));
  if (unused.length) {
    throw new Error(`${probe.entries.join('、')}：说明“${unused.map((note) => note.note).join('”“')}”没有对应的变化`);
  }
  return changes;
}

async function inspect(input: WorkerInput): Promise<WorkerOutput> {
  const { stdout } = await execFileAsync(
    process.execPath,
    ['--import', 'tsx', path.join(__dirname, 'worker.ts'), JSON.stringify(input)],
    { maxBuffer: 16 * 1024 * 1024, timeout: 120_000 },
  );
  return JSON.parse(stdout) as WorkerOutput;
}

/** 两个版本同时检查：这台机器只有两个核。 */
async function inspectAll(inputs: WorkerInput[]): Promise<WorkerOutput[]> {
  const outputs: WorkerOutput[] = new Array<WorkerOutput>(inputs.length);
  let next = 0;
  const lane = async () => {
    for (let index = next++; index < inputs.length; index = next++) outputs[index] = await inspect(inputs[index]);
  };
  await Promise.all([lane(), lane()]);
  return outputs;
}

export interface Survey {
  data: SinceData;
  /** 判断不了的检查（`键 @ 版本`）：由人确认“有已知问题的版本”说到了它们。 */
  undecided: string[];
}

/** 逐个版本运行，得出每个条目的“新增于”和“变更于”。 */
export async function survey(entries: SinceEntry[], dirs: Map<Release, string>, origin: string): Promise<Survey> {
  const outputs = await inspectAll(RELEASES.map((release) => ({ dir: dirs.get(release)!, origin, entries })));
  const releases: SurveyedRelease[] = RELEASES.map((version, index) => {
    const output = outputs[index];
    const substituted = SUBSTITUTED[version];
    return {
      version,
      ...('unusable' in output ? { unusable: output.unusable } : {}),
      ...(substituted ? { substituted } : {}),
    };
  });
  const usable = RELEASES.flatMap((version, index) => {
    const output = outputs[index];
    return 'status' in output ? [{ version, ...output }] : [];
  });

  const data: SinceData = { releases, entries: {} };
  const undecided: string[] = [];
  for (const entry of entries) {
    const history: History = usable.map(({ version, status }) => [version, status[entry.key]]);
    data.entries[entry.key] = { since: sinceOf(entry.key, history) };
    for (const [version, status] of history) if (status === 'failed') undecided.push(`${entry.key} @ ${version}`);
  }

  CHANGE_PROBES.forEach((probe, probeIndex) => {
    for (const key of probe.entries) {
      const entry = data.entries[key];
      if (!entry) throw new Error(`scripts/api-since/changes.ts 提到的 ${key} 不是 API 页面上的条目`);
      const from = RELEASES.indexOf(entry.since as Release);
      const observations = usable
        .filter(({ version, status }) => RELEASES.indexOf(version) >= from && status[key] === 'yes')
        .map(({ version, observations }): [Release, unknown] => [version, observations[probeIndex]]);
      const changes = changesOf(probe, observations);
      if (changes.length) entry.changes = [...(entry.changes ?? []), ...changes];
    }
  });
  return { data, undecided };
}
