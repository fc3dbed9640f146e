/**
 * “用 AI 打开”菜单里的 AI 助手：每个都接受把提示词放在地址里（打开后输入框里已经填好，读者确认后发送）。
 * 只是普通链接：读者点击之前，页面不向这些主机请求任何东西（没有图标、预连接或预取）。
 */
export interface Assistant {
  name: string;
  url: (prompt: string) => string;
}

export const assistants: readonly Assistant[] = [
  { name: 'DeepSeek', url: (prompt) => `https://chat.deepseek.com/?q=${encodeURIComponent(prompt)}` },
  {
    name: 'Kimi',
    url: (prompt) =>
      `https://www.kimi.com/_prefill_chat?prefill_prompt=${encodeURIComponent(prompt)}&send_immediately=false`,
  },
  { name: 'ChatGPT', url: (prompt) => `https://chatgpt.com/?q=${encodeURIComponent(prompt)}` },
  { name: 'Claude', url: (prompt) => `https://claude.ai/new?q=${encodeURIComponent(prompt)}` },
];

/**
 * 提示词：请 AI 助手先读本页的 Markdown 版本（绝对地址），再回答读者的问题。写得很短：地址已经指明是哪一页，
 * 而每个汉字在链接里要编码成九个字符，菜单的四个链接在每个页面上都重复一遍。
 */
export function assistantPrompt(markdownUrl: string): string {
  return `请阅读 ${markdownUrl}，然后根据其中的内容回答我的问题。`;
}
