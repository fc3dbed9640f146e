/**
 * 新版本已经在后台装好、正在等待时的提示。页面照旧是旧版本的脚本和页面，读者点“刷新”才换成新版本，不会新旧混用。
 * 不用 React：提示出现时页面可能正在别处渲染，独立的几个元素最省事，样式用 Infima 已有的类。
 */
const PROMPT_ID = 'offline-update-prompt';

export function showUpdatePrompt(onRefresh: () => void): void {
  if (document.getElementById(PROMPT_ID)) return;
  const prompt = document.createElement('div');
  prompt.id = PROMPT_ID;
  prompt.className = 'alert alert--secondary shadow--md';
  prompt.setAttribute('role', 'status');
  Object.assign(prompt.style, {
    position: 'fixed',
    insetInlineEnd: '1rem',
    insetBlockEnd: '1rem',
    zIndex: 'var(--ifm-z-index-fixed)',
    display: 'flex',
    alignItems: 'center',
    gap: '0.75rem',
    maxWidth: 'calc(100vw - 2rem)',
  });

  const message = document.createElement('span');
  message.textContent = '有新版本，刷新即可查看';

  const refresh = document.createElement('button');
  refresh.type = 'button';
  refresh.className = 'button button--primary button--sm';
  refresh.textContent = '刷新';
  refresh.addEventListener('click', () => {
    refresh.disabled = true;
    onRefresh();
  });

  const close = document.createElement('button');
  close.type = 'button';
  close.className = 'clean-btn close';
  close.setAttribute('aria-label', '关闭');
  close.textContent = '×';
  close.addEventListener('click', () => prompt.remove());

  prompt.append(message, refresh, close);
  document.body.append(prompt);
}
