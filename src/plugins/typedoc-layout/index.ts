/**
 * TypeDoc 插件：让生成的 Markdown 适合 Docusaurus 站点——稳定的成员锚点、
 * 按种类分组的索引页、可见的示例标题、只指向 cheerio 仓库的源码链接。
 */
import { type Application, Converter, DeclarationReflection, SignatureReflection } from 'typedoc';
import type { MarkdownApplication } from 'typedoc-plugin-markdown';
import { groupProjectCategories, inlineExampleCaptions, keepOwnSources, quietCaptionWarnings } from './structure';
import { CheerioZhTheme, THEME_NAME } from './theme';

export function load(app: Application): void {
  quietCaptionWarnings(app.logger, () => app.i18n.example_tag_literal_name());

  (app as MarkdownApplication).renderer.defineTheme(THEME_NAME, CheerioZhTheme);

  // 在译文插件（-150）写入示例标题之后、链接解析（-300）之前。
  app.converter.on(
    Converter.EVENT_RESOLVE_END,
    (context) => {
      for (const reflection of Object.values(context.project.reflections)) {
        if (reflection instanceof DeclarationReflection || reflection instanceof SignatureReflection) {
          inlineExampleCaptions(reflection.comment);
          keepOwnSources(reflection);
        }
      }
    },
    -160,
  );

  // CategoryPlugin（-200）算好分类之后再调整项目层级的分组。
  app.converter.on(
    Converter.EVENT_RESOLVE_END,
    (context) => groupProjectCategories(context.project, app.options.getValue('defaultCategory')),
    -250,
  );
}
