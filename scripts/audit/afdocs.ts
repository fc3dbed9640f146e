/**
 * npm run audit:agents [-- --build <目录>] [-- <afdocs 的其他参数>]：用 Agent-Friendly Documentation Spec 的检查工具
 * afdocs（版本固定在下面）给构建结果打分。只打印，不是测试。
 *
 * afdocs 从 llms.txt 和 sitemap 出发，顺着里面的绝对地址抓页面，所以站点必须在构建时的 SITE_URL 上应答：
 * 这里按 sitemap 里的地址在本机起静态服务器。要检查的构建请用本机地址构建，例如
 * `SITE_URL=http://127.0.0.1:4400 npm run build`（默认的 http://localhost:3000 也行，只要 3000 端口空着）。
 * 抽样用 deterministic，前后两次运行抽到的页面相同，分数才能比较。
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createStaticServer, listen } from '../../src/server/static-server';

const AFDOCS_VERSION = '0.22.2';

function parseArgs(argv: string[]) {
  const options = { build: 'build', extra: [] as string[] };
  for (let i = 0; i < argv.length; i += 1) {
    if (argv[i] === '--build') options.build = argv[(i += 1)];
    else options.extra.push(argv[i]);
  }
  return options;
}

/** sitemap 里第一个地址的主机和路径前缀：站点构建时的 SITE_URL 与 BASE_URL。 */
function siteOf(buildDir: string): { origin: URL; basePath: string } {
  const sitemap = readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8');
  const first = new URL(/<loc>([^<]+)<\/loc>/.exec(sitemap)?.[1] ?? '');
  const robots = readFileSync(path.join(buildDir, 'robots.txt'), 'utf8');
  const sitemapUrl = new URL(/^Sitemap: (\S+)$/m.exec(robots)?.[1] ?? '');
  return { origin: first, basePath: sitemapUrl.pathname.replace(/sitemap\.xml$/, '') };
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const buildDir = path.resolve(options.build);
  const { origin, basePath } = siteOf(buildDir);
  if (!['localhost', '127.0.0.1'].includes(origin.hostname) || origin.protocol !== 'http:') {
    throw new Error(
      `${options.build}/ 构建时的 SITE_URL 是 ${origin.origin}，afdocs 会去那里抓页面。请用本机地址重新构建，例如 ` +
        'SITE_URL=http://127.0.0.1:4400 npm run build。',
    );
  }
  const server = createStaticServer({ root: buildDir, basePath });
  // afdocs 发出几百个请求、复用空闲连接：Node 默认 5 秒就关掉空闲连接，客户端恰好在这时复用它，请求以“fetch failed”
  // 失败，afdocs 记下这个地址抓不到，后面的检查不再重试（llms.txt 因此在一次运行里整批算作坏链）。
  server.keepAliveTimeout = 60_000;
  await listen(server, { port: Number(origin.port || 80), host: origin.hostname });
  const target = `${origin.origin}${basePath}`;
  console.log(`在 ${target} 提供 ${options.build}/，运行 afdocs ${AFDOCS_VERSION}……`);
  const args = ['--yes', `afdocs@${AFDOCS_VERSION}`, 'check', target, '--sampling', 'deterministic'];
  const hasFormat = options.extra.some((arg) => arg === '-f' || arg.startsWith('--format'));
  const child = spawn('npx', [...args, ...(hasFormat ? [] : ['--format', 'scorecard']), ...options.extra], {
    stdio: 'inherit',
  });
  const code = await new Promise<number>((resolve) => child.on('exit', (status) => resolve(status ?? 1)));
  server.closeAllConnections();
  server.close();
  process.exitCode = code;
}

main().catch((error: unknown) => {
  console.error(String(error));
  process.exit(1);
});
