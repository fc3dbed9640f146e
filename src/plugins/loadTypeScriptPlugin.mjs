// TypeDoc 用 import() 加载插件，而 Node 20 不能直接加载 .ts：只在导入插件期间注册 tsx 的转译钩子。
// 不用 tsImport：它给模块加命名空间，会让 typedoc 再被加载一份。
import { register } from 'tsx/esm/api';

/** @param {URL} url 插件的 TypeScript 入口 */
export async function loadTypeScriptPlugin(url) {
  const unregister = register();
  try {
    return await import(url.href);
  } finally {
    await unregister();
  }
}
