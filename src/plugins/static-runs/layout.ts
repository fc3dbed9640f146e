/**
 * 延后布局的占位高度所依据的尺寸（像素，手机宽度 412 px 下 Infima 的样式与本站字体量出，估计时宁高勿低）。
 * 三处读这一张表：static-runs 插件按它估计整组延后的块和实时代码块的高度；样式表里单独延后的块用它生成的 CSS 变量
 * （layoutCss.ts）；tests/e2e/layout-estimates.spec.ts 在浏览器里量出真实的尺寸与表比较。主题或字体变了，那个测试失败，
 * 而不是估计悄悄失准（估低时没排版的内容会压到后面的元素上，见 estimateBlockHeight）。
 */
export const layoutEstimates = {
  /** 正文一行：Infima 的行高 1.75 × 16 px。 */
  textLine: 28,
  /** 手机上正文一行至少放得下的汉字数。 */
  phoneLineCharacters: 20,
  /** 段落、代码块、列表的下边距（--ifm-leading）。 */
  blockMargin: 20,
  /** 代码一行。 */
  codeLine: 23,
  /** 代码块的上下内边距之和（在 code 元素上）。 */
  codeBlockPadding: 32,
  /** 表格每行在文字之外的高度（单元格内边距与边框）。 */
  tableRowChrome: 26,
  /** 列表项之间的间距。 */
  listItemGap: 5,
  /** 分隔线连同上下边距。 */
  rule: 50,
  /** h4–h6 连同上下边距。 */
  minorHeading: 65,
  /** 提示框在正文之外的高度：标题行与内边距。 */
  admonitionChrome: 80,
  /** 服务端渲染的实时代码块在编辑器之外的高度：标题栏、一行结果的结果区、内边距与下边距（实测约 241 px）。 */
  liveBlockChrome: 245,
  /** 实时代码块的编辑器一行（实测约 19.7 px，不折行）。 */
  liveBlockLine: 20,
  /** 实时代码块的结果从第二行起每行（实测约 21.4 px）。 */
  liveResultLine: 22,
  /** 手机上结果区一行放得下的半角字符数（汉字等全角字符算两个）；结果会自动换行（custom.css）。 */
  phoneResultLineUnits: 36,
  /** 单独延后的块（不在组里）的占位高度，样式表用 --static-run-deferred-block。 */
  deferredBlock: 80,
} satisfies Record<string, number>;

/** 样式表读的变量：custom.css 里单独延后的块的 contain-intrinsic-size。 */
export function layoutCustomProperties(): string {
  return `:root {\n  --static-run-deferred-block: ${layoutEstimates.deferredBlock}px;\n}\n`;
}
