/**
 * 在单独的进程里检查一个版本：几个版本装在同一个进程里会互相影响（undici 的全局 dispatcher 存在进程级的全局符号上，
 * 先加载的 1.0.0 会让 1.1.0 的 fromURL 用上 undici 6 的 Agent，本来必然的报错就不出现了），读者的程序里也只有一个版本。
 * 参数是一段 JSON（WorkerInput），结果以 JSON 写到标准输出（WorkerOutput）。
 */
import type { SinceEntry } from '../../src/plugins/typedoc-since/entries';
import { CHANGE_PROBES } from './changes';
import { optionStatus } from './options';
import { loadRelease, provides } from './runtime';

export interface WorkerInput {
  dir: string;
  origin: string;
  entries: SinceEntry[];
}

/** yes/no：有没有这个条目；failed：选项的探针打开、关闭都出错，判断不了。 */
export type EntryStatus = 'yes' | 'no' | 'failed';

export type WorkerOutput = { unusable: string } | { status: Record<string, EntryStatus>; observations: unknown[] };

async function run({ dir, origin, entries }: WorkerInput): Promise<WorkerOutput> {
  const loaded = loadRelease(dir);
  if ('error' in loaded) return { unusable: loaded.error };
  const cheerio = loaded.module;
  const status: Record<string, EntryStatus> = {};
  for (const entry of entries) {
    if (entry.kind !== 'option') {
      status[entry.key] = provides(cheerio, entry) ? 'yes' : 'no';
      continue;
    }
    const option = await optionStatus(cheerio, entry.key, { dir, origin });
    status[entry.key] = option === 'honoured' ? 'yes' : option === 'ignored' ? 'no' : 'failed';
  }
  const observations = CHANGE_PROBES.map((probe) => {
    try {
      return probe.observe(cheerio);
    } catch (error) {
      return `出错：${error instanceof Error ? error.message : String(error)}`;
    }
  });
  return { status, observations };
}

run(JSON.parse(process.argv[2]) as WorkerInput).then(
  (output) => process.stdout.write(JSON.stringify(output)),
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
