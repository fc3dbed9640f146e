import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { main } from '../../ops/algolia/check-search-key';
import { inspectSearchKey, judgeAcl } from '../../ops/algolia/searchKey';

/** 本机上的 Algolia 替身：按密钥返回不同的权限；管理密钥查不到（404），与真实接口一致。 */
const keys: Record<string, unknown> = {
  'search-only': { value: 'search-only', acl: ['search'], description: '<redacted>' },
  'can-write': { value: 'can-write', acl: ['search', 'addObject', 'deleteIndex'] },
  'no-acl': { value: 'no-acl' },
};

let server: Server;
let endpoint: string;
const seen: { path: string; appId?: string; apiKey?: string }[] = [];

before(async () => {
  server = createServer((request, response) => {
    const key = decodeURIComponent((request.url ?? '').replace(/^\/1\/keys\//, ''));
    seen.push({
      path: request.url ?? '',
      appId: request.headers['x-algolia-application-id'] as string,
      apiKey: request.headers['x-algolia-api-key'] as string,
    });
    if (request.headers['x-algolia-application-id'] !== 'APP') {
      response
        .writeHead(403, { 'Content-Type': 'application/json' })
        .end('{"message":"Invalid Application-ID or API key"}');
      return;
    }
    const body = keys[key];
    if (!body) {
      response.writeHead(404, { 'Content-Type': 'application/json' }).end('{"message":"Key does not exist"}');
      return;
    }
    response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

after(() => {
  server.close();
});

describe('部署前检查 Algolia 密钥只有 search 权限', () => {
  it('仅搜索密钥通过；用密钥自己认证，查询的正是它', async () => {
    assert.deepEqual(await inspectSearchKey({ appId: 'APP', apiKey: 'search-only', endpoint }), {
      ok: true,
      acl: ['search'],
    });
    assert.deepEqual(seen.at(-1), { path: '/1/keys/search-only', appId: 'APP', apiKey: 'search-only' });
  });

  it('有写权限的密钥、管理密钥（404）、应用 ID 不对、没有权限列表都被拒绝', async () => {
    const verdicts = await Promise.all([
      inspectSearchKey({ appId: 'APP', apiKey: 'can-write', endpoint }),
      inspectSearchKey({ appId: 'APP', apiKey: 'admin-key', endpoint }),
      inspectSearchKey({ appId: 'OTHER', apiKey: 'search-only', endpoint }),
      inspectSearchKey({ appId: 'APP', apiKey: 'no-acl', endpoint }),
    ]);
    assert.ok(verdicts.every((verdict) => !verdict.ok));
    assert.match(JSON.stringify(verdicts[0]), /addObject、deleteIndex/);
    assert.match(JSON.stringify(verdicts[1]), /404/);
    assert.match(JSON.stringify(verdicts[2]), /403/);
  });

  it('连不上时按不安全处理', async () => {
    const verdict = await inspectSearchKey({
      appId: 'APP',
      apiKey: 'search-only',
      endpoint: 'http://127.0.0.1:9',
      timeoutMs: 2000,
    });
    assert.equal(verdict.ok, false);
  });

  it('权限列表的判断', () => {
    assert.equal(judgeAcl(['search']).ok, true);
    assert.equal(judgeAcl(['search', 'browse']).ok, false);
    assert.equal(judgeAcl([]).ok, false);
    assert.equal(judgeAcl('search').ok, false);
  });

  it('npm run check:search-key：仅搜索密钥退出码 0，其他密钥退出码 1，没有凭据时跳过', async () => {
    const run = async (vars: Record<string, string>) => {
      const output: string[] = [];
      const record = (message: string) => void output.push(message);
      const code = await main({ ALGOLIA_KEY_CHECK_ENDPOINT: endpoint, ...vars }, record, record);
      return { code, output: output.join('\n') };
    };
    const [good, admin, none] = await Promise.all([
      run({ ALGOLIA_APP_ID: 'APP', ALGOLIA_SEARCH_API_KEY: 'search-only' }),
      run({ ALGOLIA_APP_ID: 'APP', ALGOLIA_SEARCH_API_KEY: 'admin-key' }),
      run({}),
    ]);
    assert.equal(good.code, 0, good.output);
    assert.equal(admin.code, 1);
    assert.match(admin.output, /拒绝发布/);
    assert.equal(none.code, 0);
    assert.match(none.output, /无需检查/);
  });
});
