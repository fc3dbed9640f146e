/** 保留了服务端 HTML 的静态段没有 React 事件处理器：这里用原生事件委托补上站内链接与代码块按钮。 */
import { whenApproached } from '../KeptServerHtml/approach';
import { CODE_BUTTONS, COPY_BUTTON } from './codeBlockHooks';

type History = { push(path: string): void };

/** 站内页面链接：同源、非下载、不在新窗口打开，路径的最后一段没有扩展名（.md、.txt 等是静态文件）。 */
export function internalRoute(anchor: HTMLAnchorElement, origin: string): string | null {
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  let url: URL;
  try {
    url = new URL(anchor.href, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  if (/\.[a-z0-9]+$/i.test(url.pathname.split('/').pop() ?? '')) return null;
  return url.pathname + url.search + url.hash;
}

type DocusaurusGlobal = { preload?: (path: string) => unknown };

function closestAnchor(target: EventTarget | null, root: HTMLElement): HTMLAnchorElement | null {
  const anchor = target instanceof Element ? target.closest('a[href]') : null;
  return anchor instanceof HTMLAnchorElement && root.contains(anchor) ? anchor : null;
}

const loadButtons = () => import('./codeBlockButtons');

export function attachStaticRunBehaviour(root: HTMLElement, history: History): () => void {
  const { origin, pathname } = window.location;

  const onClick = (event: MouseEvent) => {
    const copyButton = event.target instanceof Element ? event.target.closest(COPY_BUTTON) : null;
    if (copyButton && root.contains(copyButton) && !copyButton.closest('[data-buttons-mounted]')) {
      // 按钮组还没接上 React：接上之后替读者再按一次。
      void loadButtons().then(({ mountCodeBlockButtons }) => mountCodeBlockButtons(copyButton, { click: true }));
      return;
    }
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    ) {
      return;
    }
    const anchor = closestAnchor(event.target, root);
    const route = anchor && internalRoute(anchor, origin);
    if (!route) return;
    // 同一页面内的锚点交给浏览器，保持原生的滚动与历史行为。
    if (route.startsWith(`${pathname}#`)) return;
    event.preventDefault();
    history.push(route);
  };

  const onIntent = (event: Event) => {
    const anchor = closestAnchor(event.target, root);
    const route = anchor && internalRoute(anchor, origin);
    if (route) (window as unknown as { docusaurus?: DocusaurusGlobal }).docusaurus?.preload?.(route.split('#')[0]);
  };

  // 代码块接近时再接上复制与换行按钮（换行按钮只在代码需要横向滚动时出现，要在浏览器里量）。
  const stopWatchingButtons = whenApproached(Array.from(root.querySelectorAll(CODE_BUTTONS)), (group) => {
    void loadButtons().then(({ mountCodeBlockButtons }) => mountCodeBlockButtons(group));
  });

  root.addEventListener('click', onClick);
  root.addEventListener('pointerover', onIntent, { passive: true });
  root.addEventListener('touchstart', onIntent, { passive: true });
  root.addEventListener('focusin', onIntent);
  return () => {
    stopWatchingButtons();
    root.removeEventListener('click', onClick);
    root.removeEventListener('pointerover', onIntent);
    root.removeEventListener('touchstart', onIntent);
    root.removeEventListener('focusin', onIntent);
  };
}
