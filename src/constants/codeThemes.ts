import { themes, type PrismTheme } from 'prism-react-renderer';

/** 把主题里的某些颜色整体替换成另一种颜色，其余样式保持不变。 */
function recolour(theme: PrismTheme, replacements: Record<string, string>): PrismTheme {
  return {
    ...theme,
    styles: theme.styles.map((entry) => {
      const colour = entry.style.color;
      return colour && replacements[colour]
        ? { ...entry, style: { ...entry.style, color: replacements[colour] } }
        : entry;
    }),
  };
}

/**
 * github 与 dracula 主题里有几种颜色和代码块背景的对比度不到 WCAG AA 的 4.5:1（axe 检查失败）。
 * 这里换成同色相、更深（暗黑模式下更浅）的颜色；高亮行的背景更深，所以按高亮行背景留足余量。
 * github 主题把 namespace 画成 70% 不透明度的正文色，同样不够，去掉这条样式，让它使用正文色。
 * tests/unit/quality-code-contrast.test.ts 逐一核对。
 */
const github = recolour(themes.github, {
  '#999988': '#57606a',
  '#e3116c': '#a8004f',
  '#36acaa': '#00676a',
  '#00a4db': '#006a8e',
  '#d73a49': '#b31d28',
});

export const lightCodeTheme = {
  ...github,
  styles: github.styles.filter(({ types }) => !types.includes('namespace')),
} satisfies PrismTheme;

export const darkCodeTheme = recolour(themes.dracula, {
  'rgb(98, 114, 164)': '#9aa5ce',
}) satisfies PrismTheme;
