import path from 'node:path';
import { env, readBaseUrl } from '../config/env';
import { createStaticServer, listen } from './static-server';

/**
 * 用法：tsx src/server/cli.ts [目录] [--port 3000] [--host 127.0.0.1] [--base /cheerio/]。README 的第一条命令和
 * e2e 测试都经由这里提供站点；--base 与构建时的 BASE_URL 相同（默认取 BASE_URL，都没有时是 /）。
 */
function parseArgs(argv: string[]) {
  const options = { root: 'build', port: 3000, host: 'localhost', basePath: env.baseUrl };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--port') options.port = Number(argv[(i += 1)]);
    else if (arg === '--host') options.host = argv[(i += 1)];
    else if (arg === '--base') options.basePath = readBaseUrl(argv[(i += 1)]);
    else options.root = arg;
  }
  if (!Number.isInteger(options.port) || options.port <= 0) {
    throw new Error(`端口号无效：${options.port}`);
  }
  return options;
}

const options = parseArgs(process.argv.slice(2));
const server = createStaticServer({ root: path.resolve(options.root), basePath: options.basePath });
listen(server, options).then(
  () =>
    console.log(
      `已在 http://${options.host}:${options.port}${options.basePath} 提供 ${options.root}/ 目录（按 Ctrl+C 停止）`,
    ),
  (error: unknown) => {
    console.error(`无法启动静态服务器：${String(error)}`);
    process.exit(1);
  },
);
