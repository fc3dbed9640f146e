/**
 * API 页面“中英对照”的数据：每个页面一份 JSON，列出页面上每段译文所翻译的英文原文，以及在页面上找到这段译文的线索。
 * 页面的 HTML 不因此多出任何东西；读者打开开关时，浏览器才下载这份 JSON，按线索把英文插到译文下面
 * （src/components/ApiEnglish/）。
 */
import type { Root, RootContent, PhrasingContent } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import type { Outcome } from './apply';
import { isTranslated, lookup } from './apply';
import type { Catalogue, ExampleEntry, TextEntry } from './catalogue';
import { translateExample } from './markdown';
import type { Unit } from './units';
import {
  fingerprintText,
  type Block,
  type EnglishEntry,
  type EnglishPage,
  type Inline,
} from '../../tools/api-english/format';

/** `{@link Cheerio.attr | attr}` → `` `attr` ``：英文原文里的内联标签按行内代码显示。 */
function replaceInlineTags(markdown: string): string {
  return markdown.replace(
    /\{@link(?:code|plain)?\s+([^}|\s]+)(?:\s*\|\s*|\s+)?([^}]*)\}/g,
    (_match, target: string, label: string) => `\`${(label || target).trim()}\``,
  );
}

function parse(markdown: string): Root {
  return unified().use(remarkParse).use(remarkGfm).parse(replaceInlineTags(markdown));
}

function inlines(nodes: PhrasingContent[]): Inline[] {
  return nodes.flatMap((node): Inline[] => {
    switch (node.type) {
      case 'text':
      case 'html':
        return [node.value];
      case 'inlineCode':
        return [{ code: node.value }];
      case 'link':
        return [{ link: node.url, text: inlines(node.children) }];
      case 'strong':
        return [{ strong: inlines(node.children) }];
      case 'emphasis':
        return [{ em: inlines(node.children) }];
      case 'break':
        return ['\n'];
      case 'image':
        return [node.alt ?? ''];
      default:
        return 'children' in node ? inlines(node.children) : [];
    }
  });
}

function blocksOf(nodes: RootContent[]): Block[] {
  return nodes.flatMap((node): Block[] => {
    switch (node.type) {
      case 'paragraph':
        return [{ p: inlines(node.children) }];
      case 'heading':
        return [{ p: [{ strong: inlines(node.children) }] }];
      case 'code':
        return [{ code: node.value, ...(node.lang ? { lang: node.lang } : {}) }];
      case 'list':
        return [
          {
            list: node.children.map((item) =>
              blocksOf(item.children).flatMap((block, index) => [
                ...(index > 0 ? ['\n'] : []),
                ...('p' in block ? block.p : 'code' in block ? [{ code: block.code }] : []),
              ]),
            ),
            ...(node.ordered ? { ordered: true as const } : {}),
          },
        ];
      case 'blockquote':
        return blocksOf(node.children);
      case 'html':
        return [{ p: [node.value] }];
      case 'table':
        return node.children.map((row) => ({
          p: row.children.flatMap((cell, index) => [...(index > 0 ? [' | '] : []), ...inlines(cell.children)]),
        }));
      default:
        return [];
    }
  });
}

/** Markdown → 浏览器可以逐个创建元素的块（不经过 innerHTML）。 */
export function markdownBlocks(markdown: string): Block[] {
  return blocksOf(parse(markdown).children);
}

/** 块的纯文字，不含行内代码和链接（TypeDoc 会把 `{@link}` 渲染成链接，文字与原文不一定相同）。 */
function plainText(items: Inline[]): string {
  return items
    .map((item) => {
      if (typeof item === 'string') return item;
      if ('strong' in item) return plainText(item.strong);
      if ('em' in item) return plainText(item.em);
      return '';
    })
    .join('');
}

