/**
 * 把 `<Head>` 的属性和子元素整理成 react-helmet-async 的 props 形状，再按它的规则合并所有挂载中的 `<Head>`：
 * 越晚渲染（越靠里）的越优先，meta、link 等按各自的主键去重。规则与 react-helmet-async 1.3.0 的
 * `reducePropsToState` 一致（服务端渲染仍用原库，浏览器里的结果必须与它相同）。
 */
import { Children, Fragment, isValidElement, type ReactNode } from 'react';

export type Attributes = Record<string, string | number | boolean | null | undefined>;

export const TAG_TYPES = ['base', 'link', 'meta', 'noscript', 'script', 'style'] as const;
export type TagType = (typeof TAG_TYPES)[number];
type ListTagType = Exclude<TagType, 'base'>;

/** 一个 `<Head>` 收集到的内容；属性名已换成 HTML 的写法（class、http-equiv……）。 */
export interface HeadProps {
  title?: ReactNode;
  titleTemplate?: string;
  defaultTitle?: string;
  titleAttributes?: Attributes;
  htmlAttributes?: Attributes;
  bodyAttributes?: Attributes;
  base?: Attributes;
  link?: Attributes[];
  meta?: Attributes[];
  noscript?: Attributes[];
  script?: Attributes[];
  style?: Attributes[];
}

export interface HeadState {
  title: string | undefined;
  titleAttributes: Attributes;
  htmlAttributes: Attributes;
  bodyAttributes: Attributes;
  tags: Record<TagType, Attributes[]>;
}

/** React 的属性名与 HTML 不同的那几个（与 react-helmet-async 的 REACT_TAG_MAP 相同）。 */
const HTML_NAMES: Record<string, string> = {
  accessKey: 'accesskey',
  charSet: 'charset',
  className: 'class',
  contentEditable: 'contenteditable',
  contextMenu: 'contextmenu',
  httpEquiv: 'http-equiv',
  itemProp: 'itemprop',
  tabIndex: 'tabindex',
};

/** 可以出现多个的标签（`<base>` 只取一个）。 */
const LIST_TAG_TYPES: readonly string[] = TAG_TYPES.filter((type) => type !== 'base');

const flatten = (value: unknown) => (Array.isArray(value) ? value.join('') : value);

/**
 * `<Head>` 的 props：子元素是 `<title>`、`<meta>`、`<html>` 这样的元素，也可以直接给 react-helmet-async 形状的属性。
 * Fragment 的处理照原库：Fragment 里的 meta、link 等会被同一层在它之外的同类标签整组取代（服务端输出就是这样）。
 */
export function collectHeadProps({ children, ...props }: HeadProps & { children?: ReactNode }): HeadProps {
  return mapChildren(children, props);
}

function mapChildren(nodes: ReactNode, props: HeadProps): HeadProps {
  let collected = props;
  const lists: Partial<Record<ListTagType, Attributes[]>> = {};
  Children.forEach(nodes, (child) => {
    if (!isValidElement<{ children?: ReactNode }>(child)) return;
    const { children: nested, ...rest } = child.props;
    if (child.type === Fragment) {
      collected = mapChildren(nested, collected);
      return;
    }
    if (typeof child.type !== 'string') return;
    const attributes: Attributes = {};
    for (const [name, value] of Object.entries(rest))
      attributes[HTML_NAMES[name] ?? name] = value as Attributes[string];
    const type = child.type;
    if (LIST_TAG_TYPES.includes(type)) {
      if (nested != null) attributes[type === 'style' ? 'cssText' : 'innerHTML'] = flatten(nested) as string;
      (lists[type as ListTagType] ??= []).push(attributes);
    } else if (type === 'title') collected = { ...collected, title: nested, titleAttributes: attributes };
    else if (type === 'html') collected = { ...collected, htmlAttributes: attributes };
    else if (type === 'body') collected = { ...collected, bodyAttributes: attributes };
    else if (type === 'base') collected = { ...collected, base: attributes };
  });
  return { ...collected, ...lists };
}

function innermost<K extends keyof HeadProps>(propsList: readonly HeadProps[], key: K): HeadProps[K] | undefined {
  for (let index = propsList.length - 1; index >= 0; index -= 1) {
    if (Object.hasOwn(propsList[index], key)) return propsList[index][key];
  }
  return undefined;
}

