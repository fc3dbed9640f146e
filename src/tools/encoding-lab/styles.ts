/**
 * 编码实验室的样式。写成字符串、由组件放进 <head> 的 <style>，而不是 CSS 文件：Docusaurus 把所有 CSS 文件合成
 * 每个页面都加载的 styles.css，单独成块的 CSS 又要在每个页面的启动脚本里加上按需加载样式的代码。
 * 类名都以 `lab-` 开头，不会与主题和其他页面冲突；颜色全部取 Infima 的变量，暗黑模式随之切换。
 */
export const css = `
.lab-inputs {
  margin-bottom: 1.5rem;
  padding: 1rem;
  border: 1px solid var(--ifm-color-emphasis-300);
  border-radius: var(--ifm-global-radius);
}

.lab-inputs h2 {
  margin-top: 0;
}

.lab-field {
  display: flex;
  flex-direction: column;
  gap: 0.375rem;
  margin-bottom: 1rem;
}

.lab-field label {
  font-weight: var(--ifm-font-weight-semibold);
}

.lab-field select,
.lab-field textarea,
.lab-field input[type='text'] {
  box-sizing: border-box;
  width: 100%;
  max-width: 40rem;
  padding: 0.375rem 0.5rem;
  border: 1px solid var(--ifm-color-emphasis-500);
  border-radius: var(--ifm-global-radius);
  background: var(--ifm-background-surface-color);
  color: var(--ifm-font-color-base);
  font: inherit;
}

.lab-field textarea,
.lab-field input[type='text'] {
  font-family: var(--ifm-font-family-monospace);
  font-size: 0.875rem;
}

.lab-field input[type='file'] {
  max-width: 100%;
}

.lab-field button {
  align-self: flex-start;
}

.lab-hint {
  margin: 0;
  color: var(--ifm-color-emphasis-700);
  font-size: 0.875rem;
}

.lab-field-error {
  margin: 0;
  color: var(--ifm-color-danger-contrast-foreground);
  font-size: 0.875rem;
}

.lab-status {
  font-weight: var(--ifm-font-weight-semibold);
}

.lab-result h2 {
  margin-top: 2rem;
}

.lab-steps {
  padding-left: 0;
  list-style: none;
}

.lab-steps li {
  margin-bottom: 0.5rem;
  padding: 0.5rem 0.75rem;
  border-left: 4px solid var(--ifm-color-emphasis-300);
  overflow-wrap: anywhere;
}

.lab-steps .lab-step-used {
  border-left-color: var(--ifm-color-primary);
  background: var(--ifm-color-emphasis-100);
}

.lab-badge-used,
.lab-badge-other {
  margin-left: 0.5rem;
  padding: 0 0.5rem;
  border-radius: 1rem;
  font-size: 0.8125rem;
}

.lab-badge-used {
  background: var(--ifm-color-success-contrast-background);
  color: var(--ifm-color-success-contrast-foreground);
}

.lab-badge-other {
  background: var(--ifm-color-emphasis-200);
  color: var(--ifm-color-emphasis-800);
}

.lab-verdict {
  font-size: 1.125rem;
  font-weight: var(--ifm-font-weight-semibold);
}

.lab-text,
.lab-snippet {
  white-space: pre-wrap;
  overflow-wrap: anywhere;
}

.lab-text {
  max-height: 24rem;
  overflow: auto;
}

/* 对照只取一行左右的字节，整段显示，不必滚动。 */
.lab-snippet {
  margin-bottom: 0.5rem;
  overflow: visible;
}

.lab-hex-scroll {
  margin-bottom: 1rem;
  overflow-x: auto;
}

.lab-hex {
  display: table;
  font-family: var(--ifm-font-family-monospace);
  font-size: 0.8125rem;
  white-space: nowrap;
}

.lab-hex th,
.lab-hex td {
  padding: 0.125rem 0.5rem;
}

.lab-hex td span {
  display: inline-block;
  min-width: 2.5ch;
}

.lab-hex-bom,
.lab-legend-bom {
  background: var(--ifm-color-warning-contrast-background);
  color: var(--ifm-color-warning-contrast-foreground);
}

.lab-hex-declaration,
.lab-legend-declaration {
  background: var(--ifm-color-success-contrast-background);
  color: var(--ifm-color-success-contrast-foreground);
}

.lab-legend-bom,
.lab-legend-declaration {
  margin-left: 0.5rem;
  padding: 0 0.375rem;
  font-size: 0.875rem;
}

.lab-ascii {
  color: var(--ifm-color-emphasis-800);
}

.lab-alternatives {
  padding-left: 0;
  list-style: none;
}

.lab-alternatives li {
  margin-bottom: 1rem;
}

.lab-alternative-title {
  margin-bottom: 0.25rem;
  font-weight: var(--ifm-font-weight-semibold);
}
`;
