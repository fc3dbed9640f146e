/**
 * TypeDoc 插件：在 API 页面的每个条目（函数、Cheerio 与 CheerioAPI 的成员、选项字段）标题下写上它从哪个版本起才有、
 * 行为在哪个版本变过，以及有已知问题的版本；API 索引页“版本标记”一节列出全部已知问题。
 * 版本来自 npm run api:since 生成的 src/data/api-since.json，已知问题来自 src/data/apiKnownIssues.ts，
 * 构建时只读这两个文件，不安装、不运行旧版本。
 */
import { type Application, Converter, DeclarationReflection, ParameterType, ReflectionKind } from 'typedoc';
import { type MarkdownApplication, MarkdownPageEvent } from 'typedoc-plugin-markdown';
import { KNOWN_ISSUES } from '../../data/apiKnownIssues';
import { entryBlock, issueList } from './badge';
import { type SinceData, readSinceData } from './data';
import { type PlacedEntry, placedEntries } from './entries';
import { afterHeading, afterPageTitle, atSectionEnd } from './markdown';

declare module 'typedoc' {
  export interface TypeDocOptionMap {
    apiSinceFile: string;
  }
}

/** API 索引页（i18n/zh-CN/api/overview.md）里说明版本标记的那一节，已知问题的列表写在它末尾。 */
export const VERSIONS_SECTION_ID = 'versions';

const PREFIX = '[typedoc-since]';

export function load(app: Application): void {
  app.options.addDeclaration({
    name: 'apiSinceFile',
    help: `${PREFIX} 各条目“新增于”“变更于”的数据（npm run api:since 生成）。`,
    type: ParameterType.Path,
    defaultValue: '',
  });

  let placed: PlacedEntry[] = [];
  let data: SinceData | undefined;

  app.converter.on(Converter.EVENT_RESOLVE_END, (context) => {
    const file = app.options.getValue('apiSinceFile');
    if (!file) return;
    data = readSinceData(file);
    placed = placedEntries(context.project);
    const keys = new Set(placed.map(({ key }) => key));
    const missing = [...keys].filter((key) => !data?.entries[key]);
    const stale = Object.keys(data.entries).filter((key) => !keys.has(key));
    if (missing.length || stale.length) {
      app.logger.warn(
        `${PREFIX} ${file} 与 API 页面对不上（没有数据：${missing.join('、') || '无'}；多余：${stale.join('、') || '无'}），` +
          '请运行 npm run api:since',
      );
    }
  });

  (app as MarkdownApplication).renderer.on(MarkdownPageEvent.END, (page) => {
    if (!data || page.contents === undefined) return;
    const surveyed = data.releases.map(({ version }) => version);
    const block = (entry: PlacedEntry) => {
      const since = data?.entries[entry.key];
      const issues = KNOWN_ISSUES.filter((issue) => issue.entries?.includes(entry.key));
      return since ? entryBlock(since, issues, surveyed) : undefined;
    };

    if (page.model.isProject()) {
      const list = issueList(KNOWN_ISSUES, surveyed, (key) => {
        const entries = placed.filter((entry) => entry.key === key);
        const home = entries.find((entry) => entry.reflection.parent?.name === entry.owner) ?? entries[0];
        return home?.reflection.url ? { title: `\`${key}\``, url: home.reflection.url } : undefined;
      });
      page.contents = atSectionEnd(page.contents, VERSIONS_SECTION_ID, list);
      return;
    }

    const model = page.model;
    if (!(model instanceof DeclarationReflection)) return;
    let contents = page.contents;
    if (model.kindOf(ReflectionKind.Function)) {
      const entry = placed.find((candidate) => candidate.reflection === model);
      const text = entry && block(entry);
      if (text) contents = afterPageTitle(contents, text);
    }
    for (const entry of placed) {
      if (entry.reflection.parent !== model || !entry.reflection.anchor) continue;
      const text = block(entry);
      if (text) contents = afterHeading(contents, entry.reflection.anchor, text);
    }
    page.contents = contents;
  });
}
