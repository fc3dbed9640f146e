import type { Result } from 'axe-core';

/** 把 axe 的违规项整理成一条一行、带选择器和 HTML 片段的文字，失败信息里直接就能定位到元素。 */
export function formatViolations(violations: Pick<Result, 'id' | 'impact' | 'help' | 'nodes'>[]): string[] {
  return violations.flatMap(({ id, impact, help, nodes }) =>
    nodes.map(({ target, html, failureSummary }) => {
      const snippet = html.replace(/\s+/g, ' ').slice(0, 160);
      const summary = failureSummary ? ` — ${failureSummary.replace(/\s+/g, ' ').trim()}` : '';
      return `[${id}] (${impact ?? 'unknown'}) ${help}：${target.join(' ')} ${snippet}${summary}`;
    }),
  );
}
