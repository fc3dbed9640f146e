import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { isChunkLoadError, reloadForMissingChunk } from '../../src/offline/chunkReload';

/** 浏览器环境的替身：当前页面、sessionStorage、fetch 的应答和重新加载的次数。 */
const browser = {
  reloads: 0,
  storage: new Map<string, string>(),
  headStatus: 404 as number | 'network-error',
  headRequests: [] as string[],
};
/** 单元测试的各个文件在同一个进程里运行：替身只在这一组测试期间存在，结束后还原。 */
const globals = globalThis as unknown as Record<string, unknown>;
const originals = { window: globals.window, sessionStorage: globals.sessionStorage, fetch: globals.fetch };

function installBrowser() {
  globals.window = { location: { pathname: '/docs/basics/loading', reload: () => (browser.reloads += 1) } };
  globals.sessionStorage = {
    getItem: (key: string) => browser.storage.get(key) ?? null,
    setItem: (key: string, value: string) => browser.storage.set(key, value),
  };
  globals.fetch = (input: string, init?: RequestInit) => {
    browser.headRequests.push(`${init?.method ?? 'GET'} ${input}`);
    if (browser.headStatus === 'network-error') return Promise.reject(new TypeError('Failed to fetch'));
    return Promise.resolve(new Response(null, { status: browser.headStatus }));
  };
}

function chunkError(request = 'http://site.test/assets/js/4315.abc.js') {
  return Object.assign(new Error('Loading chunk 4315 failed.'), { name: 'ChunkLoadError', request });
}

describe('缺失分块时整页重新加载一次（src/offline/chunkReload.ts）', () => {
  before(installBrowser);
  after(() => {
    for (const [name, value] of Object.entries(originals)) {
      if (value === undefined) delete globals[name];
      else globals[name] = value;
    }
  });

  it('只认 webpack 的 ChunkLoadError', () => {
    assert.equal(isChunkLoadError(chunkError()), true);
    assert.equal(isChunkLoadError(new Error('Loading chunk 1 failed.')), false);
    assert.equal(isChunkLoadError({ name: 'ChunkLoadError' }), false);
  });

  it('其他错误、断网（分块是否还在无从得知）都不重新加载', async () => {
    assert.equal(await reloadForMissingChunk(new Error('别的错误')), false);
    browser.headStatus = 'network-error';
    assert.equal(await reloadForMissingChunk(chunkError()), false);
    browser.headStatus = 200;
    assert.equal(await reloadForMissingChunk(chunkError()), false);
    assert.equal(browser.reloads, 0);
    assert.deepEqual(browser.headRequests, [
      'HEAD http://site.test/assets/js/4315.abc.js',
      'HEAD http://site.test/assets/js/4315.abc.js',
    ]);
  });

  it('服务器上确实没有这个分块时重新加载，并记下页面；同一次失败连带的其他分块不再重复', async () => {
    browser.headStatus = 404;
    const [first, second] = await Promise.all([
      reloadForMissingChunk(chunkError()),
      reloadForMissingChunk(chunkError('http://site.test/assets/js/2034.def.js')),
    ]);
    assert.equal(first, true);
    assert.equal(second, true);
    assert.equal(browser.reloads, 1);
    const record = JSON.parse(browser.storage.get('cheerio.chunkReload') ?? '{}') as { path?: string; at?: number };
    assert.equal(record.path, '/docs/basics/loading');
    assert.ok(typeof record.at === 'number');
  });
});
