import assert from 'node:assert/strict';
import { it } from 'node:test';
import * as cheerio from 'cheerio';
import { homeExample } from '../../src/data/homeExample';

it('首页示例的输出与真实的 cheerio 一致', () => {
  const printed: unknown[] = [];
  const run = new Function('cheerio', 'console', homeExample.code.replace(/^import .*$/m, ''));
  run(cheerio, { log: (value: unknown) => printed.push(value) });
  assert.deepEqual(printed, [homeExample.output]);
});
