import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';

/**
 * npm run lint 的目录边界（eslint.config.mjs）：读者浏览器里运行的代码不能引入构建时的代码、术语表、运维脚本和 Node 模块。
 * 规则按文件路径生效，目录改名后它会悄悄失效，所以在每个浏览器目录里放一个越界的引入，确认真的报错。
 */
const root = path.join(__dirname, '../..');
const RULE = '@typescript-eslint/no-restricted-imports';
const eslint = new ESLint({
  cwd: root,
  // 探针文件不在 tsconfig 里：关掉需要类型信息的规则，只看边界规则。
  overrideConfig: [tseslint.configs.disableTypeChecked],
  ruleFilter: ({ ruleId }) => ruleId === RULE,
});

async function violations(file: string, source: string): Promise<number> {
  const [result] = await eslint.lintText(source, { filePath: path.join(root, file) });
  return result.messages.filter((message) => message.ruleId === RULE).length;
}

describe('浏览器代码与构建、运维代码之间的边界', () => {
  const crossings = [
    "import { keywordsFor } from '../indexing/keywords';",
    "import type { PageTerms } from '@site/src/terms';",
    "import { compactIndex } from '@site/src/search/indexing/compactIndex';",
    "import { CRAWLER_CONFIG_FILE } from '../../../ops/algolia/crawlerConfig';",
    "import { readFileSync } from 'node:fs';",
  ];

  for (const folder of [
    'src/search/browser',
    'src/theme/SearchPage',
    'src/components/StaticRun',
    'src/pages',
    'src/clientModules',
    'src/offline',
    'src/offline/worker',
    'src/tools/migrate',
    'src/tools/encoding-lab',
  ]) {
    it(`${folder} 里越界的引入被 npm run lint 拒绝`, async () => {
      assert.equal(await violations(`${folder}/boundary-probe.tsx`, crossings.join('\n')), crossings.length);
    });
  }

  it('方向反过来不受限制：构建时和运维代码可以使用浏览器端的类型与函数', async () => {
    const source =
      "import type { SearchIndexFile } from '../browser/types';\nimport { expandIndex } from '../browser/indexFormat';";
    assert.equal(await violations('src/search/indexing/boundary-probe.ts', source), 0);
    assert.equal(
      await violations('ops/algolia/boundary-probe.ts', "import { parseQuery } from '../../src/search/browser/query';"),
      0,
    );
  });
});
