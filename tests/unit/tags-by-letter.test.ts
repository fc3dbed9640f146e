import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { groupTagsByInitial } from '../../src/theme/TagsListByLetter/groupTagsByInitial';

const labels = (groups: ReturnType<typeof groupTagsByInitial<{ label: string }>>) =>
  groups.map(({ letter, tags }) => [letter, tags.map((tag) => tag.label)]);

describe('groupTagsByInitial', () => {
  it('汉字标签按拼音排序，与运行环境的默认语言无关', () => {
    const tags = [{ label: '入门介绍' }, { label: '公告' }, { label: '版本发布' }, { label: '网站' }];
    assert.deepEqual(labels(groupTagsByInitial(tags)), [
      ['版', ['版本发布']],
      ['公', ['公告']],
      ['入', ['入门介绍']],
      ['网', ['网站']],
    ]);
    // 主题原来的写法在码位顺序的环境（如构建用的 Node）里会把「入」排在最前，和中文浏览器的结果不同。
    assert.notDeepEqual(
      tags.map((tag) => tag.label).sort((a, b) => (a < b ? -1 : 1)),
      groupTagsByInitial(tags).flatMap((group) => group.tags.map((tag) => tag.label)),
    );
  });

  it('首字相同的标签归入一组并在组内排序，英文首字母转成大写，排在汉字之后', () => {
    const tags = [{ label: '网站' }, { label: 'node' }, { label: '网络' }, { label: 'API' }];
    assert.deepEqual(labels(groupTagsByInitial(tags)), [
      ['网', ['网络', '网站']],
      ['A', ['API']],
      ['N', ['node']],
    ]);
  });

  it('不修改传入的数组', () => {
    const tags = Object.freeze([{ label: '网站' }, { label: '公告' }]);
    assert.doesNotThrow(() => groupTagsByInitial(tags));
  });
});
