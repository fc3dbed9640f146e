import { readFileSync } from 'node:fs';
import type { TypeDocOptions } from 'typedoc';
import type { PluginOptions as MarkdownPluginOptions } from 'typedoc-plugin-markdown';
import { API_ENGLISH_DIR } from '../plugins/api-english/paths';
import { SINCE_DATA_FILE } from '../plugins/typedoc-since/data';
import { API_STATUS_FILE } from '../upstream/pageTranslation';
import { env } from './env';

/** “定义于”链接指向与已安装版本对应的 tag，源码行号才对得上。 */
const cheerioVersion = (JSON.parse(readFileSync('node_modules/cheerio/package.json', 'utf8')) as { version: string })
  .version;

/** docusaurus-plugin-typedoc 自己的选项（它不导出类型），其余原样交给 TypeDoc。 */
interface DocusaurusTypedocOptions {
  id: string;
  sidebar: { autoConfiguration: boolean; pretty: boolean };
}

/** 翻译后的分类名，排在前面的先出现在类页面上；顺序沿用教程：先选取与遍历，再修改。 */
export const categoryOrder = ['加载', '静态方法', '属性', '遍历', '操作', 'CSS', '表单', '*', '已弃用'];

/**
 * API 参考由 TypeDoc 根据已安装的 cheerio 包自带的 TypeScript 源码生成，输出到 docs/api/（不入库）。
 * typedoc 固定在 0.27：0.28 会把 Cheerio 类和 load 函数挪到别的地址，破坏 CONTRIBUTING.md“路由”里的 API 地址。
 */
