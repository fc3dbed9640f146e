import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { formatMiB, formatSeconds, parseStatus, treeRss } from '../../scripts/bench/process-memory';

describe('构建基准：进程树内存', () => {
  it('从 /proc/<pid>/status 取父进程号和 VmRSS', () => {
    const status = 'Name:\tnode\nState:\tS (sleeping)\nPPid:\t41\nVmPeak:\t 900 kB\nVmRSS:\t  204800 kB\n';
    assert.deepEqual(parseStatus(42, status), { pid: 42, ppid: 41, rssKiB: 204800 });
    assert.deepEqual(parseStatus(2, 'Name:\tkthreadd\nPPid:\t0\n'), { pid: 2, ppid: 0, rssKiB: 0 });
    assert.equal(parseStatus(3, 'garbage'), null);
  });

  it('只累加根进程及其子孙进程', () => {
    const processes = [
      { pid: 10, ppid: 1, rssKiB: 100 },
      { pid: 11, ppid: 10, rssKiB: 50 },
      { pid: 12, ppid: 11, rssKiB: 25 },
      { pid: 20, ppid: 1, rssKiB: 999 },
    ];
    assert.equal(treeRss(processes, 10), 175);
    assert.equal(treeRss(processes, 404), 0);
  });

  it('格式化', () => {
    assert.equal(formatMiB(700 * 1024), '700 MiB');
    assert.equal(formatSeconds(23_456), '23.5 s');
  });
});
