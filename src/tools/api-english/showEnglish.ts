/**
 * 打开“显示英文原文”时才加载的部分：下载当前页面的对照数据（构建时由 TypeDoc 插件写出，见
 * src/plugins/typedoc-translations/english.ts），按指纹找到每段译文，把英文原文插在它下面。
 * 正文是保留服务端 HTML 的静态段（StaticRun），React 不管理其中的元素，插入和删除都不会干扰水合后的页面。
 */
import { fingerprintText, type Block, type EnglishEntry, type EnglishPage, type Inline } from './format';
import { css } from './styles';

const BLOCKS = 'h1, h2, h3, h4, h5, h6, p, li, pre, td, dt, dd';

/** 元素自己的文字：与构建时一样，不算行内代码、链接，也不算嵌套的列表和代码块（它们是自己的块）。 */
function ownText(element: Element): string {
  let text = '';
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT, {
    acceptNode(node) {
      const skipped = node.parentElement?.closest('a, code, ul, ol, pre');
      return skipped && skipped !== element && element.contains(skipped)
        ? NodeFilter.FILTER_REJECT
        : NodeFilter.FILTER_ACCEPT;
    },
  });
  for (let node = walker.nextNode(); node; node = walker.nextNode()) text += node.textContent ?? '';
  return text;
}

function fingerprintOf(element: Element): string {
  return fingerprintText(element.tagName === 'PRE' ? (element.textContent ?? '') : ownText(element));
}

function renderInline(items: Inline[], parent: HTMLElement): void {
  for (const item of items) {
    if (typeof item === 'string') parent.append(item);
    else if ('code' in item) parent.append(Object.assign(document.createElement('code'), { textContent: item.code }));
    else if ('link' in item) {
      const link = document.createElement('a');
      // 英文原文里的链接只可能来自 cheerio 的源码注释；不是 http(s) 的地址照文字显示，不生成链接。
      if (/^https?:\/\//.test(item.link)) {
        link.href = item.link;
        renderInline(item.text, link);
        parent.append(link);
      } else renderInline(item.text, parent);
    } else {
      const element = document.createElement('strong' in item ? 'strong' : 'em');
      renderInline('strong' in item ? item.strong : item.em, element);
      parent.append(element);
    }
  }
}

function renderBlock(block: Block): HTMLElement {
  if ('code' in block) {
    const pre = document.createElement('pre');
    pre.append(Object.assign(document.createElement('code'), { textContent: block.code }));
    return pre;
  }
  if ('list' in block) {
    const list = document.createElement(block.ordered ? 'ol' : 'ul');
    for (const item of block.list) {
      const li = document.createElement('li');
      renderInline(item, li);
      list.append(li);
    }
    return list;
  }
  const paragraph = document.createElement('p');
  renderInline(block.p, paragraph);
  return paragraph;
}

function renderEntry(entry: EnglishEntry): HTMLElement {
  const box = document.createElement('div');
  box.className = 'api-english-original';
  box.dataset.apiEnglish = `${entry.key} › ${entry.path}`;
  if (entry.stale) {
    // 过期的译文没有写进页面，页面上显示的已经是新的英文原文；这里只标出来。
    box.classList.add('api-english-stale');
    box.append(Object.assign(document.createElement('p'), { textContent: '英文已更新，译文待核对' }));
    return box;
  }
  const label = Object.assign(document.createElement('span'), {
    textContent: '英文原文：',
    className: 'api-english-label',
  });
  const english = document.createElement('div');
  english.lang = 'en';
  for (const block of entry.english) english.append(renderBlock(block));
  box.append(label, english);
  return box;
}

interface Section {
  start: number;
  end: number;
}

/** 页面上从某个标题开始、到下一个同级或更高级标题之前的块；锚点为空时是整篇正文。 */
function sectionOf(blocks: Element[], anchor: string): Section | undefined {
  if (!anchor) return { start: 0, end: blocks.length };
  const start = blocks.findIndex((block) => block.id === anchor && /^H\d$/.test(block.tagName));
  if (start === -1) return undefined;
  const level = Number(blocks[start].tagName[1]);
  let end = start + 1;
  while (end < blocks.length && !(/^H\d$/.test(blocks[end].tagName) && Number(blocks[end].tagName[1]) <= level)) end++;
  return { start, end };
}

