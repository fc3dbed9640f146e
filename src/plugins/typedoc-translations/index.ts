/**
 * TypeDoc 插件：转换阶段用 i18n/zh-CN/api/ 的译文目录替换 cheerio 文档注释里的英文，
 * 并在构建日志里报告覆盖率、过期与孤立条目。格式说明见 i18n/zh-CN/api/README.md。
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type Application, Converter, MinimalSourceFile, ParameterType } from 'typedoc';
import { type MarkdownApplication, MarkdownRendererEvent } from 'typedoc-plugin-markdown';
import { type Outcome, applyCatalogue } from './apply';
import { type Catalogue, loadCatalogue } from './catalogue';
import { englishPages } from './english';
import {
  coverageByPage,
  formatCoverage,
  formatInvalid,
  formatMissingCategories,
  formatProblems,
  formatUntranslated,
} from './report';
import { type Collected, collectUnits } from './units';

declare module 'typedoc' {
  export interface TypeDocOptionMap {
    apiTranslationsDir: string;
    apiTranslationsStrict: boolean;
    apiTranslationsStatusFile: string;
    apiEnglishDir: string;
  }
}

/**
 * 在 CategoryPlugin（-200）读取 @category、LinkResolverPlugin（-300）解析 {@link} 之前运行，
 * 又在 CommentPlugin 把 @param 挪到参数上、ImplementsPlugin 标出继承关系之后。
 */
const PRIORITY = -150;

export interface TranslationRun {
  collected?: Collected;
  outcome?: Outcome;
  catalogue?: Catalogue;
}

/** 供 cli.ts（npm run api:skeleton）复用：返回的对象在转换结束后带有收集到的原文和统计结果。 */
export function attachTranslations(app: Application, { quiet = false } = {}): TranslationRun {
  app.options.addDeclaration({
    name: 'apiTranslationsDir',
    help: '[typedoc-translations] 译文目录（每个顶层符号一个 YAML 文件）。',
    type: ParameterType.Path,
    defaultValue: '',
  });
  app.options.addDeclaration({
    name: 'apiTranslationsStrict',
    help: '[typedoc-translations] 出现过期或孤立条目时让构建失败。',
    type: ParameterType.Boolean,
    defaultValue: false,
  });

  app.options.addDeclaration({
    name: 'apiTranslationsStatusFile',
    help: '[typedoc-translations] 渲染结束后把各页面的译文覆盖情况写进这个 JSON 文件（站点的翻译状态页读取它）。',
    type: ParameterType.Path,
    defaultValue: '',
  });

  app.options.addDeclaration({
    name: 'apiEnglishDir',
    help: '[typedoc-translations] 渲染结束后把每个页面的英文原文（中英对照用）写进这个目录，每页一个 JSON。',
    type: ParameterType.Path,
    defaultValue: '',
  });

  const run: TranslationRun = {};
  app.converter.on(
    Converter.EVENT_RESOLVE_END,
    (context) => {
      const dir = app.options.getValue('apiTranslationsDir');
      if (!dir) return;
      const catalogue = loadCatalogue(dir);
      run.catalogue = catalogue;
      const project = context.project;
      run.collected = collectUnits(project, (markdown, file) => {
        const source = new MinimalSourceFile(markdown, path.join(dir, file));
        return app.converter.parseRawComment(source, project.files).content;
      });
      run.outcome = applyCatalogue(run.collected.units, run.collected.categories, catalogue);
      if (!quiet) report(app, run.outcome);
    },
    PRIORITY,
  );
  return run;
}

function report(app: Application, outcome: Outcome): void {
  const prefix = '[typedoc-translations]';
  for (const line of formatCoverage(outcome)) console.log(`${prefix} ${line}`);

  const invalid = formatInvalid(outcome);
  if (invalid.length) throw new Error(`${prefix} 译文目录有错误：\n${invalid.join('\n')}`);

  for (const line of formatMissingCategories(outcome)) app.logger.warn(`${prefix} ${line}`);
  const problems = formatProblems(outcome);
  if (app.options.getValue('apiTranslationsStrict')) {
    const failures = [...problems, ...formatUntranslated(outcome)];
    if (failures.length) {
      throw new Error(
        `${prefix} 严格模式（API_TRANSLATIONS_STRICT）要求覆盖率 100%，且没有过期或孤立的译文：\n${failures.join('\n')}`,
      );
    }
  }
  for (const line of problems) app.logger.warn(`${prefix} ${line}`);
}

/** 写在渲染结束之后：TypeDoc 渲染前会清空输出目录，状态文件通常就放在那里。 */
function writeStatus(app: Application, run: TranslationRun): void {
  (app as MarkdownApplication).renderer.on(MarkdownRendererEvent.END, () => {
    const file = app.options.getValue('apiTranslationsStatusFile');
    if (!file || !run.outcome) return;
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, `${JSON.stringify({ pages: coverageByPage(run.outcome) }, null, 2)}\n`);
  });
}

/** 中英对照的数据同样在渲染之后写：成员的锚点和页面地址到那时才确定。 */
export function writeEnglish(app: Application, run: TranslationRun): void {
  (app as MarkdownApplication).renderer.on(MarkdownRendererEvent.END, () => {
    const dir = app.options.getValue('apiEnglishDir');
    if (!dir || !run.collected || !run.outcome || !run.catalogue) return;
    for (const page of englishPages(run.collected.units, run.catalogue, run.outcome)) {
      const file = path.join(dir, `${page.page}.json`);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, JSON.stringify(page));
    }
  });
}

export function load(app: Application): void {
  const run = attachTranslations(app);
  writeStatus(app, run);
  writeEnglish(app, run);
}
