/**
 * src/plugins/progress-bar：代替主题 nprogress 客户端模块的进度条。规格：导航超过 200 ms 才出现，最小 0.08，过渡 200 ms；
 * 完成时走满再淡出、移除。浏览器里的出现由 navigation.spec.ts 的“导航超过 200 ms 时出现进度条”确认。
 */
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, it, mock } from 'node:test';
import { parseHTML } from 'linkedom';
import progressBarPlugin, { progressBarModule, THEME_PROGRESS_BAR } from '../../src/plugins/progress-bar';

type RouteArgs = { location: { pathname: string }; previousLocation: { pathname: string } | null };
type ProgressModule = {
  DELAY: number;
  MINIMUM: number;
  SPEED: number;
  default: { onRouteUpdate(args: RouteArgs): (() => void) | undefined; onRouteDidUpdate(args: RouteArgs): void };
};

const globals = globalThis as unknown as { window?: object; document?: Document };

async function loadProgressBar(): Promise<ProgressModule> {
  // 样式表由打包器处理，Node 里换成空模块。
  const cssPath = require.resolve('@docusaurus/theme-classic/lib/nprogress.css');
  require.cache[cssPath] = { exports: {} } as NodeJS.Module;
  delete require.cache[require.resolve(progressBarModule)];
  return (await import(progressBarModule)) as ProgressModule;
}

const navigation = (from: string | null, to: string): RouteArgs => ({
  location: { pathname: to },
  previousLocation: from === null ? null : { pathname: from },
});

describe('进度条（src/plugins/progress-bar）', () => {
  let document: Document;
  beforeEach(() => {
    mock.timers.enable({ apis: ['setTimeout'] });
    document = parseHTML('<!doctype html><html><head></head><body></body></html>').document;
    globals.document = document;
    globals.window = { setTimeout, clearTimeout };
  });
  afterEach(() => {
    mock.timers.reset();
    delete globals.document;
    delete globals.window;
  });

  it('换页超过 200 ms 才出现，从最小进度开始；完成时走满、淡出后移除', async () => {
    const { DELAY, MINIMUM, SPEED, default: progress } = await loadProgressBar();
    progress.onRouteUpdate(navigation('/', '/docs/intro'));
    mock.timers.tick(DELAY - 1);
    assert.equal(document.getElementById('nprogress'), null);
    mock.timers.tick(1);
    const bar = document.querySelector<HTMLElement>('#nprogress > .bar[role="bar"] > .peg')?.parentElement;
    assert.ok(bar, '元素结构与 nprogress 相同，主题的样式表才对得上');
    assert.equal(bar.style.transform, `translate3d(${(MINIMUM - 1) * 100}%,0,0)`);
    mock.timers.tick(800 * 5);
    const moved = Number(/\((-?[\d.]+)%/.exec(bar.style.transform)?.[1]);
    assert.ok(moved >= (MINIMUM - 1) * 100 && moved < -0.5, `慢慢前进但不走到头：${bar.style.transform}`);
    progress.onRouteDidUpdate(navigation('/', '/docs/intro'));
    assert.equal(bar.style.transform, 'translate3d(0%,0,0)');
    mock.timers.tick(SPEED);
    assert.equal(document.querySelector<HTMLElement>('#nprogress')?.style.opacity, '0');
    mock.timers.tick(SPEED);
    assert.equal(document.getElementById('nprogress'), null);
  });

  it('200 ms 内完成的换页、只换锚点和第一次加载都不显示', async () => {
    const { DELAY, default: progress } = await loadProgressBar();
    const cancel = progress.onRouteUpdate(navigation('/', '/blog'));
    mock.timers.tick(DELAY - 50);
    cancel?.();
    progress.onRouteDidUpdate(navigation('/', '/blog'));
    assert.equal(progress.onRouteUpdate(navigation('/blog', '/blog')), undefined);
    assert.equal(progress.onRouteUpdate(navigation(null, '/blog')), undefined);
    mock.timers.tick(DELAY * 10);
    assert.equal(document.getElementById('nprogress'), null);
  });

  it('两份打包都把主题的 lib/nprogress.js 换成这个模块', () => {
    assert.ok(existsSync(progressBarModule));
    const themeModule = require.resolve('@docusaurus/theme-classic/lib/nprogress.js');
    assert.match(themeModule, THEME_PROGRESS_BAR);
    class NormalModuleReplacementPlugin {
      constructor(
        readonly pattern: RegExp,
        readonly replacement: string,
      ) {}
    }
    const configure = progressBarPlugin().configureWebpack as unknown as (
      config: object,
      isServer: boolean,
      utils: { currentBundler: { instance: { NormalModuleReplacementPlugin: typeof NormalModuleReplacementPlugin } } },
    ) => { plugins: NormalModuleReplacementPlugin[] };
    for (const isServer of [true, false]) {
      const [replacement] = configure({}, isServer, {
        currentBundler: { instance: { NormalModuleReplacementPlugin } },
      }).plugins;
      assert.equal(replacement.pattern, THEME_PROGRESS_BAR);
      assert.equal(replacement.replacement, path.resolve(progressBarModule));
    }
  });
});
