import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { bytesToState, stateToBytes } from '../../src/tools/playground/fragmentFormat';
import {
  MAX_SAMPLES,
  addSample,
  expectationMet,
  expectationText,
  removeSample,
  sampleList,
  switchSample,
  updateSample,
} from '../../src/tools/playground/samples';
import { DEFAULT_OPTIONS, parseState, type PlaygroundState } from '../../src/tools/playground/state';

const base: PlaygroundState = { html: '<p>一</p>', selector: 'p', code: '', options: DEFAULT_OPTIONS };

describe('演练场的几份样本', () => {
  it('只有一份时状态里只有 html；添加、切换、编辑、删除都保持“正在编辑的那一份就是 html”', () => {
    assert.deepEqual(sampleList(base), [{ name: '样本 1', html: '<p>一</p>' }]);
    let state = addSample(base, '<p>二</p>');
    assert.equal(state.active, 1);
    assert.equal(state.html, '<p>二</p>');
    // 编辑只改 html，切换时带走最新的内容。
    state = { ...state, html: '<p>二（改过）</p>' };
    state = switchSample(state, 0);
    assert.equal(state.html, '<p>一</p>');
    assert.deepEqual(
      sampleList(state).map((sample) => sample.html),
      ['<p>一</p>', '<p>二（改过）</p>'],
    );
    state = removeSample(state, 1);
    assert.deepEqual(state, base, '删到只剩一份、没有期望时回到只有 html 的形式');
  });

  it(`最多 ${MAX_SAMPLES} 份：第 ${MAX_SAMPLES + 1} 份不添加；删掉正在编辑的样本时切到相邻的一份`, () => {
    let state = base;
    for (let index = 1; index < MAX_SAMPLES + 1; index += 1) state = addSample(state, `<p>${index}</p>`);
    assert.equal(sampleList(state).length, MAX_SAMPLES);
    assert.equal(addSample(state), state);
    state = switchSample(state, 2);
    state = removeSample(state, 2);
    assert.equal(state.active, 2);
    assert.equal(state.html, '<p>3</p>');
    assert.equal(removeSample(base, 0), base, '只有一份时不能删');
  });

  it('期望：恰好 N 个、至少 N 个、0 个', () => {
    assert.equal(expectationText({ kind: 'exactly', count: 1 }), '恰好 1 个');
    assert.equal(expectationText({ kind: 'atLeast', count: 1 }), '至少 1 个');
    assert.equal(expectationText({ kind: 'none' }), '0 个');
    assert.equal(expectationMet({ kind: 'exactly', count: 20 }, 20), true);
    assert.equal(expectationMet({ kind: 'exactly', count: 1 }, 20), false);
    assert.equal(expectationMet({ kind: 'atLeast', count: 1 }, 0), false);
    assert.equal(expectationMet({ kind: 'none' }, 0), true);
  });

  it('样本和期望写进链接（正在编辑的那一份的 HTML 只写一次），读回来不变；旧链接照常读出一份', () => {
    let state = updateSample(addSample(base, '<p>二</p>'), 0, { expect: { kind: 'exactly', count: 1 } });
    state = updateSample(state, 1, { expect: { kind: 'none' } });
    const bytes = stateToBytes(state);
    assert.equal(new TextDecoder().decode(bytes).split('<p>二</p>').length, 2, '当前样本的 HTML 只出现一次');
    assert.deepEqual(bytesToState(bytes), state);
    assert.deepEqual(bytesToState(stateToBytes(base)), base);
    assert.equal(updateSample(state, 0, { expect: undefined }).samples?.[0]?.expect, undefined);
  });

  it('链接里坏掉的样本：数量、序号、期望不对都让状态作废', () => {
    const html = '<p></p>';
    assert.throws(() => parseState({ html, samples: [{ name: 'a' }] }), /2 到 5 份样本/);
    assert.throws(() => parseState({ html, samples: Array(6).fill({ html: '' }) }), /2 到 5 份样本/);
    assert.throws(() => parseState({ html, samples: [{}, {}], active: 2 }), /不是样本的序号/);
    assert.throws(() => parseState({ html, samples: [{}, { expect: { kind: 'exactly', count: -1 } }] }), /样本的期望/);
    assert.throws(() => parseState({ html, samples: [{}, { expect: 'some' }] }), /样本的期望不是对象/);
    const names = parseState({ html, samples: [{}, { html: '<b></b>' }] }).samples?.map((sample) => sample.name);
    assert.deepEqual(names, ['样本 1', '样本 2']);
  });
});
