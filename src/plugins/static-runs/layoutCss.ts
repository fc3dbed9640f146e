import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { layoutCustomProperties } from './layout';

/** 把 layout.ts 里样式表要用的占位高度写成 CSS 变量，作为客户端模块并入全站的 styles.css。 */
export default function staticRunsLayoutCssPlugin(context: LoadContext): Plugin {
  const file = path.join(context.generatedFilesDir, 'static-runs', 'layout.css');
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, layoutCustomProperties());
  return { name: 'static-runs-layout-css', getClientModules: () => [file] };
}
