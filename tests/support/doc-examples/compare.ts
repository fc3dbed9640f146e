import { format, inspect, isDeepStrictEqual } from 'node:util';
import type { AssertionSite } from './analyze';

/** 逐行去掉行尾空白，再去掉首尾空白：Markdown 编辑器常会删掉行尾空格，页面上也看不出来。 */
export function normalizeText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .trim();
}

/** 把 null 原型的对象（如 cheerio 的 attribs）转成普通对象，只比较内容，不比较原型。 */
function toPlain(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(toPlain);
  if (value !== null && typeof value === 'object') {
    const proto = Object.getPrototypeOf(value);
    if (proto === null || proto === Object.prototype) {
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, toPlain(item)]));
    }
  }
  return value;
}

function show(value: unknown): string {
  return typeof value === 'string' ? value : inspect(value, { depth: null, breakLength: 100 });
}

function mismatch(site: AssertionSite, expected: string, actual: string): string {
  const what = site.kind === 'log' ? 'console.log' : 'render(...)';
  return `块内第 ${site.line + 1} 行的 ${what} 结果与 \`// =>\` 不符。\n  页面上写的：${expected.replaceAll('\n', '\n              ')}\n  实际得到的：${actual.replaceAll('\n', '\n              ')}`;
}

/**
 * 核对一处调用的实际输出与页面上写的期望值，相符时返回 undefined，否则返回说明。
 *
 * - 只调用一次、只有一个参数：字符串逐字比较（见 normalizeText）；其他值把期望值当作
 *   JavaScript 表达式求值后做深度相等比较。
 * - 调用多次（循环、回调）或有多个参数：按 Node 的 console.log 打印方式（util.format）
 *   把每次调用拼成一行，再逐字比较全部行。
 * - render 的结果已在执行时转成页面上显示的文字，按字符串比较。
 */
export function checkSite(site: AssertionSite, calls: readonly unknown[][]): string | undefined {
  const expected = site.expected ?? '';
  if (calls.length === 0) {
    return `块内第 ${site.line + 1} 行的调用没有被执行到，无法核对 \`// =>\`。`;
  }

  if (calls.length === 1 && calls[0].length === 1) {
    const [actual] = calls[0];
    if (typeof actual === 'string') {
      return normalizeText(actual) === normalizeText(expected) ? undefined : mismatch(site, expected, actual);
    }
    let expectedValue: unknown;
    try {
      expectedValue = new Function(`return (\n${expected}\n);`)();
    } catch (error) {
      return `块内第 ${site.line + 1} 行：记录的值不是字符串，\`// =>\` 应是一个 JavaScript 表达式，但它无法求值（${String(error)}）。实际得到的：${show(actual)}`;
    }
    return isDeepStrictEqual(toPlain(actual), toPlain(expectedValue))
      ? undefined
      : mismatch(site, expected, show(actual));
  }

  const printed = calls.map((args) => format(...args)).join('\n');
  return normalizeText(printed) === normalizeText(expected) ? undefined : mismatch(site, expected, printed);
}

/** 共用一个 `// =>` 的一组调用：按执行顺序、以 console.log 的打印方式拼接后逐字比较。 */
export function checkGroup(
  sites: readonly AssertionSite[],
  sequence: readonly { site: number; args: unknown[] }[],
): string | undefined {
  const ids = new Set(sites.map((site) => site.id));
  const calls = sequence.filter((call) => ids.has(call.site)).map((call) => call.args);
  if (calls.length === 0) return checkSite(sites[0], []);
  const printed = calls.map((args) => format(...args)).join('\n');
  const expected = sites[0].expected ?? '';
  return normalizeText(printed) === normalizeText(expected) ? undefined : mismatch(sites[0], expected, printed);
}
