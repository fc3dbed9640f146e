// TypeDoc 用 import() 加载插件，而 Node 20 不能直接加载 .ts：只在导入本插件期间注册 tsx 的转译钩子。
// 不用 tsImport：它给模块加命名空间，会让 typedoc 再被加载一份。
import { register } from 'tsx/esm/api';

const unregister = register();
const plugin = await import('./index.ts');
await unregister();

export const { load } = plugin;
