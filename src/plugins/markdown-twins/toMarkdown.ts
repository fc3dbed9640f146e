import path from 'node:path';
import type { Nodes, RootContent } from 'mdast';
import { toString } from 'mdast-util-to-string';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';

/** 与 Docusaurus 相同的解析方式：.md 也按 MDX 解析，:::提示块 是 remark-directive 的容器指令。 */
const mdx = unified().use(remarkParse).use(remarkFrontmatter).use(remarkGfm).use(remarkDirective).use(remarkMdx);

/** Docusaurus 默认的提示块类型及主题给它们的中文标签。 */
const ADMONITIONS: Record<string, string> = {
  note: '备注',
  tip: '提示',
  info: '信息',
  warning: '警告',
  danger: '危险',
  caution: '注意',
};

const FENCE = /^[ \t]*(`{3,}|~{3,})/;

/** 只改代码块之外的文字：把源码切成“正文 / 代码块”交替的片段，fn 只作用于正文片段。 */
export function mapProse(source: string, fn: (prose: string) => string): string {
  const lines = source.split('\n');
  const out: string[] = [];
  let prose: string[] = [];
  let fence = '';
  const flush = () => {
    if (prose.length) out.push(fn(prose.join('\n')));
    prose = [];
  };
  for (const line of lines) {
    const match = FENCE.exec(line);
    if (fence) {
      out.push(line);
      if (match && match[1][0] === fence[0] && match[1].length >= fence.length && !line.trim().slice(match[1].length))
        fence = '';
    } else if (match) {
      flush();
      fence = match[1];
      out.push(line);
    } else prose.push(line);
  }
  flush();
  return out.join('\n');
}

/**
 * 解析前做 Docusaurus 预处理器做的三件事：`:::tip 标题` 改写成指令的 `[标题]` 写法，去掉 HTML 注释（MDX 不认），
 * 去掉标题末尾的 `{#id}`（Markdown 版本不需要自定义锚点）。
 */
function preprocess(source: string): string {
  return mapProse(source.replace(/\r\n?/g, '\n'), (prose) =>
    prose
      .replace(/<!--[\s\S]*?-->/g, '')
      .replace(/^([ \t]*:::\w+)[ \t]+([^[\n].*)$/gm, '$1[$2]')
      .replace(/^([ \t]*#{1,6}[ \t].*?)[ \t]*\{#[^}\s]+\}[ \t]*$/gm, '$1'),
  );
}

export interface LinkContext {
  /** 站点根地址，例如 https://example.com（不带结尾斜杠）。 */
  siteUrl: string;
  /** 本页的路由。 */
  permalink: string;
  /** 本页源文件的绝对路径，用来解析 `../classes/Cheerio.md` 这样的相对文件链接。 */
  file: string;
  /** 源文件绝对路径 → 路由。 */
  permalinkOf: (file: string) => string | undefined;
}

/** 把链接改成绝对地址：站内路由补上站点根地址，指向 .md 源文件的链接换成对应页面的地址。 */
export function absoluteUrl(url: string, context: LinkContext): string {
  if (/^[a-z][a-z\d+.-]*:/i.test(url)) return url;
  const page = context.siteUrl + context.permalink;
  if (url.startsWith('#')) return page + url;
  if (url.startsWith('/')) return context.siteUrl + url;
  const [target, hash = ''] = url.split(/(?=#)/);
  if (/\.mdx?$/.test(target)) {
    const permalink = context.permalinkOf(path.resolve(path.dirname(context.file), decodeURI(target)));
    if (permalink) return context.siteUrl + permalink + hash;
  }
  return new URL(url, page).href;
}

function formatDestination(url: string): string {
  return /[\s()]/.test(url) ? `<${url}>` : url;
}

const DESTINATION = /\]\((\s*)(<[^>]*>|[^\s)]*)/;

function offsets(node: Nodes): [number, number] {
  return [node.position!.start.offset!, node.position!.end.offset!];
}

class Renderer {
  constructor(
    private readonly source: string,
    private readonly context: LinkContext,
  ) {}

  private slice(node: Nodes): string {
    const [start, end] = offsets(node);
    return this.source.slice(start, end);
  }

  /** 从 from 到 to 的原文，其中的子节点换成渲染结果。 */
  private span(children: readonly Nodes[], from: number, to: number): string {
    let out = '';
    let cursor = from;
    for (const child of children) {
      const [start, end] = offsets(child);
      out += this.source.slice(cursor, start) + this.render(child);
      cursor = end;
    }
    return out + this.source.slice(cursor, to);
  }

  private inner(children: readonly Nodes[]): string {
    if (!children.length) return '';
    return this.span(children, offsets(children[0])[0], offsets(children[children.length - 1])[1]);
  }

  render(node: Nodes): string {
    switch (node.type) {
      case 'yaml':
      case 'mdxjsEsm':
      case 'mdxFlowExpression':
      case 'mdxTextExpression':
        return '';
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement':
        return this.inner(node.children);
      case 'code':
        return this.code(node);
      case 'containerDirective':
        return node.name in ADMONITIONS ? this.admonition(node) : this.slice(node);
      case 'link':
        return this.link(node);
      case 'image':
        return this.slice(node).replace(
          DESTINATION,
          (_, space: string) => `](${space}${formatDestination(absoluteUrl(node.url, this.context))}`,
        );
      case 'definition':
        return this.slice(node).replace(
          /^(\[[^\]]*\]:[ \t]*)(<[^>]*>|\S+)/,
          (_, label: string) => label + formatDestination(absoluteUrl(node.url, this.context)),
        );
      default:
        if ('children' in node && node.children.length) return this.span(node.children, ...offsets(node));
        return this.slice(node);
    }
  }

  /** 代码原样保留，只把信息串精简为语言名（live、no-run、title 等只对本站的渲染有意义）。 */
  private code(node: Extract<Nodes, { type: 'code' }>): string {
    const [first, ...rest] = this.slice(node).split('\n');
    const opening = /^([ \t]*)(`{3,}|~{3,})/.exec(first);
    if (!opening) return this.slice(node);
    return [`${opening[1]}${opening[2]}${node.lang ?? ''}`, ...rest].join('\n');
  }

  /** 行内链接 `[文字](地址)` 改写地址；自动链接和引用式链接（地址在 definition 里）保持原样。 */
  private link(node: Extract<Nodes, { type: 'link' }>): string {
    const [start, end] = offsets(node);
    if (this.source[start] !== '[') return this.slice(node);
    const textEnd = node.children.length ? offsets(node.children[node.children.length - 1])[1] : start + 1;
    const text = node.children.length ? this.span(node.children, start, textEnd) : '[';
    const tail = this.source
      .slice(textEnd, end)
      .replace(
        DESTINATION,
        (_, space: string) => `](${space}${formatDestination(absoluteUrl(node.url, this.context))}`,
      );
    return text + tail;
  }

  /** 提示块改成引用块，第一行是粗体的类型和标题。 */
  private admonition(node: Extract<Nodes, { type: 'containerDirective' }>): string {
    const [first, ...rest] = node.children;
    const label = first?.type === 'paragraph' && first.data?.directiveLabel ? first : undefined;
    const title = label ? this.inner(label.children).trim() : '';
    const heading = `**${ADMONITIONS[node.name]}${title ? `：${title}` : ''}**`;
    const content = this.inner(label ? rest : node.children);
    const indent = /^[ \t]*/.exec(this.source.slice(this.source.lastIndexOf('\n', offsets(node)[0]) + 1))![0];
    const lines = [heading, '', ...content.split('\n').map((line) => line.replace(new RegExp(`^${indent}`), ''))];
    return lines.map((line, index) => `${index ? indent : ''}${line ? `> ${line}` : '>'}`).join('\n');
  }
}

export interface TwinPage extends LinkContext {
  title: string;
  description?: string;
}

/**
 * 页面的 Markdown 版本：标题与简介，然后是去掉 front matter、MDX 导入与 JSX、自定义锚点和 HTML 注释的正文；
 * 代码块原样保留，所有链接都是绝对地址，Docusaurus 的提示块改成引用块。
 */
export function toMarkdownTwin(source: string, page: TwinPage): string {
  const text = preprocess(source);
  const tree = mdx.parse(text);
  const body = mapProse(new Renderer(text, page).render(tree), (prose) => prose.replace(/\n{3,}/g, '\n\n')).trim();
  const startsWithTitle =
    tree.children.some((node: RootContent) => node.type === 'heading' && node.depth === 1) && /^# /.test(body);
  const head = startsWithTitle ? '' : `# ${page.title}\n\n${page.description ? `> ${page.description}\n\n` : ''}`;
  return `${head}${body}\n`;
}

/** 页面的一句话简介：front matter 的 description，没有时取正文第一段（跳过 API 页面开头的“定义于”一行）。 */
export function summaryOf(twin: string, description?: string, maxLength = 120): string | undefined {
  const text =
    description ??
    unified()
      .use(remarkParse)
      .use(remarkGfm)
      .parse(twin)
      .children.filter((node): node is Extract<RootContent, { type: 'paragraph' }> => node.type === 'paragraph')
      .map((node) => toString(node).replace(/\s+/g, ' ').trim())
      .find((paragraph) => paragraph && !paragraph.startsWith('定义于'));
  if (!text) return undefined;
  return text.length > maxLength ? `${text.slice(0, maxLength - 1)}…` : text;
}
