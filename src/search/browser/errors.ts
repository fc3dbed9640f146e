/**
 * 搜索失败的两种原因，界面分别说明（第三种情形“没有结果”不是错误）：
 * - `network`：连不上。本地索引下载失败、托管模式下所有 Algolia 主机都不可达、按需加载的脚本下载失败。
 * - `index`：连上了，索引却不能用。本地索引损坏、不是 JSON 或格式版本与页面不符；托管模式下 Algolia 以 4xx 拒绝查询
 *   （索引不存在、密钥不对），或者返回了无法识别的结果。
 *
 * DocSearch 只在错误名为 `RetryError` 时显示错误界面（algoliasearch 在所有主机都失败时抛出的就是它），
 * 所以两种都用这个名字，原因记在 `failure` 上。
 */
export type SearchFailure = 'network' | 'index';

export class SearchUnavailableError extends Error {
  override name = 'RetryError';

  constructor(
    readonly failure: SearchFailure,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

/** 其他来源的错误（algoliasearch 自己的 RetryError、分块加载失败）都算连不上。 */
export function failureOf(error: unknown): SearchFailure {
  return (error as { failure?: unknown } | null)?.failure === 'index' ? 'index' : 'network';
}

export function toRetryError(error: unknown, failure: SearchFailure): Error {
  if (error instanceof Error && error.name === 'RetryError') return error;
  return new SearchUnavailableError(failure, error instanceof Error ? error.message : String(error), { cause: error });
}
