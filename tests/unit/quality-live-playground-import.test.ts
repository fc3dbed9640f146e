import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import livePlaygroundImport, { containsLiveCode, isLiveCode, registerModule } from '../../src/plugins/live-playground-import';

const code = (meta: string | null) => ({ type: 'code', lang: 'jsx', meta, value: 'render(<p />);' });

describe('live-playground-import remark 插件', () => {
  it('代码围栏的 meta 里有独立的 live 才算实时代码块', () => {
    assert.equal(isLiveCode(code('live')), true);
    assert.equal(isLiveCode(code('live noInline')), true);
    assert.equal(isLiveCode(code('title="x" live')), true);
    assert.equal(isLiveCode(code('lively')), false);
    assert.equal(isLiveCode(code(null)), false);
    assert.equal(isLiveCode({ type: 'paragraph' }), false);
  });

  it('也能找到嵌套在列表、提示框里的实时代码块', () => {
    assert.equal(containsLiveCode([{ type: 'list', children: [{ type: 'listItem', children: [code('live')] }] }]), true);
    assert.equal(containsLiveCode([code('js'), { type: 'paragraph', children: [] }]), false);
  });

  it('有实时代码块时在文档开头插入一次 import，并附带 ESTree', () => {
    const tree = { children: [{ type: 'paragraph', children: [] }, code('live'), code('live noInline')] };
    livePlaygroundImport()(tree);
    assert.equal(tree.children.length, 4);
    const [first] = tree.children as { type: string; value?: string; data?: { estree: { body: { source: { value: string } }[] } } }[];
    assert.equal(first.type, 'mdxjsEsm');
    assert.equal(first.value, `import '${registerModule}';`);
    assert.equal(first.data?.estree.body[0].source.value, registerModule);
  });

  it('没有实时代码块的文档保持不变', () => {
    const tree = { children: [code('js')] };
    livePlaygroundImport()(tree);
    assert.equal(tree.children.length, 1);
  });
});
