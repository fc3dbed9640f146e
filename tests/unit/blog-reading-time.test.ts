import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { chineseReadingTime, HAN_CHARACTERS_PER_MINUTE } from '../../src/config/blog';

/** 代替 Docusaurus 的默认算法：按空白分词，每分钟 200 词。 */
function wordsAt200PerMinute({ content }: { content: string }): number {
  return (content.match(/\S+/g)?.length ?? 0) / 200;
}

function minutes(content: string): number | undefined {
  return chineseReadingTime({ content, frontMatter: {}, defaultReadingTime: wordsAt200PerMinute });
}

describe('chineseReadingTime', () => {
  it(`汉字按每分钟 ${HAN_CHARACTERS_PER_MINUTE} 字计`, () => {
    assert.equal(minutes('解'.repeat(HAN_CHARACTERS_PER_MINUTE * 2)), 2);
  });

  it('非汉字部分交给默认算法，汉字不会被重复计数', () => {
    let received = '';
    const result = chineseReadingTime({
      content: '用 load 解析',
      frontMatter: {},
      defaultReadingTime: ({ content }) => {
        received = content;
        return 0.5;
      },
    });
    assert.equal(received, '  load   ');
    assert.equal(result, 3 / HAN_CHARACTERS_PER_MINUTE + 0.5);
  });

  it('中英混排时两部分相加', () => {
    const text = `${'字'.repeat(HAN_CHARACTERS_PER_MINUTE)} ${'word '.repeat(200)}`;
    assert.equal(minutes(text), 2);
  });

  it('空内容为 0 分钟', () => {
    assert.equal(minutes(''), 0);
  });
});
