/**
 * 文章代码块里调用的辅助函数（由 recma 插件 `src/plugins/static-runs/splitRuns.ts` 写进编译结果）：
 * 浏览器里静态段的元素树在文章的另一个代码块里，需要渲染时才加载。
 */
import type { ReactNode } from 'react';

type Tree = (components: unknown) => ReactNode;
type LoadTrees = () => Promise<Tree[]>;

/** `StaticRun` 的 `content`；`deferred` 为真时树可能还没加载，调用它会抛出加载中的 Promise（交给 Suspense）。 */
export type StaticRunContent = (() => ReactNode) & { deferred?: boolean };

const loaded = new Map<LoadTrees, Tree[]>();
const loading = new Map<LoadTrees, Promise<Tree[]>>();
const failed = new Map<LoadTrees, unknown>();
/** 页面水合之前求值的文章（首次打开的那一页）：读者离开这一页时再加载，回来时树已经在了。 */
const waiting = new Set<LoadTrees>();

function load(loadTrees: LoadTrees): Promise<Tree[]> {
  let promise = loading.get(loadTrees);
  if (!promise) {
    promise = loadTrees().then(
      (trees) => {
        loaded.set(loadTrees, trees);
        return trees;
      },
      (error: unknown) => {
        loading.delete(loadTrees);
        failed.set(loadTrees, error);
        throw error;
      },
    );
    loading.set(loadTrees, promise);
  }
  return promise;
}

const hasHydrated = () => document.documentElement.dataset.hasHydrated === 'true';

/**
 * 文章模块求值时调用（浏览器的打包里）。页面已经水合：这是客户端路由要显示的文章，返回加载树的 Promise，
 * 模块顶层 `await` 它，路由的预加载就包含这些树（以及 `preloadWithArticles` 登记的模块）。
 * 还没水合：这是首次打开的页面，水合保留服务端 HTML，不需要树，先记下。
 * 加载失败不在这里报错：渲染时 `content` 抛出那个错误，由布局的错误边界处理（部署删掉了旧代码块时整页重新加载）。
 */
export function preloadStaticRuns(loadTrees: LoadTrees): Promise<unknown> | undefined {
  if (!hasHydrated()) {
    waiting.add(loadTrees);
    return undefined;
  }
  return Promise.all([load(loadTrees), ...alsoPreloaded.map((preload) => preload())]).catch(() => undefined);
}

const alsoPreloaded: (() => Promise<unknown>)[] = [];

/**
 * 客户端路由显示文章之前还要一起等到的模块（元素树里的组件按需加载的部分，例如主题的代码块组件），由加载它们的
 * 客户端模块登记。
 */
export function preloadWithArticles(preload: () => Promise<unknown>): void {
  alsoPreloaded.push(preload);
}

/** 读者离开首次打开的页面：加载它的树，之后回到那一页（后退）时照常渲染，不等网络。 */
export function loadWaitingStaticRuns(): void {
  for (const loadTrees of waiting) load(loadTrees).catch(() => undefined);
  waiting.clear();
}

/** 第 index 段的 `content`。trees 存在（服务端，或文章的变体代码块）时直接渲染；否则从按需加载的树里取。 */
export function staticRunContent(
  trees: Tree[] | null,
  loadTrees: LoadTrees | null,
  index: number,
  components: unknown,
): StaticRunContent {
  if (trees) return () => trees[index](components);
  if (!loadTrees)
    throw new Error('静态段既没有元素树也没有加载它的函数：文章的编译结果与 static-runs/splitRuns 不一致');
  const content: StaticRunContent = () => {
    const ready = loaded.get(loadTrees);
    if (ready) return ready[index](components);
    if (failed.has(loadTrees)) {
      const error = failed.get(loadTrees);
      failed.delete(loadTrees);
      throw error;
    }
    // React 18 的 Suspense 接住渲染时抛出的 Promise，等它完成再重试。
    // eslint-disable-next-line @typescript-eslint/only-throw-error
    throw load(loadTrees);
  };
  content.deferred = true;
  return content;
}
