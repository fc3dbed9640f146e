import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';

/**
 * npm run lint 的目录边界（eslint.config.mjs）：读者浏览器里运行的代码不能引入构建时的代码、术语表、运维脚本、
 * 组合层 src/config 和 Node 模块；除了命令行入口，谁也不引入 src/config；src/constants 不引入站点的其他代码。
 * 规则按文件路径生效，目录改名后它会悄悄失效，所以在每个目录里放一个越界的引入，确认真的报错；再从浏览器代码出发
 * 顺着引入走一遍，确认走到的每个文件都在规则管着的目录里。
 */
const root = path.join(__dirname, '../..');
const RULE = '@typescript-eslint/no-restricted-imports';
const eslint = new ESLint({
  cwd: root,
  // 探针文件不在 tsconfig 里：关掉需要类型信息的规则，只看边界规则。
  overrideConfig: [tseslint.configs.disableTypeChecked],
  ruleFilter: ({ ruleId }) => ruleId === RULE,
});

async function violations(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: path.join(root, file) });
  return result.messages.filter((message) => message.ruleId === RULE).map((message) => message.message);
}

const browserCrossings = [
  "import { keywordsFor } from '../indexing/keywords';",
  "import type { PageTerms } from '@site/src/terms';",
  "import { compactIndex } from '@site/src/search/indexing/compactIndex';",
  "import { CRAWLER_CONFIG_FILE } from '../../../ops/algolia/crawlerConfig';",
  "import { readFileSync } from 'node:fs';",
  "import { readSnapshot } from '@site/src/upstream/snapshot';",
  "import { searchIndexPlugin } from '@site/src/plugins/search-index';",
  "import { env } from '@site/src/config/env';",
];

const browserFolders = [
  'src/search/browser',
  'src/theme/SearchPage',
  'src/components/StaticRun',
  'src/pages',
  'src/clientModules',
  'src/offline',
  'src/offline/worker',
  'src/tools/migrate',
  'src/tools/encoding-lab',
  'src/sandbox',
  'src/plugins/lean-prism/browser',
  'src/plugins/translation-status/browser',
  'src/upstream/browser',
  'src/constants',
  'src/data',
];

describe('浏览器代码与构建、运维代码之间的边界', () => {
  for (const folder of browserFolders) {
    it(`${folder} 里越界的引入被 npm run lint 拒绝`, async () => {
      const found = await violations(`${folder}/boundary-probe.tsx`, browserCrossings.join('\n'));
      assert.equal(found.length, browserCrossings.length, found.join('\n'));
    });
  }

  it('浏览器能用的部分可以引入：src/upstream/browser、插件的 browser/、src/constants', async () => {
    const source = [
      "import { englishPage } from '@site/src/upstream/browser/english';",
      "import type { StatusRow } from '@site/src/plugins/translation-status/browser/types';",
      "import { repository } from '@site/src/constants/links';",
    ].join('\n');
    assert.deepEqual(await violations('src/components/ReaderTools/boundary-probe.tsx', source), []);
  });

  it('方向反过来不受限制：构建时和运维代码可以使用浏览器端的类型与函数', async () => {
    const source =
      "import type { SearchIndexFile } from '../browser/types';\nimport { expandIndex } from '../browser/indexFormat';";
    assert.deepEqual(await violations('src/search/indexing/boundary-probe.ts', source), []);
    assert.deepEqual(
      await violations('ops/algolia/boundary-probe.ts', "import { parseQuery } from '../../src/search/browser/query';"),
      [],
    );
  });
});

describe('src/config 是组合层：只有命令行入口引入它', () => {
  const intoConfig = ["import { env } from '@site/src/config/env';", "import { algolia } from '../config/search';"];

  for (const folder of [
    'src/plugins/search-index',
    'src/plugins/typedoc-translations',
    'src/upstream',
    'src/offline-build',
    'src/csp',
    'src/search/indexing',
    'src/terms',
    'src/server',
  ]) {
    it(`${folder} 里引入 src/config 被 npm run lint 拒绝`, async () => {
      assert.equal((await violations(`${folder}/boundary-probe.ts`, intoConfig.join('\n'))).length, intoConfig.length);
    });
  }

  it('命令行入口（cli.ts）和 src/config 自己可以引入它', async () => {
    assert.deepEqual(await violations('src/csp/cli.ts', intoConfig.join('\n')), []);
    assert.deepEqual(await violations('src/config/boundary-probe.ts', "import { env } from './env';"), []);
  });

  it('src/constants 不引入站点的其他代码', async () => {
    const source =
      "import { something } from '../plugins/search-index';\nimport x from '@site/src/search/browser/query';";
    assert.equal((await violations('src/constants/boundary-probe.ts', source)).length, 2);
    assert.deepEqual(await violations('src/constants/boundary-probe.ts', "import { links } from './links';"), []);
  });
});

/** 相对路径或 @site/ 开头的引入指向的文件。 */
function resolveImport(from: string, specifier: string): string | undefined {
  let base: string;
  if (specifier.startsWith('@site/')) base = path.join(root, specifier.slice('@site/'.length));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else return undefined;
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')];
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
}

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name) && !/\.d\.ts$/.test(name))
    .map((name) => path.join(root, dir, name));
}

/** 这个文件受浏览器边界规则管着（规则里有禁止 Node 模块的那一条）。 */
async function isBrowserFile(file: string): Promise<boolean> {
  const config = (await eslint.calculateConfigForFile(file)) as { rules?: Record<string, unknown[]> };
  const options = config.rules?.[RULE]?.[1] as { patterns?: { regex?: string }[] } | undefined;
  return Boolean(options?.patterns?.some((pattern) => pattern.regex === '^node:'));
}

describe('浏览器代码引入的每个文件都在浏览器目录里', () => {
  it('从浏览器目录出发顺着引入走到的 src 文件都受浏览器边界规则管着；React 组件（.tsx）都在浏览器目录里', async () => {
    const all = sourceFiles('src');
    const browser = new Set<string>();
    for (const file of all) if (await isBrowserFile(file)) browser.add(file);
    assert.ok(browser.size > 100, `只找到 ${browser.size} 个浏览器文件：规则的目录列表是不是改名了？`);

    const outside: string[] = [];
    const seen = new Set<string>();
    const pending = [...browser];
    while (pending.length > 0) {
      const file = pending.pop()!;
      if (seen.has(file)) continue;
      seen.add(file);
      const source = readFileSync(file, 'utf8');
      for (const [, specifier] of source.matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)) {
        const target = resolveImport(file, specifier);
        if (!target || !/\.tsx?$/.test(target)) continue;
        if (!browser.has(target)) outside.push(`${path.relative(root, file)} → ${path.relative(root, target)}`);
        else pending.push(target);
      }
    }
    assert.deepEqual(
      outside,
      [],
      '被引入的文件要么挪进浏览器目录（插件的放进它的 browser/），要么把浏览器要用的部分拆出来',
    );

    const components = all.filter((file) => file.endsWith('.tsx') && !browser.has(file));
    assert.deepEqual(
      components.map((file) => path.relative(root, file)),
      [],
      '在浏览器里渲染的组件要放进浏览器目录（插件的放进它的 browser/）',
    );
  });
});
