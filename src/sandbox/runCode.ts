import { inspect, type InspectHooks } from './inspect';
import { JSX_FRAGMENT, createJsxElement, jsxText } from './jsxText';
import { MAX_OUTPUT_CHARS, MAX_OUTPUT_ENTRIES, truncateEntryText } from './outputGate';
import type { OutputEntry, RunRequest } from './protocol';
import type { CheerioRelease, QueryFunction } from './release';

/**
 * 在沙箱的 worker 里运行读者的代码（构建时也用它算出实时代码块的结果）。代码看得到 `cheerio`、按 HTML 输入和解析选项加载好的 `$`、一个把输出交给页面的
 * `console`，以及实时代码块用的 `render()`；`import … from 'cheerio'` 和 `require('cheerio')` 也能用。cheerio 是哪个版本
 * 由调用方给出（release.ts）：站点安装的版本，或者“对比版本”里的旧版本。
 *
 * 用直接 eval 执行，是为了拿到最后一个表达式的值（REPL 的做法），并让 `const $ = …` 可以覆盖预先给的 `$`。
 * 外层函数是严格模式，代码里的 var 和函数声明留在这次运行里，不会变成 worker 的全局变量。
 * 普通 JavaScript 直接运行；含 JSX、import 或语法错误时才按需加载 sucrase：转换 JSX 和 import，或者给出出错的行列。
 */

/** 栈里用这个名字标出读者的代码，据此找到出错的行列。 */
const SOURCE_NAME = 'playground-code.js';
const ASYNC_PREFIX = '(async () => {';

type Sucrase = typeof import('sucrase');

export interface RunEnvironment {
  emit: (entry: OutputEntry) => void;
  loadSucrase: () => Promise<Sucrase>;
  release: CheerioRelease;
}

/**
 * 计数并截断输出；超出上限之后的输出只记条数。与页面的 OutputGate 用同样的上限：正常的代码在这里就被截住，不必把
 * 几万条输出发过线程；绕过它的代码由页面那一侧截住。
 */
export class OutputLimiter {
  private entries = 0;
  private characters = 0;
  dropped = 0;

  constructor(private readonly send: (entry: OutputEntry) => void) {}

  emit = (entry: OutputEntry): void => {
    if (this.entries >= MAX_OUTPUT_ENTRIES || this.characters >= MAX_OUTPUT_CHARS) {
      this.dropped += 1;
      return;
    }
    const text = truncateEntryText(entry.text);
    this.entries += 1;
    this.characters += text.length;
    this.send({ ...entry, text });
  };
}

function isDomNode(value: object): value is { type: string; nodeType: number } {
  const candidate = value as { nodeType?: unknown; type?: unknown };
  return typeof candidate.nodeType === 'number' && typeof candidate.type === 'string' && 'parent' in value;
}

function inspectHooks($: QueryFunction, release: CheerioRelease): InspectHooks {
  return {
    selectionNodes: (value) =>
      release.isSelection(value) ? (value as unknown as { toArray(): unknown[] }).toArray() : null,
    nodeHtml: (value) => {
      if (!isDomNode(value)) return null;
      try {
        return $.html(value as never);
      } catch (error) {
        return `<无法输出这个节点：${error instanceof Error ? error.message : String(error)}>`;
      }
    },
    isQueryFunction: (value) => typeof value === 'function' && 'root' in value && 'load' in value && '_root' in value,
  };
}

/** printf 风格的占位符（%s、%d、%o……），与浏览器和 Node 的 console 一致。 */
function formatArguments(args: unknown[], hooks: InspectHooks): string {
  const parts: string[] = [];
  let rest = args;
  if (typeof args[0] === 'string' && /%[sdifoOjc%]/.test(args[0])) {
    let index = 1;
    const first = args[0].replace(/%([sdifoOjc%])/g, (match, kind: string) => {
      if (kind === '%') return '%';
      if (index >= args.length) return match;
      const value = args[index++];
      switch (kind) {
        case 'd':
        case 'i':
          return typeof value === 'bigint'
            ? `${value}n`
            : String(kind === 'i' ? Math.trunc(Number(value)) : Number(value));
        case 'f':
          return String(Number(value));
        case 'c':
          return '';
        case 's':
          return typeof value === 'string' ? value : inspect(value, hooks, false);
        default:
          return inspect(value, hooks, false);
      }
    });
    parts.push(first);
    rest = args.slice(index);
  }
  return [...parts, ...rest.map((arg) => inspect(arg, hooks))].join(' ');
}

function createConsole(emit: (entry: OutputEntry) => void, hooks: InspectHooks) {
  const write =
    (level: OutputEntry['level']) =>
    (...args: unknown[]) =>
      emit({ level, text: formatArguments(args, hooks) });
  const log = write('log');
  return {
    log,
    info: write('info'),
    warn: write('warn'),
    error: write('error'),
    debug: write('debug'),
    dir: (value: unknown) => log(value),
    table: (value: unknown) => log(value),
    trace: write('log'),
    assert: (condition: unknown, ...args: unknown[]) => {
      if (!condition)
        emit({ level: 'error', text: `断言失败${args.length > 0 ? `：${formatArguments(args, hooks)}` : ''}` });
    },
  };
}