function titleOf(propsList: readonly HeadProps[]): string | undefined {
  const title = flatten(innermost(propsList, 'title')) as string | undefined;
  const template = innermost(propsList, 'titleTemplate');
  if (template && title) return template.replace(/%s/g, () => title);
  return title || innermost(propsList, 'defaultTitle') || undefined;
}

const mergedAttributes = (
  propsList: readonly HeadProps[],
  key: 'htmlAttributes' | 'bodyAttributes' | 'titleAttributes',
) =>
  Object.assign(
    {},
    ...propsList.map((props) => props[key]).filter((attributes) => attributes !== undefined),
  ) as Attributes;

/** 主键：link 的 rel 与 href 都是主键，rel="canonical" 时以 rel 为准，rel="stylesheet" 时以 href 为准。 */
function primaryKeyOf(tag: Attributes, primaryKeys: readonly string[]): string | undefined {
  let key: string | undefined;
  for (const name of Object.keys(tag)) {
    const lower = name.toLowerCase();
    if (
      primaryKeys.includes(lower) &&
      !(key === 'rel' && String(tag[key]).toLowerCase() === 'canonical') &&
      !(lower === 'rel' && String(tag[lower]).toLowerCase() === 'stylesheet')
    ) {
      key = lower;
    }
    if (primaryKeys.includes(name) && (name === 'innerHTML' || name === 'cssText' || name === 'itemprop')) key = name;
  }
  return key;
}

/** 从最靠里的 `<Head>` 往外看：主键的值已被更靠里的占用的标签丢掉，同一个 `<Head>` 里的同值标签都保留。 */
function selectTags(lists: readonly Attributes[][], primaryKeys: readonly string[]): Attributes[] {
  const approved: Attributes[] = [];
  const seen = new Map<string, Set<string>>();
  for (const instanceTags of [...lists].reverse()) {
    const seenHere = new Map<string, Set<string>>();
    const kept = instanceTags.filter((tag) => {
      const key = primaryKeyOf(tag, primaryKeys);
      if (!key || !tag[key]) return false;
      const value = String(tag[key]).toLowerCase();
      if (seen.get(key)?.has(value)) return false;
      if (!seenHere.has(key)) seenHere.set(key, new Set());
      seenHere.get(key)?.add(value);
      return true;
    });
    approved.push(...kept.reverse());
    for (const [key, values] of seenHere) seen.set(key, new Set([...(seen.get(key) ?? []), ...values]));
  }
  return approved.reverse();
}

const PRIMARY_KEYS: Record<ListTagType, readonly string[]> = {
  link: ['rel', 'href'],
  meta: ['name', 'charset', 'http-equiv', 'property', 'itemprop'],
  noscript: ['innerHTML'],
  script: ['src', 'innerHTML'],
  style: ['cssText'],
};

/** 按挂载顺序排好的各个 `<Head>` 合并成页面的 `<head>`。 */
export function reduceHeadProps(propsList: readonly HeadProps[]): HeadState {
  const base = [...propsList]
    .reverse()
    .map((props) => props.base)
    .find((tag) => tag !== undefined && Object.keys(tag).some((name) => name.toLowerCase() === 'href' && tag[name]));
  const listsOf = (type: ListTagType) => propsList.map((props) => props[type]).filter((list) => Array.isArray(list));
  return {
    title: titleOf(propsList),
    titleAttributes: mergedAttributes(propsList, 'titleAttributes'),
    htmlAttributes: mergedAttributes(propsList, 'htmlAttributes'),
    bodyAttributes: mergedAttributes(propsList, 'bodyAttributes'),
    tags: {
      base: base ? [base] : [],
      link: selectTags(listsOf('link'), PRIMARY_KEYS.link),
      meta: selectTags(listsOf('meta'), PRIMARY_KEYS.meta),
      noscript: selectTags(listsOf('noscript'), PRIMARY_KEYS.noscript),
      script: selectTags(listsOf('script'), PRIMARY_KEYS.script),
      style: selectTags(listsOf('style'), PRIMARY_KEYS.style),
    },
  };
}
