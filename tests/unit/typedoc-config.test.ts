import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { parseCategoriesFile } from '../../src/plugins/typedoc-translations/catalogue';
import { categoryOrder, typedocOptions } from '../../src/config/typedoc';

const categories = parseCategoriesFile('categories.yaml', readFileSync('i18n/zh-CN/api/categories.yaml', 'utf8'));

describe('API 参考的 TypeDoc 配置', () => {
  it('categoryOrder 与 categories.yaml 的中文名一一对应', () => {
    const translated = [...categories.values()].sort();
    const ordered = categoryOrder.filter((name) => name !== '*').sort();
    assert.deepEqual(
      ordered,
      translated,
      '在 categories.yaml 增删分类时，同步修改 src/config/typedoc.ts 的 categoryOrder',
    );
  });

  it('excludeTags 保留了 TypeDoc 的默认值', async () => {
    const { OptionDefaults } = await import('typedoc');
    for (const tag of OptionDefaults.excludeTags) {
      assert.ok(
        (typedocOptions.excludeTags as readonly string[]).includes(tag),
        `excludeTags 缺少 TypeDoc 默认排除的 ${tag}`,
      );
    }
  });

  it('源码链接指向已安装版本的 tag', () => {
    const { version } = JSON.parse(readFileSync('node_modules/cheerio/package.json', 'utf8')) as { version: string };
    assert.ok(typedocOptions.sourceLinkTemplate.startsWith(`https://github.com/cheeriojs/cheerio/blob/v${version}/`));
  });

  it('tsdoc.json 声明了 cheerio 源码用到的非标准标签', () => {
    const tsdoc = JSON.parse(readFileSync('src/config/tsdoc.json', 'utf8')) as {
      tagDefinitions: { tagName: string }[];
    };
    const tags = tsdoc.tagDefinitions.map((definition) => definition.tagName);
    assert.deepEqual(tags.sort(), ['@alias', '@file']);
  });
});