/** 插入点：代码块插在整个代码块组件之后，列表项插在整个列表之后，表格单元格插在表格之后。 */
function insertionPoint(element: Element): Element {
  if (element.tagName === 'PRE') return element.closest('.theme-code-block') ?? element;
  let point: Element = element;
  for (let list = element.closest('ul, ol, table'); list; list = list.parentElement?.closest('ul, ol, table') ?? null) {
    point = list;
  }
  return point;
}

/** 样式只在第一次显示英文原文时加进 <head>，之后一直留着（切换页面、关掉开关都用得上）。 */
function addStyles(): void {
  if (document.getElementById('api-english-styles')) return;
  const style = document.createElement('style');
  style.id = 'api-english-styles';
  style.textContent = css;
  document.head.append(style);
}

/** 把英文原文插进页面（dataUrl 是当前页面的对照数据，已带上站点的 baseUrl），状态文字写进 status；返回撤销的函数。 */
export async function showEnglish(dataUrl: string, status: HTMLElement): Promise<() => void> {
  status.textContent = '正在加载英文原文……';
  let inserted: Element[] = [];
  try {
    const result = await insertEnglish(dataUrl);
    inserted = result.inserted;
    status.textContent = result.message;
  } catch (error) {
    status.textContent = `英文原文加载失败：${(error as Error).message}。`;
  }
  return () => {
    inserted.forEach((box) => box.remove());
    status.textContent = '';
  };
}

async function insertEnglish(dataUrl: string): Promise<{ inserted: Element[]; message: string }> {
  const response = await fetch(dataUrl);
  if (!response.ok) {
    throw new Error(
      response.status === 404
        ? '找不到本页的对照数据（开发服务器不生成它，请用 npm run build 之后的站点）'
        : `服务器返回 HTTP ${response.status}`,
    );
  }
  const data = (await response.json()) as EnglishPage;
  addStyles();
  const article = document.querySelector('.theme-doc-markdown');
  if (!article || data.entries.length === 0) {
    return { inserted: [], message: '本页没有翻译过的说明文字，页面上的英文就是原文。' };
  }
  const blocks = Array.from(article.querySelectorAll(BLOCKS));
  const fingerprints = blocks.map(fingerprintOf);
  const inserted: Element[] = [];
  const cursors = new Map<string, number>();
  let missing = 0;
  for (const entry of data.entries) {
    const section = sectionOf(blocks, entry.anchor);
    const first = entry.fingerprints[0];
    const last = entry.fingerprints[entry.fingerprints.length - 1];
    if (!section || !first) {
      missing++;
      continue;
    }
    const find = (fingerprint: string, from: number) => {
      for (let i = from; i < section.end; i++) if (fingerprints[i] === fingerprint) return i;
      return -1;
    };
    // 同一节里的条目按页面上的顺序排列：从上一条结束的地方往下找，找不到再从节首找。
    let start = find(first, cursors.get(entry.anchor) ?? section.start);
    if (start === -1) start = find(first, section.start);
    const end = start === -1 ? -1 : find(last, start);
    if (end === -1) {
      missing++;
      continue;
    }
    cursors.set(entry.anchor, end + 1);
    const box = renderEntry(entry);
    insertionPoint(blocks[end]).after(box);
    inserted.push(box);
  }
  const stale = data.entries.filter((entry) => entry.stale).length;
  const shown = inserted.length;
  const parts = [`已在 ${shown} 段译文下显示英文原文`];
  if (stale) parts.push(`其中 ${stale} 段英文已更新，译文待核对`);
  if (missing) parts.push(`另有 ${missing} 段没能在页面上找到对应的位置`);
  return { inserted, message: `${parts.join('，')}。` };
}
