import type { AnyNode, Element } from 'domhandler';
import { cssEscape, cssString } from './cssEscape';

/**
 * “点一个节点，得到选择器”：为 Cheerio 建出的树里的一个元素找一个简短、稳定、恰好只匹配它的选择器。
 * 先试 id，再试有区分度的 class 和属性，最后才用 `:nth-child` 拼出从某个可靠锚点往下的路径。
 *
 * 每个候选都用真正的选择器引擎（与页面上的选择器测试相同的 cheerio 和解析选项）验证：结果恰好是这一个节点才采用。
 * 所以 parse5 补出的 `<tbody>`、被挪到表格前面的元素、`<template>` 里的片段，都按 Cheerio 的树而不是浏览器的树处理。
 */

/** 在文档里执行选择器，按文档顺序返回匹配的节点；选择器无效时抛出。 */
export type Query = (selector: string) => readonly AnyNode[];

export type SelectorResult = { selector: string } | { selector: null; reason: string };

/** 值太长的属性不适合放进选择器：换一篇文章就会变，读起来也费劲。 */
const MAX_ATTRIBUTE_VALUE = 80;
/** 路径最多往上走这么多层；再深的节点给出说明，而不是一个几百层长的选择器。 */
const MAX_PATH_DEPTH = 12;
/**
 * 兄弟元素比这多时不用 `:nth-child()`：选择器引擎为每个候选元素从头数它是第几个孩子，验证一条这样的路径要
 * 把整层的兄弟两两比较（十五万项的列表要几分钟，超过分析 worker 的时限）。
 */
const MAX_NTH_CHILD_SIBLINGS = 5_000;

/** 按稳定程度排列：这些属性通常是为了程序读取而写的，不随样式改动。 */
const PREFERRED_ATTRIBUTES = [
  'name',
  'data-testid',
  'data-test',
  'data-id',
  'itemprop',
  'property',
  'for',
  'role',
  'aria-label',
  'type',
  'title',
  'alt',
  'href',
  'src',
  'rel',
  'lang',
  'value',
];

/** domhandler 的节点类型是字符串枚举；按字符串比较，免得依赖它的运行时导出。 */
export function nodeKind(node: AnyNode | null | undefined): string {
  return node ? String(node.type) : '';
}

export function isElement(node: AnyNode | null | undefined): node is Element {
  const kind = nodeKind(node);
  return kind === 'tag' || kind === 'script' || kind === 'style';
}

function elementSiblings(element: Element): Element[] {
  return (element.parent?.children ?? []).filter(isElement);
}

function classesOf(element: Element): string[] {
  const value = element.attribs.class ?? '';
  return [...new Set(value.split(/[\t\n\f\r ]+/).filter(Boolean))];
}

/** 只匹配 target 一个节点。 */
function matchesOnly(query: Query, selector: string, target: Element): boolean {
  try {
    const matches = query(selector);
    return matches.length === 1 && matches[0] === target;
  } catch {
    // 转义后仍被选择器引擎拒绝的名字（例如某些带命名空间的属性），就不用这个候选。
    return false;
  }
}

function count(query: Query, selector: string): number {
  try {
    return query(selector).length;
  } catch {
    return Number.POSITIVE_INFINITY;
  }
}

function attributeCandidates(element: Element): string[] {
  const tag = cssEscape(element.name);
  const names = Object.keys(element.attribs);
  const preferred = PREFERRED_ATTRIBUTES.filter((name) => names.includes(name));
  const dataAttributes = names.filter((name) => name.startsWith('data-') && !preferred.includes(name)).sort();
  return [...preferred, ...dataAttributes]
    .filter((name) => {
      const value = element.attribs[name] ?? '';
      return value !== '' && value.length <= MAX_ATTRIBUTE_VALUE;
    })
    .map((name) => `${tag}[${cssEscape(name)}=${cssString(element.attribs[name] ?? '')}]`);
}

