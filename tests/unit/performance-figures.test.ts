/**
 * 《性能与内存》一页只能引用 npm run bench:guides 实际打印过的数字：页面里有一段原样贴出的输出
 * （以“Node.js v”开头的 text 代码块），正文里每个带单位的数字都必须在这段输出里出现。
 * 这里不运行基准测试（它要跑一两分钟，结果还随机器而变），只检查页面和它引用的输出是否一致。
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';

const root = path.join(__dirname, '../..');
const page = readFileSync(path.join(root, 'docs/advanced/performance.md'), 'utf8');
const output = /^```text\n(Node\.js v[\s\S]*?)^```$/m.exec(page)?.[1] ?? '';
const prose = page.replace(/^```[\s\S]*?^```$/gm, '');

describe('性能与内存：页面上的数字', () => {
  it('页面贴出了一段完整的 bench:guides 输出', () => {
    assert.ok(output, '找不到以“Node.js v”开头的 ```text 代码块');
    for (const heading of ['解析（', '选择（', '热循环（', '每份文档的堆内存（', '加载大文件（', '结束时系统负载'])
      assert.ok(output.includes(heading), `输出里缺少“${heading}”一节`);
  });

  it('输出是用当前安装的 cheerio 跑出来的，正文写明的 Node.js 版本和核数与输出一致', () => {
    const { version } = JSON.parse(readFileSync(path.join(root, 'node_modules/cheerio/package.json'), 'utf8'));
    const header = /^Node\.js (v[\d.]+)，cheerio ([\d.]+)，(\d+) 核/.exec(output);
    assert.ok(header, output.split('\n')[0]);
    assert.equal(header[2], version, 'cheerio 升级了：重新运行 npm run bench:guides，更新页面上的输出和数字');
    assert.ok(prose.includes(`Node.js ${header[1]}`), `正文应写明 Node.js ${header[1]}`);
    assert.ok(prose.includes(`${header[3]} 核`), `正文应写明 ${header[3]} 核`);
  });

  it('正文里每个带单位的数字都出自这段输出', () => {
    const figures = prose.match(/×\d+\.\d+|\d+(?:\.\d+)?\s?(?:ms|MiB\/s|MiB|KiB|倍)/g) ?? [];
    assert.ok(figures.length >= 10, `正文只引用了 ${figures.length} 个数字`);
    const normalizedOutput = output.replace(/\s+/g, ' ');
    const missing = figures.filter((figure) => !normalizedOutput.includes(figure.replace(/\s+/g, ' ')));
    assert.deepEqual(missing, [], '这些数字不在 bench:guides 的输出里');
  });
});
