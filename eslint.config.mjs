// @ts-check
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** 在读者浏览器里运行的代码（webpack 打进页面脚本、或在页面的 worker 里运行）。 */
const browserFiles = [
  'src/search/browser/**/*.{ts,tsx}',
  'src/theme/**/*.{ts,tsx}',
  'src/components/**/*.{ts,tsx}',
  'src/pages/**/*.{ts,tsx}',
  'src/clientModules/**/*.{ts,tsx}',
  'src/offline/**/*.{ts,tsx}',
  'src/tools/**/*.{ts,tsx}',
  'src/sandbox/**/*.{ts,tsx}',
  'src/plugins/*/browser/**/*.{ts,tsx}',
  'src/upstream/browser/**/*.{ts,tsx}',
  'src/constants/**/*.{ts,tsx}',
  'src/data/**/*.{ts,tsx}',
];

const nodePattern = { regex: '^node:', message: 'Node 内置模块不能在浏览器里运行。' };

const browserPatterns = [
  {
    regex: '(^|/)search/indexing(/|$)|^\\.\\./indexing(/|$)',
    message: 'src/search/indexing/ 只在构建时运行（HTML 抽取、术语表关键词），浏览器代码不能引入它。',
  },
  {
    regex: '(^|/)terms(/|$)',
    message: '术语表 src/terms/ 只在构建时使用，浏览器代码引入它会把整张表打进页面脚本。',
  },
  {
    regex: '(^|/)ops(/|$)',
    message: 'ops/ 是运维用的脚本和产物（爬虫配置、密钥检查），不能进网站的构建。',
  },
  {
    regex: '(^|/)upstream/(?!browser(/|$))',
    message: 'src/upstream/ 在 Node 里对照英文原文（读文件、运行 git）；浏览器能用的部分在 src/upstream/browser/。',
  },
  {
    regex: '(^|/)plugins/[^/]+(/(?!browser(/|$))|$)',
    message: '插件只在构建时运行；在浏览器里运行的部分放在插件自己的 browser/ 目录里。',
  },
  nodePattern,
];

const configPattern = {
  regex: '(^|/)config/',
  message: 'src/config/ 是组合层，只有它自己和命令行入口（cli.ts）引入它；共用的常量放在 src/constants/。',
};

export default tseslint.config(
  {
    ignores: [
      'build/',
      'build-*/',
      '.docusaurus/',
      'docs/api/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
    ],
  },
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      // node:test 的 describe/it 返回 Promise，由测试运行器等待，不需要 await。
      '@typescript-eslint/no-floating-promises': [
        'error',
        {
          allowForKnownSafeCalls: [
            { from: 'package', package: 'node:test', name: ['describe', 'it', 'test', 'before', 'after'] },
          ],
        },
      ],
      // 下划线开头的名字和解构时为了剔除字段而取出的变量是有意不用的。
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
    },
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // 侧边栏读取 TypeDoc 在构建时生成的 CommonJS 文件；lean-prism 必须按顺序加载 Prism 的语言文件，它们靠全局变量互相扩展；
    // 单元测试的分组要同步加载测试文件，测试才在加载时登记。
    files: [
      'sidebars.ts',
      'src/plugins/lean-prism/browser/prism.ts',
      'tests/unit/lean-prism.test.ts',
      'tests/unit/shards/load.ts',
    ],
    rules: { '@typescript-eslint/no-require-imports': 'off', '@typescript-eslint/no-unsafe-assignment': 'off' },
  },
  {
    // 测试读取的 JSON、替身对象和示例代码没有静态类型；文档示例的执行器有意用 Function 构造器运行示例。
    files: ['tests/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-implied-eval': 'off',
      '@typescript-eslint/unbound-method': 'off',
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    // src/config 是组合层：只有它自己和命令行入口（cli.ts，与 docusaurus.config.ts 同为组合的起点）引入它。
    // 别的目录需要的常量放在 src/constants/（不引入站点的任何其他代码），否则 config 与插件、上游对照会互相引入。
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/config/**', 'src/**/cli.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [configPattern] }] },
  },
  {
    // 按生命周期分开的目录（见 README“目录结构”）：读者浏览器里运行的代码不能引入构建时或运维用的代码，
    // 否则术语表、HTML 抽取或 Node 模块会被打进页面脚本。类型也不例外：两边共用的类型放在浏览器一侧
    // （src/search/browser/types.ts、src/upstream/browser/types.ts）。插件里在浏览器运行的部分放在插件自己的 browser/ 里。
    // tests/unit/lint-boundaries.test.ts 确认浏览器代码引入的每个文件也都在这些目录里。
    files: browserFiles,
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [...browserPatterns, configPattern] }],
    },
  },
  {
    // 常量是最底层：不引入站点的其他代码（也就不会引入构建时的代码），谁都可以引入它们，包括浏览器代码。
    files: ['src/constants/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            nodePattern,
            { regex: '^(@site/|\\.\\./)', message: 'src/constants/ 只放常量，不引入站点的其他代码。' },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
);
