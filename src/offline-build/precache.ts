import { SEARCH_INDEX_FILE } from '../constants/search';
import { OFFLINE_PAGE_FILE } from '../offline/routes';
import { SANDBOX_PAGE_FILE } from '../sandbox/protocol';

/**
 * 预缓存：服务工作线程安装时一次下载、之后离线可用的文件（相对构建目录的 glob）。按路由和目录前缀选，不依赖
 * 任何页面的代码：新增的教程、演练场页面和它们的分块自动包括在内。大小由 npm run test:budgets 按
 * tests/quality/budgets.json 检查。
 */
const precachedFiles = [
  // 首页、搜索页、教程与指南、API 索引、演练场。其余 API 页面和博文在读者打开时才保存（见 sw.ts）。
  'index.html',
  'search.html',
  'docs/intro.html',
  'docs/basics/*.html',
  'docs/advanced/*.html',
  'docs/category/*.html',
  'docs/api.html',
  'playground.html',
  'playground/**/*.html',
  // 本地搜索的索引（托管搜索模式的构建没有这个文件）。
  SEARCH_INDEX_FILE,
  OFFLINE_PAGE_FILE,
  'offline.js',
  // 演练场和实时代码块运行代码的沙箱页（src/sandbox/）：离线时也能运行。旧版本的沙箱页 sandbox/<版本>.html 不在这里：
  // 每个都带一整份 cheerio（gzip 后 100–180 KB），五个加起来会让每位读者的预缓存多下载约 0.75 MB，而只有在演练场里
  // 对比版本的读者用得到它们；离线时对比版本给出“没能加载”的提示，1.2.0 照常运行。
  SANDBOX_PAGE_FILE,
  // 图标和页面里的小图；社交分享图只给链接预览用，不在这里。
  'img/**/*.svg',
];

export const precachePatterns = [
  // 全部脚本和样式（含 Web Worker 与 wasm）：离线时用客户端路由打开任何页面、运行实时编辑器和演练场，代码都在本机。
  // 文件名带内容哈希，新部署只下载变了的文件。
  'assets/**/*.{js,mjs,css,wasm}',
  // 合成一个模式：Workbox 对一个文件也匹配不到的模式发出警告，而演练场和本地索引并不总在构建里。
  `{${precachedFiles.join(',')}}`,
];

/**
 * 旧地址的重定向页面（`docs/intro/index.html.html` 等）只是一次跳转，不值得占预缓存。编码实验室的双字节码表
 * （`encoding-table-*`，共约 190 KB gzip）是数据而不是代码，只有分析这几种编码的文件时才用到：读者第一次用到时
 * 下载，之后由服务工作线程的资源缓存保存。
 */
export const precacheIgnores = ['**/*.html.html', 'assets/js/encoding-table-*.js'];

/** /assets/ 下的文件名已带内容哈希，不必再加修订号。 */
export const hashedFiles = /^assets\//;
