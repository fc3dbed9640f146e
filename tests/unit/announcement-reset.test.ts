import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { announcementResetScript } from '../../src/plugins/announcement-reset/inlineScript';

function run(stored: Record<string, string>, announcementId: string) {
  const attributes: Record<string, string> = { 'data-announcement-bar-initially-dismissed': 'true' };
  const localStorage = { getItem: (key: string) => stored[key] ?? null };
  const document = { documentElement: { setAttribute: (name: string, value: string) => (attributes[name] = value) } };
  new Function('localStorage', 'document', announcementResetScript(announcementId))(localStorage, document);
  return attributes['data-announcement-bar-initially-dismissed'];
}

describe('announcementResetScript', () => {
  it('公告 id 变了：取消水合前的隐藏', () => {
    assert.equal(run({ 'docusaurus.announcement.id': 'old' }, 'new'), 'false');
  });
  it('第一次访问（没有存储的 id）：同样显示', () => {
    assert.equal(run({}, 'new'), 'false');
  });
  it('同一条公告已被关闭：保持隐藏', () => {
    assert.equal(run({ 'docusaurus.announcement.id': 'new' }, 'new'), 'true');
  });
  it('id 中的引号不会破坏脚本', () => {
    assert.equal(run({ 'docusaurus.announcement.id': 'x' }, `it's "new"`), 'false');
  });
  it('localStorage 不可用时不抛异常', () => {
    assert.doesNotThrow(() =>
      new Function('localStorage', 'document', announcementResetScript('a'))(
        {
          getItem: () => {
            throw new Error('blocked');
          },
        },
        { documentElement: { setAttribute: () => undefined } },
      ),
    );
  });
});
