import type { PrismTheme } from 'prism-react-renderer';
import { parseColour } from './colour';
import { tokenStylesByType } from './tokenStyles';

/** 颜色写法不同、值相同时算同一种颜色（dracula 的正文是 `#F8F8F2`，标点是 `rgb(248, 248, 242)`）。 */
export function sameColour(a: string, b: string): boolean {
  return parseColour(a).join() === parseColour(b).join();
}

/** 这类记号在这套主题里看起来与代码正文相同：没有样式，或者只有和正文一样的颜色。 */
function looksPlain(theme: PrismTheme, style: Record<string, unknown> | undefined): boolean {
  const entries = Object.entries(style ?? {});
  return entries.every(
    ([property, value]) =>
      property === 'color' && typeof value === 'string' && sameColour(value, theme.plain.color ?? ''),
  );
}

const cache = new WeakMap<PrismTheme, WeakMap<PrismTheme, ReadonlySet<string>>>();

/**
 * 至少在一套主题里看起来与代码正文不同的记号类型。类型都不在其中的记号（正文 `plain`，github 与 dracula 里的标点，
 * 两套主题都没有提到的 `imports` 之类）渲染成纯文本而不是 `<span class="token …">`，外观在两种颜色模式下都不变：
 * 长教程的代码里四成多的元素是它们，少了它们，页面解析、样式计算和排版的工作随之减少。暗色模式的样式表
 * （dark-code-css）按类名给记号上色，所以两套主题都要核对。主题里没有按语言区分的条目（dark-code-css 会对它报错），
 * 按空语言取样式。
 */
export function distinctTokenTypes(light: PrismTheme, dark: PrismTheme): ReadonlySet<string> {
  const cached = cache.get(light)?.get(dark);
  if (cached) return cached;
  const distinct = new Set<string>();
  for (const theme of [light, dark]) {
    for (const [type, style] of Object.entries(tokenStylesByType(theme, ''))) {
      if (!looksPlain(theme, style as Record<string, unknown>)) distinct.add(type);
    }
  }
  if (!cache.has(light)) cache.set(light, new WeakMap());
  cache.get(light)!.set(dark, distinct);
  return distinct;
}

/** 记号的每个类型在两套主题里都没有自己的样子：渲染成纯文本。 */
export function isPlainToken(types: readonly string[], distinct: ReadonlySet<string>): boolean {
  return !types.some((type) => distinct.has(type));
}
