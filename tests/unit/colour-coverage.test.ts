import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { colourSignatures, coveringPages } from '../e2e/support/colour-coverage';

const page = (body: string) => `<!doctype html><html><body>${body}</body></html>`;

describe('需要完整检查颜色的页面', () => {
  it('签名只看有文字或可交互的元素，代码记号按颜色区分，CSS 模块的哈希被去掉', () => {
    const signatures = colourSignatures(
      page(
        '<div class="row"><div class="col"></div></div>' +
          '<pre class="prism-code codeBlock_bY9V" style="color:#393A34"><span class="token keyword" style="color:#00009f">const</span></pre>' +
          '<div class="admonition alert--info"><p>提示<a href="/x">链接</a></p></div>',
      ),
    );
    assert.deepEqual([...signatures].sort(), [
      'div|admonition.alert--info > a',
      'div|admonition.alert--info > p',
      'pre|color:#393A34 > span|color:#00009f',
    ]);
  });

  it('贪心覆盖：每个签名至少被选中的一页包含，能用小页面覆盖的不选大页面', () => {
    const chosen = coveringPages([
      { route: '/big', signatures: new Set(['a', 'b', 'c']), cost: 1000 },
      { route: '/small-a', signatures: new Set(['a', 'b']), cost: 10 },
      { route: '/small-c', signatures: new Set(['c']), cost: 10 },
      { route: '/same', signatures: new Set(['a']), cost: 5 },
    ]);
    assert.deepEqual([...chosen.keys()].sort(), ['/small-a', '/small-c']);
    assert.deepEqual([...(chosen.get('/small-c') ?? [])], ['c']);
  });

  it('没有签名时不选任何页面', () => {
    assert.equal(coveringPages([{ route: '/', signatures: new Set(), cost: 1 }]).size, 0);
  });
});
