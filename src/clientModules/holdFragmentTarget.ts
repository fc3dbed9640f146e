/**
 * 长文章后半部分的静态段用了 content-visibility:auto（见 custom.css）：屏幕外的块先按估计高度占位，滚到附近才排版。
 * 打开带 #锚点 的地址时，浏览器按估计高度滚到目标，目标上方的块随后排版、高度变化，目标就被挤出视口。
 * 这里立即把目标对齐到顶部，并在页面高度变化时再拉回原位（scroll-margin-top 照常生效），直到读者自己滚动或过了 3 秒。
 */
import type { ClientModule } from '@docusaurus/types';

const HOLD_MS = 3000;
const USER_SCROLL_EVENTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

export function holdFragmentTarget(id: string): () => void {
  const target = document.getElementById(id);
  if (!target || typeof ResizeObserver === 'undefined') return () => {};
  const align = () => target.scrollIntoView({ block: 'start' });
  const observer = new ResizeObserver(align);
  const release = () => {
    observer.disconnect();
    clearTimeout(timer);
    for (const type of USER_SCROLL_EVENTS) window.removeEventListener(type, release);
  };
  const timer = setTimeout(release, HOLD_MS);
  for (const type of USER_SCROLL_EVENTS) window.addEventListener(type, release, { passive: true, once: true });
  // 脚本在首帧之后才运行，浏览器最初那次滚动之后的高度变化已经发生了：先对齐一次，再跟着后续的变化。
  align();
  // html 与 body 的高度固定为视口高度（Infima），要观察的是文章本身。
  observer.observe(target.closest('article') ?? document.body);
  return release;
}

let releasePrevious = () => {};

const clientModule: ClientModule = {
  onRouteDidUpdate({ location }) {
    releasePrevious();
    releasePrevious = () => {};
    if (!location.hash || !document.querySelector('.static-run-deferred')) return;
    let id: string;
    try {
      id = decodeURIComponent(location.hash.slice(1));
    } catch {
      return;
    }
    releasePrevious = holdFragmentTarget(id);
  },
};

export default clientModule;
