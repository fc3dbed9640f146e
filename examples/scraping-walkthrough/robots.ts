/**
 * robots.txt 的最小实现（RFC 9309）：选出适用于本程序的那一组规则，再按“最长匹配优先，
 * 同样长时 Allow 优先”判断一个路径能不能抓。
 */

interface Rule {
  allow: boolean;
  pattern: string;
  matcher: RegExp;
}

export interface RobotsRules {
  isAllowed(pathAndQuery: string): boolean;
}

/** `*` 匹配任意字符，结尾的 `$` 表示路径到此为止，其余字符按字面匹配。 */
function toMatcher(pattern: string): RegExp {
  const anchored = pattern.endsWith('$');
  const body = (anchored ? pattern.slice(0, -1) : pattern)
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${body}${anchored ? '$' : ''}`);
}

/**
 * @param productToken 本程序在 User-agent 行里的名字（User-Agent 请求头的第一段，不含版本号），不区分大小写。
 */
export function parseRobots(text: string, productToken: string): RobotsRules {
  const groups: { agents: string[]; rules: Rule[] }[] = [];
  let current: { agents: string[]; rules: Rule[] } | undefined;

  for (const rawLine of text.split(/\r?\n/)) {
    const line = rawLine.replace(/#.*/, '').trim();
    const colon = line.indexOf(':');
    if (colon === -1) continue;
    const field = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();

    if (field === 'user-agent') {
      // 连续的几行 User-agent 共用下面的规则；规则之后再出现 User-agent 就开始新的一组。
      if (!current || current.rules.length > 0) {
        current = { agents: [], rules: [] };
        groups.push(current);
      }
      current.agents.push(value.toLowerCase());
    } else if ((field === 'allow' || field === 'disallow') && current && value !== '') {
      current.rules.push({ allow: field === 'allow', pattern: value, matcher: toMatcher(value) });
    }
  }

  const token = productToken.toLowerCase();
  const own = groups.filter((group) => group.agents.includes(token));
  const applicable = own.length > 0 ? own : groups.filter((group) => group.agents.includes('*'));
  const rules = applicable.flatMap((group) => group.rules);

  return {
    isAllowed(pathAndQuery) {
      let best: Rule | undefined;
      for (const rule of rules) {
        if (!rule.matcher.test(pathAndQuery)) continue;
        const longer = !best || rule.pattern.length > best.pattern.length;
        const tieWonByAllow = best && rule.pattern.length === best.pattern.length && rule.allow;
        if (longer || tieWonByAllow) best = rule;
      }
      return best?.allow ?? true;
    },
  };
}

/** 按 RFC 9309 处理取不到 robots.txt 的情况：4xx 视为没有限制，5xx 和网络错误视为全部禁止。 */
export function robotsForStatus(status: number): RobotsRules | undefined {
  if (status >= 400 && status < 500) return { isAllowed: () => true };
  if (status >= 500) return { isAllowed: () => false };
  return undefined;
}
