import type { liteClient } from 'algoliasearch/lite';

type HostsCache = NonNullable<NonNullable<Parameters<typeof liteClient>[2]>['hostsCache']>;

/** 与 algoliasearch 相同：失败的主机在 2 分钟内排到后面或跳过，之后再试。 */
export const HOST_RETRY_DELAY_MS = 2 * 60 * 1000;

type HostStatus = 'up' | 'down' | 'timed out';

interface HostKey {
  url: string;
  accept: string;
  protocol: string;
}

interface Remembered {
  status: HostStatus;
  lastUpdate: number;
}

interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

function isHostKey(key: unknown): key is HostKey {
  return Boolean(key) && typeof key === 'object' && typeof (key as HostKey).url === 'string';
}

/**
 * 只用主机本身的身份做键。algoliasearch 5（client-common 5.64）写入主机状态时用的键含 `status` 与 `lastUpdate`，
 * 读取时的键只有 `url`、`accept`、`protocol`，默认缓存里写进去的记录因此永远读不到，失败的主机每次都被重试。
 */
function cacheKey(key: unknown): string {
  return isHostKey(key) ? `${key.protocol}://${key.url}#${key.accept}` : JSON.stringify(key);
}

function statefulHost(host: HostKey, { status, lastUpdate }: Remembered) {
  return {
    url: host.url,
    accept: host.accept,
    protocol: host.protocol,
    status,
    lastUpdate,
    isUp: () => status === 'up' || Date.now() - lastUpdate > HOST_RETRY_DELAY_MS,
    isTimedOut: () => status === 'timed out' && Date.now() - lastUpdate <= HOST_RETRY_DELAY_MS,
  };
}

/**
 * algoliasearch 的 `hostsCache`，真正记住失败的主机 2 分钟。状态同时写进存储（默认 localStorage），
 * 所以整页刷新后仍然有效；存储不可用时只留在内存里。
 */
export function createHostsCache(storage: KeyValueStorage | undefined, storageKey: string): HostsCache {
  const memory = new Map<string, Remembered>();
  try {
    const saved = JSON.parse(storage?.getItem(storageKey) ?? '{}') as Record<string, Remembered>;
    for (const [key, value] of Object.entries(saved)) memory.set(key, value);
  } catch {
    // 存储里的内容损坏时当作空缓存。
  }
  const persist = () => {
    try {
      storage?.setItem(storageKey, JSON.stringify(Object.fromEntries(memory)));
    } catch {
      // 隐私模式等情况下存储不可写，内存里的状态照样有效。
    }
  };

  const cache = {
    async get<T>(key: Record<string, unknown> | string, defaultValue: () => Promise<T>): Promise<T> {
      const id = cacheKey(key);
      const remembered = memory.get(id);
      if (remembered && isHostKey(key)) {
        if (Date.now() - remembered.lastUpdate <= HOST_RETRY_DELAY_MS) return statefulHost(key, remembered) as T;
        memory.delete(id);
        persist();
      }
      return defaultValue();
    },
    set<T>(key: Record<string, unknown> | string, value: T): Promise<T> {
      const { status, lastUpdate } = value as Partial<Remembered>;
      if (isHostKey(key) && status && typeof lastUpdate === 'number') {
        memory.set(cacheKey(key), { status, lastUpdate });
        persist();
      }
      return Promise.resolve(value);
    },
    delete(key: Record<string, unknown> | string): Promise<void> {
      memory.delete(cacheKey(key));
      persist();
      return Promise.resolve();
    },
    clear(): Promise<void> {
      memory.clear();
      persist();
      return Promise.resolve();
    },
  };
  return cache;
}
