import { readEnv, type EnvSource } from '../../src/config/env';
import { inspectSearchKey } from './searchKey';

type Log = (message: string) => void;

/**
 * 用法：npm run check:search-key。部署工作流在构建之前运行；没有配置托管搜索时什么也不做。
 * 返回退出码；变量表和输出都可以传入，测试直接在进程内调用。
 */
export async function main(source: EnvSource, log: Log = console.log, fail: Log = console.error): Promise<number> {
  const { algoliaAppId: appId, algoliaSearchApiKey: apiKey, algoliaKeyCheckEndpoint: endpoint } = readEnv(source);
  if (!appId && !apiKey) {
    log('没有配置 Algolia 凭据，站点使用本地索引，无需检查密钥。');
    return 0;
  }
  if (!appId || !apiKey) {
    fail('ALGOLIA_APP_ID 与 ALGOLIA_SEARCH_API_KEY 必须同时设置。');
    return 1;
  }
  const verdict = await inspectSearchKey({ appId, apiKey, endpoint });
  if (!verdict.ok) {
    fail(
      `拒绝发布：ALGOLIA_SEARCH_API_KEY 不是仅搜索密钥。${verdict.reason}。请在 Algolia 后台创建只有 search 权限的密钥。`,
    );
    return 1;
  }
  log('ALGOLIA_SEARCH_API_KEY 是仅搜索密钥（权限：search），可以写进页面。');
  return 0;
}

if (require.main === module) {
  main(process.env).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(`检查 Algolia 密钥时出错：${String(error)}`);
      process.exit(1);
    },
  );
}
