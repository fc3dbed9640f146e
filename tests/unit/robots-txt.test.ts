import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { robotsTxt } from '../../src/plugins/robots-txt/robotsTxt';

describe('robotsTxt', () => {
  it('允许抓取，并给出绝对地址的 sitemap', () => {
    assert.equal(
      robotsTxt({ siteUrl: 'https://docs.example.org/', noIndex: false }),
      'User-agent: *\nAllow: /\n\nSitemap: https://docs.example.org/sitemap.xml\n',
    );
  });
  it('noIndex 时禁止抓取', () => {
    assert.match(robotsTxt({ siteUrl: 'https://docs.example.org', noIndex: true }), /Disallow: \//);
  });
});
