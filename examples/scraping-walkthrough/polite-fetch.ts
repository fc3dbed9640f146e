/**
 * 对一个网站“有礼貌地”发请求：先读 robots.txt，只访问同一个源里允许的路径；
 * 限制同时进行的请求数和两次请求之间的间隔；失败时按 Retry-After 或指数退避重试；每个请求都带上 User-Agent。
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { parseRobots, robotsForStatus, type RobotsRules } from './robots';

export interface PoliteFetchOptions {
  /** 标明身份：程序名/版本，加上能找到你的 URL 或邮箱。第一段（斜杠之前）也是 robots.txt 里匹配的名字。 */
  userAgent: string;
  /** 同时进行的请求数上限。 */
  concurrency: number;
  /** 相邻两次请求开始之间至少间隔的毫秒数。 */
  minIntervalMs: number;
  /** 每个 URL 最多重试几次（不含第一次）。 */
  maxRetries: number;
  /** 指数退避的基数：第 n 次重试前等待 backoffBaseMs × 2ⁿ 毫秒，再加一点随机抖动。 */
  backoffBaseMs: number;
  /** 服务器要求等待的时间超过它就放弃这个 URL，而不是一直挂着。 */
  maxRetryWaitMs: number;
  /** 单个请求的超时。 */
  timeoutMs: number;
}

export interface FetchedPage {
  /** 跟随重定向之后的最终 URL。 */
  url: string;
  headers: Headers;
  body: Buffer;
}

/** robots.txt 不允许，或者重定向到了别的源：这个 URL 不抓。 */
export class BlockedError extends Error {}

export class HttpError extends Error {
  constructor(
    readonly url: string,
    readonly status: number,
  ) {
    super(`${url} 返回 ${status}`);
  }
}

const RETRYABLE_STATUSES = new Set([429, 500, 502, 503, 504]);
const MAX_REDIRECTS = 5;

/** Retry-After 可以是秒数，也可以是 HTTP 日期。 */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (value === null) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

export function createThrottle(concurrency: number, minIntervalMs: number) {
  let active = 0;
  let nextStart = 0;
  const waiting: (() => void)[] = [];

  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      while (active >= concurrency) await new Promise<void>((resolve) => waiting.push(resolve));
      active += 1;
      try {
        const now = Date.now();
        const startAt = Math.max(now, nextStart);
        nextStart = startAt + minIntervalMs;
        await sleep(startAt - now);
        return await task();
      } finally {
        active -= 1;
        waiting.shift()?.();
      }
    },
    /** 服务器让我们慢一点时，所有请求一起等，而不只是被拒绝的那个。 */
    pauseFor(ms: number) {
      nextStart = Math.max(nextStart, Date.now() + ms);
    },
  };
}

export interface PoliteSite {
  isAllowed(url: string): boolean;
  get(url: string): Promise<FetchedPage>;
}

/** 读取 startUrl 所在网站的 robots.txt，返回只在这个源内、按规矩发请求的 get。 */
export async function openSite(startUrl: string, options: PoliteFetchOptions): Promise<PoliteSite> {
  const origin = new URL(startUrl).origin;
  const throttle = createThrottle(options.concurrency, options.minIntervalMs);
  const productToken = options.userAgent.split('/')[0];

  function backoff(attempt: number): number {
    return options.backoffBaseMs * 2 ** attempt + Math.random() * options.backoffBaseMs;
  }

  async function request(url: URL): Promise<FetchedPage & { status: number }> {
    for (let attempt = 0; ; attempt += 1) {
      let wait: number;
      try {
        const page = await throttle.run(async () => {
          const response = await fetch(url, {
            headers: { 'user-agent': options.userAgent, accept: 'text/html,application/xhtml+xml' },
            redirect: 'manual',
            signal: AbortSignal.timeout(options.timeoutMs),
          });
          // 在占着名额时把正文读完，名额数才等于真正同时进行的下载数。
          const body = Buffer.from(await response.arrayBuffer());
          return { url: url.href, status: response.status, headers: response.headers, body };
        });
        if (!RETRYABLE_STATUSES.has(page.status)) return page;
        const retryAfter = parseRetryAfter(page.headers.get('retry-after'));
        wait = retryAfter ?? backoff(attempt);
        if (attempt >= options.maxRetries || wait > options.maxRetryWaitMs) throw new HttpError(url.href, page.status);
        if (retryAfter !== undefined) throttle.pauseFor(retryAfter);
      } catch (error) {
        // 超时和网络错误（fetch 抛出的 TypeError）也值得重试；其他错误直接交给调用方。
        const transient =
          error instanceof TypeError || (error instanceof DOMException && error.name === 'TimeoutError');
        if (!transient || attempt >= options.maxRetries) throw error;
        wait = backoff(attempt);
      }
      await sleep(wait);
    }
  }

  const robots = await readRobots(new URL('/robots.txt', origin));

  /**
   * RFC 9309：robots.txt 的重定向至少要跟随五次（可以跨源）；五次之后仍是重定向，就当作取不到（不限制）。
   * 把 3xx 当作 200 解析会得到一份空规则，等于“全部允许”，网站的规则却在重定向的另一头。
   */
  async function readRobots(url: URL): Promise<RobotsRules> {
    for (let hop = 0; hop <= MAX_REDIRECTS; hop += 1) {
      const response = await request(url).catch(() => undefined);
      if (!response) return { isAllowed: () => false };
      const location = response.headers.get('location');
      if (response.status >= 300 && response.status < 400 && location) {
        url = new URL(location, url);
        continue;
      }
      return robotsForStatus(response.status) ?? parseRobots(response.body.toString('utf8'), productToken);
    }
    return { isAllowed: () => true };
  }

  function isAllowed(url: URL): boolean {
    return url.origin === origin && robots.isAllowed(url.pathname + url.search);
  }

  return {
    isAllowed: (url) => isAllowed(new URL(url)),
    async get(input) {
      let url = new URL(input);
      // 自己跟随重定向，每一跳都重新检查源和 robots.txt。
      for (let hop = 0; hop <= MAX_REDIRECTS; hop += 1) {
        if (!isAllowed(url)) throw new BlockedError(`robots.txt 或同源限制不允许抓取 ${url.href}`);
        const { status, ...page } = await request(url);
        const location = page.headers.get('location');
        if (status >= 300 && status < 400 && location) {
          url = new URL(location, url);
          continue;
        }
        if (status < 200 || status >= 300) throw new HttpError(url.href, status);
        return page;
      }
      throw new Error(`${input} 重定向超过 ${MAX_REDIRECTS} 次`);
    },
  };
}
