/**
 * npm run api:since：在 node_modules/.cache 里装好 cheerio 的各个版本（0.22.0、1.0 候选版、1.0 之后的每个正式版），
 * 逐个运行，写出 API 页面上每个条目的“新增于”与“变更于”（src/data/api-since.json）。
 * 升级 cheerio、或者 API 页面多了条目之后运行；tests/unit/api-since.test.ts 检查数据与已安装的版本一致。
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { typedocOptions } from '../../src/config/typedoc';
import { SINCE_DATA_FILE } from '../../src/plugins/typedoc-since/data';
import { RELEASES, installReleases } from './releases';
import { survey } from './survey';

async function apiEntries() {
  // 与 TypeDoc 加载插件的方式一致，用动态 import，整个进程里只有一份 typedoc。
  const { Application } = await import('typedoc');
  const { sinceEntries } = await import('../../src/plugins/typedoc-since/entries');
  const { entryPoints, tsconfig, excludePrivate, excludeInternal, skipErrorChecking } = typedocOptions;
  const app = await Application.bootstrap({
    entryPoints,
    tsconfig,
    excludePrivate,
    excludeInternal,
    skipErrorChecking,
    logLevel: 'Error',
  });
  const project = await app.convert();
  if (!project) throw new Error('TypeDoc 转换失败');
  return sinceEntries(project);
}

async function main() {
  const installed = (JSON.parse(readFileSync('node_modules/cheerio/package.json', 'utf8')) as { version: string })
    .version;
  if (installed !== RELEASES.at(-1)) {
    throw new Error(
      `站点安装的是 cheerio ${installed}，scripts/api-since/releases.ts 的最后一个版本却是 ${RELEASES.at(-1)}：先把它加进列表`,
    );
  }
  // fromURL 的探针请求这个本地网站：/method 回报请求方法。
  const server = createServer((request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(`<p>${request.method}</p>`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const [entries, dirs] = await Promise.all([apiEntries(), installReleases()]);
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const { data, undecided } = await survey(entries, dirs, origin);
    writeFileSync(SINCE_DATA_FILE, `${JSON.stringify(data, null, 2)}\n`);
    console.log(`已写入 ${SINCE_DATA_FILE}：${entries.length} 个条目，${RELEASES.length} 个版本`);
    if (undecided.length) {
      console.log(
        `这些检查在打开和关闭选项时都出错，没有计入（请确认“有已知问题的版本”说到了它们）：\n  ${undecided.join('\n  ')}`,
      );
    }
  } finally {
    server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
