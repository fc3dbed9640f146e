import { env, readBaseUrl } from '../config/env';
import { renderNginxConfig } from './nginx';

/**
 * 用法：npm run hosting:nginx -- [--root /srv/www] [--base /cheerio/] > cheerio-zh.conf
 * 打印第二个主机的 nginx 配置片段（见 README 的“发布到第二个主机”）。--base 默认取 BASE_URL，与构建时一致。
 */
function parseArgs(argv: string[]) {
  const options = { root: '/srv/www', basePath: env.baseUrl };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--root') options.root = argv[(i += 1)] ?? '';
    else if (arg === '--base') options.basePath = readBaseUrl(argv[(i += 1)]);
    else throw new Error(`不认识的参数：${arg}`);
  }
  if (!options.root.startsWith('/')) throw new Error(`--root 必须是绝对路径，收到的是 "${options.root}"`);
  return options;
}

try {
  process.stdout.write(renderNginxConfig(parseArgs(process.argv.slice(2))));
} catch (error) {
  console.error(`生成 nginx 配置失败：${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
