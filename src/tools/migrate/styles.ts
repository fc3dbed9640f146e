/**
 * 迁移检查的样式。写成字符串、由组件放进 <head> 的 <style>，而不是 CSS 文件：Docusaurus 把所有 CSS 文件合成
 * 每个页面都加载的 styles.css，单独成块的 CSS 又要在每个页面的启动脚本里加上按需加载样式的代码。
 * 类名都以 `migrate-` 开头，不会与主题和其他页面冲突；颜色全部取 Infima 的变量，暗黑模式随之切换。
 */
export const css = `
.migrate-toolbar {
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin: 0.75rem 0;
}

.migrate-label {
  display: block;
  font-weight: var(--ifm-font-weight-semibold);
}

.migrate-hint {
  margin: 0.25rem 0 0.5rem;
  color: var(--ifm-color-emphasis-700);
  font-size: 0.875rem;
}

.migrate-editor {
  display: block;
  box-sizing: border-box;
  width: 100%;
  min-height: 16rem;
  padding: 0.75rem;
  border: 1px solid var(--ifm-color-emphasis-400);
  border-radius: var(--ifm-global-radius);
  background: var(--ifm-pre-background);
  color: var(--ifm-font-color-base);
  font-family: var(--ifm-font-family-monospace);
  font-size: 0.875rem;
  line-height: 1.5;
  resize: vertical;
  tab-size: 2;
}

.migrate-editor:focus-visible {
  outline: 2px solid var(--ifm-color-primary);
  outline-offset: 1px;
}

.migrate-status {
  min-height: 1.5em;
  font-weight: var(--ifm-font-weight-semibold);
}

.migrate-notice p:last-child {
  margin-bottom: 0;
}

.migrate-findings {
  padding-left: 0;
  list-style: none;
}

.migrate-finding {
  margin-bottom: 1rem;
  padding: 0.75rem 1rem;
  border: 1px solid var(--ifm-color-emphasis-300);
  border-radius: var(--ifm-global-radius);
  overflow-wrap: anywhere;
}

.migrate-finding-header {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
  margin-bottom: 0.5rem;
}

.migrate-locate {
  padding: 0;
  border: 0;
  background: none;
  color: var(--ifm-link-color);
  font: inherit;
  font-weight: var(--ifm-font-weight-semibold);
  text-decoration: underline;
  cursor: pointer;
}

.migrate-badge-fix,
.migrate-badge-manual {
  padding: 0 0.5rem;
  border-radius: 1rem;
  font-size: 0.8125rem;
}

.migrate-badge-fix {
  background: var(--ifm-color-success-contrast-background);
  color: var(--ifm-color-success-contrast-foreground);
}

.migrate-badge-manual {
  background: var(--ifm-color-warning-contrast-background);
  color: var(--ifm-color-warning-contrast-foreground);
}

.migrate-details {
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 0.25rem 0.75rem;
  margin-bottom: 0.5rem;
  font-size: 0.9375rem;
}

.migrate-details dt {
  color: var(--ifm-color-emphasis-700);
}

.migrate-details dd {
  margin: 0;
}

@media (max-width: 480px) {
  .migrate-details {
    grid-template-columns: 1fr;
  }

  .migrate-details dd {
    margin-bottom: 0.25rem;
  }
}

.migrate-visually-hidden {
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
}
`;
