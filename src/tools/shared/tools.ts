/** 三个读者工具同属“演练场”一族：导航栏的下拉菜单和每个工具页标题上方的切换条都从这里取地址和名称。 */
export const TOOLS = [
  { to: '/playground', label: '演练场' },
  { to: '/playground/encoding', label: '编码实验室' },
  { to: '/playground/migrate', label: '迁移检查' },
] as const;

export type ToolPath = (typeof TOOLS)[number]['to'];
