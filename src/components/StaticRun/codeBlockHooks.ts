/**
 * 代码块按钮组在服务端 HTML 里的标记。主题给按钮组和按钮的只有 CSS 模块的哈希类名（`buttonGroup_…`），升级主题就会变，
 * 有的（`copyButton_`）根本不出现在 HTML 里；这几个 data- 属性由 `@docusaurus/theme-classic` 的补丁加上
 * （patches/README.md），升级时补丁对不上就让安装失败，不会悄悄找不到按钮。
 */
export const CODE_BUTTONS = '[data-code-buttons]';
export const COPY_BUTTON = '[data-code-copy]';
export const WRAP_BUTTON = '[data-code-wrap]';
