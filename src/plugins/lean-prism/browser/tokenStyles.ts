import type { CSSProperties } from 'react';
import type { PrismTheme } from 'prism-react-renderer';

/** 主题里每类记号的样式：同一类在主题里出现多次时按顺序合并，只限于某些语言的条目只在这些语言里算数。 */
export function tokenStylesByType(theme: PrismTheme, language: string): Record<string, CSSProperties> {
  const byType: Record<string, CSSProperties> = {};
  for (const entry of theme.styles) {
    if (entry.languages && !entry.languages.includes(language)) continue;
    for (const type of entry.types) byType[type] = { ...byType[type], ...entry.style };
  }
  return byType;
}
