import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { darkCodeTheme, lightCodeTheme } from '../../constants/codeThemes';
import { getPrism } from '../lean-prism/browser/prism';
import { containerTokenTypes, darkCodeCss } from './darkCodeRules';

/**
 * 暗色模式下保留服务端 HTML 的代码块也用暗色配色：按 themeConfig 的两套代码主题生成一份样式表，作为客户端模块并入全站的
 * styles.css（随页面一起加载，切换颜色模式时立即生效，不需要脚本）。
 */
export default function darkCodeCssPlugin(context: LoadContext): Plugin {
  const file = path.join(context.generatedFilesDir, 'dark-code-css', 'dark-code.css');
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, darkCodeCss(lightCodeTheme, darkCodeTheme, containerTokenTypes(getPrism().languages)));
  return { name: 'dark-code-css', getClientModules: () => [file] };
}
