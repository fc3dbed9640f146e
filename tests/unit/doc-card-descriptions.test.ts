/**
 * 文档的版本数据不带简介（patches/@docusaurus+plugin-content-docs+3.6.3.patch 的 lib/props.js），分类生成页卡片的简介由
 * src/plugins/doc-card-descriptions 另写一份。
 */
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, it } from 'node:test';
import type { LoadedContent } from '@docusaurus/plugin-content-docs';
import docCardDescriptionsPlugin, {
  cardDescriptions,
  DESCRIPTIONS_FILE,
} from '../../src/plugins/doc-card-descriptions';
import { packageDirFrom } from '../support/patched-packages';

type LoadedVersion = LoadedContent['loadedVersions'][number];

const root = path.join(__dirname, '../..');

function doc(id: string, description: string) {
  return {
    id,
    title: id.toUpperCase(),
    description,
    sidebar: 'main',
    permalink: `/docs/${id}`,
    frontMatter: {},
    unlisted: false,
  };
}

const version = {
  versionName: 'current',
  label: 'Next',
  banner: null,
  badge: false,
  noIndex: false,
  className: 'docs-version-current',
  isLast: true,
  docs: [
    doc('intro', '简介页'),
    doc('basics/loading', '加载'),
    doc('basics/selecting', '选择'),
    doc('basics/nested', '嵌套分类里的一篇'),
    doc('api/index', 'API 首页'),
    doc('api/classes/Cheerio', 'Cheerio 类'),
    doc('advanced/empty', ''),
  ],
  drafts: [],
  sidebars: {
    main: [
      { type: 'doc', id: 'intro' },
      {
        type: 'category',
        label: '基础',
        link: { type: 'generated-index', slug: '/category/basics', permalink: '/docs/category/basics' },
        items: [
          { type: 'doc', id: 'basics/loading' },
          { type: 'ref', id: 'basics/selecting' },
          {
            type: 'category',
            label: '嵌套',
            link: { type: 'generated-index', slug: '/category/nested', permalink: '/docs/category/nested' },
            items: [{ type: 'doc', id: 'basics/nested' }],
          },
          { type: 'doc', id: 'advanced/empty' },
        ],
      },
      {
        type: 'category',
        label: 'API',
        link: { type: 'doc', id: 'api/index' },
        items: [{ type: 'doc', id: 'api/classes/Cheerio' }],
      },
    ],
  },
} as unknown as LoadedVersion;

describe('文档卡片的简介', () => {
  it('插件只写生成页列出的文档（含嵌套分类的生成页、ref 项目），没有简介的不写', () => {
    assert.deepEqual(cardDescriptions({ loadedVersions: [version] }), {
      'basics/loading': '加载',
      'basics/selecting': '选择',
      'basics/nested': '嵌套分类里的一篇',
    });
  });

  it('插件在全部内容加载之后把它写进 descriptions.json；没有文档插件的内容时报错', async () => {
    const written: [string, string][] = [];
    const plugin = docCardDescriptionsPlugin();
    const actions = { createData: async (name: string, data: string) => void written.push([name, data]) };
    const allContentLoaded = plugin.allContentLoaded as (args: object) => Promise<void>;
    await allContentLoaded({
      allContent: { 'docusaurus-plugin-content-docs': { default: { loadedVersions: [version] } } },
      actions,
    });
    assert.equal(written[0][0], DESCRIPTIONS_FILE);
    assert.equal(JSON.parse(written[0][1])['basics/loading'], '加载');
    await assert.rejects(allContentLoaded({ allContent: {}, actions }), /没有找到文档插件/);
  });

  it('已安装的文档插件生成的版本数据不带简介，其余字段照旧', () => {
    const docsDir = packageDirFrom(
      '@docusaurus/plugin-content-docs',
      packageDirFrom('@docusaurus/preset-classic', root),
    );
    const { toVersionMetadataProp } = createRequire(path.join(docsDir, 'package.json'))('./lib/props.js') as {
      toVersionMetadataProp(pluginId: string, version: LoadedVersion): { docs: Record<string, object> };
    };
    const metadata = toVersionMetadataProp('default', version);
    assert.deepEqual(metadata.docs['basics/loading'], {
      id: 'basics/loading',
      title: 'BASICS/LOADING',
      sidebar: 'main',
    });
    assert.ok(!JSON.stringify(metadata).includes('加载"'), '版本数据里不应有简介的文字');
  });
});
