/**
 * 从 0.22 / 1.0.0-rc 升级到 1.x 的对照表：唯一的数据源，两处共用：
 * - 《迁移与升级》页面（`docs/advanced/migrating.md`）里的“升级对照表”由它生成（`npm run upgrades:sync`，见 src/upgrades/），
 *   `tests/unit/migrate-upgrades.test.ts` 检查页面上的表格与这里一致；
 * - 迁移检查（`/playground/migrate`）的每条规则属于表格的一行，检查结果里的“旧版本”“1.x 中”“怎么改”和
 *   指向这一行的链接都取自这里。
 *
 * 新增一行时，在 `checks` 里写出能从源码发现它的规则（没有就留空，检查页会把它列进“需要人工核对”）；
 * 规则的实现在 `rules.ts`，类型检查保证每个写在这里的规则都有实现、每个实现都属于某一行。
 * 单元格是 Markdown：行内代码、链接（`#锚点` 指本页）。
 */

export interface UpgradeRow {
  /** 行锚点 `upgrade-<id>`，检查结果链接到它。 */
  id: string;
  old: string;
  versions: string;
  now: string;
  fix: string;
  /** 检查页显示的“自哪个版本起”。 */
  since: string;
  checks: readonly string[];
}

export const UPGRADES = [
  {
    id: 'default-import',
    old: "`import cheerio from 'cheerio'`（默认导入）",
    versions: '全部',
    now: '没有默认导出：ES 模块加载时报错，经 TypeScript 或打包工具转换后是 `undefined`',
    fix: "`import * as cheerio from 'cheerio'` 或具名导入，见[导入](#imports)",
    since: '1.0',
    checks: ['default-import'],
  },
  {
    id: 'call-module',
    old: "直接调用 `cheerio('<p>…</p>')`、`cheerio(选择器, 上下文)`",
    versions:
      "0.22 – rc.12（rc.6 及更早调用模块本身，如 `require('cheerio')(…)`；rc.9 起调用默认导出，如 `require('cheerio').default(…)`）",
    now: '已删除',
    fix: '先 `const $ = cheerio.load(…)`，再调用 `$(…)`',
    since: '1.0',
    checks: ['call-module'],
  },
  {
    id: 'static-methods',
    old: "顶层的 `cheerio.html()`、`cheerio.xml()`、`cheerio.text()`、`cheerio.root()`、`cheerio.parseHTML()`，以及 `import { html, text, xml } from 'cheerio'`",
    versions:
      "0.22 – rc.12（rc.6 及更早挂在模块本身上；rc.9 起挂在默认导出上，如 `require('cheerio').default.html(…)`，模块上另有 `parseHTML` 和 `root`：`cheerio.parseHTML(…)` 能用，`cheerio.root()` 抛出 TypeError；rc.11 起模块上也有 `html`、`xml`、`text`，但 `html`、`xml` 不能用：单独调用的 `html()` 只返回空字符串，其余写法抛出 TypeError）",
    now: '已删除；`contains`、`merge` 保留',
    fix: '改用加载得到的 `$.html()`、`$.xml()`、`$.text()`、`$.root()`、`$.parseHTML()`',
    since: '1.0',
    checks: ['static-methods'],
  },
  {
    id: 'document-mode',
    old: '`cheerio.load(html)` 按片段处理，`$.html()` 原样输出',
    versions: '0.22',
    now: '按完整文档解析，补上 `<html>`、`<head>`、`<body>`',
    fix: '需要片段时 `load(html, null, false)`，见[文档模式](#load-document)',
    since: 'rc.1',
    checks: [],
  },
  {
    id: 'tbody',
    old: '表格里没有 `<tbody>`，`table > tr` 能选中行',
    versions: '0.22',
    now: '和浏览器一样补上 `<tbody>`',
    fix: '选择器写成 `table tr`',
    since: 'rc.1',
    checks: ['table-child-row'],
  },
  {
    id: 'entities',
    old: '`.html()` 把中文输出为 `&#x4F60;` 这样的字符实体，常用 `decodeEntities: false` 规避',
    versions: '0.22 – rc.3',
    now: 'HTML 默认原样输出中文',
    fix: '删掉 `decodeEntities: false`，见[字符实体](#entities)',
    since: 'rc.4',
    checks: ['decode-entities'],
  },
  {
    id: 'htmlparser2-options',
    old: '顶层的 htmlparser2 选项：`decodeEntities`、`lowerCaseTags`、`withStartIndices`、`recognizeSelfClosing` 等',
    versions: '全部',
    now: '不在 `CheerioOptions` 里（TypeScript 报错），对默认的 parse5 不起作用',
    fix: '放进 `xml` 选项，见[选项](#options)',
    since: '1.0',
    checks: ['htmlparser2-options'],
  },
  {
    id: 'normalize-whitespace',
    old: '`normalizeWhitespace: true`',
    versions: '0.22 有效；候选版本中对 parse5 不起作用',
    now: '已删除',
    fix: '自己整理 `.text()` 的结果',
    since: '1.0',
    checks: ['normalize-whitespace'],
  },
  {
    id: 'xml-mode',
    old: '`xmlMode: true`',
    versions: '全部',
    now: '仍可使用，已标记为弃用',
    fix: '`xml: true`',
    since: '1.0',
    checks: ['xml-mode'],
  },
  {
    id: 'use-htmlparser2',
    old: '`_useHtmlParser2: true`（用 htmlparser2 解析 HTML；rc.1 中叫 `useHtmlParser2`）',
    versions: 'rc.1 – rc.12',
    now: '内部选项，不在类型里',
    fix: '`xml: { xmlMode: false }` 或导入 `cheerio/slim`',
    since: '1.0',
    checks: ['use-htmlparser2'],
  },
  {
    id: 'text-script',
    old: '`.text()` 不包含 `<script>`、`<style>` 的内容',
    versions: 'rc.1 – rc.10',
    now: '包含（0.22 也包含）',
    fix: "只要正文时用 `.prop('innerText')`，见 [text()](#text-script)",
    since: 'rc.11',
    checks: [],
  },
  {
    id: 'select-val',
    old: '多选 `<select>` 的 `.val()` 返回各项的 `value`',
    versions: '0.22 – rc.6',
    now: '返回各项的文字（rc.9 起；npm 上的 rc.7 没有代码，rc.8 缺少入口文件，都无法加载）',
    fix: '从选中的 `<option>` 上取值，见 [select 的 val()](#select-val)',
    since: 'rc.9',
    checks: [],
  },
  {
    id: 'lib-paths',
    old: '`cheerio/lib/slim`、`cheerio/lib/utils` 等 `cheerio/lib/…` 路径',
    versions:
      '全部（`cheerio/lib/slim` 是 rc.11 新增的；rc.11 起 `exports` 只开放 `cheerio/lib/slim`，rc.12 再加上 `cheerio/lib/utils`）',
    now: '不能再导入',
    fix: '`cheerio/slim`、`cheerio/utils`',
    since: '1.0',
    checks: ['lib-paths'],
  },
  {
    id: 'node-type-imports',
    old: "`import type { Element, AnyNode, Document } from 'cheerio'`",
    versions: 'rc.9 – rc.12（其中 `AnyNode` rc.11 起才有）',
    now: '不再重新导出节点类型',
    fix: '从 `domhandler` 导入，见[类型](#types)',
    since: '1.0',
    checks: ['node-type-imports'],
  },
  {
    id: 'types-package',
    old: '安装 `@types/cheerio`，使用 `cheerio.Root`、`cheerio.Cheerio`、`cheerio.Element`、`CheerioParserOptions`',
    versions: '0.22 – rc.3（rc.4 起自带类型）',
    now: 'Cheerio 自带类型，`@types/cheerio` 已弃用',
    fix: '卸载它，改用 `CheerioAPI`、`Cheerio<T>`、`CheerioOptions` 和 domhandler 的 `Element`',
    since: 'rc.4',
    checks: ['types-package', 'get-result-type'],
  },
  {
    id: 'node-version',
    old: 'Node.js 版本',
    versions: '0.22 声明 `>= 0.6`，rc.12 声明 `>= 6`',
    now: '1.0 需要 18.17 以上；1.1.0 起需要 20.18.1 以上（1.1.0 仍声明 `>=18.17`，在 Node.js 18 上加载时报 [`File is not defined`](/docs/basics/error-messages#file-not-defined)，1.1.1 才改正了声明）',
    fix: '先升级 Node.js',
    since: '1.0',
    checks: [],
  },
] as const satisfies readonly UpgradeRow[];

export type RuleId = (typeof UPGRADES)[number]['checks'][number];

/** 对照表一行的锚点。 */
export function rowAnchor(row: Pick<UpgradeRow, 'id'>): string {
  return `upgrade-${row.id}`;
}

export const MIGRATING_PAGE = '/docs/advanced/migrating';

/** 迁移检查接受的代码长度上限：再长多半是整个打包后的文件，解析要好几秒，结果也没法读。 */
export const MAX_CODE_LENGTH = 200_000;

/** 规则所属的那一行。 */
export function rowOf(rule: RuleId): UpgradeRow {
  return UPGRADES.find((row) => (row.checks as readonly string[]).includes(rule))!;
}
