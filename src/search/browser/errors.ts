/**
 * DocSearch 只在错误名为 `RetryError` 时显示“无法获取结果”（algoliasearch 在所有主机都失败时抛出的就是它）。
 * 本地索引加载失败、开发服务器没有索引时也抛这个名字，弹窗才会显示同一个错误界面。
 */
export class SearchUnavailableError extends Error {
  override name = 'RetryError';
}

export function toRetryError(error: unknown): Error {
  if (error instanceof Error && error.name === 'RetryError') return error;
  return new SearchUnavailableError(error instanceof Error ? error.message : String(error), { cause: error });
}
