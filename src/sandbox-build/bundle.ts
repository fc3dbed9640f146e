import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { build, type BuildOptions, type Plugin } from 'esbuild';
import type { OldRelease } from '../sandbox/releases';

/**
 * 用 esbuild 把沙箱页的脚本打成单个文件：沙箱页自己的脚本（frame.ts）、站点版本的 worker（currentRunner.ts），以及
 * 每个旧版本的 worker（入口由 oldRunnerEntry 生成，引入 package.json 里的别名 `cheerio-<版本>`）。
 */
const repositoryRoot = path.resolve(__dirname, '../..');
const sandboxDir = path.join(repositoryRoot, 'src/sandbox');
const shimDir = path.join(sandboxDir, 'nodeShims');

/** 旧版本的依赖在加载时引入的 Node 内置模块，每个都有 nodeShims/ 里的替身。 */
const SHIMMED = new Set(['buffer', 'events', 'stream', 'string_decoder', 'util']);

/**
 * Node 内置模块的名字一律换成 nodeShims/ 里的替身，不让 esbuild 碰巧找到 node_modules 里同名的 npm 包（例如 webpack
 * 带来的 events）：那样打进沙箱的代码取决于别的依赖装了什么。没有替身的内置模块让构建失败，说明该补哪个。
 */
export const nodeBuiltinShims: Plugin = {
  name: 'node-builtin-shims',
  setup(esbuild) {
    esbuild.onResolve({ filter: /^[a-z_:/]+$/ }, ({ path: specifier, importer }) => {
      const name = specifier.replace(/^node:/, '');
      if (!builtinModules.includes(name)) return undefined;
      if (SHIMMED.has(name)) return { path: path.join(shimDir, `${name}.ts`) };
      return {
        errors: [
          {
            text: `${path.relative(process.cwd(), importer)} 引入了 Node 内置模块 ${specifier}，沙箱里没有它的替身：在 src/sandbox/nodeShims/ 里补一个，并加进 SHIMMED`,
          },
        ],
      };
    });
  },
};

const common: BuildOptions = {
  bundle: true,
  write: false,
  minify: true,
  format: 'iife',
  platform: 'browser',
  target: 'es2020',
  define: { 'process.env.NODE_ENV': '"production"' },
  legalComments: 'none',
  logLevel: 'warning',
  plugins: [nodeBuiltinShims],
};

async function bundle(options: BuildOptions, label: string): Promise<string> {
  const result = await build({ ...common, ...options });
  const [output] = result.outputFiles ?? [];
  if (!output) throw new Error(`esbuild 没有输出 ${label}`);
  return output.text;
}

/** src/sandbox/ 里的一个入口文件。 */
export function bundleSandboxFile(entry: string): Promise<string> {
  return bundle({ entryPoints: [path.join(sandboxDir, entry)] }, entry);
}

/** 旧版本在 package.json 里的别名。 */
export const releasePackage = (release: OldRelease) => `cheerio-${release}`;

/**
 * 旧版本 worker 的入口。读者代码里的 `cheerio` 要与 Node 里 `require('cheerio')` 得到的一样：只有 CommonJS 的老包用
 * require（esbuild 给 CommonJS 模块的命名空间对象会多出一个 default），发布了 ES 模块的包用命名空间导入，与 1.2.0 相同。
 */
export function oldRunnerEntry(release: OldRelease, { esModule }: { esModule: boolean }): string {
  const name = JSON.stringify(releasePackage(release));
  return [
    "import { oldRelease } from './oldRelease';",
    "import { startRunner } from './runner';",
    esModule ? `import * as cheerio from ${name};` : `const cheerio = require(${name});`,
    `startRunner(oldRelease(${JSON.stringify(release)}, cheerio));`,
    '',
  ].join('\n');
}

/** 别名装在仓库的 node_modules 顶层；rc.12 的 exports 不导出 package.json，不能用 require.resolve 找它。 */
function publishesEsModule(release: OldRelease): boolean {
  const manifest = JSON.parse(
    readFileSync(path.join(repositoryRoot, 'node_modules', releasePackage(release), 'package.json'), 'utf8'),
  ) as { module?: string; exports?: unknown };
  return manifest.module !== undefined || manifest.exports !== undefined;
}

/** cheerio 自己的 parse() 把 Buffer 当作全局变量用的版本。 */
const GLOBAL_BUFFER: ReadonlySet<OldRelease> = new Set(['0.22.0', '1.0.0-rc.3']);

export function bundleOldRunner(release: OldRelease): Promise<string> {
  return bundle(
    {
      stdin: {
        contents: oldRunnerEntry(release, { esModule: publishesEsModule(release) }),
        resolveDir: sandboxDir,
        sourcefile: `${releasePackage(release)}-runner.ts`,
        loader: 'ts',
      },
      // 只换掉打包进来的代码里的这个全局名，读者的代码里照样没有 Buffer。别的版本不注入：它们的依赖先看有没有
      // atob、Buffer 再决定怎么解码（entities 的码表），注入会改变它们在浏览器里走的路。
      inject: GLOBAL_BUFFER.has(release) ? [path.join(shimDir, 'buffer.ts')] : [],
    },
    `cheerio ${release} 的 worker`,
  );
}