/** 只看元素自身（不看祖先）的候选，按偏好排列。 */
function ownCandidates(element: Element, query: Query): string[] {
  const candidates: string[] = [];
  const id = element.attribs.id;
  if (id) candidates.push(`#${cssEscape(id)}`);
  const tag = cssEscape(element.name);
  // 越少见的 class 越有区分度，先试它。
  const classes = classesOf(element)
    .map((name) => ({ name, frequency: count(query, `.${cssEscape(name)}`) }))
    .sort((a, b) => a.frequency - b.frequency)
    .map(({ name }) => cssEscape(name));
  for (const name of classes) candidates.push(`.${name}`);
  for (const name of classes) candidates.push(`${tag}.${name}`);
  candidates.push(...attributeCandidates(element));
  if (classes.length >= 2) candidates.push(`${tag}.${classes[0]}.${classes[1]}`);
  candidates.push(tag);
  return candidates;
}

/** 元素在兄弟元素中的写法：标签名已经唯一就只写标签名，否则加一个别的兄弟没有的 class，再不行用 `:nth-child`。 */
function stepFor(element: Element): string {
  const tag = cssEscape(element.name);
  const sameTag = elementSiblings(element).filter((sibling) => sibling !== element && sibling.name === element.name);
  if (sameTag.length === 0) return tag;
  const distinctive = classesOf(element).find((name) => sameTag.every((sibling) => !classesOf(sibling).includes(name)));
  if (distinctive !== undefined) return `${tag}.${cssEscape(distinctive)}`;
  return `${tag}:nth-child(${elementSiblings(element).indexOf(element) + 1})`;
}

/** 祖先自身就能唯一确定时，用它做路径的起点。 */
function uniqueAnchor(element: Element, query: Query): string | null {
  return ownCandidates(element, query).find((candidate) => matchesOnly(query, candidate, element)) ?? null;
}

export function selectorFor(target: Element, query: Query): SelectorResult {
  for (const candidate of ownCandidates(target, query)) {
    if (matchesOnly(query, candidate, target)) return { selector: candidate };
  }

  const steps: string[] = [];
  let current: Element = target;
  for (let depth = 0; depth < MAX_PATH_DEPTH; depth += 1) {
    const step = stepFor(current);
    const siblings = elementSiblings(current).length;
    if (step.includes(':nth-child(') && siblings > MAX_NTH_CHILD_SIBLINGS) {
      return {
        selector: null,
        reason: `${current === target ? '它' : `它的祖先 <${current.name}> `}所在的这一层有 ${siblings.toLocaleString('zh-CN')} 个元素，只能用 :nth-child() 区分它，而在这么长的一层里验证这样的选择器太慢。给它加一个 id、class 或属性再试。`,
      };
    }
    steps.unshift(step);
    const path = steps.join(' > ');
    if (matchesOnly(query, path, target)) return { selector: path };
    const parent = current.parent;
    if (!isElement(parent)) {
      // 到了顶层（文档的根，或 <template> 内容所在的片段）：`:root` 匹配父节点不是元素的元素，即顶层元素自身。
      const rooted = [`${steps[0]}:root`, ...steps.slice(1)].join(' > ');
      if (matchesOnly(query, rooted, target)) return { selector: rooted };
      return {
        selector: null,
        reason: isTemplateContent(current)
          ? '这个节点在 <template> 的内容里。Cheerio 把模板内容放在一个单独的文档片段中，子代、后代组合器跨不过 <template>，而它自身又没有能区分它的 id、class 或属性。'
          : '文档里有结构完全相同的另一处，找不到只匹配这个节点的选择器。',
      };
    }
    const anchor = uniqueAnchor(parent, query);
    if (anchor !== null) {
      const anchored = `${anchor} > ${path}`;
      if (matchesOnly(query, anchored, target)) return { selector: anchored };
    }
    current = parent;
  }
  return { selector: null, reason: `这个节点嵌套太深：往上 ${MAX_PATH_DEPTH} 层都没有能唯一确定位置的祖先。` };
}

function isTemplateContent(element: Element): boolean {
  const fragment = element.parent;
  return nodeKind(fragment) === 'root' && isElement(fragment?.parent) && fragment.parent.name === 'template';
}
