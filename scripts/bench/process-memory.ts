/** 读取 Linux /proc 中的进程信息，求一个进程及其全部子孙进程的常驻内存之和（构建会启动子进程和工作线程）。 */

export type ProcessInfo = { pid: number; ppid: number; rssKiB: number };

/** 解析 /proc/<pid>/status；内核线程没有 VmRSS，按 0 计。 */
export function parseStatus(pid: number, status: string): ProcessInfo | null {
  const ppid = status.match(/^PPid:\s+(\d+)/m);
  if (!ppid) return null;
  const rss = status.match(/^VmRSS:\s+(\d+)\s+kB/m);
  return { pid, ppid: Number(ppid[1]), rssKiB: rss ? Number(rss[1]) : 0 };
}

export function treeRss(processes: ProcessInfo[], rootPid: number): number {
  const children = new Map<number, ProcessInfo[]>();
  for (const info of processes) children.set(info.ppid, [...(children.get(info.ppid) ?? []), info]);
  let total = 0;
  const pending = processes.filter(({ pid }) => pid === rootPid);
  const seen = new Set<number>();
  while (pending.length > 0) {
    const current = pending.pop()!;
    if (seen.has(current.pid)) continue;
    seen.add(current.pid);
    total += current.rssKiB;
    pending.push(...(children.get(current.pid) ?? []));
  }
  return total;
}

export function formatMiB(kib: number): string {
  return `${(kib / 1024).toFixed(0)} MiB`;
}

export function formatSeconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}