/** 从异常的调用栈里找出读者代码里的行列。 */
export function positionOf(error: unknown, asyncWrapped: boolean): { line?: number; column?: number } {
  if (!(error instanceof Error) || typeof error.stack !== 'string') return {};
  const match = new RegExp(`${SOURCE_NAME.replace('.', '\\.')}:(\\d+):(\\d+)`).exec(error.stack);
  if (!match) return {};
  const line = Number(match[1]);
  let column = Number(match[2]);
  if (asyncWrapped && line === 1) column = Math.max(1, column - ASYNC_PREFIX.length);
  return { line, column };
}

export function exceptionEntry(error: unknown, hooks: InspectHooks, asyncWrapped = false): OutputEntry {
  if (error instanceof Error) {
    return { level: 'exception', text: `${error.name}: ${error.message}`, ...positionOf(error, asyncWrapped) };
  }
  return { level: 'exception', text: `代码抛出的不是 Error 对象，而是：${inspect(error, hooks, false)}` };
}

function syntaxErrorOf(source: string): SyntaxError | null {
  try {
    // 只编译不执行，用来判断代码能否直接运行。
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- 这个文件只在沙箱的 worker 和构建时运行代码
    new Function(source);
    return null;
  } catch (error) {
    if (error instanceof SyntaxError) return error;
    throw error;
  }
}

const MODULE_SYNTAX = /^\s*(import|export)\b/m;

type Prepared = { ok: true; source: string; asyncWrapped: boolean } | { ok: false; entry: OutputEntry };

async function prepare(code: string, env: RunEnvironment): Promise<Prepared> {
  let source = code;
  const moduleSyntax = MODULE_SYNTAX.test(code);
  if (moduleSyntax || syntaxErrorOf(code)) {
    const { transform } = await env.loadSucrase();
    try {
      source = transform(code, {
        transforms: moduleSyntax ? ['jsx', 'imports'] : ['jsx'],
        jsxPragma: '__playgroundJsx',
        jsxFragmentPragma: '__playgroundFragment',
        production: true,
      }).code;
    } catch (error) {
      const loc = (error as { loc?: { line: number; column: number } }).loc;
      const message = error instanceof Error ? error.message.replace(/\s*\(\d+:\d+\)$/, '') : String(error);
      return {
        ok: false,
        entry: { level: 'exception', text: `SyntaxError: ${message}`, line: loc?.line, column: loc?.column },
      };
    }
  }
  const remaining = syntaxErrorOf(source);
  if (remaining && /\bawait\b/.test(source)) {
    // 顶层 await：包进异步函数里运行（行号不变），代价是拿不到最后一个表达式的值。
    const wrapped = `${ASYNC_PREFIX}${source}\n})()`;
    if (!syntaxErrorOf(wrapped)) return { ok: true, source: wrapped, asyncWrapped: true };
  }
  if (remaining) return { ok: false, entry: { level: 'exception', text: `SyntaxError: ${remaining.message}` } };
  return { ok: true, source, asyncWrapped: false };
}

function requireFor(release: CheerioRelease) {
  return (name: unknown): unknown => {
    if (name === 'cheerio' || name === 'cheerio/slim') return release.module;
    throw new Error(`演练场里只能导入 cheerio，不能导入 ${JSON.stringify(name)}。`);
  };
}

/** 严格模式下的直接 eval：代码里的声明留在这次运行里，返回值是最后一个表达式的值。 */
// eslint-disable-next-line @typescript-eslint/no-implied-eval -- 这个文件只在沙箱的 worker 和构建时运行代码
const execute = new Function(
  'cheerio',
  '$',
  'console',
  'render',
  'require',
  'exports',
  'module',
  '__playgroundJsx',
  '__playgroundFragment',
  '__playgroundSource',
  '"use strict"; return eval(__playgroundSource);',
) as (...args: unknown[]) => unknown;

export async function runCode(request: RunRequest, env: RunEnvironment): Promise<void> {
  const { release } = env;
  let $: QueryFunction;
  try {
    $ = release.load(request);
  } catch (error) {
    env.emit({
      level: 'exception',
      text: `解析 HTML 输入失败：${error instanceof Error ? error.message : String(error)}`,
    });
    return;
  }
  const hooks = inspectHooks($, release);
  const prepared = await prepare(request.code, env);
  if (!prepared.ok) {
    env.emit(prepared.entry);
    return;
  }
  const exports = {};
  try {
    let value = execute(
      release.module,
      $,
      createConsole(env.emit, hooks),
      (element: unknown) =>
        env.emit({ level: 'render', text: typeof element === 'string' ? element : jsxText(element) }),
      requireFor(release),
      exports,
      { exports },
      createJsxElement,
      JSX_FRAGMENT,
      `${prepared.source}\n//# sourceURL=${SOURCE_NAME}`,
    );
    if (prepared.asyncWrapped) value = await value;
    if (value !== undefined) env.emit({ level: 'result', text: inspect(value, hooks, false) });
  } catch (error) {
    env.emit(exceptionEntry(error, hooks, prepared.asyncWrapped));
  }
}

/** worker 里在这次运行之外抛出的异常（定时器回调、未处理的 Promise 拒绝）也用同样的格式显示。 */
export function looseExceptionEntry(error: unknown, release: CheerioRelease): OutputEntry {
  return exceptionEntry(
    error,
    inspectHooks(release.load({ code: '', html: '', loadOptions: {}, isDocument: true }), release),
  );
}
