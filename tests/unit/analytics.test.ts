import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { analyticsScripts } from '../../src/config/analytics';
import { readHttpsUrl } from '../../src/config/env';

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

describe('ANALYTICS_SCRIPT_SRC 只接受 https 地址', () => {
  it('https 地址原样返回，未设置时为 undefined', () => {
    assert.equal(
      readHttpsUrl('ANALYTICS_SCRIPT_SRC', 'https://stats.example.org/js/script.js'),
      'https://stats.example.org/js/script.js',
    );
    assert.equal(readHttpsUrl('ANALYTICS_SCRIPT_SRC', undefined), undefined);
  });
  it('http、协议相对地址和无法解析的值让构建失败，并点名变量', () => {
    for (const value of [
      'http://stats.example.org/js/script.js',
      '//stats.example.org/js/script.js',
      'javascript:alert(1)',
      'stats.example.org',
    ]) {
      assert.throws(() => readHttpsUrl('ANALYTICS_SCRIPT_SRC', value), /ANALYTICS_SCRIPT_SRC/, value);
    }
  });
});
