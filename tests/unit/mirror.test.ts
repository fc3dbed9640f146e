import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { readEnv } from '../../src/config/env';
import { mirrorFooterItems } from '../../src/config/mirror';
import { robotsTxt } from '../../src/plugins/robots-txt/robotsTxt';
import { canonicalOnPrimary } from '../../src/theme/SiteMetadata/canonical';

describe('国内镜像：页脚链接与 canonical', () => {
  it('MIRROR_URL 与 CANONICAL_URL 必须是 http(s) 地址，结尾的斜杠去掉', () => {
    const env = readEnv({
      MIRROR_URL: 'https://mirror.example.cn/cheerio/',
      CANONICAL_URL: 'https://docs.example.org',
    });
    assert.equal(env.mirrorUrl, 'https://mirror.example.cn/cheerio');
    assert.equal(env.canonicalUrl, 'https://docs.example.org');
    assert.equal(readEnv({}).mirrorUrl, undefined);
    assert.throws(() => readEnv({ MIRROR_URL: 'mirror.example.cn' }), /MIRROR_URL 必须是完整的/);
    assert.throws(() => readEnv({ CANONICAL_URL: 'ftp://docs.example.org' }), /CANONICAL_URL 必须以 https/);
  });

  it('主站的页脚指向国内镜像，镜像的页脚指回主站，都没设置时没有这一项', () => {
    assert.deepEqual(mirrorFooterItems({ mirrorUrl: 'https://mirror.example.cn/cheerio' }), [
      { label: '国内镜像', href: 'https://mirror.example.cn/cheerio/' },
    ]);
    assert.deepEqual(
      mirrorFooterItems({ mirrorUrl: 'https://mirror.example.cn/cheerio', canonicalUrl: 'https://docs.example.org' }),
      [{ label: '主站', href: 'https://docs.example.org/' }],
    );
    assert.deepEqual(mirrorFooterItems({}), []);
  });

  it('镜像页面的 canonical 是主站的同一页（镜像和主站的路径前缀可以不同）', () => {
    assert.equal(
      canonicalOnPrimary('/cheerio/docs/intro', '/cheerio/', 'https://docs.example.org'),
      'https://docs.example.org/docs/intro',
    );
    assert.equal(canonicalOnPrimary('/cheerio/', '/cheerio/', 'https://docs.example.org'), 'https://docs.example.org/');
    assert.equal(canonicalOnPrimary('/docs/api', '/', 'https://x.github.io/zh'), 'https://x.github.io/zh/docs/api');
  });

  it('镜像的 robots.txt 用镜像自己的地址（SITE_URL 加 BASE_URL）指出 sitemap', () => {
    assert.match(
      robotsTxt({ siteUrl: 'https://mirror.example.cn/cheerio/', noIndex: false }),
      /^Sitemap: https:\/\/mirror\.example\.cn\/cheerio\/sitemap\.xml$/m,
    );
  });
});