/** 页面上显示的这段 Markdown 每一块的指纹（见 EnglishEntry.fingerprints）。 */
export function fingerprints(markdown: string): string[] {
  return markdownBlocks(markdown)
    .flatMap((block) => {
      if ('code' in block) return [block.code];
      if ('p' in block) return [plainText(block.p)];
      return block.list.map(plainText);
    })
    .map(fingerprintText)
    .filter(Boolean);
}

/** 页面上显示的文字：译文，或者（过期时）英文原文。示例的标题是正文的第一段（见 typedoc-layout）。 */
function displayed(unit: Unit, target: TextEntry | ExampleEntry, stale: boolean): string {
  if (unit.kind === 'text') return stale ? unit.english : (target as TextEntry).zh;
  const example = target as ExampleEntry;
  const caption = stale ? unit.caption : (example.caption ?? unit.caption);
  const body = stale ? unit.content : translateExample(unit.content, example).markdown;
  return caption ? `${caption}\n\n${body}` : body;
}

/** 渲染之后每个反射都有了地址：`classes/Cheerio.md#attr`；签名的地址取它所属的声明。 */
function locate(unit: Unit): { page: string; anchor: string } | undefined {
  const declaration = unit.owner.isDeclaration() ? unit.owner : unit.owner.parent;
  const url = declaration?.url;
  if (!url) return undefined;
  const [file, anchor = ''] = url.split('#');
  return { page: file.replace(/\.md$/, ''), anchor };
}

/** 同一个签名里，页面从上到下依次是摘要、类型参数、参数、返回值、示例、参阅。 */
const PATH_ORDER = ['deprecated', 'summary', 'remarks', 'typeParams', 'params', 'returns', 'throws', 'examples', 'see'];
const pathRank = (path: string) => PATH_ORDER.indexOf(/^[a-zA-Z]+/.exec(path)?.[0] ?? '');
const overload = (key: string) => Number(/#(\d+)$/.exec(key)?.[1] ?? 0);

/** 按页面分组的英文原文。未翻译的位置页面上本来就是英文，不需要对照。 */
export function englishPages(units: readonly Unit[], catalogue: Catalogue, outcome: Outcome): EnglishPage[] {
  const id = ({ key, path }: { key: string; path: string }) => `${key}\u0000${path}`;
  const stale = new Set(outcome.stale.map(id));
  const untranslated = new Set([...outcome.pending, ...outcome.missing, ...outcome.invalid].map(id));
  const pages = new Map<string, { entries: EnglishEntry[]; order: Map<EnglishEntry, number> }>();
  const seen = new Set<string>();

  units.forEach((unit, index) => {
    const where = locate(unit);
    if (!where) return;
    const page = pages.get(where.page) ?? { entries: [] as EnglishEntry[], order: new Map<EnglishEntry, number>() };
    pages.set(where.page, page);
    if (!unit.english || untranslated.has(id(unit))) return;
    const target = catalogue.entries.get(unit.key);
    const entry = target && lookup(target.entry, unit.path);
    const isStale = stale.has(id(unit));
    if (!entry || (!isStale && !isTranslated(entry))) return;
    const unique = `${where.page}#${where.anchor}\u0000${id(unit)}`;
    if (seen.has(unique)) return;
    seen.add(unique);
    const english: EnglishEntry = {
      anchor: where.anchor,
      key: unit.key,
      path: unit.path,
      fingerprints: fingerprints(displayed(unit, entry, isStale)),
      english: markdownBlocks(unit.english),
      ...(isStale ? { stale: true as const } : {}),
    };
    page.entries.push(english);
    page.order.set(english, index);
  });

  return [...pages]
    .map(([page, { entries, order }]) => ({
      page,
      entries: entries.sort(
        (a, b) =>
          overload(a.key) - overload(b.key) || pathRank(a.path) - pathRank(b.path) || order.get(a)! - order.get(b)!,
      ),
    }))
    .sort((a, b) => a.page.localeCompare(b.page));
}
