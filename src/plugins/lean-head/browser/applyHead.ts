/**
 * 把合并好的 `<head>` 写进文档，做法与 react-helmet-async 1.3.0 的客户端相同，服务端渲染的标记因此原样接得上：
 * 它管理的标签带 `data-rh="true"`，与新标签完全相同的留着不动；`<html>`、`<body>`、`<title>` 上它设置过的属性名记在
 * `data-rh` 里，下次不再需要时删掉，别的脚本设置的属性（如 data-theme）不受影响。
 */
import { TAG_TYPES, type Attributes, type HeadState, type TagType } from './headState';

const MANAGED = 'data-rh';

function applyAttributes(element: Element | undefined, attributes: Attributes) {
  if (!element) return;
  const managed = element.getAttribute(MANAGED)?.split(',') ?? [];
  const names = Object.keys(attributes);
  for (const name of names) {
    const value = String(attributes[name] || '');
    if (element.getAttribute(name) !== value) element.setAttribute(name, value);
  }
  for (const name of managed) if (name && !names.includes(name)) element.removeAttribute(name);
  if (names.length === 0) element.removeAttribute(MANAGED);
  else if (element.getAttribute(MANAGED) !== names.join(',')) element.setAttribute(MANAGED, names.join(','));
}

function createTag(document: Document, type: TagType, tag: Attributes): Element {
  const element = document.createElement(type);
  for (const [name, value] of Object.entries(tag)) {
    if (name === 'innerHTML') element.innerHTML = String(value);
    else if (name === 'cssText') element.appendChild(document.createTextNode(String(value)));
    else element.setAttribute(name, value === undefined ? '' : String(value));
  }
  element.setAttribute(MANAGED, 'true');
  return element;
}

function applyTags(document: Document, type: TagType, tags: readonly Attributes[]) {
  const head = document.head;
  const old = Array.from(head.querySelectorAll(`${type}[${MANAGED}]`));
  const added: Element[] = [];
  for (const tag of tags) {
    const element = createTag(document, type, tag);
    const same = old.findIndex((existing) => element.isEqualNode(existing));
    if (same === -1) added.push(element);
    else old.splice(same, 1);
  }
  for (const element of old) element.remove();
  for (const element of added) head.appendChild(element);
}

export function applyHead(state: HeadState, document: Document = window.document): void {
  applyAttributes(document.body, state.bodyAttributes);
  applyAttributes(document.documentElement, state.htmlAttributes);
  if (state.title !== undefined && document.title !== state.title) document.title = state.title;
  applyAttributes(document.getElementsByTagName('title')[0], state.titleAttributes);
  for (const type of TAG_TYPES) applyTags(document, type, state.tags[type]);
}
