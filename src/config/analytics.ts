import type { Config } from '@docusaurus/types';
import { env } from './env';

type Scripts = NonNullable<Config['scripts']>;

/** 统计脚本默认关闭；只有地址和域名都配置了才输出，并以 defer 方式加载，不阻塞渲染。 */
export function analyticsScripts(scriptSrc = env.analyticsScriptSrc, domain = env.analyticsDomain): Scripts {
  if (!scriptSrc || !domain) return [];
  return [{ src: scriptSrc, defer: true, 'data-domain': domain }];
}
