/**
 * 代替 theme-classic 的客户端模块 `lib/nprogress.js`（经 ../index.ts 按路径替换）：路由切换超过 200 ms 时在页面顶端显示进度条。
 *
 * 原因：原模块为这一条细线引入整个 nprogress 库（每个页面的首屏脚本里 1.7 KiB gzip，大半是用不到的转圈图标、jQuery
 * promise 和配置项）。这里只做站点用到的部分，数值与原模块的设置相同：最小 0.08，过渡 200 ms，每 800 ms 随机前进至多 0.02，
 * 完成时走满再淡出。元素结构（`#nprogress > .bar > .peg`）与原库相同，样式仍用主题的 `nprogress.css`。
 */
import type { ClientModule } from '@docusaurus/types';
import '@docusaurus/theme-classic/lib/nprogress.css';

export const DELAY = 200;
export const MINIMUM = 0.08;
export const SPEED = 200;
const TRICKLE_RATE = 0.02;
const TRICKLE_SPEED = 800;
/** 没完成之前不走到头。 */
const MAXIMUM = 0.994;

let container: HTMLElement | undefined;
let bar: HTMLElement | undefined;
/** 正在前进时是当前进度，没有进行中的导航时为 undefined。 */
let status: number | undefined;
let trickleTimer: number | undefined;
let fadeTimer: number | undefined;

function moveTo(progress: number) {
  if (!container || !bar) {
    container = document.createElement('div');
    container.id = 'nprogress';
    container.innerHTML = '<div class="bar" role="bar"><div class="peg"></div></div>';
    bar = container.firstElementChild as HTMLElement;
    bar.style.transform = 'translate3d(-100%,0,0)';
    document.body.appendChild(container);
    // 先按起点排版一次，下面的位置才会以过渡的方式出现。
    void container.offsetWidth;
  }
  window.clearTimeout(fadeTimer);
  container.style.transition = 'none';
  container.style.opacity = '1';
  bar.style.transition = `all ${SPEED}ms ease`;
  bar.style.transform = `translate3d(${(progress - 1) * 100}%,0,0)`;
}

function start() {
  status = MINIMUM;
  moveTo(status);
  const trickle = () => {
    trickleTimer = window.setTimeout(() => {
      if (status === undefined) return;
      status = Math.min(status + Math.random() * TRICKLE_RATE, MAXIMUM);
      moveTo(status);
      trickle();
    }, TRICKLE_SPEED);
  };
  window.clearTimeout(trickleTimer);
  trickle();
}

function done() {
  if (status === undefined) return;
  status = undefined;
  window.clearTimeout(trickleTimer);
  moveTo(1);
  fadeTimer = window.setTimeout(() => {
    if (!container) return;
    container.style.transition = `all ${SPEED}ms linear`;
    container.style.opacity = '0';
    fadeTimer = window.setTimeout(() => {
      container?.remove();
      container = bar = undefined;
    }, SPEED);
  }, SPEED);
}

const clientModule: ClientModule = {
  onRouteUpdate({ location, previousLocation }) {
    if (!previousLocation || location.pathname === previousLocation.pathname) return undefined;
    const timer = window.setTimeout(start, DELAY);
    return () => window.clearTimeout(timer);
  },
  onRouteDidUpdate() {
    done();
  },
};

export default clientModule;
