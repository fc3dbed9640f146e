import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { analyticsScripts } from '../../src/config/analytics';

describe('analyticsScripts', () => {
  it('默认不输出任何脚本', () => {
    assert.deepEqual(analyticsScripts(undefined, undefined), []);
    assert.deepEqual(analyticsScripts('https://stats.example.org/js/script.js', undefined), []);
  });
  it('地址和域名都设置时输出带 data-domain 的 defer 脚本', () => {
    assert.deepEqual(analyticsScripts('https://stats.example.org/js/script.js', 'docs.example.org'), [
      { src: 'https://stats.example.org/js/script.js', defer: true, 'data-domain': 'docs.example.org' },
    ]);
  });
});
