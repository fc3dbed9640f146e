import type { Config } from '@docusaurus/types';

/**
 * 禁用 JavaScript 时，窄屏上的菜单按钮点了没有反应（侧边栏由 React 打开），而导航链接都藏在那个侧边栏里。
 * 这时隐藏按钮，把左侧的栏目链接（教程、API、博客）直接显示在导航栏上；有脚本时这段样式不生效。
 */
const noScriptNavbarCss = `@media (max-width: 996px) {
  .navbar__toggle { display: none !important; }
  .navbar__items:not(.navbar__items--right) > .navbar__item { display: inline-block; padding-inline: 0.5rem; }
}`;

export const headTags = [
  { tagName: 'noscript', attributes: {}, innerHTML: `<style>${noScriptNavbarCss}</style>` },
] satisfies NonNullable<Config['headTags']>;
