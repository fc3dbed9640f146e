import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';
import { type BlockAnalysis, HOOK_NAME } from './analyze';
import { toExampleUrls, toLocalUrls } from './example-site';

export interface RunEnvironment {
  /** 临时模块写在这里；它必须位于仓库的 node_modules 之内或之下，`import 'cheerio'` 才能解析。 */
  workDir: string;
  /** 本地示例服务器的地址，代码里的 https://example.com 会被换成它。 */
  origin: string;
  /** 本地代理的地址，代码里的 http://127.0.0.1:7890 会被换成它。 */
  proxyOrigin?: string;
  /** 实时代码块的作用域：React 和 cheerio（取浏览器构建，与沙箱页里的相同）。 */
  liveScope: Record<string, unknown>;
  /** 把 render(...) 的参数变成页面上显示的文字。 */
  renderToText(element: unknown): string;
  /** 等待异步回调里的输出的最长时间。 */
  timeoutMs?: number;
}

export interface RunResult {
  /** 每处调用记录到的参数列表，下标是 AssertionSite.id。 */
  calls: unknown[][][];
  /** 全部调用按执行顺序排列（site 是 AssertionSite.id）。 */
  sequence: { site: number; args: unknown[] }[];
  /** 抛出的错误（含回调里未捕获的错误和被拒绝的 Promise）的消息。 */
  errors: string[];
}

type Hook = (id: number) => (...args: unknown[]) => void;
const hooks: Record<string, Hook> = ((globalThis as Record<string, unknown>).__docExampleHooks ??= {}) as Record<
  string,
  Hook
>;
let runCounter = 0;

function transpile(code: string, lang: string, options: { live: boolean; commonJs: boolean }): string {
  const typed = ['ts', 'typescript', 'mts', 'cts', 'tsx'].includes(lang);
  if (!typed && !options.live && lang !== 'jsx') return code;
  return ts.transpileModule(code, {
    fileName: options.live || lang.endsWith('x') ? 'block.tsx' : 'block.ts',
    compilerOptions: {
      target: ts.ScriptTarget.ES2022,
      module: options.commonJs ? ts.ModuleKind.CommonJS : ts.ModuleKind.ESNext,
      // 实时代码块和 react-live 一样编译成 React.createElement，React 由作用域提供。
      jsx: options.live ? ts.JsxEmit.React : ts.JsxEmit.ReactJSX,
      verbatimModuleSyntax: !options.commonJs,
    },
  }).outputText;
}

/**
 * 执行一个代码块并记录每处调用的参数。普通代码块写成临时的 .mjs/.cjs 文件再 import，
 * 所以 `import 'cheerio'` 得到的是 Node 版本的真实包；实时代码块像 react-live 那样用
 * `new Function(...作用域变量名, 代码)` 求值。
 */
export async function runBlock(
  analysis: BlockAnalysis,
  lang: string,
  live: boolean,
  env: RunEnvironment,
): Promise<RunResult> {
  const key = `run${++runCounter}`;
  const calls: unknown[][][] = analysis.sites.map(() => []);
  const sequence: RunResult['sequence'] = [];
  const errors: unknown[] = [];
  hooks[key] =
    (id) =>
    (...args) => {
      const site = analysis.sites[id];
      const recorded =
        site.kind === 'render' ? [env.renderToText(args[0])] : args.map((arg) => toExampleUrls(arg, env.origin));
      calls[id].push(recorded);
      sequence.push({ site: id, args: recorded });
    };

  // 函数声明会被提升，所以追加在末尾也能在第一行就被调用，且不改变行号。
  const hookFunction = `\n;function ${HOOK_NAME}(id) { return globalThis.__docExampleHooks[${JSON.stringify(key)}](id); }\n`;
  const source = toLocalUrls(analysis.instrumented, env.origin, env.proxyOrigin) + hookFunction;
  const code = transpile(source, lang, { live, commonJs: analysis.commonJs });

  const onError = (error: unknown) => errors.push(error);
  process.on('uncaughtException', onError);
  process.on('unhandledRejection', onError);
  const file = join(env.workDir, `${key}.${analysis.commonJs ? 'cjs' : 'mjs'}`);
  try {
    if (live) {
      const names = Object.keys(env.liveScope);
      new Function(...names, code)(...names.map((name) => env.liveScope[name]));
    } else {
      mkdirSync(env.workDir, { recursive: true });
      writeFileSync(file, code);
      await import(pathToFileURL(file).href);
    }
    // 回调（流、定时器、网络请求）里的输出：等到每处调用都至少执行过一次，或超时。
    const deadline = Date.now() + (env.timeoutMs ?? 5000);
    while (errors.length === 0 && calls.some((list) => list.length === 0) && Date.now() < deadline) {
      await sleep(5);
    }
    await new Promise((resolve) => setImmediate(resolve));
  } catch (error) {
    errors.push(error);
  } finally {
    process.off('uncaughtException', onError);
    process.off('unhandledRejection', onError);
    rmSync(file, { force: true });
    // 运行结束后才到达的调用不再记录，也不应让后面的测试出错。
    hooks[key] = () => () => undefined;
  }
  return {
    calls,
    sequence,
    errors: errors.map((error) =>
      String(toExampleUrls(error instanceof Error ? error.message : String(error), env.origin)),
    ),
  };
}
