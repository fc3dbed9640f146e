// TypeDoc 插件的入口（TypeDoc 加载的是 JavaScript 文件），实现在 ./index.ts。
import { loadTypeScriptPlugin } from '../loadTypeScriptPlugin.mjs';

export const { load } = await loadTypeScriptPlugin(new URL('./index.ts', import.meta.url));