export const typedocOptions = {
  id: 'api',
  entryPoints: ['node_modules/cheerio/src/index.ts'],
  // 同目录的 tsdoc.json 声明 cheerio 源码里用到的 @alias、@file 标签。
  tsconfig: 'src/config/tsconfig.typedoc.json',
  out: 'docs/api',
  entryFileName: 'index.md',
  // /docs/api 的导言；其后是按种类分组、带中文说明的符号表。
  readme: 'i18n/zh-CN/api/overview.md',
  mergeReadme: true,
  indexFormat: 'table',
  excludePrivate: true,
  excludeInternal: true,
  // TypeDoc 的默认值，加上 @alias（只对英文官网的旧页面有意义）和 @file（模块说明，索引页已有中文导言）。
  excludeTags: ['@override', '@virtual', '@privateRemarks', '@satisfies', '@overload', '@inline', '@alias', '@file'],
  skipErrorChecking: true,
  // 依赖包（dom-serializer）把没有代码围栏的 @example 写成了一句说明；按正文处理，别当代码块。
  jsDocCompatibility: { exampleTag: false },
  outputFileStrategy: 'members',
  // 成员平铺在各分类标题下（而不是先分“属性/方法”），类页面的目录才列得出每个方法。
  categorizeByGroup: false,
  categoryOrder,
  // 索引页与侧边栏的顺序：先类，再函数、接口、类型别名；接口页上属性在方法之前。
  groupOrder: ['类', '函数', '接口', '类型别名', '构造函数', '属性', '访问器', '方法', '参考', '*'],
  defaultCategory: '其他',
  navigation: { includeGroups: true, includeCategories: false, includeFolders: false },
  lang: 'zh',
  // 页面标题“类：Cheerio”用全角冒号；默认模板是英文写法“Class: Cheerio”的半角冒号加空格。
  pageTitleTemplates: { index: '{projectName} {version}', member: '{kind}：{name}', module: '{name}' },
  // TypeDoc 与 typedoc-plugin-markdown 的 zh 语言包缺的、或不贴切的几个词。
  locales: {
    zh: {
      tag_examples: '示例',
      theme_extended_by: '派生类型',
      // CheerioAPI 上的 contains、merge 就是同名的顶层函数，“重新导出”在这里说不通。
      theme_re_exports: '指向',
      theme_returns: '返回值',
      tag_returns: '返回值',
    },
  },
  theme: 'cheerio-zh',
  plugin: [
    'typedoc-plugin-mdn-links',
    './src/plugins/typedoc-translations/plugin.mjs',
    './src/plugins/typedoc-layout/plugin.mjs',
    './src/plugins/typedoc-since/plugin.mjs',
  ],
  apiTranslationsDir: 'i18n/zh-CN/api',
  apiTranslationsStrict: env.apiTranslationsStrict,
  // 各页面的译文覆盖情况，构建时写进页面的翻译状态（src/upstream/pageTranslation.ts）。
  apiTranslationsStatusFile: API_STATUS_FILE,
  // 中英对照：每个 API 页面的英文原文，构建结束后由 src/plugins/api-english 复制到站点的 /api-english/。
  apiEnglishDir: API_ENGLISH_DIR,
  // 每个条目的“新增于”“变更于”（npm run api:since 生成）与有已知问题的版本，写在条目标题下。
  apiSinceFile: SINCE_DATA_FILE,
  hideBreadcrumbs: true,
  hidePageHeader: true,
  // node_modules 不在 git 仓库里，路径按包根目录计算后套进链接模板。
  disableGit: true,
  basePath: 'node_modules/cheerio',
  sourceLinkTemplate: `https://github.com/cheeriojs/cheerio/blob/v${cheerioVersion}/{path}#L{line}`,
  // 依赖包里的类型链接到各自的文档；DOM 与 JS 内置类型由 typedoc-plugin-mdn-links 链到 MDN。
  externalSymbolLinkMappings: {
    domhandler: {
      AnyNode: 'https://domhandler.js.org/types/AnyNode.html',
      ChildNode: 'https://domhandler.js.org/types/ChildNode.html',
      ParentNode: 'https://domhandler.js.org/types/ParentNode.html',
      Node: 'https://domhandler.js.org/classes/Node.html',
      Element: 'https://domhandler.js.org/classes/Element.html',
      Document: 'https://domhandler.js.org/classes/Document.html',
      Text: 'https://domhandler.js.org/classes/Text.html',
      Comment: 'https://domhandler.js.org/classes/Comment.html',
      CDATA: 'https://domhandler.js.org/classes/CDATA.html',
      ProcessingInstruction: 'https://domhandler.js.org/classes/ProcessingInstruction.html',
      DomHandlerOptions: 'https://domhandler.js.org/interfaces/DomHandlerOptions.html',
    },
    parse5: {
      ParserOptions: 'https://parse5.js.org/interfaces/parse5.ParserOptions.html',
      TreeAdapter: 'https://parse5.js.org/interfaces/parse5.TreeAdapter.html',
      ParserErrorHandler: 'https://parse5.js.org/types/parse5.ParserErrorHandler.html',
    },
    'parse5-htmlparser2-tree-adapter': {
      Htmlparser2TreeAdapterMap:
        'https://github.com/inikulin/parse5/tree/master/packages/parse5-htmlparser2-tree-adapter',
    },
    htmlparser2: { ParserOptions: 'https://github.com/fb55/htmlparser2/wiki/Parser-options' },
    'dom-serializer': { DomSerializerOptions: 'https://github.com/cheeriojs/dom-serializer#readme' },
    'encoding-sniffer': { SnifferOptions: 'https://github.com/fb55/encoding-sniffer#readme' },
    '@types/node': {
      '__global.Buffer': 'https://nodejs.org/api/buffer.html#class-buffer',
      'Stream.Writable': 'https://nodejs.org/api/stream.html#class-streamwritable',
    },
    // index.ts 从 node:stream 导入的 Writable 被记在 cheerio 名下。
    cheerio: { Writable: 'https://nodejs.org/api/stream.html#class-streamwritable' },
    typescript: {
      ArrayLike:
        'https://developer.mozilla.org/en-US/docs/Web/JavaScript/Guide/Indexed_collections#working_with_array-like_objects',
      ArrayBufferLike: 'https://developer.mozilla.org/en-US/docs/Web/JavaScript/Reference/Global_Objects/ArrayBuffer',
    },
  },
  logLevel: 'Warn',
  sidebar: { autoConfiguration: true, pretty: true },
} satisfies Partial<TypeDocOptions & MarkdownPluginOptions> & DocusaurusTypedocOptions;
