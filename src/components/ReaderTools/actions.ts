/** 读者工具的交互部分：补全原文链接与报告链接、复制 Markdown。 */
import { partUrlsIn } from './twinParts';
import type { ReaderToolsProps } from './types';

/**
 * 离读者当前位置最近的 h2/h3 锚点：有选中文字时取选区之前的最后一个标题，否则取视口上三分之一处之前的最后一个。
 * 只依赖文章里带 id 的标题，不依赖正文的具体结构。
 */
function nearestHeading(from: Element): string {
  const selection = getSelection();
  const range = selection && !selection.isCollapsed ? selection.getRangeAt(0) : null;
  let id = '';
  from
    .closest('article')
    ?.querySelectorAll('h2[id],h3[id]')
    .forEach((heading) => {
      if (range ? range.comparePoint(heading, 0) < 1 : heading.getBoundingClientRect().top < innerHeight / 3)
        id = heading.id;
    });
  return id;
}

/** 在按下链接、选区还在的时候，给原文链接补上锚点（英文页面有同名锚点时），给报告链接填好 issue 正文。 */
export function fill(
  kind: 'original' | 'issue',
  link: HTMLAnchorElement,
  { title, permalink, translation: t, repository }: ReaderToolsProps,
  en?: string,
): void {
  const id = nearestHeading(link);
  if (kind === 'original') {
    const same = t?.anchors === true ? /^[\w-]+$/.test(id) : t?.anchors?.includes(id);
    link.href = `${en}${id && same ? `#${id}` : ''}`;
    return;
  }
  const page = location.origin + permalink;
  const quote = String(getSelection()).trim().slice(0, 1000);
  const body = [
    `页面：${page}`,
    id && `章节：${page}#${id}`,
    t && `英文原文：${t.status === 'original' ? '无（本页为中文版原创内容）' : `${t.path ?? en} @ ${t.commit}`}`,
    quote && `选中的文字：\n\n> ${quote.replace(/\n+/g, '\n> ')}`,
    '问题描述：\n\n',
  ];
  link.href = `${issueUrl(repository, title)}&body=${encodeURIComponent(body.filter(Boolean).join('\n\n'))}`;
}

/** 只带标题的 issue 地址；TypeDoc 生成的标题带 Markdown 转义（Cheerio\<T\>），去掉反斜杠。 */
export function issueUrl(repository: string, title: string): string {
  return `${repository}/issues/new?title=${encodeURIComponent(`[页面问题] ${title.replace(/\\(?=\W)/g, '')}`)}`;
}

function fetchText(url: string): Promise<string> {
  return fetch(url).then((response) =>
    response.ok ? response.text() : Promise.reject(new Error(response.statusText)),
  );
}

/**
 * 整页的 Markdown：过大的页面在原地址上只有目录，各部分按目录里的链接依次取回接在后面。链接是站点正式地址上的
 * 绝对地址，只取路径，在当前主机（例如第二个主机）上取。
 */
async function pageMarkdown(url: string): Promise<string> {
  const index = await fetchText(url);
  const parts = await Promise.all(partUrlsIn(index).map((part) => fetchText(new URL(part).pathname)));
  return [index, ...parts].join('\n');
}

/** 把一段文字放进剪贴板（“复制提示词”），结果交给 report。 */
export function copyText(text: string, report: (message: string) => void, done: string): void {
  navigator.clipboard.writeText(text).then(
    () => report(done),
    () => report('复制失败，请改用上面的链接打开 AI 助手。'),
  );
}

/** 取回页面的 Markdown 版本放进剪贴板，结果交给 report 显示并读给屏幕阅读器。 */
export function copy(url: string, report: (message: string) => void): void {
  const text = pageMarkdown(url);
  const written =
    typeof ClipboardItem === 'function'
      ? navigator.clipboard.write([
          new ClipboardItem({ 'text/plain': text.then((body) => new Blob([body], { type: 'text/plain' })) }),
        ])
      : text.then((body) => navigator.clipboard.writeText(body));
  written.then(
    () => report('已复制本页的 Markdown。'),
    () => report('复制失败，请打开“查看 Markdown”手动复制。'),
  );
}
