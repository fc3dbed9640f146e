import type { PrismTheme } from 'prism-react-renderer';
import { tokenStylesByType } from '../lean-prism/browser/tokenStyles';

type Declarations = Record<string, string | number>;

/** 暗色模式下一类记号的样式；规则按数组顺序排列，同一记号匹配多条时后面的优先。 */
export type TokenRule = { tokenType: string; style: Declarations };

/** 记号样式与 lean-prism 渲染时的合并方式相同；按语言区分的条目无法只用类名表达，直接报错。 */
function stylesByType(theme: PrismTheme): Map<string, Declarations> {
  const restricted = theme.styles.find((entry) => entry.languages);
  if (restricted) throw new Error(`代码配色不支持按语言区分的样式（${restricted.types.join('、')}）`);
  return new Map(Object.entries(tokenStylesByType(theme, '')) as [string, Declarations][]);
}

/** 暗色主题没有设、浅色主题设了的属性：回到代码正文的样子。 */
function neutral(property: string, plainColour: string): string | number {
  if (property === 'color') return plainColour;
  if (property === 'opacity') return 1;
  if (property === 'fontStyle' || property === 'fontWeight') return 'normal';
  return 'initial';
}

/**
 * 语法里带 `inside` 的记号类型（如 HTML 的 tag、JS 的 template-string）：它们包着别的记号。Prism 给嵌套的记号列出
 * 从外到内的全部类型，渲染时后面的（里层的）样式优先；样式表里包着别人的类型因此要排在前面。
 */
export function containerTokenTypes(languages: Record<string, unknown>): Set<string> {
  const containers = new Set<string>();
  const seen = new Set<object>();
  const insideOf = (pattern: unknown): unknown =>
    typeof pattern === 'object' && pattern !== null && 'inside' in pattern ? pattern.inside : undefined;
  const visit = (grammar: unknown) => {
    if (!grammar || typeof grammar !== 'object' || seen.has(grammar)) return;
    seen.add(grammar);
    for (const [type, patterns] of Object.entries(grammar)) {
      for (const pattern of Array.isArray(patterns) ? (patterns as unknown[]) : [patterns]) {
        const inside = insideOf(pattern);
        if (inside) {
          containers.add(type);
          visit(inside);
        }
      }
    }
  };
  for (const grammar of Object.values(languages)) visit(grammar);
  return containers;
}

/**
 * 暗色模式下每类记号该有的样式。顺序决定一个记号同时属于几类时谁优先（后面的优先），与渲染时一致：浅色主题单独设过的
 * 记号在最前（它们只是回到正文颜色），然后是暗色主题里包着别的记号的类型，最后是其余的暗色类型。
 */
export function darkTokenRules(light: PrismTheme, dark: PrismTheme, containers: ReadonlySet<string>): TokenRule[] {
  const lightByType = stylesByType(light);
  const darkByType = stylesByType(dark);
  const darkTypes = [...darkByType.keys()];
  const types = [
    ...[...lightByType.keys()].filter((type) => !darkByType.has(type)),
    ...darkTypes.filter((type) => containers.has(type)),
    ...darkTypes.filter((type) => !containers.has(type)),
  ];
  return types.map((tokenType) => {
    const darkStyle = darkByType.get(tokenType) ?? {};
    const properties = new Set([...Object.keys(lightByType.get(tokenType) ?? {}), ...Object.keys(darkStyle)]);
    return {
      tokenType,
      style: Object.fromEntries(
        [...properties].map((property) => [property, darkStyle[property] ?? neutral(property, dark.plain.color ?? '')]),
      ),
    };
  });
}

const cssProperty = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
const declarations = (style: Declarations) =>
  Object.entries(style)
    .map(([name, value]) => `${cssProperty(name)}: ${value} !important;`)
    .join(' ');

/**
 * 暗色模式的代码配色样式表。保留服务端 HTML 的代码块（文章的静态段、首页示例）带着服务端渲染时的浅色内联样式，
 * React 不会重新渲染它们；这些规则以 !important 盖过内联样式，值与浏览器里用暗色主题渲染出的完全相同。
 */
export function darkCodeCss(light: PrismTheme, dark: PrismTheme, containers: ReadonlySet<string>): string {
  const scope = "html[data-theme='dark']";
  const plain = { color: dark.plain.color ?? '', backgroundColor: dark.plain.backgroundColor ?? '' };
  return [
    `${scope} .theme-code-block { --prism-color: ${plain.color} !important; --prism-background-color: ${plain.backgroundColor} !important; }`,
    `${scope} .prism-code { ${declarations(plain)} }`,
    `${scope} .prism-code .token-line { ${declarations({ color: plain.color })} }`,
    ...darkTokenRules(light, dark, containers).map(
      ({ tokenType, style }) => `${scope} .prism-code .token.${tokenType} { ${declarations(style)} }`,
    ),
  ].join('\n');
}
