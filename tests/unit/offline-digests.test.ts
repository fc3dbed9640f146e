import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { DIGESTS_PLACEHOLDER, injectDigests, siteDigests } from '../../src/offline-build/digests';
import { candidateFiles, digestOf, isBuiltContent } from '../../src/offline/digests';

const expectedDigest = (text: string) => createHash('sha256').update(text).digest().subarray(0, 16).toString('base64');

describe('离线缓存只给出构建写下的内容：内容摘要', () => {
  it('摘要是 SHA-256 的前 16 字节（base64），与 Node 的 crypto 一致', async () => {
    assert.equal(await digestOf(new TextEncoder().encode('你好')), expectedDigest('你好'));
  });

  it('站内路径按静态托管的查找顺序对应到构建文件', () => {
    assert.deepEqual(candidateFiles(''), ['index.html']);
    assert.deepEqual(candidateFiles('blog/'), ['blog/index.html']);
    assert.deepEqual(candidateFiles('docs/intro'), ['docs/intro', 'docs/intro.html', 'docs/intro/index.html']);
    assert.deepEqual(candidateFiles('docs/intro.html'), ['docs/intro.html']);
    assert.deepEqual(candidateFiles('assets/js/main.abc.js'), ['assets/js/main.abc.js']);
    assert.deepEqual(candidateFiles('blog/cheerio-1.0'), [
      'blog/cheerio-1.0',
      'blog/cheerio-1.0.html',
      'blog/cheerio-1.0/index.html',
    ]);
  });

  it('只有内容与构建相同的响应算数；改过的、构建里没有的都不算', async () => {
    const digests = {
      'docs/intro.html': expectedDigest('<h1>简介</h1>'),
      'assets/js/main.abc.js': expectedDigest('x()'),
    };
    assert.equal(await isBuiltContent(digests, 'docs/intro', new Response('<h1>简介</h1>')), true);
    assert.equal(await isBuiltContent(digests, 'docs/intro.html', new Response('<h1>简介</h1>')), true);
    assert.equal(await isBuiltContent(digests, 'docs/intro', new Response('<h1>planted</h1>')), false);
    assert.equal(await isBuiltContent(digests, 'assets/js/main.abc.js', new Response('x()')), true);
    assert.equal(await isBuiltContent(digests, 'assets/js/main.abc.js', new Response('x();evil()')), false);
    assert.equal(await isBuiltContent(digests, 'assets/js/other.js', new Response('x()')), false);
    // 核对时读的是副本，响应本身还能交给页面。
    const response = new Response('<h1>简介</h1>');
    await isBuiltContent(digests, 'docs/intro', response);
    assert.equal(await response.text(), '<h1>简介</h1>');
  });

  it('构建目录里除 sw.js、Markdown、文本和 XML 之外的每个文件都有摘要', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'site-digests-'));
    try {
      await mkdir(path.join(dir, 'assets/js'), { recursive: true });
      const files: Record<string, string> = {
        'index.html': '<h1>首页</h1>',
        'assets/js/main.abc.js': 'x()',
        'search-index.json': '{}',
        'sw.js': 'self',
        'docs.md': '# 文档',
        'robots.txt': 'User-agent: *',
        'sitemap.xml': '<urlset/>',
      };
      for (const [file, text] of Object.entries(files)) await writeFile(path.join(dir, file), text);
      assert.deepEqual(await siteDigests(dir), {
        'assets/js/main.abc.js': expectedDigest('x()'),
        'index.html': expectedDigest('<h1>首页</h1>'),
        'search-index.json': expectedDigest('{}'),
      });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('摘要表写进 sw.js 的唯一一处占位', () => {
    assert.equal(injectDigests(`const d=${DIGESTS_PLACEHOLDER};`, { 'a.html': 'x' }), 'const d={"a.html":"x"};');
    assert.throws(() => injectDigests('const d={};', {}), /正好有一处/);
    assert.throws(() => injectDigests(`${DIGESTS_PLACEHOLDER};${DIGESTS_PLACEHOLDER}`, {}), /正好有一处/);
  });
});
