/**
 * 部署前检查要写进页面的 Algolia 密钥：托管模式下它会出现在每个访客下载的脚本里，只能是“仅搜索”密钥。
 * 用 Algolia 的密钥查询接口（GET /1/keys/{key}）拿到它的权限列表；用密钥自己认证时只能查到它自己。
 * 管理密钥不在密钥列表里，查询得到 404；任何查不清楚的情况都按不安全处理，宁可不发布。
 */

type KeyVerdict = { ok: true; acl: string[] } | { ok: false; reason: string };

interface InspectOptions {
  appId: string;
  apiKey: string;
  /** 测试时指向本机的替身服务器；默认是应用自己的 Algolia 主机。 */
  endpoint?: string;
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
}

export function judgeAcl(acl: unknown): KeyVerdict {
  if (!Array.isArray(acl) || acl.length === 0 || !acl.every((item) => typeof item === 'string')) {
    return { ok: false, reason: 'Algolia 没有返回这把密钥的权限列表' };
  }
  const extra = acl.filter((item) => item !== 'search');
  if (extra.length > 0) return { ok: false, reason: `密钥除了 search 还有这些权限：${extra.join('、')}` };
  return { ok: true, acl };
}

export async function inspectSearchKey({
  appId,
  apiKey,
  endpoint = `https://${appId}-dsn.algolia.net`,
  fetchImpl = fetch,
  timeoutMs = 15_000,
}: InspectOptions): Promise<KeyVerdict> {
  let response: Response;
  try {
    response = await fetchImpl(`${endpoint}/1/keys/${encodeURIComponent(apiKey)}`, {
      headers: { 'X-Algolia-Application-Id': appId, 'X-Algolia-API-Key': apiKey },
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    return {
      ok: false,
      reason: `无法连接 Algolia 查询密钥权限：${error instanceof Error ? error.message : String(error)}`,
    };
  }
  if (response.status === 404) {
    return { ok: false, reason: '查不到这把密钥（HTTP 404）：管理密钥不在密钥列表里，查询时就是这个结果' };
  }
  if (!response.ok) return { ok: false, reason: `Algolia 拒绝了查询（HTTP ${response.status}）：应用 ID 或密钥不对` };
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    return { ok: false, reason: 'Algolia 的应答不是 JSON' };
  }
  return judgeAcl((body as { acl?: unknown } | null)?.acl);
}
