import type { CheerioAPI } from 'cheerio';
import type { AnyNode, Element } from 'domhandler';
import { cssEscape } from '../cssEscape';
import { isElement } from '../selectorFor';

/**
 * 列表里的子字段要用相对于列表项的选择器：在树里点中列表项里的一个节点，给出在这一项里第一个匹配就是它的选择器
 * （extract() 对不带数组的字段只取第一个匹配）。先试通用的写法（class、标签名、带某个属性），它们在别的列表项里
 * 多半也指向同样位置的元素；不行再从列表项往下写出 `:scope > … > …` 的路径。不用 id：每一项的 id 各不相同。
 */

/** 有这些属性的元素往往就是要取的值（链接、图片、价格、数据项）。 */
const TELLING_ATTRIBUTES = ['href', 'src', 'datetime', 'itemprop', 'title', 'alt', 'content', 'value'];
const MAX_PATH_DEPTH = 8;

function classesOf(element: Element): string[] {
  return [...new Set((element.attribs.class ?? '').split(/[\t\n\f\r ]+/).filter(Boolean))];
}

function firstMatch($: CheerioAPI, item: Element, selector: string): AnyNode | undefined {
  try {
    return $(item).find(selector)[0];
  } catch {
    return undefined;
  }
}

function stepFor(element: Element): string {
  const tag = cssEscape(element.name);
  const siblings = (element.parent?.children ?? []).filter(isElement);
  const sameTag = siblings.filter((sibling) => sibling !== element && sibling.name === element.name);
  if (sameTag.length === 0) return tag;
  const distinctive = classesOf(element).find((name) => sameTag.every((sibling) => !classesOf(sibling).includes(name)));
  if (distinctive !== undefined) return `${tag}.${cssEscape(distinctive)}`;
  return `${tag}:nth-child(${siblings.indexOf(element) + 1})`;
}

/** target 是 item 自身或它的后代。找不到合适的选择器时返回 null。 */
export function relativeSelector($: CheerioAPI, item: Element, target: Element): string | null {
  if (target === item) return ':scope';
  const tag = cssEscape(target.name);
  const count = (selector: string) => {
    try {
      return $(item).find(selector).length;
    } catch {
      return Number.POSITIVE_INFINITY;
    }
  };
  const classes = classesOf(target)
    .map((name) => cssEscape(name))
    .sort((a, b) => count(`.${a}`) - count(`.${b}`));
  const candidates = [
    ...classes.map((name) => `.${name}`),
    ...classes.map((name) => `${tag}.${name}`),
    tag,
    ...TELLING_ATTRIBUTES.filter((name) => name in target.attribs).map((name) => `${tag}[${name}]`),
  ];
  const found = candidates.find((candidate) => firstMatch($, item, candidate) === target);
  if (found) return found;

  const steps: string[] = [];
  for (let current: Element = target; current !== item;) {
    if (steps.length >= MAX_PATH_DEPTH) return null;
    steps.unshift(stepFor(current));
    const parent = current.parent;
    if (!isElement(parent)) return null;
    current = parent;
  }
  const path = `:scope > ${steps.join(' > ')}`;
  return firstMatch($, item, path) === target ? path : null;
}
