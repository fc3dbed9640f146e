import { DeclarationReflection, type ProjectReflection, type Reflection, ReflectionKind } from 'typedoc';
import { type MarkdownPageEvent, MarkdownTheme, MarkdownThemeContext } from 'typedoc-plugin-markdown';
import { pageDescription, plainTitle, withEnglishToggle, withFrontMatter } from './description';
import { assignHeadingIds, memberAnchor } from './headings';

export const THEME_NAME = 'cheerio-zh';

type Partials = MarkdownThemeContext['partials'];

/** typedoc-plugin-markdown 自己注册的界面文字，类型声明里没有。 */
type MarkdownStrings = Record<'theme_extends' | 'theme_extended_by', () => string>;

/**
 * 在 typedoc-plugin-markdown 4.4.2 默认主题上的几处修改：成员标题带显式锚点（见 headings.ts）；
 * “继承”列表里的多个父类型分行列出（原来用 “.” 连成一串，读起来像命名空间路径）；
 * 接口的调用签名显示自己的摘要；索引表表头用中文种类名；“定义于”后用全角冒号；页面带取自注释摘要的描述，
 * 标题之后是“显示英文原文”开关（见 description.ts）。
 */
class CheerioZhContext extends MarkdownThemeContext {
  constructor(...args: ConstructorParameters<typeof MarkdownThemeContext>) {
    super(...args);
    const original = this.partials;
    this.partials = {
      ...original,
      memberContainer: (model, options) => {
        if (model.parent !== this.page.model || !model.anchor || model.hasOwnDocument) {
          return original.memberContainer(model, options);
        }
        const title = `${'#'.repeat(options.headingLevel)} ${original.memberTitle(model)} {#${model.anchor}}`;
        return [title, original.member(model, { headingLevel: options.headingLevel, nested: options.nested })].join(
          '\n\n',
        );
      },
      hierarchy: (model, options) => this.hierarchy(model, options),
      // 4.4.2 在“定义于”后面接半角冒号和空格；中文用全角冒号，后面不留空格。
      sources: (model, options) => {
        const label = this.i18n.theme_defined_in();
        return original.sources(model, options).replace(`${label}: `, `${label}：`);
      },
      // 4.4.2 会用外层声明的摘要覆盖唯一签名的摘要。这对函数（注释写在声明上）是对的，
      // 对接口的调用签名（CheerioAPI()）不对：它有自己的说明，页面上却会把接口摘要重复一遍。
      signature: (model, options) => {
        const ownSummary = model.parent.kindOf(ReflectionKind.ClassOrInterface) && model.comment?.summary.length;
        return original.signature(model, ownSummary ? { ...options, multipleSignatures: true } : options);
      },
      // 4.4.2 的索引表表头用的是未本地化的种类名（Class、Function……）。
      groupIndex: (group) => {
        const kinds = new Set(group.children.map((child) => child.kind));
        const table = original.groupIndex(group);
        if (kinds.size !== 1) return table;
        const [kind] = kinds;
        const english = `| ${ReflectionKind.singularString(kind)} |`;
        return table.replace(english, `| ${this.internationalization.kindSingularString(kind)} |`);
      },
    };
  }

  private hierarchy(...[model, options]: Parameters<Partials['hierarchy']>): string {
    const i18n = this.i18n as unknown as MarkdownStrings;
    const md: string[] = [];
    const types = (level: typeof model) =>
      level.types.map((type) => this.helpers.getHierarchyType(type, { isTarget: level.isTarget || false }));
    for (let level = model; level.next; level = level.next) {
      const heading = '#'.repeat(options.headingLevel);
      if (!level.isTarget) {
        md.push(
          `${heading} ${i18n.theme_extends()}`,
          types(level)
            .map((line) => `- ${line}`)
            .join('\n'),
        );
      } else {
        md.push(
          `${heading} ${i18n.theme_extended_by()}`,
          types(level.next)
            .map((line) => `- ${line}`)
            .join('\n'),
        );
      }
    }
    return md.join('\n\n');
  }
}

/** 每个成员一个稳定锚点：#find、#attr、#iterator（同页重名时才加 -1）。 */
function anchorMembers(pageModel: Reflection, pageUrl: string): void {
  if (!(pageModel instanceof DeclarationReflection)) return;
  const taken = new Set<string>();
  for (const member of pageModel.children ?? []) {
    if (member.hasOwnDocument) continue;
    const base = memberAnchor(member.name);
    let anchor = base;
    for (let n = 1; taken.has(anchor); n++) anchor = `${base}-${n}`;
    taken.add(anchor);
    member.anchor = anchor;
    member.url = `${pageUrl}#${anchor}`;
    for (const signature of member.signatures ?? []) signature.url = member.url;
  }
}

export class CheerioZhTheme extends MarkdownTheme {
  override getRenderContext(page: MarkdownPageEvent<Reflection>): MarkdownThemeContext {
    return new CheerioZhContext(this, page, this.application.options);
  }

  override getUrls(project: ProjectReflection) {
    const urls = super.getUrls(project);
    for (const { model, url } of urls) anchorMembers(model, url);
    return urls;
  }

  override render(
    page: MarkdownPageEvent<Reflection>,
    template: (page: MarkdownPageEvent<Reflection>) => string,
  ): string {
    const markdown = assignHeadingIds(super.render(page, template));
    if (page.model.isProject()) return markdown;
    const withToggle = withEnglishToggle(markdown, page.url.replace(/\.md$/, ''));
    return withFrontMatter(withToggle, { title: plainTitle(markdown), description: pageDescription(page.model) });
  }
}
