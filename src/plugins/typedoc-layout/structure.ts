import {
  type Comment,
  type DeclarationReflection,
  type DocumentReflection,
  LogLevel,
  type Logger,
  type ProjectReflection,
  ReflectionCategory,
} from 'typedoc';

/**
 * 索引页和侧边栏按种类（类 / 函数 / 接口 / 类型别名）分组，函数再按 @category 细分。
 * 类页面仍按分类平铺成员（categorizeByGroup: false），这样右侧目录能列出每个方法；
 * 所以只在项目这一层把分类挪进各个种类分组。
 */
export function groupProjectCategories(project: ProjectReflection, defaultCategory: string): void {
  const categories = project.categories;
  if (!categories?.length || !project.groups?.length) return;
  for (const group of project.groups) {
    const inGroup = new Set<DeclarationReflection | DocumentReflection>(group.children);
    const nested = categories.flatMap((category) => {
      const children = category.children.filter((child) => inGroup.has(child));
      if (!children.length) return [];
      const copy = new ReflectionCategory(category.title);
      copy.description = category.description;
      copy.children = children;
      return [copy];
    });
    const onlyDefault = nested.length === 1 && nested[0].title === defaultCategory;
    group.categories = nested.length && !onlyDefault ? nested : undefined;
  }
  project.categories = undefined;
}

/**
 * typedoc-plugin-markdown 会丢掉 @example 的标题（首行文字），
 * 这里把标题挪成示例正文的第一段，照常显示。JSDoc 风格的 <caption>…</caption> 只取其中的文字。
 */
export function inlineExampleCaptions(comment: Comment | undefined): void {
  for (const tag of comment?.blockTags ?? []) {
    if (tag.tag !== '@example' || !tag.name) continue;
    const caption = tag.name.replace(/^\s*<caption>([\s\S]*?)<\/caption>\s*$/, '$1').trim();
    tag.content = [{ kind: 'text', text: `${caption}\n\n` }, ...tag.content];
    delete tag.name;
  }
}

/**
 * “定义于”只链接 cheerio 自己的源码；从 domhandler、parse5 等依赖继承来的成员，
 * 其源码路径（../domhandler/…）套进 cheerio 仓库的链接模板只会得到死链。
 */
export function keepOwnSources(reflection: { sources?: { fileName: string }[] }): void {
  if (!reflection.sources) return;
  const own = reflection.sources.filter((source) => !source.fileName.startsWith('../'));
  reflection.sources = own.length ? own : undefined;
}

/**
 * 示例标题里含有行内代码时，TypeDoc 会警告“按原样作为示例名称”。
 * 标题既然已作为 Markdown 正文渲染（见 inlineExampleCaptions），这条警告就不再成立；
 * 只滤掉这一条，其他警告照常输出、照常计数。
 */
export function quietCaptionWarnings(logger: Logger, captionWarning: () => string): void {
  const log = logger.log.bind(logger);
  logger.log = (message, level) => {
    if (level === LogLevel.Warn && message.includes(captionWarning())) return;
    log(message, level);
  };
}
